/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { block } from '../../../engine/renderer/test/helpers';
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
} );
