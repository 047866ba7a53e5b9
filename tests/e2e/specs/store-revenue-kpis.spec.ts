/**
 * The store revenue chart and the KPI strip end to end on a real
 * WooCommerce shop (tests/e2e/utils/store.ts seeds it): an administrator
 * adds both from the inserter; a shop manager sees WooCommerce's own
 * figures (wc-analytics reports/revenue/stats for the same range: totals,
 * the change against the previous period, each day's and each week's
 * values, today's and yesterday's KPIs) in WooCommerce's money format;
 * light and dark pass axe's colour contrast on a wide and a small screen.
 * Tagged @store: runs only on a WooCommerce site (UIPRESS_DB=mariadb
 * UIPRESS_WOOCOMMERCE=1 UIPRESS_E2E_SITE=e2e-store).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, test } from '../fixtures';
import { contrastInBothThemes, reportOf } from '../utils/analytics-blocks';
import { insertWithInserter, selectLayer } from '../utils/builder-sidebar';
import { ADMIN } from '../utils/site';
import {
	SHOP_MANAGER,
	daysBefore,
	revenueTotals,
	seedShop,
	today,
	wcAnalytics,
	type SeededShop,
} from '../utils/store';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

const SHOTS = '/tmp/shots/i32-charts';

/** The range a report answered for. */
interface AnsweredRange {
	start: string;
	end: string;
	previousStart: string;
	previousEnd: string;
}

/** An interval of wc-analytics revenue/stats. */
interface WooInterval {
	date_start: string;
	subtotals: { net_revenue: number; orders_count: number };
}

/**
 * The seeded shop's money: USD, symbol left, 2 decimals ("$1,234.50").
 *
 * @param value The amount.
 */
const money = ( value: number ) =>
	`${ value < 0 ? '-' : '' }$${ Math.abs( value ).toLocaleString( 'en-US', {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	} ) }`;
const count = ( value: number ) => value.toLocaleString( 'en-US' );

/**
 * A change as the blocks write it ("+12.3%"), or null when none is told.
 *
 * @param current  This period's value.
 * @param previous The previous one.
 */
function change( current: number, previous: number ): string | null {
	if ( previous === 0 ) {
		return null;
	}
	const shown = Math.round( ( ( current - previous ) / previous ) * 1000 );
	return new Intl.NumberFormat( 'en-US', {
		style: 'percent',
		minimumFractionDigits: 1,
		maximumFractionDigits: 1,
		signDisplay: 'exceptZero',
	} ).format( shown / 1000 );
}

function storeTemplate() {
	const revenue = block( 'uip-store-revenue', {
		settings: {
			block: {
				options: {
					metrics: [ 'net_revenue', 'orders_count' ],
					dateRanges: [ 'last28', 'last90' ],
					defaultRange: 'last28',
					interval: 'day',
					compare: true,
				},
			},
		},
	} );
	const kpis = block( 'uip-store-kpis', {
		settings: {
			block: {
				options: {
					title: 'Shop today',
					metrics: [ 'net_revenue', 'orders_count' ],
				},
			},
		},
	} );
	return {
		revenue,
		kpis,
		content: [
			block( 'uip-container', {
				content: [ block( 'uip-dark-toggle' ), kpis, revenue ],
			} ),
			block( 'uip-content-frame' ),
		],
	};
}

/**
 * The hidden table's rows: each cell's text, no-break spaces as spaces.
 *
 * @param table The table.
 */
function bodyRows( table: Locator ): Promise< string[][] > {
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
 * WooCommerce's net sales and orders per interval, oldest first, as the
 * chart's table writes them.
 *
 * @param requestUtils An administrator's request utils.
 * @param range        The range the block answered for.
 * @param interval     Day or week.
 */
async function wooIntervals(
	requestUtils: RequestUtils,
	range: AnsweredRange,
	interval: 'day' | 'week'
): Promise< string[][] > {
	const stats = await wcAnalytics< { intervals: WooInterval[] } >(
		requestUtils,
		'reports/revenue/stats',
		{
			after: `${ range.start }T00:00:00`,
			before: `${ range.end }T23:59:59`,
			interval,
			order: 'asc',
			per_page: 100,
		}
	);
	return stats.intervals.map( ( each ) => [
		money( each.subtotals.net_revenue ),
		count( each.subtotals.orders_count ),
	] );
}

test.describe( 'Store revenue chart and KPI strip @store', () => {
	let shop: SeededShop;

	test.beforeAll( async ( { requestUtils } ) => {
		shop = await seedShop( requestUtils );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.describe( 'an administrator', () => {
		test.use( { storageState: ADMIN.storageState } );

		test( 'adds both blocks from the inserter', async ( {
			page,
			requestUtils,
		} ) => {
			const id = await createTemplate( requestUtils, [], 'Shop' );
			await page.goto(
				`/wp-admin/admin.php?page=uip-ui-builder&template=${ id }`
			);
			const where = 'At the end of the template';
			const added: string[] = [];
			for ( const name of [ 'Store KPIs', 'Store revenue' ] ) {
				added.push( await insertWithInserter( page, name, where ) );
				await page.keyboard.press( 'Escape' );
			}
			const canvas = page.locator( '.uip-editor-canvas' );
			await expect(
				canvas.getByRole( 'region', { name: /Today/ } )
			).toBeVisible();
			await expect(
				canvas.getByRole( 'table', { name: 'Net sales by day' } )
			).toBeAttached();
			await expect(
				canvas.locator( '.uip-analytics-chart__plot canvas' )
			).toBeVisible();

			// The revenue chart's metrics picker keeps 1–2.
			await selectLayer( page, added[ 1 ] ?? '' );
			const metrics = page.getByRole( 'group', { name: 'Metrics' } );
			await expect(
				metrics.getByRole( 'checkbox', { name: 'Net sales' } )
			).toBeChecked();
			await expect(
				metrics.getByRole( 'checkbox', { name: 'Net sales' } )
			).toBeDisabled();
			await metrics.getByRole( 'checkbox', { name: 'Orders' } ).check();
			await expect(
				metrics.getByRole( 'checkbox', { name: 'Gross sales' } )
			).toBeDisabled();
			await expect(
				canvas.getByRole( 'table', {
					name: 'Net sales, Orders by day',
				} )
			).toBeAttached();
			fs.mkdirSync( SHOTS, { recursive: true } );
			await page.screenshot( {
				path: path.join( SHOTS, 'builder-store-revenue.png' ),
			} );
			await page.getByRole( 'button', { name: 'Save' } ).click();
			await expect(
				page
					.locator( '.uip-editor-snackbars' )
					.getByText( 'Template saved' )
			).toBeVisible();
			const stored = await requestUtils.rest< {
				uipress: {
					content: Array< { uid: string; moduleName: string } >;
				};
			} >( { path: `/wp/v2/uip-ui-template/${ id }?context=edit` } );
			expect(
				stored.uipress.content.map( ( item ) => item.moduleName )
			).toEqual( [ 'uip-store-kpis', 'uip-store-revenue' ] );
			expect(
				stored.uipress.content.map( ( item ) => item.uid )
			).toEqual( added );
		} );
	} );

	test.describe( 'a shop manager', () => {
		test.use( { storageState: SHOP_MANAGER.storageState } );

		test( 'sees WooCommerce’s revenue figures by day and by week, and today’s KPIs', async ( {
			page,
			requestUtils,
		} ) => {
			test.slow();
			const template = storeTemplate();
			await createTemplate( requestUtils, template.content, 'Shop', {
				forRoles: [ 'shop_manager' ],
			} );
			const revenueAnswer = reportOf( page, template.revenue.uid );
			const kpisAnswer = reportOf( page, template.kpis.uid );
			await page.goto( '/wp-admin/' );
			const answer = await ( await revenueAnswer ).json();
			expect( ( await kpisAnswer ).status() ).toBe( 200 );
			const range = answer.range as AnsweredRange;
			expect( range.end ).toBe( daysBefore( shop.today, 1 ) );

			// Totals and changes: WooCommerce's for this range and the one before.
			const totals = await revenueTotals( requestUtils, {
				after: `${ range.start }T00:00:00`,
				before: `${ range.end }T23:59:59`,
			} );
			const before = await revenueTotals( requestUtils, {
				after: `${ range.previousStart }T00:00:00`,
				before: `${ range.previousEnd }T23:59:59`,
			} );
			const chart = page.locator(
				`[data-uip-uid="${ template.revenue.uid }"]`
			);
			const values = chart.locator( '.uip-analytics-chart__value' );
			await expect( values ).toHaveText( [
				money( totals.net_revenue ),
				count( totals.orders_count ),
			] );
			const changes = [
				change( totals.net_revenue, before.net_revenue ),
				change( totals.orders_count, before.orders_count ),
			].filter( ( text ): text is string => text !== null );
			await expect(
				chart.locator( '.uip-analytics-chart__change' )
			).toHaveText(
				changes.map( ( text ) => {
					const arrow = { '+': '↑', '-': '↓' }[ text[ 0 ] ?? '' ];
					return `${ arrow ?? '→' } ${ text } vs previous period`;
				} ),
				{ useInnerText: true }
			);

			// Day by day, then week by week: WooCommerce's intervals.
			const byDay = chart.getByRole( 'table', {
				name: 'Net sales, Orders by day',
			} );
			const rows = await bodyRows( byDay );
			expect( rows.map( ( row ) => [ row[ 1 ], row[ 3 ] ] ) ).toEqual(
				await wooIntervals( requestUtils, range, 'day' )
			);
			expect( rows[ 0 ]?.[ 0 ] ).toMatch( /^[A-Z][a-z]{2} \d{1,2}$/ );

			const weekly = reportOf( page, template.revenue.uid );
			await chart
				.getByRole( 'combobox', { name: 'Interval' } )
				.selectOption( 'week' );
			expect( ( await weekly ).url() ).toContain( 'interval=week' );
			const byWeek = chart.getByRole( 'table', {
				name: 'Net sales, Orders by week',
			} );
			await expect( byWeek ).toBeAttached();
			const weeks = await bodyRows( byWeek );
			expect( weeks.map( ( row ) => [ row[ 1 ], row[ 3 ] ] ) ).toEqual(
				await wooIntervals( requestUtils, range, 'week' )
			);
			expect( weeks[ 0 ]?.[ 0 ] ).toMatch( /^Week of [A-Z][a-z]{2} \d/ );
			fs.mkdirSync( SHOTS, { recursive: true } );
			await chart.screenshot( {
				path: path.join( SHOTS, 'revenue-by-week.png' ),
			} );
			// The totals stay the range's.
			await expect( values.first() ).toHaveText(
				money( totals.net_revenue )
			);

			// Today against yesterday, as WooCommerce counts them.
			const todayTotals = await revenueTotals(
				requestUtils,
				today( shop )
			);
			const yesterday = daysBefore( shop.today, 1 );
			const yesterdayTotals = await revenueTotals( requestUtils, {
				after: `${ yesterday }T00:00:00`,
				before: `${ yesterday }T23:59:59`,
			} );
			const kpis = page.locator(
				`[data-uip-uid="${ template.kpis.uid }"]`
			);
			await expect(
				kpis.getByRole( 'heading', { name: 'Shop today' } )
			).toBeVisible();
			const todayCard = kpis.getByRole( 'region', { name: /Today/ } );
			await expect(
				todayCard.locator( '.uip-store-kpis__value' )
			).toHaveText( [
				money( todayTotals.net_revenue ),
				count( todayTotals.orders_count ),
			] );
			await expect(
				todayCard.locator( '.uip-store-kpis__before' )
			).toHaveText( [
				`Before: ${ money( yesterdayTotals.net_revenue ) }`,
				`Before: ${ count( yesterdayTotals.orders_count ) }`,
			] );
			// Yesterday had a completed order (the seed): a change is told.
			const ratio =
				( todayTotals.net_revenue - yesterdayTotals.net_revenue ) /
				yesterdayTotals.net_revenue;
			const percent = new Intl.NumberFormat( 'en-US', {
				style: 'percent',
				maximumFractionDigits: 1,
			} ).format( Math.abs( ratio ) );
			await expect(
				todayCard.locator( '.screen-reader-text' ).first()
			).toHaveText(
				`${ ratio > 0 ? 'Up' : 'Down' } ${ percent } on yesterday`
			);
			await expect(
				kpis.getByRole( 'region', { name: /This week/ } )
			).toBeVisible();
			await expect(
				kpis.getByRole( 'region', { name: /This month/ } )
			).toBeVisible();
		} );

		for ( const viewport of [
			{ width: 1440, height: 900 },
			{ width: 390, height: 844 },
		] ) {
			test( `reads in light and dark at ${ viewport.width }×${ viewport.height }`, async ( {
				page,
				requestUtils,
			}, testInfo ) => {
				const template = storeTemplate();
				await createTemplate( requestUtils, template.content, 'Shop', {
					forRoles: [ 'shop_manager' ],
				} );
				await page.setViewportSize( viewport );
				await page.goto( '/wp-admin/' );
				const selectors = [ template.kpis, template.revenue ].map(
					( item ) => `[data-uip-uid="${ item.uid }"]`
				);
				await expect(
					page.locator( `${ selectors[ 0 ] } .uip-store-kpis__card` )
				).toHaveCount( 3 );
				const plot = page.locator(
					`${ selectors[ 1 ] } .uip-analytics-chart__plot canvas`
				);
				await expect( plot ).toBeVisible();
				const cards = page.locator(
					`${ selectors[ 0 ] } .uip-store-kpis__card`
				);
				const tops = await cards.evaluateAll( ( found ) =>
					found.map( ( card ) =>
						Math.round( card.getBoundingClientRect().top )
					)
				);
				// One row on a desktop; one card a row on a phone.
				expect( new Set( tops ).size ).toBe(
					viewport.width > 1000 ? 1 : 3
				);
				const { light, dark } = await contrastInBothThemes(
					page,
					testInfo,
					selectors,
					() => expect( plot ).toBeVisible()
				);
				fs.mkdirSync( SHOTS, { recursive: true } );
				for ( const theme of [ 'light', 'dark' ] ) {
					fs.copyFileSync(
						testInfo.outputPath(
							`${ theme }-${ viewport.width }.png`
						),
						path.join(
							SHOTS,
							`shop-manager-${ theme }-${ viewport.width }.png`
						)
					);
				}
				expect( light ).toEqual( [] );
				expect( dark ).toEqual( [] );
			} );
		}
	} );
} );
