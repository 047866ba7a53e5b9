/**
 * What the @store specs read (the shop dashboard story,
 * specs/store-dashboard.spec.ts, reads all of it): WooCommerce's own
 * figures for each store block (its wc-analytics reports and its orders),
 * the blocks' tables as text, and money written the way WooCommerce's
 * settings say.
 */
import type { Locator } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type { StoreCurrency } from '../../../src/blocks/shared/analytics/types';
import type { Block } from '../../../src/engine/types';
import { wcAnalytics } from './store';

/** A range a report answered for (YYYY-MM-DD, site time). */
export interface DayRange {
	start: string;
	end: string;
}

/**
 * A range as wc-admin sends it: from the first day's midnight to the last
 * second of the last day.
 *
 * @param range The days.
 */
export function wooRange( range: DayRange ): { after: string; before: string } {
	return {
		after: `${ range.start }T00:00:00`,
		before: `${ range.end }T23:59:59`,
	};
}

/**
 * A count as the blocks write it in English.
 *
 * @param value The count.
 */
export const count = ( value: number ): string =>
	value.toLocaleString( 'en-US' );

/**
 * Money as WooCommerce prints it with the shop's settings (wc_price()): the
 * symbol where the settings put it, their decimals and separators.
 *
 * @param value    The amount.
 * @param currency The answer's `currency` (WooCommerce's settings).
 */
export function money( value: number, currency: StoreCurrency ): string {
	const [ whole = '0', fraction ] = Math.abs( value )
		.toFixed( currency.decimals )
		.split( '.' );
	const grouped = whole.replace(
		/\B(?=(\d{3})+(?!\d))/g,
		currency.thousandSeparator
	);
	const amount = fraction
		? `${ grouped }${ currency.decimalSeparator }${ fraction }`
		: grouped;
	const { symbol } = currency;
	const placed = {
		left: `${ symbol }${ amount }`,
		right: `${ amount }${ symbol }`,
		left_space: `${ symbol } ${ amount }`,
		right_space: `${ amount } ${ symbol }`,
	}[ currency.position ];
	return `${ value < 0 && /[1-9]/.test( amount ) ? '-' : '' }${ placed }`;
}

/**
 * The text of each cell of a table's body, row by row (no-break spaces as
 * spaces).
 *
 * @param table The table.
 */
export function bodyRows( table: Locator ): Promise< string[][] > {
	return table
		.locator( 'tbody tr' )
		.evaluateAll( ( rows ) =>
			rows.map( ( row ) =>
				Array.from( row.children, ( cell ) =>
					( cell.textContent ?? '' ).replace( /\u00a0/g, ' ' )
				)
			)
		);
}

/**
 * Every row of a table paged in the browser: page after page until its
 * "Next" button is gone or disabled.
 *
 * @param within Where the table and its pager are.
 * @param table  The table.
 */
export async function allBodyRows(
	within: Locator,
	table: Locator
): Promise< string[][] > {
	const rows = await bodyRows( table );
	const next = within.getByRole( 'button', { name: 'Next' } );
	while ( ( await next.count() ) > 0 && ( await next.isEnabled() ) ) {
		const first = await table.locator( 'tbody tr' ).first().textContent();
		await next.click();
		await table
			.locator( 'tbody tr' )
			.first()
			.filter( { hasNotText: first ?? '' } )
			.waitFor();
		rows.push( ...( await bodyRows( table ) ) );
	}
	return rows;
}

/** A row of wc-analytics reports/products or reports/categories. */
interface ItemRow {
	items_sold: number;
	net_revenue: number;
	orders_count: number;
	extended_info: { name: string };
}

/**
 * WooCommerce's products or categories report for a range, by net sales,
 * as the top list's table writes its rows.
 *
 * @param requestUtils An administrator's request utils.
 * @param report       'products' or 'categories'.
 * @param range        The range the block answered for.
 * @param perPage      The block's rows per page.
 * @param currency     The shop's money format.
 */
export async function wooItemRows(
	requestUtils: RequestUtils,
	report: 'products' | 'categories',
	range: DayRange,
	perPage: number,
	currency: StoreCurrency
): Promise< string[][] > {
	const rows = await wcAnalytics< ItemRow[] >(
		requestUtils,
		`reports/${ report }`,
		{
			...wooRange( range ),
			orderby: 'net_revenue',
			order: 'desc',
			page: 1,
			per_page: perPage,
			extended_info: true,
		}
	);
	return rows.map( ( row ) => [
		row.extended_info.name,
		count( row.items_sold ),
		money( row.net_revenue, currency ),
		count( row.orders_count ),
	] );
}

/**
 * WooCommerce's orders in a range (its analytics' orders report: the
 * statuses and date it counts) by their billing country (wc/v3 orders), and
 * how many have none.
 *
 * @param requestUtils An administrator's request utils.
 * @param range        The range.
 */
export async function wooOrdersByCountry(
	requestUtils: RequestUtils,
	range: DayRange
): Promise< { byCountry: Record< string, number >; noCountry: number } > {
	const ids: number[] = [];
	for ( let page = 1; page < 50; page++ ) {
		const rows = await wcAnalytics<
			Array< { order_id: number; parent_id: number } >
		>( requestUtils, 'reports/orders', {
			...wooRange( range ),
			per_page: 100,
			page,
		} );
		ids.push(
			...rows
				.filter( ( row ) => ! row.parent_id )
				.map( ( row ) => row.order_id )
		);
		if ( rows.length < 100 ) {
			break;
		}
	}
	const byCountry: Record< string, number > = {};
	let noCountry = 0;
	for ( let from = 0; from < ids.length; from += 100 ) {
		const orders = await requestUtils.rest<
			Array< { billing: { country: string } } >
		>( {
			method: 'GET',
			path: '/wc/v3/orders',
			params: {
				include: ids.slice( from, from + 100 ).join( ',' ),
				per_page: 100,
			},
		} );
		for ( const { billing } of orders ) {
			if ( billing.country ) {
				byCountry[ billing.country ] =
					( byCountry[ billing.country ] ?? 0 ) + 1;
			} else {
				noCountry++;
			}
		}
	}
	return { byCountry, noCountry };
}

/**
 * The newest orders as WooCommerce → Orders lists them (wc/v3, every
 * status), newest first: their ids.
 *
 * @param requestUtils An administrator's request utils.
 * @param limit        How many.
 */
export async function newestOrderIds(
	requestUtils: RequestUtils,
	limit: number
): Promise< number[] > {
	const orders = await requestUtils.rest< Array< { id: number } > >( {
		method: 'GET',
		path: '/wc/v3/orders',
		params: { orderby: 'date', order: 'desc', per_page: limit },
	} );
	return orders.map( ( order ) => order.id );
}

/**
 * The stored block with this uid, anywhere in a tree.
 *
 * @param blocks The tree.
 * @param uid    The uid.
 */
export function findBlock( blocks: Block[], uid: string ): Block | undefined {
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
