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
	paragraph,
	rootOf,
} from '../../../engine/renderer/test/helpers';
import { PAGE_EVENTS, dispatchPageEvent } from '../../../runtime/events';
import { OFF_CANVAS_MENU_ATTRIBUTE } from '../../../runtime/small-screen';
import { offCanvasSide } from '../off-canvas-menu';

function sidebar() {
	return block( 'uip-container', {
		content: [ paragraph( 'Menu entry' ) ],
		settings: { block: { options: { smallScreen: 'offCanvasLeft' } } },
	} );
}

describe( 'uip-container on small screens', () => {
	it( 'reads the side from the option', () => {
		expect( offCanvasSide( 'offCanvasLeft' ) ).toBe( 'left' );
		expect( offCanvasSide( 'offCanvasRight' ) ).toBe( 'right' );
		expect( offCanvasSide( '' ) ).toBeUndefined();
		expect( offCanvasSide( 'toString' ) ).toBeUndefined();
	} );

	it( 'stays in place on a wide screen', () => {
		const box = sidebar();
		const { container } = render(
			<TemplateRenderer
				blocks={ [ box ] }
				mode="prod"
				viewport="desktop"
			/>
		);
		expect( rootOf( container, box.uid ) ).toHaveTextContent(
			'Menu entry'
		);
		expect( document.documentElement ).not.toHaveAttribute(
			OFF_CANVAS_MENU_ATTRIBUTE
		);
	} );

	it( 'moves into a panel the menu button opens, and leaves the page', async () => {
		const box = sidebar();
		const { container, unmount } = render(
			<TemplateRenderer
				blocks={ [ box ] }
				mode="prod"
				viewport="mobile"
			/>
		);
		const root = rootOf( container, box.uid );
		expect( root ).not.toHaveTextContent( 'Menu entry' );
		expect(
			root.querySelector( ':scope > .uip-container__off-canvas-source' )
		).not.toBeNull();
		expect( document.documentElement ).toHaveAttribute(
			OFF_CANVAS_MENU_ATTRIBUTE,
			'closed'
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();

		act( () => dispatchPageEvent( PAGE_EVENTS.menuToggleOffCanvas, {} ) );
		const panel = await screen.findByRole( 'dialog', { name: 'Menu' } );
		expect( panel ).toHaveTextContent( 'Menu entry' );
		// Modal, and its name is for screen readers: its blocks say what it is.
		expect( panel ).toHaveAttribute( 'aria-modal', 'true' );
		expect( screen.getByRole( 'heading', { name: 'Menu' } ) ).toHaveClass(
			'screen-reader-text'
		);
		expect( document.documentElement ).toHaveAttribute(
			OFF_CANVAS_MENU_ATTRIBUTE,
			'open'
		);
		// Its own close button closes it and tells the page root.
		fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
		expect( document.documentElement ).toHaveAttribute(
			OFF_CANVAS_MENU_ATTRIBUTE,
			'closed'
		);
		unmount();
		expect( document.documentElement ).not.toHaveAttribute(
			OFF_CANVAS_MENU_ATTRIBUTE
		);
	} );

	it( 'stays editable in place in the builder', () => {
		const box = sidebar();
		const { container } = render(
			<TemplateRenderer
				blocks={ [ box ] }
				mode="builder"
				viewport="mobile"
			/>
		);
		expect( rootOf( container, box.uid ) ).toHaveTextContent(
			'Menu entry'
		);
	} );
} );
