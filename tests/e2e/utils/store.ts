/**
 * The shop the @store tests run on (site e2e-store, UIPRESS_WOOCOMMERCE=1):
 * seeded once per site by the fixture tests/fixtures/store-seed, and
 * WooCommerce's own analytics figures, which the tests compare UiPress's
 * store blocks against.
 */
import path from 'node:path';
import { request } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { AUTH_DIR, BASE_URL, EDITOR } from './site';

/** A product the seed made. */
export interface SeededProduct {
	id: number;
	name: string;
	price: number;
	category: 'Books' | 'Games' | 'Kitchen';
}

/**
 * What the seed made: 6 products in 3 categories; one order on each of the
 * 60 days before `today` (completed, but processing on days 10, 20…, on-hold
 * on 3, 13…, cancelled on 6, 16…, failed on 9, 19…; billing countries US,
 * GB, DE, FR, CA, AU, JP, BR, NL, none on day 14; a guest customer per
 * country, but Oliver Smith orders from GB and FR); two orders today
 * (completed in US, processing in GB); a refund of 15.00 of the order of 12
 * days ago, dated 8 days ago. WooCommerce's analytics count 42 orders in
 * the 60 days: not the cancelled and failed ones (excluded statuses), nor the
 * on-hold ones (unpaid, and its default date type is the date paid). Other
 * figures: read them with wcAnalytics().
 */
export interface SeededShop {
	/** The site's date when the shop was seeded (its timezone), YYYY-MM-DD. */
	today: string;
	products: SeededProduct[];
	/** Order ids, oldest first (index 0 is 1 day ago… index 59 is 60 days ago, then today's two). */
	orders: number[];
	refund: { orderId: number; amount: number; date: string };
}

/** A user of the shop, with where its login state is saved. */
export interface ShopUser {
	username: string;
	password: string;
	email: string;
	role: 'shop_manager' | 'editor';
	/** Playwright storage state holding its login cookies (written by seedShop). */
	storageState: string;
}

/** The shop manager the seed makes (WooCommerce's role: reports and orders). */
export const SHOP_MANAGER: ShopUser = {
	username: 'shopmanager',
	password: 'password',
	email: 'shopmanager@example.com',
	role: 'shop_manager',
	storageState: path.join( AUTH_DIR, 'shopmanager.json' ),
};

/** The shop's editor: the global setup's (no WooCommerce capability). */
export const SHOP_EDITOR: ShopUser = {
	...EDITOR,
	role: 'editor',
};

/**
 * Seeds the shop (the first call on a site; later ones answer the same
 * summary), with WooCommerce's analytics import done, and saves the shop
 * manager's login for `test.use( { storageState: SHOP_MANAGER.storageState } )`.
 *
 * @param requestUtils An administrator's request utils.
 */
export async function seedShop(
	requestUtils: RequestUtils
): Promise< SeededShop > {
	const shop = await requestUtils.rest< SeededShop >( {
		method: 'POST',
		path: '/uipress-e2e/v1/store/seed',
	} );
	await saveLogin( SHOP_MANAGER );
	return shop;
}

/**
 * Logs a user in over HTTP and saves their cookies and REST nonce.
 *
 * @param user The user.
 */
async function saveLogin( user: ShopUser ): Promise< void > {
	const context = await request.newContext( { baseURL: `${ BASE_URL }/` } );
	try {
		const utils = new RequestUtils( context, {
			user: { username: user.username, password: user.password },
			storageStatePath: user.storageState,
			baseURL: `${ BASE_URL }/`,
		} );
		await utils.setupRest();
	} finally {
		await context.dispose();
	}
}

/**
 * A day as YYYY-MM-DD, some days before another.
 *
 * @param day  YYYY-MM-DD.
 * @param days How many days before.
 */
export function daysBefore( day: string, days: number ): string {
	const date = new Date( `${ day }T00:00:00Z` );
	date.setUTCDate( date.getUTCDate() - days );
	return date.toISOString().slice( 0, 10 );
}

/**
 * The range of UiPress's "last N days" presets (ending yesterday) as
 * wc-admin sends it: `after` the first day 00:00:00, `before` the last day
 * 23:59:59, site time.
 *
 * @param shop The seeded shop (its `today`).
 * @param days 7, 28, 30, 90…
 */
export function lastDays(
	shop: Pick< SeededShop, 'today' >,
	days: number
): { after: string; before: string } {
	return {
		after: `${ daysBefore( shop.today, days ) }T00:00:00`,
		before: `${ daysBefore( shop.today, 1 ) }T23:59:59`,
	};
}

/**
 * Today so far, as the KPI strip and recent orders read it.
 *
 * @param shop The seeded shop (its `today`).
 */
export function today( shop: Pick< SeededShop, 'today' > ): {
	after: string;
	before: string;
} {
	return {
		after: `${ shop.today }T00:00:00`,
		before: `${ shop.today }T23:59:59`,
	};
}

/**
 * What a wc-analytics route answers an administrator: WooCommerce's own
 * figures, e.g. `wcAnalytics( requestUtils, 'reports/revenue/stats',
 * { ...lastDays( shop, 28 ), interval: 'day' } )`.
 *
 * @param requestUtils An administrator's request utils.
 * @param route        A route under /wc-analytics/, e.g. 'reports/products'.
 * @param params       Query parameters.
 */
export async function wcAnalytics< T = unknown >(
	requestUtils: RequestUtils,
	route: string,
	params: Record< string, string | number | boolean > = {}
): Promise< T > {
	return requestUtils.rest< T >( {
		method: 'GET',
		path: `/wc-analytics/${ route.replace( /^\/+/, '' ) }`,
		params,
	} );
}

/** The totals of revenue/stats (the metrics UiPress's store blocks show). */
export interface RevenueTotals {
	orders_count: number;
	num_items_sold: number;
	gross_sales: number;
	total_sales: number;
	refunds: number;
	net_revenue: number;
	avg_order_value: number;
}

/**
 * WooCommerce's revenue totals for a range.
 *
 * @param requestUtils An administrator's request utils.
 * @param range        E.g. lastDays( shop, 28 ).
 * @param range.after  First moment, site time.
 * @param range.before Last moment, site time.
 */
export async function revenueTotals(
	requestUtils: RequestUtils,
	range: { after: string; before: string }
): Promise< RevenueTotals > {
	const stats = await wcAnalytics< { totals: RevenueTotals } >(
		requestUtils,
		'reports/revenue/stats',
		{ ...range, interval: 'day', per_page: 100 }
	);
	return stats.totals;
}
