/**
 * What npm run bench:store asks for each store analytics block: UiPress's
 * report route, and the WooCommerce REST calls that give the same figures
 * (the calls WooCommerce → Analytics sends for them, with the arguments
 * UiPress's server passes to WooCommerce's queries).
 */

/** Range of the dated blocks: the longest the blocks offer by default. */
export const RANGE = 'last90';

/**
 * A day as `YYYY-MM-DD`.
 *
 * @param {Date} date A UTC date.
 */
const day = ( date ) => date.toISOString().slice( 0, 10 );

/**
 * A day some days from another.
 *
 * @param {string} from `YYYY-MM-DD`.
 * @param {number} days Days to add (negative: before).
 */
function addDays( from, days ) {
	const date = new Date( `${ from }T00:00:00Z` );
	date.setUTCDate( date.getUTCDate() + days );
	return day( date );
}

/**
 * The dates of the blocks, in the shops' time zone (UTC, WordPress's
 * default), as the server resolves them: the last 90 days ending
 * yesterday and the 90 before; the KPI strip's today, week to date (weeks
 * start on Monday, WordPress's default start_of_week) and month to date,
 * each with the same days before.
 *
 * @param {Date} now The time.
 */
export function benchDates( now = new Date() ) {
	const today = day( now );
	const end = addDays( today, -1 );
	const start = addDays( end, -89 );
	const weekStart = addDays( today, -( ( now.getUTCDay() + 6 ) % 7 ) );
	const weekDays = ( ( now.getUTCDay() + 6 ) % 7 ) + 1;
	const monthStart = `${ today.slice( 0, 8 ) }01`;
	const previousMonthStart = day(
		new Date( Date.UTC( now.getUTCFullYear(), now.getUTCMonth() - 1, 1 ) )
	);
	const previousMonthLength = new Date(
		Date.UTC( now.getUTCFullYear(), now.getUTCMonth(), 0 )
	).getUTCDate();
	return {
		range: {
			start,
			end,
			previousStart: addDays( start, -90 ),
			previousEnd: addDays( start, -1 ),
		},
		kpis: [
			[ today, today ],
			[ addDays( today, -1 ), addDays( today, -1 ) ],
			[ weekStart, today ],
			[ addDays( weekStart, -7 ), addDays( weekStart, weekDays - 8 ) ],
			[ monthStart, today ],
			[
				previousMonthStart,
				addDays(
					previousMonthStart,
					Math.min( now.getUTCDate(), previousMonthLength ) - 1
				),
			],
		],
	};
}

/**
 * A query string; arrays as `name[]=…` (as wc-admin sends them).
 *
 * @param {Object} params Parameters.
 */
function query( params ) {
	const search = new URLSearchParams();
	for ( const [ name, value ] of Object.entries( params ) ) {
		for ( const item of [].concat( value ) ) {
			search.append(
				Array.isArray( value ) ? `${ name }[]` : name,
				item
			);
		}
	}
	return search.toString();
}

/**
 * WooCommerce's revenue stats for some days.
 *
 * @param {string}   start  First day.
 * @param {string}   end    Last day.
 * @param {string[]} fields Revenue fields.
 */
function revenueStats( start, end, fields ) {
	const days =
		Math.round(
			( Date.parse( `${ end }T00:00:00Z` ) -
				Date.parse( `${ start }T00:00:00Z` ) ) /
				86400000
		) + 1;
	return `/wc-analytics/reports/revenue/stats?${ query( {
		after: `${ start }T00:00:00`,
		before: `${ end }T23:59:59`,
		interval: 'day',
		per_page: days,
		page: 1,
		order: 'asc',
		orderby: 'date',
		fields,
	} ) }`;
}

/**
 * A top list of WooCommerce's (products or categories), as the block's first page.
 *
 * @param {string} report `products` or `categories`.
 * @param {Object} range  The dates.
 */
function topItems( report, range ) {
	return `/wc-analytics/reports/${ report }?${ query( {
		after: `${ range.start }T00:00:00`,
		before: `${ range.end }T23:59:59`,
		orderby: 'net_revenue',
		order: 'desc',
		per_page: 10,
		page: 1,
		extended_info: 'true',
	} ) }`;
}

/**
 * The blocks measured, in order: key (as store-fixture.php names the
 * block), label, UiPress's route parameters and WooCommerce's calls.
 *
 * @param {ReturnType<typeof benchDates>} dates The dates.
 */
export function benchBlocks( dates ) {
	const { range } = dates;
	return [
		{
			key: 'revenue',
			label: 'Store revenue (net sales + orders by day, last 90 days, previous period)',
			params: { range: RANGE },
			woocommerce: [
				revenueStats( range.start, range.end, [
					'net_revenue',
					'orders_count',
				] ),
				revenueStats( range.previousStart, range.previousEnd, [
					'net_revenue',
					'orders_count',
				] ),
			],
			peer: 'reports/revenue/stats, the range and the previous one',
		},
		{
			key: 'products',
			label: 'Top products (net sales, 10 a page, last 90 days)',
			params: { range: RANGE },
			woocommerce: [ topItems( 'products', range ) ],
			peer: 'reports/products',
		},
		{
			key: 'categories',
			label: 'Top categories (net sales, 10 a page, last 90 days)',
			params: { range: RANGE },
			woocommerce: [ topItems( 'categories', range ) ],
			peer: 'reports/categories',
		},
		{
			key: 'map',
			label: 'Orders by country (orders, last 90 days)',
			params: { range: RANGE },
			woocommerce: [
				`/wc-analytics/reports/orders/stats?${ query( {
					after: `${ range.start }T00:00:00`,
					before: `${ range.end }T23:59:59`,
					interval: 'day',
					per_page: 90,
					fields: [ 'orders_count', 'net_revenue' ],
				} ) }`,
			],
			peer: 'reports/orders/stats for the range (WooCommerce has no orders-by-country report)',
		},
		{
			key: 'recent',
			label: 'Recent orders (10)',
			params: {},
			woocommerce: [ '/wc/v3/orders?per_page=10' ],
			peer: 'wc/v3/orders?per_page=10',
		},
		{
			key: 'kpis',
			label: 'Store KPIs (net sales, orders, average order value; today, week, month)',
			params: {},
			woocommerce: dates.kpis.map( ( [ start, end ] ) =>
				revenueStats( start, end, [
					'net_revenue',
					'orders_count',
					'avg_order_value',
				] )
			),
			peer: 'reports/revenue/stats for the three periods and the three before',
		},
	];
}

/**
 * The same figure on both sides, in a few words: UiPress's answer against
 * WooCommerce's (the first call's).
 *
 * @param {string}   key    Block key.
 * @param {Object}   ours   UiPress's answer.
 * @param {Object[]} theirs WooCommerce's answers.
 * @return {string} E.g. "net sales 123,456.78 = 123,456.78".
 */
export function sameFigure( key, ours, theirs ) {
	const report = ours?.report ?? {};
	const first = theirs[ 0 ];
	const money = ( value ) =>
		Number( value ?? NaN ).toLocaleString( 'en', {
			minimumFractionDigits: 2,
			maximumFractionDigits: 2,
		} );
	const pair = ( name, a, b, format = String ) =>
		`${ name } ${ format( a ) } ${
			Math.abs( Number( a ) - Number( b ) ) < 0.005 ? '=' : '≠'
		} ${ format( b ) }`;
	switch ( key ) {
		case 'revenue':
			return pair(
				'net sales',
				report.totals?.[ 0 ],
				first?.totals?.net_revenue,
				money
			);
		case 'products':
		case 'categories':
			return pair(
				'first row net sales',
				report.rows?.[ 0 ]?.values?.[ 1 ],
				first?.[ 0 ]?.net_revenue,
				money
			);
		case 'map':
			return `orders with a country ${ ( report.rows ?? [] ).reduce(
				( sum, row ) => sum + Number( row.value ?? 0 ),
				0
			) } of ${ first?.totals?.orders_count } in WooCommerce's orders stats`;
		case 'recent':
			return `newest order ${
				report.rows?.[ 0 ]?.number
			} and ${ first?.[ 0 ]?.number }`;
		case 'kpis':
			return pair(
				'net sales today',
				report.periods?.[ 0 ]?.values?.[ 0 ],
				first?.totals?.net_revenue,
				money
			);
		default:
			return '';
	}
}
