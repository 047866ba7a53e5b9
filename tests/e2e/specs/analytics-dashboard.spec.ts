/**
 * The analytics dashboard as a site owner builds it, end to end against the
 * fake Google Analytics (tests/fixtures/fake-google-analytics): the
 * administrator connects Google by OAuth in the settings screen, lets
 * editors see analytics, builds a grid of the four analytics blocks in the
 * builder with the inserter and the metric picker and saves it for editors;
 * an editor then reads the fake's numbers, changes the range, and the
 * dashboard passes axe's colour contrast in light and dark on a wide and a
 * small screen. No page either of them opens ever receives a credential.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
	allowFakeGoogle,
	enterOAuthClient,
	openAnalyticsSettings,
	propertySelect,
	recordResponses,
	saveSettingsScreen,
	signInWithFakeGoogle,
	type ReceivedBody,
} from '../utils/analytics';
import {
	contrastInBothThemes,
	formatNumber,
	loadFakeData,
	reportOf,
} from '../utils/analytics-blocks';
import { insertWithInserter, selectLayer } from '../utils/builder-sidebar';
import {
	FAKE_GOOGLE_CLIENT_SECRET,
	FAKE_MATOMO_SITE_ID,
	FAKE_MATOMO_TOKEN,
	FAKE_PROPERTIES,
	startFakeGoogle,
	startFakeMatomo,
	type FakeAnalytics,
} from '../utils/fake-analytics';
import { readSettings, resetSettings, saveSettings } from '../utils/settings';
import { EDITOR } from '../utils/site';
import { snackbar } from '../utils/snackbars';
import { deleteAllTemplates, listTemplates } from '../utils/templates';
import type { Block } from '../../../src/engine/types';

/** The fake's data module: the numbers to expect. */
interface FakeData {
	rangeValue: ( metric: string, start: string, end: string ) => number;
	breakdown: (
		dimension: string,
		metric: string,
		start: string,
		end: string
	) => Array< { key: string; value: number } >;
	realtime: () => { activeUsers: number };
}

const SHOTS = '/tmp/shots/dashboard';
const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

/** The four blocks, by module name, in the order they are inserted. */
const MODULES = {
	chart: 'uip-google-analytics',
	map: 'uip-google-analytics-map',
	tables: 'uip-google-analytics-tables',
	realtime: 'uip-google-realtime',
} as const;
const BLOCKS = Object.values( MODULES ).map(
	( name ) => `[data-uip-module="${ name }"]`
);

/**
 * The stored block with this uid, anywhere in a tree.
 *
 * @param blocks The tree.
 * @param uid    The uid.
 */
function findBlock( blocks: Block[], uid: string ): Block | undefined {
	for ( const item of blocks ) {
		if ( item.uid === uid ) {
			return item;
		}
		const inner = Array.isArray( item.content )
			? findBlock( item.content, uid )
			: undefined;
		if ( inner ) {
			return inner;
		}
	}
	return undefined;
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

test.describe.serial( 'Analytics dashboard', () => {
	let google: FakeAnalytics;
	let matomo: FakeAnalytics;
	let data: FakeData;
	/** Every response body the administrator's and editor's pages got. */
	const received: ReceivedBody[] = [];
	/** The blocks' uids, as the builder made them. */
	const uids: Record< keyof typeof MODULES, string > = {
		chart: '',
		map: '',
		tables: '',
		realtime: '',
	};

	test.beforeAll( async ( { requestUtils } ) => {
		[ google, matomo ] = await Promise.all( [
			startFakeGoogle(),
			startFakeMatomo(),
		] );
		data = await loadFakeData< FakeData >();
		mkdirSync( SHOTS, { recursive: true } );
		await deleteAllTemplates( requestUtils );
		await resetSettings( requestUtils, [ 'analytics' ] );
		// Where the site reaches "Google" and Matomo: the fakes. A Matomo
		// token is stored too, so that it could leak if anything leaked it.
		await saveSettings( requestUtils, {
			googleApiBase: google.base,
			matomoUrl: matomo.base,
		} );
		await saveSettings( requestUtils, {
			googleAuthMode: 'oauth',
			matomoSiteId: FAKE_MATOMO_SITE_ID,
			matomoToken: FAKE_MATOMO_TOKEN,
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
		await resetSettings( requestUtils, [ 'analytics' ] );
		await Promise.all( [ google.stop(), matomo.stop() ] );
	} );

	test( 'an administrator connects Google, lets editors see analytics and builds the dashboard for them', async ( {
		page,
		context,
		requestUtils,
	} ) => {
		test.setTimeout( 180_000 );
		recordResponses( page, received );
		await allowFakeGoogle( context, google );

		// The settings screen: OAuth client, consent, property, roles.
		const group = await openAnalyticsSettings( page );
		await enterOAuthClient( page, group );
		const connected = await signInWithFakeGoogle( page, google );
		// Listed by name, account and id.
		await propertySelect( connected ).selectOption( {
			label: `${ FAKE_PROPERTIES.demoShop.name } (UiPress demo, ${ FAKE_PROPERTIES.demoShop.id })`,
		} );
		await connected
			.getByRole( 'group', { name: 'Roles that see analytics' } )
			.getByRole( 'checkbox', { name: 'Editor', exact: true } )
			.check();
		await saveSettingsScreen( page );
		expect( ( await readSettings( requestUtils ) ).settings ).toMatchObject(
			{
				googlePropertyId: FAKE_PROPERTIES.demoShop.id,
				googlePropertyName: FAKE_PROPERTIES.demoShop.name,
				analyticsRoles: [ 'administrator', 'editor' ],
			}
		);

		// The builder: a new template for editors.
		await page.goto( BUILDER );
		await page.getByRole( 'button', { name: 'Create template' } ).click();
		await page
			.getByRole( 'textbox', { name: 'Template title' } )
			.fill( 'Analytics dashboard' );
		const settings = page.locator( '.uip-settings' );
		await settings
			.getByRole( 'combobox', { name: 'Status' } )
			.selectOption( 'publish' );
		await settings
			.getByRole( 'group', { name: 'Who it applies to' } )
			.getByRole( 'button', { name: 'Role select' } )
			.click();
		await page
			.locator( '.uip-role-select__results' )
			.getByRole( 'button', { name: /^Editor/ } )
			.click();
		await page.keyboard.press( 'Escape' );
		await expect(
			settings.getByText( 'Applies to: Editor', { exact: true } )
		).toBeVisible();

		// The inserter: a dark mode toggle, then a grid holding the four.
		await insertWithInserter(
			page,
			'Dark mode toggle',
			'At the end of the template'
		);
		const grid = await insertWithInserter(
			page,
			'Responsive grid',
			'After “Dark mode toggle”'
		);
		uids.chart = await insertWithInserter(
			page,
			'Analytics chart',
			'Inside “Responsive grid”'
		);
		uids.map = await insertWithInserter(
			page,
			'Analytics map',
			'After “Analytics chart”'
		);
		uids.tables = await insertWithInserter(
			page,
			'Analytics tables',
			'After “Analytics map”'
		);
		uids.realtime = await insertWithInserter(
			page,
			'Realtime visitors',
			'After “Analytics tables”'
		);

		// Two columns on desktops: the chart and map side by side.
		await selectLayer( page, grid );
		await settings
			.getByRole( 'spinbutton', { name: 'Columns on desktops' } )
			.fill( '2' );

		// The chart's metrics, with the builder's metric picker.
		await selectLayer( page, uids.chart );
		const picker = settings.getByRole( 'combobox', {
			name: 'Add a metric',
		} );
		await picker.fill( 'Sessions' );
		await settings
			.getByRole( 'option', { name: 'Sessions (Session)', exact: true } )
			.click();
		await expect(
			settings.locator( '.uip-analytics-fields__item' )
		).toHaveText( [ /Active users\s*activeUsers/, /Sessions\s*sessions/ ] );

		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( snackbar( page, 'Template saved' ) ).toBeVisible();

		const [ stored ] = await listTemplates( requestUtils );
		expect( stored?.status ).toBe( 'publish' );
		expect( stored?.uipress.forRoles ).toEqual( [ 'editor' ] );
		const content = stored?.uipress.content ?? [];
		expect(
			findBlock( content, grid )?.content?.map(
				( item ) => ( item as Block ).uid
			)
		).toEqual( [ uids.chart, uids.map, uids.tables, uids.realtime ] );
		expect(
			findBlock( content, uids.chart )?.settings?.block?.options
		).toMatchObject( { metrics: [ 'activeUsers', 'sessions' ] } );
	} );

	test.describe( 'an editor', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'sees the fake’s numbers in the four blocks and changes the chart’s range', async ( {
			page,
		} ) => {
			recordResponses( page, received );
			const answers = Object.values( uids ).map( ( uid ) =>
				reportOf( page, uid )
			);
			await page.goto( '/wp-admin/' );
			const [ chartAnswer, mapAnswer, tablesAnswer ] = await Promise.all(
				answers.map( async ( answer ) => ( await answer ).json() )
			);
			const range = chartAnswer.range as { start: string; end: string };
			expect( chartAnswer.range.id ).toBe( 'last28' );
			expect( mapAnswer.range ).toEqual( chartAnswer.range );
			expect( tablesAnswer.range ).toEqual( chartAnswer.range );

			// The chart: one total per metric chosen in the builder.
			const chart = page.locator( BLOCKS[ 0 ] as string );
			const totals = chart.locator( '.uip-analytics-chart__value' );
			await expect( totals ).toHaveText( [
				formatNumber(
					data.rangeValue( 'activeUsers', range.start, range.end )
				),
				formatNumber(
					data.rangeValue( 'sessions', range.start, range.end )
				),
			] );

			// The map: every country of the fake filled; its table.
			const map = page.locator( BLOCKS[ 1 ] as string );
			const countries = data.breakdown(
				'country',
				'activeUsers',
				range.start,
				range.end
			);
			await expect( map.locator( 'path.has-data' ) ).toHaveCount(
				countries.length
			);
			await map.getByRole( 'button', { name: 'Show as table' } ).click();
			expect(
				( await bodyRows( map.getByRole( 'table' ) ) )[ 0 ]
			).toEqual( [
				countries[ 0 ]?.key,
				formatNumber( countries[ 0 ]?.value ?? 0 ),
			] );
			await map.getByRole( 'button', { name: 'Hide the table' } ).click();

			// The tables block: its default report, top pages by views.
			const pages = page
				.locator( BLOCKS[ 2 ] as string )
				.getByRole( 'table', { name: 'Top pages' } );
			const views = data.breakdown(
				'pagePath',
				'screenPageViews',
				range.start,
				range.end
			);
			expect(
				( await bodyRows( pages ) ).map( ( row ) => row.slice( 0, 2 ) )
			).toEqual(
				views
					.slice( 0, 10 )
					.map( ( row ) => [ row.key, formatNumber( row.value ) ] )
			);

			// Realtime: the fake's last 30 minutes.
			await expect(
				page
					.locator( BLOCKS[ 3 ] as string )
					.locator( '.uip-analytics-realtime__number' )
			).toHaveText( formatNumber( data.realtime().activeUsers ) );

			// The range: the access token has expired meanwhile, so the
			// server refreshes it (the refresh token goes to the fake).
			await google.control( { expireTokens: true } );
			const weekAnswer = reportOf( page, uids.chart );
			await chart
				.getByRole( 'combobox', { name: 'Date range' } )
				.selectOption( 'last7' );
			const week = await ( await weekAnswer ).json();
			expect( week.range.id ).toBe( 'last7' );
			expect( week.stale ).toBe( false );
			await expect( totals ).toHaveText( [
				formatNumber(
					data.rangeValue(
						'activeUsers',
						week.range.start,
						week.range.end
					)
				),
				formatNumber(
					data.rangeValue(
						'sessions',
						week.range.start,
						week.range.end
					)
				),
			] );
		} );

		for ( const viewport of [
			{ width: 1440, height: 900 },
			{ width: 390, height: 844 },
		] ) {
			test( `reads the dashboard in light and dark at ${ viewport.width }×${ viewport.height }`, async ( {
				page,
			}, testInfo ) => {
				recordResponses( page, received );
				await page.setViewportSize( viewport );
				await page.goto( '/wp-admin/' );
				const drawn = async () => {
					await expect(
						page.locator( `${ BLOCKS[ 0 ] } canvas` )
					).toBeVisible();
					await expect(
						page.locator( `${ BLOCKS[ 1 ] } path.has-data` ).first()
					).toBeVisible();
					await expect(
						page.locator( `${ BLOCKS[ 2 ] } table` )
					).toBeVisible();
					await expect(
						page.locator( '.uip-analytics-realtime__number' )
					).toBeVisible();
				};
				await drawn();
				const { light, dark } = await contrastInBothThemes(
					page,
					testInfo,
					BLOCKS,
					drawn
				);
				for ( const theme of [ 'light', 'dark' ] ) {
					const name = `${ theme }-${ viewport.width }.png`;
					copyFileSync(
						testInfo.outputPath( name ),
						`${ SHOTS }/${ name }`
					);
				}
				expect( light ).toEqual( [] );
				expect( dark ).toEqual( [] );
			} );
		}
	} );

	test( 'no page the administrator or the editor opened received a credential', async () => {
		const requests = await google.requests();
		const accessTokens = requests.flatMap( ( request ) => {
			const bearer = /^Bearer (.+)$/.exec(
				request.headers.authorization ?? ''
			);
			return bearer?.[ 1 ] ? [ bearer[ 1 ] ] : [];
		} );
		const refreshTokens = requests.flatMap( ( request ) => {
			const token = new URLSearchParams( request.body ).get(
				'refresh_token'
			);
			return request.path === '/token' && token ? [ token ] : [];
		} );
		// The fake issued both kinds and the site used them.
		expect( accessTokens.length ).toBeGreaterThan( 1 );
		expect( refreshTokens.length ).toBeGreaterThan( 0 );
		expect( received.length ).toBeGreaterThan( 50 );

		const secrets = [
			FAKE_GOOGLE_CLIENT_SECRET,
			'PRIVATE KEY',
			FAKE_MATOMO_TOKEN,
			...new Set( [ ...accessTokens, ...refreshTokens ] ),
		];
		const leaks = received.flatMap( ( { url, body } ) =>
			secrets
				.filter( ( secret ) => body.includes( secret ) )
				.map( ( secret ) => `${ url }: ${ secret.slice( 0, 12 ) }…` )
		);
		expect( leaks ).toEqual( [] );
	} );
} );
