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
import { dropdownDefinition } from '../definition';
import { DROP_DIRECTIONS, dropPlacement } from '../directions';

function dropdown( options: Record< string, unknown > = {} ): Block {
	return block( 'uip-dropdown', {
		settings: { block: { options } },
		content: [ paragraph( 'Inside the dropdown' ) ],
	} );
}

describe( 'uip-dropdown', () => {
	it( 'has the spec’s options and defaults, and open, close and toggle actions', () => {
		const options = Object.fromEntries(
			dropdownDefinition.optionsEnabled.block!.options.map(
				( option ) => [ option.uniqueKey, option.value ]
			)
		);
		expect( options ).toMatchObject( {
			buttonText: { string: 'Press me' },
			iconSelect: '',
			iconPosition: 'left',
			openMode: 'click',
			dropDirection: 'bottom left',
			keyboardShortcut: {
				enabled: false,
				display: false,
				selectedKeys: [],
			},
		} );
		expect( dropdownDefinition.container ).toBe( true );
		expect(
			dropdownDefinition.actions?.map( ( action ) => action.name )
		).toEqual( [ 'open', 'close', 'toggle' ] );
	} );

	it( 'knows twelve drop directions, the default for anything else', () => {
		expect( Object.keys( DROP_DIRECTIONS ) ).toHaveLength( 12 );
		expect( dropPlacement( 'right center' ) ).toBe( 'right-center' );
		expect( dropPlacement( 'sideways' ) ).toBe( 'bottom-start' );
	} );

	it( 'opens its panel from the button and closes on Escape, focus back on the button', async () => {
		render( <TemplateRenderer mode="prod" blocks={ [ dropdown() ] } /> );
		const button = screen.getByRole( 'button', { name: 'Press me' } );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByText( 'Inside the dropdown' )
		).not.toBeInTheDocument();

		fireEvent.click( button );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		// Shown once placed beside the button.
		const panel = await screen.findByRole( 'dialog' );
		expect( panel ).toHaveTextContent( 'Inside the dropdown' );
		expect( button ).toHaveAttribute( 'aria-controls', panel.id );

		fireEvent.keyDown( document, { key: 'Escape' } );
		expect(
			screen.queryByText( 'Inside the dropdown' )
		).not.toBeInTheDocument();
		expect( button ).toHaveFocus();
	} );

	it( 'with openMode hover, opens on hover and closes 400 ms after the mouse leaves', async () => {
		jest.useFakeTimers();
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [ dropdown( { openMode: 'hover' } ) ] }
			/>
		);
		const button = screen.getByRole( 'button', { name: 'Press me' } );
		fireEvent.mouseEnter( button );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( screen.getByText( 'Inside the dropdown' ) ).toBeInTheDocument();

		fireEvent.mouseLeave( button );
		act( () => jest.advanceTimersByTime( 399 ) );
		expect( screen.getByText( 'Inside the dropdown' ) ).toBeInTheDocument();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect(
			screen.queryByText( 'Inside the dropdown' )
		).not.toBeInTheDocument();
		jest.useRealTimers();
	} );

	it( 'with openMode click, hovering opens nothing', () => {
		render( <TemplateRenderer mode="prod" blocks={ [ dropdown() ] } /> );
		fireEvent.mouseEnter(
			screen.getByRole( 'button', { name: 'Press me' } )
		);
		expect(
			screen.queryByText( 'Inside the dropdown' )
		).not.toBeInTheDocument();
	} );

	it( 'opens by its keyboard shortcut', () => {
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					dropdown( {
						keyboardShortcut: {
							enabled: true,
							display: true,
							selectedKeys: [ 'Alt', 'd' ],
						},
					} ),
				] }
			/>
		);
		expect( screen.getByText( 'Alt + D' ).tagName ).toBe( 'KBD' );
		fireEvent.keyDown( document, { key: 'Alt' } );
		fireEvent.keyDown( document, { key: 'd' } );
		expect( screen.getByText( 'Inside the dropdown' ) ).toBeInTheDocument();
	} );

	it( 'opens, closes and toggles by interactions', () => {
		const target = dropdown();
		const buttons = [ 'open', 'close', 'toggle' ].map( ( action ) =>
			block( 'uip-button', {
				settings: { block: { options: { buttonText: action } } },
				interactions: [ clickAction( target.uid, action ) ],
			} )
		);
		render(
			<TemplateRenderer mode="prod" blocks={ [ target, ...buttons ] } />
		);
		const press = ( name: string ) =>
			act( () => {
				fireEvent.click( screen.getByRole( 'button', { name } ) );
			} );
		press( 'open' );
		expect( screen.getByText( 'Inside the dropdown' ) ).toBeInTheDocument();
		press( 'close' );
		expect(
			screen.queryByText( 'Inside the dropdown' )
		).not.toBeInTheDocument();
		press( 'toggle' );
		expect( screen.getByText( 'Inside the dropdown' ) ).toBeInTheDocument();
	} );

	it( 'shows its blocks under the button in the builder', () => {
		render( <TemplateRenderer mode="builder" blocks={ [ dropdown() ] } /> );
		expect( screen.getByText( 'Inside the dropdown' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );
} );
