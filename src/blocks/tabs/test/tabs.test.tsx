/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import {
	block,
	clickAction,
	paragraph,
} from '../../../engine/renderer/test/helpers';
import type { Block } from '../../../engine/types';
import { tabsDefinition } from '../definition';
import { tabForKey, tabIndex } from '../tab-index';

function tab( name: string, text: string ): Block {
	return block( 'uip-container', { name, content: [ paragraph( text ) ] } );
}

function tabs( options: Record< string, unknown > = {} ): Block {
	return block( 'uip-tabs', {
		settings: { block: { options } },
		content: [
			tab( 'Overview', 'Overview text' ),
			tab( 'Stats', 'Stats text' ),
			tab( 'Help', 'Help text' ),
		],
	} );
}

describe( 'uip-tabs', () => {
	it( 'comes with its first tab', () => {
		expect( tabsDefinition.content ).toHaveLength( 1 );
		expect( tabsDefinition.content?.[ 0 ] ).toMatchObject( {
			moduleName: 'uip-container',
			name: 'Tab 1',
		} );
	} );

	it( 'shows one tab at a time, named after its blocks', () => {
		render( <TemplateRenderer mode="prod" blocks={ [ tabs() ] } /> );
		expect(
			screen.getAllByRole( 'tab' ).map( ( entry ) => entry.textContent )
		).toEqual( [ 'Overview', 'Stats', 'Help' ] );
		expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent(
			'Overview text'
		);
		expect( screen.queryByText( 'Stats text' ) ).not.toBeInTheDocument();
		fireEvent.click( screen.getByRole( 'tab', { name: 'Stats' } ) );
		expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent(
			'Stats text'
		);
		expect(
			screen.getByRole( 'tabpanel', { name: 'Stats' } )
		).toBeVisible();
	} );

	it( 'moves between tabs with the arrow keys, Home and End; one tab stop', () => {
		render( <TemplateRenderer mode="prod" blocks={ [ tabs() ] } /> );
		const [ first, second, third ] = screen.getAllByRole( 'tab' );
		expect( first ).toHaveAttribute( 'tabindex', '0' );
		expect( second ).toHaveAttribute( 'tabindex', '-1' );
		first!.focus();
		fireEvent.keyDown( first!, { key: 'ArrowRight' } );
		expect( second ).toHaveFocus();
		expect( second ).toHaveAttribute( 'aria-selected', 'true' );
		fireEvent.keyDown( second!, { key: 'End' } );
		expect( third ).toHaveFocus();
		fireEvent.keyDown( third!, { key: 'ArrowRight' } );
		expect( first ).toHaveFocus();
		expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent(
			'Overview text'
		);
	} );

	it( 'starts on the chosen tab, and shows tabs by interactions', () => {
		const target = tabs( { activeTab: 2 } );
		const show = ( action: string, keyvalue = '' ) =>
			clickAction( target.uid, action, keyvalue );

		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					target,
					block( 'uip-button', {
						settings: {
							block: { options: { buttonText: 'Go help' } },
						},
						interactions: [ show( 'selectTab', 'help' ) ],
					} ),
					block( 'uip-button', {
						settings: {
							block: { options: { buttonText: 'Next' } },
						},
						interactions: [ show( 'nextTab' ) ],
					} ),
				] }
			/>
		);
		expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent(
			'Stats text'
		);
		act( () => {
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Go help' } )
			);
		} );
		expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent(
			'Help text'
		);
		act( () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Next' } ) );
		} );
		expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent(
			'Overview text'
		);
	} );

	it( 'shows every tab in the builder, and a drop zone when it has none', () => {
		const { rerender } = render(
			<TemplateRenderer mode="builder" blocks={ [ tabs() ] } />
		);
		expect( screen.getByText( 'Stats text' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Help text' ) ).toBeInTheDocument();
		rerender(
			<TemplateRenderer
				mode="builder"
				blocks={ [ block( 'uip-tabs', { content: [] } ) ] }
			/>
		);
		expect( screen.getByText( 'Drop blocks here' ) ).toBeInTheDocument();
	} );

	it( 'finds a tab by number or name', () => {
		const list = tabs().content!;
		expect( tabIndex( list, '3' ) ).toBe( 2 );
		expect( tabIndex( list, 'STATS' ) ).toBe( 1 );
		expect( tabIndex( list, 9 ) ).toBeUndefined();
		expect( tabForKey( 'ArrowLeft', 0, 3 ) ).toBe( 2 );
		expect( tabForKey( 'Home', 2, 3 ) ).toBe( 0 );
		expect( tabForKey( 'a', 0, 3 ) ).toBeUndefined();
	} );
} );
