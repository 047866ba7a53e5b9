/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { dispatchPageEvent, PAGE_EVENTS } from '../../../runtime/events';
import { block, paragraph } from '../../../engine/renderer/test/helpers';
import type { Block } from '../../../engine/types';
import { slideOutDefinition } from '../definition';

function slideOut( options: Record< string, unknown > = {} ): Block {
	return block( 'uip-slide-out', {
		settings: { block: { options } },
		content: [ paragraph( 'Inside the panel' ) ],
	} );
}

describe( 'uip-slide-out', () => {
	it( 'has the spec’s options and defaults', () => {
		const options = Object.fromEntries(
			slideOutDefinition.optionsEnabled.block!.options.map(
				( option ) => [ option.uniqueKey, option.value ]
			)
		);
		expect( options ).toMatchObject( {
			iconSelect: '',
			iconPosition: 'left',
			panelSide: 'right',
			overlayStyle: 'overlay',
			closeOnPageChange: false,
		} );
		expect( options ).toHaveProperty( 'keyboardShortcut' );
		expect(
			slideOutDefinition.actions?.map( ( action ) => action.name )
		).toEqual( [ 'open', 'close', 'toggle' ] );
	} );

	it( 'slides its panel in from the chosen side by its button, and Escape closes it', async () => {
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					slideOut( { buttonText: 'Help', panelSide: 'left' } ),
				] }
			/>
		);
		const button = screen.getByRole( 'button', { name: 'Help' } );
		fireEvent.click( button );
		const panel = screen.getByRole( 'dialog', { name: 'Help' } );
		expect( panel ).toHaveTextContent( 'Inside the panel' );
		expect( panel.closest( '.uip-off-canvas' ) ).toHaveClass( 'is-left' );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );

		fireEvent.keyDown( document, { key: 'Escape' } );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	function openThenFinishALoad( closeOnPageChange: boolean ) {
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					slideOut( { buttonText: 'Help', closeOnPageChange } ),
				] }
			/>
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Help' } ) );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		act( () =>
			dispatchPageEvent( PAGE_EVENTS.loadFinish, { url: '/wp-admin/' } )
		);
	}

	it( 'with closeOnPageChange, closes when a page finishes loading', async () => {
		openThenFinishALoad( true );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
	} );

	it( 'without closeOnPageChange, stays open when a page finishes loading', () => {
		openThenFinishALoad( false );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
	} );

	it( 'opens by its keyboard shortcut', () => {
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					slideOut( {
						keyboardShortcut: {
							enabled: true,
							display: false,
							selectedKeys: [ 'Alt', 'p' ],
						},
					} ),
				] }
			/>
		);
		fireEvent.keyDown( document, { key: 'Alt' } );
		fireEvent.keyDown( document, { key: 'p' } );
		expect( screen.getByText( 'Inside the panel' ) ).toBeInTheDocument();
	} );

	it( 'in push mode moves the page, not the panel', () => {
		const wrap = document.createElement( 'div' );
		wrap.id = 'wpwrap';
		document.body.appendChild( wrap );
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					slideOut( { buttonText: 'Help', overlayStyle: 'push' } ),
				] }
			/>,
			{ container: wrap }
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Help' } ) );
		expect( wrap.style.transform ).toMatch( /^translateX\(-\d+px\)$/ );
		expect( document.body.style.transform ).toBe( '' );
		expect( wrap.contains( screen.getByRole( 'dialog' ) ) ).toBe( false );
	} );
} );
