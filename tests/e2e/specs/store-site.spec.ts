/**
 * The shop the store analytics tests run on: seeded once, imported into
 * WooCommerce's analytics, read back through wc-analytics. Tagged @store:
 * runs only on a WooCommerce site (UIPRESS_DB=mariadb UIPRESS_WOOCOMMERCE=1
 * UIPRESS_E2E_SITE=e2e-store).
 */
import fs from 'node:fs';
import { request } from '@playwright/test';
import { test, expect } from '../fixtures';
import { BASE_URL } from '../utils/site';
import {
	SHOP_EDITOR,
	SHOP_MANAGER,
	lastDays,
	revenueTotals,
	seedShop,
	today,
	wcAnalytics,
	type SeededShop,
} from '../utils/store';

test.describe( 'The store test site @store', () => {
	let shop: SeededShop;

	test.beforeAll( async ( { requestUtils } ) => {
		shop = await seedShop( requestUtils );
	} );

	test( 'has the seeded orders in WooCommerce’s analytics', async ( {
		requestUtils,
	} ) => {
		expect( shop.products ).toHaveLength( 6 );
		expect( shop.orders ).toHaveLength( 62 );

		// 60 days of orders, less the 6 cancelled and 6 failed ones, which
		// WooCommerce's analytics leave out, and the 6 on-hold ones, unpaid:
		// its default date type is the date paid. The refund lowers net sales.
		const last60 = await revenueTotals(
			requestUtils,
			lastDays( shop, 60 )
		);
		expect( last60.orders_count ).toBe( 42 );
		expect( last60.refunds ).toBeCloseTo( 15, 2 );
		expect( last60.net_revenue ).toBeCloseTo( last60.gross_sales - 15, 2 );

		const sinceMidnight = await revenueTotals(
			requestUtils,
			today( shop )
		);
		expect( sinceMidnight.orders_count ).toBe( 2 );
	} );

	test( 'seeds once: a second seed answers the same shop', async ( {
		requestUtils,
	} ) => {
		const again = await seedShop( requestUtils );
		expect( again.orders ).toEqual( shop.orders );
		const products = await wcAnalytics< Array< { product_id: number } > >(
			requestUtils,
			'reports/products',
			{ ...lastDays( shop, 60 ), per_page: 50 }
		);
		expect( products.map( ( row ) => row.product_id ).sort() ).toEqual(
			shop.products.map( ( product ) => product.id ).sort()
		);
	} );

	test( 'the shop manager reads the reports, the editor may not', async () => {
		const status = async ( storageState: string ) => {
			// The saved login: cookies, and the REST nonce beside them.
			const { nonce } = JSON.parse(
				fs.readFileSync( storageState, 'utf8' )
			) as { nonce: string };
			const context = await request.newContext( {
				baseURL: `${ BASE_URL }/`,
				storageState,
				extraHTTPHeaders: { 'X-WP-Nonce': nonce },
			} );
			try {
				const response = await context.get(
					'wp-json/wc-analytics/reports/revenue/stats',
					{ params: lastDays( shop, 28 ) }
				);
				return response.status();
			} finally {
				await context.dispose();
			}
		};
		expect( await status( SHOP_MANAGER.storageState ) ).toBe( 200 );
		expect( await status( SHOP_EDITOR.storageState ) ).toBe( 403 );
	} );
} );
