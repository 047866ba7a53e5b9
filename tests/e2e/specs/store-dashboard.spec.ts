/**
 * The shop dashboard as a shop owner builds it, end to end on a real
 * WooCommerce shop (tests/e2e/utils/store.ts seeds it): an administrator
 * makes a template for shop managers in the builder and fills it from the
 * inserter with every store analytics block (KPIs, revenue, top products
 * and top categories, orders by country, recent orders) beside a page
 * content block; the shop manager opens wp-admin and reads WooCommerce's own
 * figures in each; the page and its frame pass axe's colour contrast in
 * light and dark on a wide and a small screen; an editor, whom the template
 * does not apply to, gets no dashboard, and once it applies to editors too,
 * the refused state. Tagged @store: runs only on a WooCommerce site
 * (UIPRESS_DB=mariadb UIPRESS_WOOCOMMERCE=1 UIPRESS_E2E_SITE=e2e-store).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import { contrastInBothThemes, reportOf } from '../utils/analytics-blocks';
import { contrastFailures } from '../utils/contrast';
import { setDarkMode } from '../utils/dark-mode';
import { insertWithInserter, selectLayer } from '../utils/builder-sidebar';
import { saveSettings } from '../utils/settings';
import { ADMIN, EDITOR } from '../utils/site';
import { snackbar } from '../utils/snackbars';
import { SHOP_MANAGER, revenueTotals, seedShop } from '../utils/store';
import {
	allBodyRows,
	bodyRows,
	count,
	findBlock,
	money,
	newestOrderIds,
	wooItemRows,
	wooOrdersByCountry,
	wooRange,
	type DayRange,
} from '../utils/store-dashboard';
import {
	VIEWPORTS,
	expectOpenedInFrame,
	keepThemeShots,
} from '../utils/store-page';
import { deleteAllTemplates, listTemplates } from '../utils/templates';
import type {
	KpisReport,
	StoreCurrency,
} from '../../../src/blocks/shared/analytics/types';
import type { Block } from '../../../src/engine/types';

const SHOTS = '/tmp/shots/i32-dashboard';
const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

/** The dashboard's blocks, in the order the administrator inserts them. */
const BLOCKS = [
	'kpis',
	'revenue',
	'map',
	'products',
	'categories',
	'recent',
] as const;
type DashboardBlock = ( typeof BLOCKS )[ number ];

/** A store report answer, as far as the story reads it. */
interface StoreAnswer {
	range: DayRange & { id: string };
	currency: StoreCurrency;
	report: {
		rows: Array< { countryId: string; country: string; value: number } >;
	} & Partial< KpisReport >;
}

test.describe.serial( 'Shop dashboard @store', () => {
	/** The blocks' uids, as the builder made them. */
	const uids = {} as Record< DashboardBlock, string >;
	let templateId = 0;

	const selector = ( name: DashboardBlock ) =>
		`[data-uip-uid="${ uids[ name ] }"]`;

	/**
	 * Waits for every report answer of the dashboard, then opens wp-admin.
	 *
	 * @param page The page.
	 */
	async function openDashboard(
		page: Page
	): Promise< Record< DashboardBlock, Response > > {
		const waiting = BLOCKS.map( ( name ) =>
			reportOf( page, uids[ name ] )
		);
		await page.goto( '/wp-admin/' );
		const answers = await Promise.all( waiting );
		return Object.fromEntries(
			BLOCKS.map( ( name, index ) => [ name, answers[ index ] ] )
		) as Record< DashboardBlock, Response >;
	}

	test.beforeAll( async ( { requestUtils } ) => {
		await seedShop( requestUtils );
		await deleteAllTemplates( requestUtils );
		// Only WooCommerce's capability lets a role in.
		await saveSettings( requestUtils, { storeAnalyticsRoles: [] } );
		fs.mkdirSync( SHOTS, { recursive: true } );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.describe( 'an administrator', () => {
		test.use( { storageState: ADMIN.storageState } );

		test( 'builds the shop dashboard for shop managers from the inserter', async ( {
			page,
			requestUtils,
		} ) => {
			test.setTimeout( 180_000 );
			await page.goto( BUILDER );
			await page
				.getByRole( 'button', { name: 'Create template' } )
				.click();
			await page
				.getByRole( 'textbox', { name: 'Template title' } )
				.fill( 'Shop dashboard' );
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
				.getByRole( 'button', { name: /^Shop manager/ } )
				.click();
			await page.keyboard.press( 'Escape' );
			await expect(
				settings.getByText( 'Applies to: Shop manager', {
					exact: true,
				} )
			).toBeVisible();

			// A theme toggle and the KPI strip across the top; a grid of
			// two columns holding the chart, the map and both top lists;
			// recent orders, then the page content the orders open in.
			const toggle = await insertWithInserter(
				page,
				'Dark mode toggle',
				'At the end of the template'
			);
			uids.kpis = await insertWithInserter(
				page,
				'Store KPIs',
				'After “Dark mode toggle”'
			);
			const grid = await insertWithInserter(
				page,
				'Responsive grid',
				'After “Store KPIs”'
			);
			uids.revenue = await insertWithInserter(
				page,
				'Store revenue',
				'Inside “Responsive grid”'
			);
			uids.map = await insertWithInserter(
				page,
				'Orders by country',
				'After “Store revenue”'
			);
			uids.products = await insertWithInserter(
				page,
				'Top products',
				'After “Orders by country”'
			);
			uids.categories = await insertWithInserter(
				page,
				'Top products',
				'After “Top products”'
			);
			await page.keyboard.press( 'Escape' );
			uids.recent = await insertWithInserter(
				page,
				'Recent orders',
				'At the end of the template'
			);
			await page.keyboard.press( 'Escape' );
			const frame = await insertWithInserter(
				page,
				'Page content',
				'At the end of the template'
			);

			await selectLayer( page, grid );
			await settings
				.getByRole( 'spinbutton', { name: 'Columns on desktops' } )
				.fill( '2' );
			// The second top list: categories.
			await selectLayer( page, uids.categories );
			await settings
				.getByRole( 'combobox', { name: 'Report' } )
				.selectOption( 'categories' );
			const canvas = page.locator( '.uip-editor-canvas' );
			await expect(
				canvas
					.locator( selector( 'categories' ) )
					.getByRole( 'table', { name: 'Top categories' } )
			).toBeVisible();

			await page
				.getByRole( 'button', { name: 'Save', exact: true } )
				.click();
			await expect( snackbar( page, 'Template saved' ) ).toBeVisible();
			await page.screenshot( {
				path: path.join( SHOTS, 'builder-1440.png' ),
			} );

			const [ stored ] = await listTemplates( requestUtils );
			templateId = stored?.id ?? 0;
			expect( stored?.status ).toBe( 'publish' );
			expect( stored?.uipress.forRoles ).toEqual( [ 'shop_manager' ] );
			const content = stored?.uipress.content ?? [];
			expect( content.map( ( item ) => item.uid ) ).toEqual( [
				toggle,
				uids.kpis,
				grid,
				uids.recent,
				frame,
			] );
			expect(
				findBlock( content, grid )?.content?.map(
					( item ) => ( item as Block ).uid
				)
			).toEqual( [
				uids.revenue,
				uids.map,
				uids.products,
				uids.categories,
			] );
			expect(
				findBlock( content, uids.categories )?.settings?.block?.options
			).toMatchObject( { report: 'categories' } );
		} );
	} );

	test.describe( 'the shop manager', () => {
		test.use( { storageState: SHOP_MANAGER.storageState } );

		test( 'reads WooCommerce’s own figures in every block and opens an order', async ( {
			page,
			requestUtils,
		} ) => {
			test.slow();
			const responses = await openDashboard( page );
			const answers = {} as Record< DashboardBlock, StoreAnswer >;
			for ( const name of BLOCKS ) {
				expect( responses[ name ].status(), name ).toBe( 200 );
				answers[ name ] = await responses[ name ].json();
			}
			const { currency } = answers.revenue;
			const blockOf = ( name: DashboardBlock ) =>
				page.locator( selector( name ) );

			// KPIs: each period and the one it is compared with, as
			// WooCommerce's revenue stats total those days.
			const periods = answers.kpis.report.periods ?? [];
			expect( periods.map( ( period ) => period.id ) ).toEqual( [
				'today',
				'week',
				'month',
			] );
			const cards = blockOf( 'kpis' ).locator( '.uip-store-kpis__card' );
			await expect( cards ).toHaveCount( 3 );
			for ( const [ index, period ] of periods.entries() ) {
				const now = await revenueTotals(
					requestUtils,
					wooRange( period )
				);
				const before = await revenueTotals(
					requestUtils,
					wooRange( {
						start: period.previousStart,
						end: period.previousEnd,
					} )
				);
				const card = cards.nth( index );
				await expect(
					card.locator( '.uip-store-kpis__value' )
				).toHaveText( [
					money( now.net_revenue, currency ),
					count( now.orders_count ),
					money( now.avg_order_value, currency ),
				] );
				await expect(
					card.locator( '.uip-store-kpis__before' )
				).toHaveText( [
					`Before: ${ money( before.net_revenue, currency ) }`,
					`Before: ${ count( before.orders_count ) }`,
					`Before: ${ money( before.avg_order_value, currency ) }`,
				] );
			}

			// Revenue: the range's net sales total.
			const range = answers.revenue.range;
			const totals = await revenueTotals(
				requestUtils,
				wooRange( range )
			);
			await expect(
				blockOf( 'revenue' ).locator( '.uip-analytics-chart__value' )
			).toHaveText( [ money( totals.net_revenue, currency ) ] );

			// Top products and top categories: WooCommerce's reports.
			for ( const [ name, report, caption ] of [
				[ 'products', 'products', 'Top products' ],
				[ 'categories', 'categories', 'Top categories' ],
			] as const ) {
				const table = blockOf( name ).getByRole( 'table', {
					name: caption,
				} );
				await expect( table ).toBeVisible();
				expect( await bodyRows( table ), name ).toEqual(
					await wooItemRows(
						requestUtils,
						report,
						answers[ name ].range,
						10,
						currency
					)
				);
			}

			// The map: WooCommerce’s orders by their billing country;
			// with the orders without one, revenue stats' orders.
			const map = blockOf( 'map' );
			const mapRange = answers.map.range;
			const mapTotals = await revenueTotals(
				requestUtils,
				wooRange( mapRange )
			);
			const woo = await wooOrdersByCountry( requestUtils, mapRange );
			const countries = answers.map.report.rows;
			expect(
				Object.fromEntries(
					countries.map( ( row ) => [ row.countryId, row.value ] )
				)
			).toEqual( woo.byCountry );
			expect( Object.keys( woo.byCountry ).length ).toBeGreaterThan( 1 );
			await expect( map.locator( 'path.has-data' ) ).toHaveCount(
				countries.length
			);
			await map.getByRole( 'button', { name: 'Show as table' } ).click();
			const mapRows = await allBodyRows(
				map,
				map.getByRole( 'table', { name: 'Orders by country' } )
			);
			expect( mapRows ).toEqual(
				countries.map( ( row ) => [ row.country, count( row.value ) ] )
			);
			const tableSum = mapRows.reduce(
				( sum, row ) =>
					sum + Number( ( row[ 1 ] ?? '' ).replace( /,/g, '' ) ),
				0
			);
			expect( tableSum + woo.noCountry ).toBe( mapTotals.orders_count );

			// Recent orders: WooCommerce → Orders' newest, newest first.
			const recent = blockOf( 'recent' );
			const links = recent.locator( '.uip-store-orders__link' );
			const newest = await newestOrderIds( requestUtils, 10 );
			await expect( links ).toHaveCount( newest.length );
			const hrefs = await links.evaluateAll( ( found ) =>
				found.map( ( link ) => link.getAttribute( 'href' ) ?? '' )
			);
			expect(
				hrefs.map( ( href ) =>
					Number( /[?&](?:id|post)=(\d+)/.exec( href )?.[ 1 ] )
				)
			).toEqual( newest );

			await page.screenshot( {
				path: path.join( SHOTS, 'shop-manager-orders.png' ),
				fullPage: true,
			} );

			// An order opens in the page content block; the dashboard stays.
			await links.first().click();
			const opened = new RegExp( `(id|post)=${ newest[ 0 ] }(&|$)` );
			await expectOpenedInFrame( page, opened );
			await expect( recent ).toBeVisible();
			await expect( blockOf( 'kpis' ) ).toBeVisible();
		} );

		for ( const viewport of VIEWPORTS ) {
			test( `reads the dashboard in light and dark at ${ viewport.width }×${ viewport.height }`, async ( {
				page,
			}, testInfo ) => {
				await page.setViewportSize( viewport );
				await openDashboard( page );
				const drawn = async () => {
					await expect(
						page.locator(
							`${ selector( 'kpis' ) } .uip-store-kpis__card`
						)
					).toHaveCount( 3 );
					await expect(
						page.locator(
							`${ selector( 'revenue' ) } .uip-analytics-chart__plot canvas`
						)
					).toBeVisible();
					await expect(
						page
							.locator( `${ selector( 'map' ) } path.has-data` )
							.first()
					).toBeVisible();
					for ( const name of [
						'products',
						'categories',
					] as const ) {
						await expect(
							page.locator( `${ selector( name ) } table` )
						).toBeVisible();
					}
					await expect(
						page
							.locator(
								`${ selector( 'recent' ) } .uip-store-orders__link`
							)
							.first()
					).toBeVisible();
				};
				await drawn();
				// The whole page, the frame's screen included.
				const { light, dark } = await contrastInBothThemes(
					page,
					testInfo,
					[],
					drawn
				);
				keepThemeShots( testInfo, SHOTS, viewport.width );
				expect( light ).toEqual( [] );
				expect( dark ).toEqual( [] );
			} );
		}

		test( 'reads an order it opens in the frame in dark mode', async ( {
			page,
		}, testInfo ) => {
			await page.setViewportSize( { width: 1440, height: 900 } );
			await openDashboard( page );
			await setDarkMode( page, true );

			const link = page
				.locator( `${ selector( 'recent' ) } .uip-store-orders__link` )
				.first();
			const orderId = /[?&](?:id|post)=(\d+)/.exec(
				( await link.getAttribute( 'href' ) ) ?? ''
			)?.[ 1 ];
			await link.click();
			// HPOS: WooCommerce's own order screen (page=wc-orders).
			const frame = page.frameLocator( 'iframe' ).first();
			await expect( frame.locator( '#order_data' ) ).toBeVisible();
			await expect( frame.locator( 'html' ) ).toHaveAttribute(
				'data-theme',
				'dark'
			);
			expect(
				page
					.frames()
					.some(
						( each ) =>
							each.url().includes( 'page=wc-orders' ) &&
							each.url().includes( `id=${ orderId }` )
					)
			).toBe( true );
			// WooCommerce's header (Activity, Finish setup) mounts after the
			// screen; axe reads it once it has drawn and its transitions ended.
			await expect(
				frame
					.locator( '.woocommerce-layout__activity-panel-tab' )
					.first()
			).toBeVisible();
			// The frame has no toolbar or menu: WooCommerce's fixed header spans it from the top.
			const header = await frame
				.locator( '.woocommerce-layout__header' )
				.evaluate( ( element ) => {
					const box = element.getBoundingClientRect();
					return {
						top: box.top,
						width: box.width,
						frame: element.ownerDocument.documentElement
							.clientWidth,
					};
				} );
			expect( header.top ).toBe( 0 );
			expect( header.width ).toBe( header.frame );
			await frame
				.locator( 'body' )
				.evaluate( ( body ) =>
					Promise.all(
						body.ownerDocument
							.getAnimations()
							.map( ( animation ) => animation.finished )
					)
				);

			const failures = await contrastFailures( page );
			await page.screenshot( {
				path: testInfo.outputPath( 'order-dark-1440.png' ),
				fullPage: true,
			} );
			fs.copyFileSync(
				testInfo.outputPath( 'order-dark-1440.png' ),
				path.join( SHOTS, 'order-dark-1440.png' )
			);
			await setDarkMode( page, false );
			expect( failures ).toEqual( [] );
		} );
	} );

	test.describe( 'an editor', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'gets no dashboard while it is for shop managers, and the refused state once it applies to editors', async ( {
			page,
			requestUtils,
		} ) => {
			// Not theirs: wp-admin without any store block, and the report
			// route refuses the template's blocks.
			await page.goto( '/wp-admin/' );
			await expect( page.locator( selector( 'kpis' ) ) ).toHaveCount( 0 );
			const refusal = await page.evaluate( async ( query ) => {
				const { apiFetch } = (
					window as unknown as {
						wp: {
							apiFetch: ( options: {
								path: string;
								parse: boolean;
							} ) => Promise< Response >;
						};
					}
				 ).wp;
				// Unparsed, apiFetch rejects with the response itself.
				const response = await apiFetch( {
					path: `/uipress/v1/analytics/report?${ query }`,
					parse: false,
				} ).catch( ( error: Response ) => error );
				const body = ( await response.json() ) as { message: string };
				return { status: response.status, message: body.message };
			}, `template=${ templateId }&block=${ uids.revenue }` );
			expect( refusal ).toEqual( {
				status: 403,
				message: 'This template does not apply to you.',
			} );

			// The template applies to editors too: an editor has no
			// view_woocommerce_reports and no role in storeAnalyticsRoles.
			const [ stored ] = await listTemplates( requestUtils );
			await requestUtils.rest( {
				method: 'POST',
				path: `/wp/v2/uip-ui-template/${ templateId }`,
				data: {
					uipress: {
						...stored?.uipress,
						forRoles: [ 'shop_manager', 'editor' ],
					},
				},
			} );
			const responses = await openDashboard( page );
			for ( const name of BLOCKS ) {
				const body = await responses[ name ].json();
				expect( responses[ name ].status(), name ).toBe( 403 );
				expect( body.code, name ).toBe( 'uipress_analytics_forbidden' );
			}
			// The role is refused before recent orders' own check: every
			// block says so, and no figure or order shows.
			for ( const name of BLOCKS ) {
				await expect(
					page.locator(
						`${ selector( name ) } .uip-analytics__message`
					)
				).toHaveText( 'Store analytics are not available.' );
			}
			await expect(
				page.locator(
					`${ selector( 'recent' ) } .uip-store-orders__link`
				)
			).toHaveCount( 0 );
			await page.screenshot( {
				path: path.join( SHOTS, 'editor-refused-1440.png' ),
				fullPage: true,
			} );
		} );
	} );
} );
