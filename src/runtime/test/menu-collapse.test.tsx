/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { PAGE_EVENTS, dispatchPageEvent } from '../events';
import {
	isMenuCollapsed,
	startMenuCollapse,
	useMenuCollapsed,
} from '../menu-collapse';

function Probe() {
	return <p>{ useMenuCollapsed() ? 'collapsed' : 'expanded' }</p>;
}

describe( 'menu collapse', () => {
	it( 'reflects the state on the page root, toggles on the event and saves menuCollapsed', async () => {
		const save = jest.fn();
		const stop = startMenuCollapse( true, save );
		render( <Probe /> );
		expect( document.documentElement ).toHaveAttribute(
			'uip-menu-collapsed'
		);
		expect( screen.getByText( 'collapsed' ) ).toBeInTheDocument();

		await act( async () => {
			document.dispatchEvent(
				new CustomEvent( PAGE_EVENTS.menuToggleCollapse )
			);
		} );
		expect( isMenuCollapsed() ).toBe( false );
		expect( save ).toHaveBeenCalledWith( 'menuCollapsed', false );
		expect( screen.getByText( 'expanded' ) ).toBeInTheDocument();

		await act( async () => {
			dispatchPageEvent( PAGE_EVENTS.menuToggleCollapse, {
				collapsed: true,
			} );
		} );
		expect( save ).toHaveBeenLastCalledWith( 'menuCollapsed', true );
		stop();
	} );
} );
