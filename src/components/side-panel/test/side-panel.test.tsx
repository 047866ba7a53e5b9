/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import SidePanel, { defaultNavigate, SIDE_PANEL_WIDTH } from '..';

describe( 'SidePanel', () => {
	it( 'is 500 px wide and closes by navigating to the close route', () => {
		expect( SIDE_PANEL_WIDTH ).toBe( 500 );
		const navigate = jest.fn();
		render(
			<SidePanel
				title="Block settings"
				closeRoute="#/"
				navigate={ navigate }
			>
				Settings
			</SidePanel>
		);
		expect(
			screen.getByRole( 'complementary', { name: 'Block settings' } )
		).toHaveStyle( { width: '500px' } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
		expect( navigate ).toHaveBeenCalledWith( '#/' );
	} );

	it( 'navigates to a hash route by default', () => {
		defaultNavigate( '#/templates' );
		expect( window.location.hash ).toBe( '#/templates' );
	} );
} );
