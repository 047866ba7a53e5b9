/**
 * The AI provider control on a site without WordPress's AI client
 * (WordPress 6.9, or AI turned off): no choice, the block uses its key.
 */

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { renderOption } from './harness';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
( apiFetch as unknown as jest.Mock ).mockResolvedValue( {
	models: [],
	wordpress: { supported: false, available: false, models: [] },
} );

it( 'offers no choice and says the block uses its key', async () => {
	renderOption( { option: 'aiProvider', label: 'AI provider' }, '' );
	expect(
		await screen.findByText( /This site has no WordPress AI client/ )
	).toBeTruthy();
	expect( screen.queryByLabelText( 'AI provider' ) ).toBeNull();
} );
