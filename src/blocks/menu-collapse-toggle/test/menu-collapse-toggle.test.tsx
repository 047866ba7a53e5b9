/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block, rootOf } from '../../../engine/renderer/test/helpers';
import { PAGE_EVENTS } from '../../../runtime/events';
import { setOffCanvasMenuState } from '../../../runtime/small-screen';
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import { startMenuCollapse } from '../../../runtime/menu-collapse';
import MenuCollapseToggle from '../menu-collapse-toggle';
import { menuCollapseToggleDefinition } from '../definition';

describe( 'uip-menu-collapse-toggle', () => {
	it( 'toggles the collapsed attribute of the page root and swaps icons', async () => {
		const save = jest.fn();
		const stop = startMenuCollapse( false, save );
		render(
			<MenuCollapseToggle
				block={ block( 'uip-menu-collapse-toggle' ) }
				mode="prod"
				options={ optionsWithDefaults( menuCollapseToggleDefinition, {
					collapsedIcon: 'left_panel_open',
				} ) }
			/>
		);
		const button = screen.getByRole( 'button', { name: 'Toggle menu' } );
		expect( button ).toHaveAttribute( 'data-uip-toggle-icon', 'menu_open' );

		await act( async () => {
			fireEvent.click( button );
		} );
		expect( document.documentElement ).toHaveAttribute(
			'uip-menu-collapsed'
		);
		expect( save ).toHaveBeenCalledWith( 'menuCollapsed', true );
		expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( button ).toHaveAttribute(
			'data-uip-toggle-icon',
			'left_panel_open'
		);

		await act( async () => {
			fireEvent.click( button );
		} );
		expect( document.documentElement ).not.toHaveAttribute(
			'uip-menu-collapsed'
		);
		stop();
	} );

	it( 'is the menu button of the off-canvas menu on a small screen', () => {
		setOffCanvasMenuState( 'closed' );
		const listener = jest.fn();
		document.addEventListener( PAGE_EVENTS.menuToggleOffCanvas, listener );
		const { unmount } = render(
			<TemplateRenderer
				blocks={ [ block( 'uip-menu-collapse-toggle' ) ] }
				mode="prod"
				viewport="mobile"
			/>
		);
		const button = screen.getByRole( 'button', { name: 'Menu' } );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( button ).not.toHaveAttribute( 'aria-pressed' );
		expect( button ).toHaveAttribute( 'data-uip-toggle-icon', 'menu' );
		fireEvent.click( button );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect(
			( listener.mock.calls[ 0 ]?.[ 0 ] as CustomEvent ).detail
		).toEqual( { open: true } );
		document.removeEventListener(
			PAGE_EVENTS.menuToggleOffCanvas,
			listener
		);
		unmount();
		setOffCanvasMenuState( null );
	} );

	it( 'shown only on small screens, leaves wider pages', () => {
		const toggle = block( 'uip-menu-collapse-toggle', {
			settings: { block: { options: { showOn: 'smallScreens' } } },
		} );
		const { container, rerender } = render(
			<TemplateRenderer
				blocks={ [ toggle ] }
				mode="prod"
				viewport="desktop"
			/>
		);
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
		expect(
			rootOf( container, toggle.uid ).querySelector(
				':scope > .uip-menu-collapse-toggle__absent'
			)
		).not.toBeNull();
		rerender(
			<TemplateRenderer
				blocks={ [ toggle ] }
				mode="builder"
				viewport="desktop"
			/>
		);
		expect( screen.getByRole( 'button' ) ).toBeInTheDocument();
	} );
} );
