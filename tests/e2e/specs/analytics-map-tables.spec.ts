/**
 * The analytics map and tables blocks end to end, against the fake Google
 * Analytics (tests/fixtures/fake-google-analytics) reached by a service
 * account: an editor sees the pages and countries of the fake's data
 * module, sorts a column, pages through the countries and reads the map's
 * table; the builder's metric picker lists the fake's metadata; both blocks
 * read in light and dark (axe's colour contrast) on a wide and a small
 * screen.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
	connectFakeGoogle,
	contrastInBothThemes,
	formatNumber as number,
	loadFakeData,
	reportOf,
} from '../utils/analytics-blocks';
import { startFakeGoogle, type FakeAnalytics } from '../utils/fake-analytics';
import { resetSettings } from '../utils/settings';
import { ADMIN, EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

/** The fake's data module: the numbers to expect. */
interface FakeData {
	breakdown: (
		dimension: string,
		metric: string,
		start: string,
		end: string
	) => Array< { key: string; value: number } >;
}

const BLOCKS = [
	'[data-uip-module="uip-google-analytics-map"]',
	'[data-uip-module="uip-google-analytics-tables"]',
];

/** The range a report answered for. */
interface AnsweredRange {
	start: string;
	end: string;
}

function analyticsTemplate() {
	const map = block( 'uip-google-analytics-map', {
		settings: { block: { options: { metric: 'activeUsers' } } },
	} );
	const pages = block( 'uip-google-analytics-tables', {
		settings: { block: { options: { report: 'pages' } } },
	} );
	const countries = block( 'uip-google-analytics-tables', {
		settings: {
			block: {
				options: {
					report: 'countries',
					rowLimit: 20,
					dateRanges: [ 'last7', 'last28' ],
				},
			},
		},
	} );
	return {
		map,
		pages,
		countries,
		content: [
			block( 'uip-container', {
				content: [ block( 'uip-dark-toggle' ), map, pages, countries ],
			} ),
			block( 'uip-content-frame' ),
		],
	};
}

/**
 * The text of each cell of a table's body, row by row.
 *
 * @param table The table.
 */
function bodyRows( table: Locator ): Promise< string[][] > {
	return table
		.locator( 'tbody tr' )
		.evaluateAll( ( rows ) =>
			rows.map( ( row ) =>
				Array.from( row.children, ( cell ) => cell.textContent ?? '' )
			)
		);
}

test.describe( 'Analytics map and tables', () => {
	let google: FakeAnalytics;
	let data: FakeData;

	test.beforeAll( async ( { requestUtils } ) => {
		google = await startFakeGoogle();
		data = await loadFakeData< FakeData >();
		await connectFakeGoogle( requestUtils, google );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'analytics' ] );
		await google.stop();
	} );

	test.describe( 'an editor', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'sees the fake’s pages and countries, sorts a column, pages through the rows and reads the map as a table', async ( {
			page,
			requestUtils,
		} ) => {
			test.slow();
			const template = analyticsTemplate();
			await createTemplate( requestUtils, template.content, 'Analytics', {
				forRoles: [ 'editor' ],
			} );
			const answers = [ template.map, template.pages ].map( ( item ) =>
				reportOf( page, item.uid )
			);
			await page.goto( '/wp-admin/' );
			const [ mapAnswer, pagesAnswer ] = await Promise.all(
				answers.map( async ( answer ) => ( await answer ).json() )
			);
			const range = pagesAnswer.range as AnsweredRange;
			expect( mapAnswer.range ).toEqual( range );
			// The columns and the map are named by the server's labels.
			const pathLabel = pagesAnswer.report.dimensions[ 0 ]
				.label as string;
			const metricLabel = mapAnswer.report.metric.label as string;

			// Top pages: the fake's views and active users per page.
			const pagesBlock = page.locator(
				`[data-uip-uid="${ template.pages.uid }"]`
			);
			const pagesTable = pagesBlock.getByRole( 'table', {
				name: 'Top pages',
			} );
			await expect( pagesTable ).toBeVisible();
			const views = data.breakdown(
				'pagePath',
				'screenPageViews',
				range.start,
				range.end
			);
			const users = new Map(
				data
					.breakdown(
						'pagePath',
						'activeUsers',
						range.start,
						range.end
					)
					.map( ( row ) => [ row.key, row.value ] )
			);
			expect( await bodyRows( pagesTable ) ).toEqual(
				views
					.slice( 0, 10 )
					.map( ( row ) => [
						row.key,
						number( row.value ),
						number( users.get( row.key ) ?? 0 ),
					] )
			);

			// Sorting by the path: ascending, told by aria-sort.
			const pathHeader = pagesTable.getByRole( 'columnheader', {
				name: pathLabel,
			} );
			await pathHeader.getByRole( 'button' ).click();
			await expect( pathHeader ).toHaveAttribute(
				'aria-sort',
				'ascending'
			);
			const byPath = views
				.map( ( row ) => row.key )
				.sort( ( a, b ) =>
					a.localeCompare( b, undefined, {
						numeric: true,
						sensitivity: 'base',
					} )
				);
			expect(
				( await bodyRows( pagesTable ) ).map( ( row ) => row[ 0 ] )
			).toEqual( byPath.slice( 0, 10 ) );
			// The keyboard turns it round.
			await pathHeader.getByRole( 'button' ).press( 'Enter' );
			await expect( pathHeader ).toHaveAttribute(
				'aria-sort',
				'descending'
			);
			expect( ( await bodyRows( pagesTable ) )[ 0 ]?.[ 0 ] ).toBe(
				byPath.at( -1 )
			);

			// Countries: 12 in the fake, 10 a page.
			const countriesBlock = page.locator(
				`[data-uip-uid="${ template.countries.uid }"]`
			);
			const countriesTable = countriesBlock.getByRole( 'table', {
				name: 'Countries',
			} );
			await expect( countriesTable ).toBeVisible();
			const countries = data.breakdown(
				'country',
				'activeUsers',
				range.start,
				range.end
			);
			await expect(
				countriesBlock.getByText( '1–10 of 12' )
			).toBeVisible();
			await countriesBlock
				.getByRole( 'button', { name: 'Next' } )
				.click();
			await expect(
				countriesBlock.getByText( '11–12 of 12' )
			).toBeVisible();
			expect(
				( await bodyRows( countriesTable ) ).map( ( row ) => row[ 0 ] )
			).toEqual( countries.slice( 10 ).map( ( row ) => row.key ) );

			// The map: the fake's countries filled, and its table.
			const mapBlock = page.locator(
				`[data-uip-uid="${ template.map.uid }"]`
			);
			await expect(
				mapBlock.getByRole( 'heading', {
					name: `${ metricLabel } by country`,
				} )
			).toBeVisible();
			await expect( mapBlock.locator( 'path.has-data' ) ).toHaveCount(
				countries.length
			);
			await expect(
				mapBlock.locator( 'path[data-country="US"]' )
			).toHaveClass( /has-data/ );
			await mapBlock.locator( 'path[data-country="US"]' ).hover();
			await expect(
				mapBlock.locator( '.uip-analytics-map__tip' )
			).toHaveText(
				`United States ${ number(
					countries.find( ( row ) => row.key === 'United States' )
						?.value ?? 0
				) }`
			);
			await mapBlock
				.getByRole( 'button', { name: 'Show as table' } )
				.click();
			const mapTable = mapBlock.getByRole( 'table', {
				name: `${ metricLabel } by country`,
			} );
			expect( await bodyRows( mapTable ) ).toEqual(
				countries
					.slice( 0, 10 )
					.map( ( row ) => [ row.key, number( row.value ) ] )
			);
		} );

		for ( const viewport of [
			{ width: 1440, height: 900 },
			{ width: 390, height: 844 },
		] ) {
			test( `reads both blocks in light and dark at ${ viewport.width }×${ viewport.height }`, async ( {
				page,
				requestUtils,
			}, testInfo ) => {
				const template = analyticsTemplate();
				await createTemplate(
					requestUtils,
					template.content,
					'Analytics',
					{ forRoles: [ 'editor' ] }
				);
				await page.setViewportSize( viewport );
				await page.goto( '/wp-admin/' );
				for ( const selector of BLOCKS ) {
					await expect(
						page
							.locator( `${ selector } table, ${ selector } svg` )
							.first()
					).toBeVisible();
				}
				const mapBlock = page.locator( BLOCKS[ 0 ] as string );
				await mapBlock
					.getByRole( 'button', { name: 'Show as table' } )
					.click();
				await expect( mapBlock.getByRole( 'table' ) ).toBeVisible();
				const { light, dark } = await contrastInBothThemes(
					page,
					testInfo,
					BLOCKS
				);
				expect( light ).toEqual( [] );
				expect( dark ).toEqual( [] );
			} );
		}
	} );

	test.describe( 'an administrator', () => {
		test.use( { storageState: ADMIN.storageState } );

		test( 'picks the map’s metric from the fake’s metadata in the builder', async ( {
			page,
			requestUtils,
		} ) => {
			const template = analyticsTemplate();
			const id = await createTemplate(
				requestUtils,
				[ template.map ],
				'Analytics builder'
			);
			const metadata = page.waitForResponse(
				( response ) =>
					response.url().includes( 'analytics' ) &&
					response.url().includes( 'metadata' )
			);
			await page.goto(
				`/wp-admin/admin.php?page=uip-ui-builder&template=${ id }`
			);
			const canvas = page.locator( '.uip-editor-canvas' );
			await canvas
				.locator( '[data-uip-module="uip-google-analytics-map"]' )
				.click();
			expect( ( await metadata ).status() ).toBe( 200 );
			const settings = page.locator( '.uip-settings' );
			await expect(
				settings.getByText( 'Choose up to 10.' )
			).toBeVisible();
			const picker = settings.getByRole( 'combobox', {
				name: 'Change the metric',
			} );
			await picker.fill( 'engaged' );
			// The canvas asks again with the unsaved metric, and draws it.
			const draftAnswer = page.waitForResponse( ( response ) => {
				const url = decodeURIComponent( response.url() );
				return (
					url.includes( '/analytics/report' ) &&
					url.includes( '"metric":"engagedSessions"' )
				);
			} );
			// "Engaged sessions" is the fake's, not one of the common metrics.
			await settings
				.getByRole( 'option', { name: 'Engaged sessions (Session)' } )
				.click();
			await expect(
				settings.locator( '.uip-analytics-fields__item' )
			).toHaveText( /Engaged sessions\s*engagedSessions/ );
			const drafted = await draftAnswer;
			expect( drafted.status() ).toBe( 200 );
			expect( ( await drafted.json() ).report.metric.id ).toBe(
				'engagedSessions'
			);
			await expect(
				canvas
					.locator( '.uip-analytics-map__svg path.has-data' )
					.first()
			).toBeVisible();
		} );
	} );
} );
