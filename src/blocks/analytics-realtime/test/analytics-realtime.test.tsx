/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { REALTIME_REFRESH_MS } from '../analytics-realtime';

function answer( activeUsers: number ) {
	return {
		source: 'google',
		range: {
			id: 'realtime',
			start: '',
			end: '',
			previousStart: '',
			previousEnd: '',
		},
		updatedAt: '2026-11-29T02:00:00Z',
		stale: false,
		report: {
			kind: 'realtime',
			activeUsers,
			pages: [
				{ name: 'Home', value: 9 },
				{ name: 'Blog', value: 4 },
				{ name: 'Shop', value: 2 },
			],
			countries: [ { countryId: 'FR', country: 'France', value: 7 } ],
		},
	};
}

describe( 'uip-google-realtime', () => {
	let calls: number;
	beforeEach( () => {
		calls = 0;
		jest.useFakeTimers();
		apiFetch.setFetchHandler( async () => answer( 10 + calls++ ) );
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'shows active users and the top rows, and asks again after a minute', async () => {
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [
					block( 'uip-google-realtime', {
						settings: { block: { options: { rowLimit: 2 } } },
					} ),
				] }
			/>
		);
		expect( await screen.findByText( '10' ) ).toBeInTheDocument();
		expect(
			screen.getByText( '10 active users in the last 30 minutes' )
				.parentElement
		).toHaveAttribute( 'aria-live', 'polite' );
		expect( screen.getByText( 'Blog' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Shop' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'France' ) ).toBeInTheDocument();

		await act( async () => {
			jest.advanceTimersByTime( REALTIME_REFRESH_MS );
		} );
		expect( await screen.findByText( '11' ) ).toBeInTheDocument();
		expect( calls ).toBe( 2 );
	} );

	it( 'shows no heading of its own unless its administrator gave it a title', async () => {
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [
					block( 'uip-google-realtime' ),
					block( 'uip-google-realtime', {
						settings: {
							block: { options: { title: 'Right now' } },
						},
					} ),
				] }
			/>
		);
		expect( await screen.findAllByText( 'France' ) ).toHaveLength( 2 );
		expect(
			screen
				.getAllByRole( 'heading', { level: 2 } )
				.map( ( heading ) => heading.textContent )
		).toEqual( [ 'Right now' ] );
	} );
} );
