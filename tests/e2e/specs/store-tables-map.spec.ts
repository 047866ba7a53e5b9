/**
 * The store top list, orders map and recent orders end to end on a real
 * WooCommerce shop (tests/e2e/utils/store.ts seeds it): an administrator
 * adds them from the inserter; a shop manager sees WooCommerce's own
 * products report (wc-analytics reports/products, same range, sort and
 * page), sorts and pages it, reads the seed's countries on the map and its
 * table (each order under its own billing country) and opens an order in
 * the page content block; an editor let in by storeAnalyticsRoles sees the
 * top list but not recent orders; light and dark pass axe's colour
 * contrast on a wide and a small screen. Tagged @store: runs only on a
 * WooCommerce site (UIPRESS_DB=mariadb UIPRESS_WOOCOMMERCE=1
 * UIPRESS_E2E_SITE=e2e-store).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, test } from '../fixtures';
import { contrastInBothThemes, reportOf } from '../utils/analytics-blocks';
import { resetSettings, saveSettings } from '../utils/settings';
import { ADMIN, EDITOR } from '../utils/site';
import {
	SHOP_MANAGER,
	daysBefore,
	revenueTotals,
	seedShop,
	wcAnalytics,
	type SeededShop,
} from '../utils/store';
import { bodyRows, count, wooRange } from '../utils/store-dashboard';
import {
	VIEWPORTS,
	createShopTemplate,
	expectOpenedInFrame,
	expectSavedBlocks,
	insertAtEnd,
	keepThemeShots,
	shopPage,
	usd as money,
} from '../utils/store-page';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

const SHOTS = '/tmp/shots/i32-tables';

/** A row of wc-analytics reports/products with `extended_info`. */
interface ProductRow {
	product_id: number;
	items_sold: number;
	net_revenue: number;
	orders_count: number;
	extended_info: { name: string };
}

/** The range a report answered for. */
interface AnsweredRange {
	start: string;
	end: string;
}

/**
 * The seed's orders of its 60 days that WooCommerce counts (completed and
 * processing; tests/fixtures/store-seed), by billing country as the map's
 * table lists them: most first, ties by country code. Oliver Smith, one
 * customer, orders from the UK and France: his orders count under each.
 */
const SEEDED_COUNTRIES = [
	[ 'United States (US)', '13' ],
	[ 'Australia', '4' ],
	[ 'France', '4' ],
	[ 'Japan', '4' ],
	[ 'Netherlands', '4' ],
	[ 'Brazil', '3' ],
	[ 'Canada', '3' ],
	[ 'Germany', '3' ],
	[ 'United Kingdom (UK)', '3' ],
];
/** The seed's counted order without a billing country (day 14): not on the map. */
const SEEDED_WITHOUT_COUNTRY = 1;

function storeTemplate() {
	const topItems = block( 'uip-store-top-items', {
		settings: {
			block: {
				options: {
					perPage: 2,
					dateRanges: [ 'last28', 'last90' ],
					defaultRange: 'last90',
				},
			},
		},
	} );
	const ordersMap = block( 'uip-store-orders-map', {
		settings: {
			block: {
				options: {
					metric: 'orders_count',
					dateRanges: [ 'last90' ],
					defaultRange: 'last90',
				},
			},
		},
	} );
	const recentOrders = block( 'uip-store-recent-orders', {
		settings: { block: { options: { rowLimit: 5 } } },
	} );
	return {
		topItems,
		ordersMap,
		recentOrders,
		content: shopPage( [ topItems, ordersMap, recentOrders ] ),
	};
}

/**
 * WooCommerce's products report for a range, sort and page, as the table
 * shows its rows.
 *
 * @param requestUtils An administrator's request utils.
 * @param range        The range the block answered for.
 * @param query        Sort and page.
 * @param query.sort   The metric sorted by.
 * @param query.order  Its direction.
 * @param query.page   The page.
 */
async function wooRows(
	requestUtils: RequestUtils,
	range: AnsweredRange,
	query: { sort: string; order: 'asc' | 'desc'; page: number }
): Promise< string[][] > {
	const rows = await wcAnalytics< ProductRow[] >(
		requestUtils,
		'reports/products',
		{
			...wooRange( range ),
			orderby: query.sort,
			order: query.order,
			page: query.page,
			per_page: 2,
			extended_info: true,
		}
	);
	return rows.map( ( row ) => [
		row.extended_info.name,
		count( row.items_sold ),
		money( row.net_revenue ),
		count( row.orders_count ),
	] );
}

/**
 * Saves a full-page screenshot where the brief keeps them.
 *
 * @param page The page.
 * @param name The file's name.
 */
async function shot( page: Page, name: string ): Promise< void > {
	fs.mkdirSync( SHOTS, { recursive: true } );
	await page.screenshot( {
		path: path.join( SHOTS, `${ name }.png` ),
		fullPage: true,
	} );
}

test.describe( 'Store top list, orders map and recent orders @store', () => {
	let shop: SeededShop;

	test.beforeAll( async ( { requestUtils } ) => {
		shop = await seedShop( requestUtils );
		await saveSettings( requestUtils, {
			storeAnalyticsRoles: [ 'editor' ],
		} );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'analytics' ] );
	} );

	test.describe( 'an administrator', () => {
		test.use( { storageState: ADMIN.storageState } );

		test( 'adds the three blocks from the inserter', async ( {
			page,
			requestUtils,
		} ) => {
			const id = await createTemplate( requestUtils, [], 'Shop' );
			await page.goto(
				`/wp-admin/admin.php?page=uip-ui-builder&template=${ id }`
			);
			const inserter = page.getByRole( 'region', { name: 'Blocks' } );
			await expect(
				inserter.getByRole( 'list', { name: 'Store analytics' } )
			).toBeVisible();
			const added = await insertAtEnd( page, [
				'Top products',
				'Orders by country',
				'Recent orders',
			] );
			const canvas = page.locator( '.uip-editor-canvas' );
			await expect(
				canvas.getByRole( 'table', { name: 'Top products' } )
			).toBeVisible();
			await expect(
				canvas
					.locator( '.uip-analytics-map__svg path.has-data' )
					.first()
			).toBeVisible();
			await expect(
				canvas.locator( '.uip-store-orders__link' ).first()
			).toBeVisible();

			await expectSavedBlocks(
				page,
				requestUtils,
				id,
				[
					'uip-store-top-items',
					'uip-store-orders-map',
					'uip-store-recent-orders',
				],
				added
			);
		} );
	} );

	test.describe( 'a shop manager', () => {
		test.use( { storageState: SHOP_MANAGER.storageState } );

		test( 'sees WooCommerce’s products report, sorts and pages it, reads the map and opens an order', async ( {
			page,
			requestUtils,
		} ) => {
			test.slow();
			const template = storeTemplate();
			await createShopTemplate( requestUtils, template.content );
			const firstAnswer = reportOf( page, template.topItems.uid );
			const mapResponse = reportOf( page, template.ordersMap.uid );
			await page.goto( '/wp-admin/' );
			const answer = await ( await firstAnswer ).json();
			const mapAnswer = ( await ( await mapResponse ).json() ) as {
				range: AnsweredRange;
				report: {
					rows: Array< {
						countryId: string;
						country: string;
						value: number;
					} >;
				};
			};
			const range = answer.range as AnsweredRange;

			const list = page.locator(
				`[data-uip-uid="${ template.topItems.uid }"]`
			);
			const table = list.getByRole( 'table', { name: 'Top products' } );
			await expect( table ).toBeVisible();
			// 6 products, 2 a page, by net sales first.
			await expect( list.getByText( 'Page 1 of 3' ) ).toBeVisible();
			const netSales = table.getByRole( 'columnheader', {
				name: 'Net sales',
			} );
			await expect( netSales ).toHaveAttribute(
				'aria-sort',
				'descending'
			);
			expect( await bodyRows( table ) ).toEqual(
				await wooRows( requestUtils, range, {
					sort: 'net_revenue',
					order: 'desc',
					page: 1,
				} )
			);

			await list.getByRole( 'button', { name: 'Next' } ).click();
			await expect( list.getByText( 'Page 2 of 3' ) ).toBeVisible();
			await expect
				.poll( () => bodyRows( table ) )
				.toEqual(
					await wooRows( requestUtils, range, {
						sort: 'net_revenue',
						order: 'desc',
						page: 2,
					} )
				);

			// A header sorts from page 1, largest first; the keyboard too.
			const itemsSold = table.getByRole( 'columnheader', {
				name: 'Items sold',
			} );
			await itemsSold.getByRole( 'button' ).click();
			await expect( itemsSold ).toHaveAttribute(
				'aria-sort',
				'descending'
			);
			await expect( list.getByText( 'Page 1 of 3' ) ).toBeVisible();
			await expect
				.poll( () => bodyRows( table ) )
				.toEqual(
					await wooRows( requestUtils, range, {
						sort: 'items_sold',
						order: 'desc',
						page: 1,
					} )
				);
			const orders = table.getByRole( 'columnheader', {
				name: 'Orders',
			} );
			await orders.getByRole( 'button' ).focus();
			await page.keyboard.press( 'Enter' );
			await expect( orders ).toHaveAttribute( 'aria-sort', 'descending' );
			await page.keyboard.press( 'Enter' );
			await expect( orders ).toHaveAttribute( 'aria-sort', 'ascending' );
			// Products tie on orders, and SQL orders ties as it likes: the
			// column's values are WooCommerce's.
			const ordersColumn = ( rows: string[][] ) =>
				rows.map( ( row ) => row[ 3 ] );
			await expect
				.poll( async () => ordersColumn( await bodyRows( table ) ) )
				.toEqual(
					ordersColumn(
						await wooRows( requestUtils, range, {
							sort: 'orders_count',
							order: 'asc',
							page: 1,
						} )
					)
				);

			// The map: the seed's orders of the last 90 days (all 60 days, not
			// today's) by their own billing country, as revenue stats count
			// them; Oliver Smith's orders under both the UK and France.
			const map = page.locator(
				`[data-uip-uid="${ template.ordersMap.uid }"]`
			);
			await expect(
				map.getByRole( 'heading', { name: 'Orders by country' } )
			).toBeVisible();
			expect( mapAnswer.range.end ).toBe( daysBefore( shop.today, 1 ) );
			expect(
				mapAnswer.range.start <= daysBefore( shop.today, 60 )
			).toBe( true );
			const countries = mapAnswer.report.rows;
			await expect( map.locator( 'path.has-data' ) ).toHaveCount(
				SEEDED_COUNTRIES.length
			);
			for ( const code of [ 'GB', 'FR' ] ) {
				await expect(
					map.locator( `path[data-country="${ code }"]` )
				).toHaveClass( /has-data/ );
			}
			await map.getByRole( 'button', { name: 'Show as table' } ).click();
			expect(
				await bodyRows(
					map.getByRole( 'table', { name: 'Orders by country' } )
				)
			).toEqual( SEEDED_COUNTRIES );
			expect( countries.map( ( row ) => row.countryId ) ).toEqual( [
				'US',
				'AU',
				'FR',
				'JP',
				'NL',
				'BR',
				'CA',
				'DE',
				'GB',
			] );
			// With the order without a country, revenue stats' orders.
			const mapped = countries.reduce(
				( sum, row ) => sum + row.value,
				0
			);
			const totals = await revenueTotals(
				requestUtils,
				wooRange( mapAnswer.range )
			);
			expect( mapped + SEEDED_WITHOUT_COUNTRY ).toBe(
				totals.orders_count
			);

			// Recent orders: today's two first; one opens in the content frame.
			const recent = page.locator(
				`[data-uip-uid="${ template.recentOrders.uid }"]`
			);
			const links = recent.locator( '.uip-store-orders__link' );
			await expect( links ).toHaveCount( 5 );
			const latest = shop.orders.at( -1 ) as number;
			const latestLink = links.first();
			await expect( latestLink ).toHaveAttribute(
				'href',
				new RegExp( `id=${ latest }\\b|post=${ latest }\\b` )
			);
			await expect( latestLink.locator( 'time' ) ).toHaveAttribute(
				'title',
				/\d{4}/
			);
			await latestLink.focus();
			await page.keyboard.press( 'Enter' );
			const opened = new RegExp( `(id|post)=${ latest }(&|$)` );
			// The interface stays: only the frame moved (and the address says where).
			await expectOpenedInFrame( page, opened );
			await expect( recent ).toBeVisible();
		} );

		for ( const viewport of VIEWPORTS ) {
			test( `reads in light and dark at ${ viewport.width }×${ viewport.height }`, async ( {
				page,
				requestUtils,
			}, testInfo ) => {
				const template = storeTemplate();
				await createShopTemplate( requestUtils, template.content );
				await page.setViewportSize( viewport );
				await page.goto( '/wp-admin/' );
				const selectors = [
					template.topItems,
					template.ordersMap,
					template.recentOrders,
				].map( ( item ) => `[data-uip-uid="${ item.uid }"]` );
				await expect(
					page.locator( `${ selectors[ 0 ] } table` )
				).toBeVisible();
				await expect(
					page.locator( `${ selectors[ 1 ] } path.has-data` ).first()
				).toBeVisible();
				await expect(
					page
						.locator(
							`${ selectors[ 2 ] } .uip-store-orders__link`
						)
						.first()
				).toBeVisible();
				const map = page.locator( selectors[ 1 ] as string );
				await map
					.getByRole( 'button', { name: 'Show as table' } )
					.click();
				await expect( map.getByRole( 'table' ) ).toBeVisible();
				const { light, dark } = await contrastInBothThemes(
					page,
					testInfo,
					selectors
				);
				keepThemeShots(
					testInfo,
					SHOTS,
					viewport.width,
					'shop-manager-'
				);
				expect( light ).toEqual( [] );
				expect( dark ).toEqual( [] );
			} );
		}
	} );

	test.describe( 'an editor let in by storeAnalyticsRoles', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'sees the top list but not recent orders', async ( {
			page,
			requestUtils,
		} ) => {
			const template = storeTemplate();
			await createShopTemplate(
				requestUtils,
				template.content,
				'editor'
			);
			const refused = reportOf( page, template.recentOrders.uid );
			await page.goto( '/wp-admin/' );
			expect( ( await refused ).status() ).toBe( 403 );
			await expect(
				page
					.locator( `[data-uip-uid="${ template.topItems.uid }"]` )
					.getByRole( 'table', { name: 'Top products' } )
			).toBeVisible();
			const recent = page.locator(
				`[data-uip-uid="${ template.recentOrders.uid }"]`
			);
			await expect( recent ).toBeEmpty();
			await expect( recent ).toBeHidden();
			await shot( page, 'editor-without-recent-orders' );
		} );
	} );
} );
