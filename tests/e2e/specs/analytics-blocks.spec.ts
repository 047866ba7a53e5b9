/**
 * The analytics chart and realtime blocks end to end, against the fake
 * Google Analytics (tests/fixtures/fake-google-analytics) reached by a
 * service account, and the fake Matomo: an editor sees the totals and
 * realtime numbers of the fakes' data module; without a connection an
 * administrator gets the link to connect and an editor a neutral notice;
 * both blocks read in light and dark (axe's colour contrast) on a wide and
 * a small screen.
 */
import { expect, test } from '../fixtures';
import {
	connectFakeGoogle,
	contrastInBothThemes,
	formatNumber as number,
	loadFakeData,
	reportOf,
} from '../utils/analytics-blocks';
import {
	FAKE_MATOMO_SITE_ID,
	FAKE_MATOMO_TOKEN,
	startFakeGoogle,
	startFakeMatomo,
	type FakeAnalytics,
} from '../utils/fake-analytics';
import { resetSettings, saveSettings } from '../utils/settings';
import { ADMIN, EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

/** The fake's data module: the numbers to expect. */
interface FakeData {
	rangeValue: ( metric: string, start: string, end: string ) => number;
	realtime: () => {
		activeUsers: number;
		pages: Array< { name: string; value: number } >;
		countries: Array< { country: string; value: number } >;
	};
}

const CHART = '[data-uip-module="uip-google-analytics"]';
const REALTIME = '[data-uip-module="uip-google-realtime"]';

function analyticsTemplate( source: 'google' | 'matomo' = 'google' ) {
	const chart = block( 'uip-google-analytics', {
		settings: {
			block: {
				options: {
					source,
					metrics: [ 'activeUsers', 'sessions' ],
					compare: true,
				},
			},
		},
	} );
	const realtime = block( 'uip-google-realtime', {
		settings: { block: { options: { source, rowLimit: 3 } } },
	} );
	return {
		chart,
		realtime,
		content: [
			block( 'uip-container', {
				content: [ block( 'uip-dark-toggle' ), chart, realtime ],
			} ),
			block( 'uip-content-frame' ),
		],
	};
}

test.describe( 'Analytics chart and realtime', () => {
	let data: FakeData;

	test.beforeAll( async () => {
		data = await loadFakeData< FakeData >();
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.describe( 'not connected', () => {
		test.beforeAll( async ( { requestUtils } ) => {
			await resetSettings( requestUtils, [ 'analytics' ] );
			await saveSettings( requestUtils, {
				analyticsRoles: [ 'administrator', 'editor' ],
			} );
		} );

		test.afterAll( async ( { requestUtils } ) => {
			await resetSettings( requestUtils, [ 'analytics' ] );
		} );

		test.describe( 'an administrator', () => {
			test.use( { storageState: ADMIN.storageState } );

			test( 'is offered to connect Google Analytics', async ( {
				page,
				requestUtils,
			} ) => {
				const template = analyticsTemplate();
				await createTemplate(
					requestUtils,
					template.content,
					'Analytics',
					{
						forRoles: [ 'administrator' ],
					}
				);
				await page.goto( '/wp-admin/' );
				for ( const selector of [ CHART, REALTIME ] ) {
					const link = page.locator( selector ).getByRole( 'link', {
						name: 'Connect Google Analytics',
					} );
					await expect( link ).toBeVisible();
					await expect( link ).toHaveAttribute(
						'href',
						/page=uip-settings&group=analytics/
					);
				}
			} );
		} );

		test.describe( 'an editor', () => {
			test.use( { storageState: EDITOR.storageState } );

			test( 'reads that analytics are not available', async ( {
				page,
				requestUtils,
			} ) => {
				const template = analyticsTemplate();
				await createTemplate(
					requestUtils,
					template.content,
					'Analytics',
					{
						forRoles: [ 'editor' ],
					}
				);
				await page.goto( '/wp-admin/' );
				for ( const selector of [ CHART, REALTIME ] ) {
					await expect(
						page
							.locator( selector )
							.getByText( 'Analytics are not available.' )
					).toBeVisible();
				}
				await expect(
					page.getByRole( 'link', { name: /Connect/ } )
				).toHaveCount( 0 );
			} );
		} );
	} );

	test.describe( 'connected to Google', () => {
		let google: FakeAnalytics;

		test.beforeAll( async ( { requestUtils } ) => {
			google = await startFakeGoogle();
			await connectFakeGoogle( requestUtils, google );
		} );

		test.afterAll( async ( { requestUtils } ) => {
			await resetSettings( requestUtils, [ 'analytics' ] );
			await google.stop();
		} );

		test.describe( 'an editor', () => {
			test.use( { storageState: EDITOR.storageState } );

			test( 'sees the fake’s totals, their change and realtime numbers, and changes the range', async ( {
				page,
				requestUtils,
			} ) => {
				const template = analyticsTemplate();
				await createTemplate(
					requestUtils,
					template.content,
					'Analytics',
					{
						forRoles: [ 'editor' ],
					}
				);
				const chartAnswer = reportOf( page, template.chart.uid );
				const realtimeAnswer = reportOf( page, template.realtime.uid );
				await page.goto( '/wp-admin/' );
				const answer = await ( await chartAnswer ).json();
				expect( answer.range.id ).toBe( 'last28' );
				const { start, end, previousStart, previousEnd } = answer.range;

				const chart = page.locator( CHART );
				const totals = chart.locator( '.uip-analytics-chart__total' );
				await expect( totals ).toHaveCount( 2 );
				for ( const [ index, metric ] of [
					'activeUsers',
					'sessions',
				].entries() ) {
					const now = data.rangeValue( metric, start, end );
					const before = data.rangeValue(
						metric,
						previousStart,
						previousEnd
					);
					const total = totals.nth( index );
					await expect(
						total.locator( '.uip-analytics-chart__value' )
					).toHaveText( number( now ) );
					const change = ( ( now - before ) / before ) * 100;
					await expect(
						total.locator( '.uip-analytics-chart__change' )
					).toContainText(
						`${ change > 0 ? '+' : '' }${ change.toFixed(
							1
						) }% vs previous period`
					);
				}
				await expect( chart.locator( 'canvas' ) ).toBeVisible();
				// The day-by-day numbers for screen readers.
				await expect(
					chart
						.getByRole( 'table', {
							name: `${ answer.report.metrics
								.map(
									( metric: { label: string } ) =>
										metric.label
								)
								.join( ', ' ) } by day`,
						} )
						.locator( 'tbody tr' )
				).toHaveCount( 28 );

				// The viewer's one choice: the range.
				const last7 = reportOf( page, template.chart.uid );
				await chart
					.getByRole( 'combobox', { name: 'Date range' } )
					.selectOption( 'last7' );
				const week = await ( await last7 ).json();
				expect( week.range.id ).toBe( 'last7' );
				await expect(
					totals.first().locator( '.uip-analytics-chart__value' )
				).toHaveText(
					number(
						data.rangeValue(
							'activeUsers',
							week.range.start,
							week.range.end
						)
					)
				);

				// Realtime: the fake's last 30 minutes, top 3 of each list.
				await realtimeAnswer;
				const live = data.realtime();
				const realtime = page.locator( REALTIME );
				await expect(
					realtime.locator( '.uip-analytics-realtime__number' )
				).toHaveText( number( live.activeUsers ) );
				const pages = realtime
					.locator( '.uip-analytics-realtime__list' )
					.first()
					.locator( 'li' );
				await expect( pages ).toHaveCount(
					Math.min( 3, live.pages.length )
				);
				await expect( pages.first() ).toHaveText(
					`${ live.pages[ 0 ]?.name }${ number(
						live.pages[ 0 ]?.value ?? 0
					) }`
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
					await expect(
						page.locator( `${ CHART } canvas` )
					).toBeVisible();
					await expect(
						page.locator( '.uip-analytics-realtime__number' )
					).toBeVisible();
					const { light, dark } = await contrastInBothThemes(
						page,
						testInfo,
						[ CHART, REALTIME ],
						// The chart is drawn again in the dark theme's colours.
						() =>
							expect(
								page.locator( `${ CHART } canvas` )
							).toBeVisible()
					);
					expect( light ).toEqual( [] );
					expect( dark ).toEqual( [] );
				} );
			}
		} );
	} );

	test.describe( 'connected to Google, in the builder', () => {
		let google: FakeAnalytics;

		test.beforeAll( async ( { requestUtils } ) => {
			google = await startFakeGoogle();
			await connectFakeGoogle( requestUtils, google );
		} );

		test.afterAll( async ( { requestUtils } ) => {
			await resetSettings( requestUtils, [ 'analytics' ] );
			await google.stop();
		} );

		test.use( { storageState: ADMIN.storageState } );

		test( 'an administrator sees the unsaved chart type drawn from a draft', async ( {
			page,
			requestUtils,
		}, testInfo ) => {
			const template = analyticsTemplate();
			const id = await createTemplate(
				requestUtils,
				[ template.chart, template.realtime ],
				'Analytics builder'
			);
			await page.goto(
				`/wp-admin/admin.php?page=uip-ui-builder&template=${ id }`
			);
			const canvas = page.locator( '.uip-editor-canvas' );
			const chart = canvas.locator( CHART );
			await expect( chart.locator( 'canvas' ) ).toBeVisible();
			await chart.click();
			const drafted = page.waitForResponse( ( response ) => {
				const url = decodeURIComponent( response.url() );
				return (
					url.includes( '/analytics/report' ) &&
					url.includes( '"chartType":"bar"' ) &&
					url.includes( 'module=uip-google-analytics' )
				);
			} );
			await page
				.locator( '.uip-settings' )
				.getByRole( 'button', { name: 'Bars' } )
				.click();
			expect( ( await drafted ).status() ).toBe( 200 );
			await expect( chart.locator( 'canvas' ) ).toBeVisible();
			await expect(
				chart.locator( '.uip-analytics-chart__value' ).first()
			).not.toBeEmpty();
			await page.screenshot( {
				path: testInfo.outputPath( 'builder-bars.png' ),
			} );
		} );
	} );

	test.describe( 'connected to Matomo', () => {
		let matomo: FakeAnalytics;

		test.beforeAll( async ( { requestUtils } ) => {
			matomo = await startFakeMatomo();
			await saveSettings( requestUtils, { matomoUrl: matomo.base } );
			await saveSettings( requestUtils, {
				matomoSiteId: FAKE_MATOMO_SITE_ID,
				matomoToken: FAKE_MATOMO_TOKEN,
				analyticsRoles: [ 'administrator', 'editor' ],
			} );
		} );

		test.afterAll( async ( { requestUtils } ) => {
			await resetSettings( requestUtils, [ 'analytics' ] );
			await matomo.stop();
		} );

		test.use( { storageState: EDITOR.storageState } );

		test( 'an editor sees a Matomo-backed chart with the fake’s visits', async ( {
			page,
			requestUtils,
		} ) => {
			const template = analyticsTemplate( 'matomo' );
			await createTemplate(
				requestUtils,
				[ template.chart, block( 'uip-content-frame' ) ],
				'Matomo',
				{ forRoles: [ 'editor' ] }
			);
			const chartAnswer = reportOf( page, template.chart.uid );
			await page.goto( '/wp-admin/' );
			const answer = await ( await chartAnswer ).json();
			expect( answer.source ).toBe( 'matomo' );
			const { start, end } = answer.range;
			const sessions = page
				.locator( CHART )
				.locator( '.uip-analytics-chart__total' )
				.nth( 1 );
			// sessions → nb_visits (the fake's Matomo reads the same data).
			await expect(
				sessions.locator( '.uip-analytics-chart__value' )
			).toHaveText( number( data.rangeValue( 'sessions', start, end ) ) );
			await expect( page.locator( `${ CHART } canvas` ) ).toBeVisible();
		} );
	} );
} );
