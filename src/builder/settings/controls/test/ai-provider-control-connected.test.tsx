/**
 * The AI provider and model controls on a site whose WordPress AI client
 * has a connected provider.
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
	models: [ 'gpt-4o-mini' ],
	wordpress: {
		supported: true,
		available: true,
		models: [ { provider: 'uipress-fake', id: 'fake-model-1' } ],
	},
} );

describe( 'the AI controls, a provider connected', () => {
	it( 'says Automatic answers through it, with no link to connect one', async () => {
		renderOption( { option: 'aiProvider', label: 'AI provider' }, '' );
		expect(
			await screen.findByText(
				/A provider is connected in Settings → Connectors/
			)
		).toBeTruthy();
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );

	it( 'offers the connected provider’s models beside the site provider’s', async () => {
		const { container } = renderOption(
			{
				option: 'aiModel',
				label: 'Model',
				args: { presets: [ 'gpt-4' ] },
			},
			'gpt-4'
		);
		await screen.findByText( /Choose a model/ );
		expect(
			Array.from( container.querySelectorAll( 'datalist option' ) ).map(
				( option ) => option.getAttribute( 'value' )
			)
		).toEqual( [ 'gpt-4', 'gpt-4o-mini', 'fake-model-1' ] );
	} );
} );
