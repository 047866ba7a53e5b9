/**
 * External dependencies
 */
import { act, fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { answerApiFetch } from '../../../../components/utils/test-helpers';
import {
	analyticsMetadata,
	commonFields,
	forgetAnalyticsMetadata,
} from '../analytics-metadata';
import { groupedOptions } from '../analytics-fields-control';
import { renderOption } from './harness';

const METADATA = {
	metrics: [
		{
			id: 'sessions',
			label: 'Sessions',
			type: 'integer',
			category: 'Session',
		},
		{
			id: 'activeUsers',
			label: 'Active users',
			type: 'integer',
			category: 'User',
		},
		{
			id: 'bounceRate',
			label: 'Bounce rate',
			type: 'percent',
			category: 'Session',
		},
		{
			id: 'customEvent:plays',
			label: 'Plays',
			type: 'integer',
			category: 'Custom',
		},
	],
	dimensions: [
		{ id: 'pagePath', label: 'Page path', category: 'Page / screen' },
		{ id: 'country', label: 'Country', category: 'Geography' },
	],
};

// jsdom lays nothing out; the list scrolls its highlighted option into view.
beforeAll( () => {
	Element.prototype.scrollIntoView = jest.fn();
} );
beforeEach( () => forgetAnalyticsMetadata() );

const pathOf = ( path: string | undefined ) =>
	( path ?? '' ).replace( /[?&]_locale=user/, '' );

async function openList( name: string ) {
	const input = await screen.findByRole( 'combobox', { name } );
	await act( async () => {
		fireEvent.focus( input );
		fireEvent.change( input, { target: { value: '' } } );
	} );
	return input;
}

describe( 'analytics metric and dimension pickers', () => {
	it( 'lists the source’s metrics by category, searchable, and adds the one chosen', async () => {
		const calls = answerApiFetch( () => METADATA );
		const { last } = renderOption(
			{ option: 'analyticsMetrics', label: 'Metrics', args: { max: 2 } },
			[ 'activeUsers' ]
		);
		expect(
			await screen.findByText( 'Choose up to 2.' )
		).toBeInTheDocument();
		expect( pathOf( calls[ 0 ]?.path ) ).toBe(
			'/uipress/v1/analytics/metadata?source=google'
		);
		// The chosen metric by its name, and left out of the list.
		expect( screen.getByRole( 'listitem' ) ).toHaveTextContent(
			'Active usersactiveUsers'
		);

		const input = await openList( 'Add a metric' );
		await act( async () => {
			fireEvent.change( input, { target: { value: 'es' } } );
		} );
		const offered = screen
			.getAllByRole( 'option' )
			.map( ( option ) => option.textContent );
		expect( offered ).toEqual( [
			'Bounce rate (Session)',
			'Sessions (Session)',
		] );

		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'option', { name: 'Sessions (Session)' } )
			);
		} );
		expect( last()?.value ).toEqual( [ 'activeUsers', 'sessions' ] );
	} );

	it( 'offers nothing more at the limit, and removes a chosen field', async () => {
		answerApiFetch( () => METADATA );
		const { last } = renderOption(
			{ option: 'analyticsMetrics', label: 'Metrics', args: { max: 2 } },
			[ 'activeUsers', 'sessions' ]
		);
		await screen.findByText( 'Choose up to 2.' );
		await openList( 'Add a metric' );
		expect( screen.queryAllByRole( 'option' ) ).toHaveLength( 0 );

		const sessions = screen.getAllByRole( 'listitem' )[ 1 ] as HTMLElement;
		fireEvent.click(
			within( sessions ).getByRole( 'button', {
				name: 'Remove Sessions',
			} )
		);
		expect( last()?.value ).toEqual( [ 'activeUsers' ] );
		// The last field cannot be removed: a report needs one.
		expect(
			screen.getByRole( 'button', { name: 'Remove Active users' } )
		).toBeDisabled();
	} );

	it( 'lets the last field go when the block has defaults (args.min 0)', async () => {
		answerApiFetch( () => METADATA );
		const { last } = renderOption(
			{
				option: 'analyticsMetrics',
				label: 'Metrics',
				args: { min: 0 },
				help: 'None chosen: the report’s usual ones.',
			},
			[ 'sessions' ]
		);
		expect(
			screen.getByText( 'None chosen: the report’s usual ones.' )
		).toBeInTheDocument();
		await screen.findByText( 'Choose up to 10.' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove Sessions' } )
		);
		expect( last()?.value ).toEqual( [] );
	} );

	it( 'replaces a single stored metric (the map’s)', async () => {
		answerApiFetch( () => METADATA );
		const { last } = renderOption(
			{ option: 'analyticsMetrics', label: 'Metric' },
			'activeUsers'
		);
		await screen.findByText( 'Choose up to 10.' );
		await openList( 'Change the metric' );
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'option', { name: 'Sessions (Session)' } )
			);
		} );
		expect( last()?.value ).toBe( 'sessions' );
	} );

	it( 'offers dimensions, two at most by default', async () => {
		answerApiFetch( () => METADATA );
		const { last } = renderOption(
			{ option: 'analyticsDimensions', label: 'Dimensions' },
			[ 'pagePath' ]
		);
		await screen.findByText( 'Choose up to 2.' );
		await openList( 'Add a dimension' );
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'option', { name: 'Country (Geography)' } )
			);
		} );
		expect( last()?.value ).toEqual( [ 'pagePath', 'country' ] );
	} );

	it( 'falls back to the common metrics when the provider is not connected', async () => {
		answerApiFetch( () => {
			throw {
				code: 'uipress_analytics_not_connected',
				message: 'Google Analytics is not connected.',
			};
		} );
		renderOption( { option: 'analyticsMetrics', label: 'Metrics' }, [
			'activeUsers',
		] );
		expect(
			await screen.findByText(
				'The analytics source’s list could not be loaded (Google Analytics is not connected). The common ones are offered.'
			)
		).toBeInTheDocument();
		await openList( 'Add a metric' );
		expect( screen.getAllByRole( 'option' ) ).toHaveLength( 7 );
		expect( commonFields().metrics.map( ( metric ) => metric.id ) ).toEqual(
			[
				'activeUsers',
				'newUsers',
				'sessions',
				'engagementRate',
				'averageEngagementTime',
				'screenPageViews',
				'keyEvents',
				'purchaseRevenue',
			]
		);
	} );

	it( 'asks once per source, and again after a failure', async () => {
		let fail = true;
		const calls = answerApiFetch( () => {
			if ( fail ) {
				throw { message: 'Down' };
			}
			return METADATA;
		} );
		expect( ( await analyticsMetadata( 'matomo' ) ).error ).toBe( 'Down' );
		fail = false;
		expect( ( await analyticsMetadata( 'matomo' ) ).metrics ).toHaveLength(
			4
		);
		await analyticsMetadata( 'matomo' );
		expect( calls.map( ( call ) => pathOf( call.path ) ) ).toEqual( [
			'/uipress/v1/analytics/metadata?source=matomo',
			'/uipress/v1/analytics/metadata?source=matomo',
		] );
	} );

	it( 'sorts the list by category, then label', () => {
		expect(
			groupedOptions( METADATA.metrics, [ 'sessions' ] ).map(
				( option ) => option.value
			)
		).toEqual( [ 'customEvent:plays', 'bounceRate', 'activeUsers' ] );
	} );
} );
