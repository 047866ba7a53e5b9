/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { validConfig } from '../../../../shared/config/test/fixtures';
import { renderOption } from './harness';

// canEditCode() reads the configuration once per page (module), so this
// file is the page of a user without unfiltered_html.
beforeAll( () => {
	const config = validConfig();
	window.uipressConfig = {
		...config,
		currentUser: { ...config.currentUser, canEditCode: false },
	};
} );

afterAll( () => {
	delete window.uipressConfig;
} );

describe( 'code option control (no unfiltered_html)', () => {
	it( 'hides the field and says why', () => {
		renderOption( { option: 'code', label: 'Custom CSS' }, 'a{}' );
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
		expect( screen.getByText( 'Custom CSS' ) ).toBeInTheDocument();
		expect(
			screen.getByText(
				'Only users who may post unfiltered HTML can add CSS and JavaScript.'
			)
		).toBeInTheDocument();
	} );
} );
