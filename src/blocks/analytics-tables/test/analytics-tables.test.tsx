/**
 * External dependencies
 */
import { fireEvent, render, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { reportAnswer } from '../../shared/analytics/test/answers';
import type { ReportAnswer, TableReport } from '../../shared/analytics/types';

const PAGES = Array.from( { length: 12 }, ( _, index ) => ( {
	dimensions: [ `/page-${ index + 1 }/` ],
	values: [ ( 12 - index ) * 100, 0.5 + index / 100 ],
} ) );

function answer( rows = PAGES ): ReportAnswer< TableReport > {
	return reportAnswer( {
		kind: 'table',
		dimensions: [ { id: 'pagePath', label: 'Page path' } ],
		metrics: [
			{ id: 'screenPageViews', label: 'Views', type: 'integer' },
			{
				id: 'engagementRate',
				label: 'Engagement rate',
				type: 'percent',
			},
		],
		rows,
	} );
}

function tablesBlock( options: Record< string, unknown > = {} ) {
	return block( 'uip-google-analytics-tables', {
		settings: { block: { options } },
	} );
}

const firstColumn = () =>
	screen.getAllByRole( 'rowheader' ).map( ( cell ) => cell.textContent );

describe( 'uip-google-analytics-tables', () => {
	let requests: APIFetchOptions[];
	let reply: () => unknown;
	beforeEach( () => {
		requests = [];
		reply = () => answer();
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			requests.push( options );
			return reply();
		} );
	} );

	it( 'asks for the block’s report and shows its rows, formatted and paged', async () => {
		const tables = tablesBlock( {
			report: 'pages',
			dateRanges: [ 'last7', 'last28' ],
		} );
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ tables ] }
			/>
		);

		expect(
			await screen.findByRole( 'heading', { name: 'Top pages' } )
		).toBeInTheDocument();
		const table = await screen.findByRole( 'table', { name: 'Top pages' } );
		expect( requests[ 0 ]?.path ).toContain(
			`/uipress/v1/analytics/report?template=7&block=${ tables.uid }&range=last28`
		);
		// The interface never sends options: the server reads the stored block.
		expect( requests[ 0 ]?.path ).not.toContain( 'draft' );
		expect( within( table ).getAllByRole( 'row' ) ).toHaveLength( 11 );
		expect(
			within( table ).getByRole( 'row', { name: '/page-1/ 1,200 50%' } )
		).toBeInTheDocument();
		expect( screen.getByText( '1–10 of 12' ) ).toBeInTheDocument();

		fireEvent.click( screen.getByRole( 'button', { name: 'Next' } ) );
		expect( firstColumn() ).toEqual( [ '/page-11/', '/page-12/' ] );
		expect( screen.getByText( '11–12 of 12' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Next' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'takes the title its administrator gave it instead of the report’s name', async () => {
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [
					tablesBlock( {
						report: 'pages',
						title: '  Best sellers ',
					} ),
				] }
			/>
		);

		expect(
			await screen.findByRole( 'table', { name: 'Best sellers' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Best sellers' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'heading', { name: 'Top pages' } )
		).not.toBeInTheDocument();
	} );

	it( 'sorts by any column from its header, and tells which with aria-sort', async () => {
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ tablesBlock() ] }
			/>
		);
		await screen.findByRole( 'table' );
		const views = screen.getByRole( 'columnheader', { name: 'Views' } );
		expect( views ).not.toHaveAttribute( 'aria-sort' );

		fireEvent.click( within( views ).getByRole( 'button' ) );
		expect( views ).toHaveAttribute( 'aria-sort', 'descending' );
		expect( firstColumn()[ 0 ] ).toBe( '/page-1/' );

		fireEvent.click( within( views ).getByRole( 'button' ) );
		expect( views ).toHaveAttribute( 'aria-sort', 'ascending' );
		expect( firstColumn().slice( 0, 2 ) ).toEqual( [
			'/page-12/',
			'/page-11/',
		] );

		const path = screen.getByRole( 'columnheader', { name: 'Page path' } );
		fireEvent.click( within( path ).getByRole( 'button' ) );
		expect( path ).toHaveAttribute( 'aria-sort', 'ascending' );
		expect( views ).not.toHaveAttribute( 'aria-sort' );
		expect( firstColumn().slice( 0, 3 ) ).toEqual( [
			'/page-1/',
			'/page-2/',
			'/page-3/',
		] );
	} );

	it( 'asks again for the range the viewer picks', async () => {
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [
					tablesBlock( {
						dateRanges: [ 'last7', 'last28' ],
						defaultRange: 'last7',
					} ),
				] }
			/>
		);
		await screen.findByRole( 'table' );
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Date range' } ),
			{
				target: { value: 'last28' },
			}
		);
		await screen.findByRole( 'table' );
		expect(
			requests.map( ( request ) =>
				new URLSearchParams( request.path?.split( '?' )[ 1 ] ).get(
					'range'
				)
			)
		).toEqual( [ 'last7', 'last28' ] );
	} );

	it( 'sends the unsaved options from the builder', async () => {
		render(
			<TemplateRenderer
				mode="builder"
				templateId={ 7 }
				blocks={ [ tablesBlock( { report: 'events' } ) ] }
			/>
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Events' } )
		).toBeInTheDocument();
		await screen.findByRole( 'table' );
		const draft = new URLSearchParams(
			requests[ 0 ]?.path?.split( '?' )[ 1 ]
		).get( 'draft' );
		// The module says which block an unsaved draft is.
		expect(
			new URLSearchParams( requests[ 0 ]?.path?.split( '?' )[ 1 ] ).get(
				'module'
			)
		).toBe( 'uip-google-analytics-tables' );
		expect( JSON.parse( draft ?? '{}' ) ).toMatchObject( {
			report: 'events',
			rowLimit: 10,
		} );
	} );

	it( 'says when the period has no data', async () => {
		reply = () => answer( [] );
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ tablesBlock() ] }
			/>
		);
		expect(
			await screen.findByText( 'No data for this period' )
		).toBeInTheDocument();
	} );
} );
