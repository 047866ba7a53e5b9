/**
 * The AI provider control on a site with no provider connected to
 * WordPress's AI client (the models are asked once per page, so the
 * connected case is in ai-provider-control-connected.test.tsx).
 */

/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

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
	wordpress: {
		supported: true,
		available: false,
		models: [],
		connectorsUrl: 'https://example.test/wp-admin/options-connectors.php',
	},
} );

const PROVIDER = { option: 'aiProvider', label: 'AI provider' };

describe( 'the AI provider control, nothing connected', () => {
	it( 'offers Automatic, WordPress AI and Own key, and stores the choice', async () => {
		const { last } = renderOption( PROVIDER, 'own' );
		expect(
			await screen.findByText( /No AI provider is connected/ )
		).toBeTruthy();
		const select = screen.getByLabelText(
			'AI provider'
		) as HTMLSelectElement;
		expect( select.value ).toBe( 'own' );
		expect(
			Array.from( select.options ).map( ( one ) => one.text )
		).toEqual( [
			'Automatic',
			'WordPress AI (Connectors)',
			'Own key (OpenAI-compatible)',
		] );
		fireEvent.change( select, { target: { value: 'wordpress' } } );
		expect( last() ).toEqual( { value: 'wordpress', merge: true } );
	} );

	it( 'tells a manager where to connect a provider', async () => {
		renderOption( PROVIDER, '' );
		const link = await screen.findByRole( 'link', {
			name: /Connect a provider in Settings → Connectors/,
		} );
		expect( link.getAttribute( 'href' ) ).toBe(
			'https://example.test/wp-admin/options-connectors.php'
		);
	} );

	it( 'reads an unknown stored value as Automatic', async () => {
		renderOption( PROVIDER, 'somewhere-else' );
		await screen.findByText( /No AI provider is connected/ );
		expect(
			( screen.getByLabelText( 'AI provider' ) as HTMLSelectElement )
				.value
		).toBe( '' );
	} );
} );
