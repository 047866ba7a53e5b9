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
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, test } from '../fixtures';
import { contrastInBothThemes, reportOf } from '../utils/analytics-blocks';
import { selectLayer } from '../utils/builder-sidebar';
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
import { bodyRows, count, wooRange } from '../utils/store-dashboard';
import {
	VIEWPORTS,
	createShopTemplate,
	expectSavedBlocks,
	insertAtEnd,
	keepThemeShots,
	shopPage,
	usd as money,
} from '../utils/store-page';
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
		content: shopPage( [ kpis, revenue ] ),
	};
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
			...wooRange( range ),
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
			const added = await insertAtEnd( page, [
				'Store KPIs',
				'Store revenue',
			] );
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
			await expectSavedBlocks(
				page,
				requestUtils,
				id,
				[ 'uip-store-kpis', 'uip-store-revenue' ],
				added
			);
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
			await createShopTemplate( requestUtils, template.content );
			const revenueAnswer = reportOf( page, template.revenue.uid );
			const kpisAnswer = reportOf( page, template.kpis.uid );
			await page.goto( '/wp-admin/' );
			const answer = await ( await revenueAnswer ).json();
			expect( ( await kpisAnswer ).status() ).toBe( 200 );
			const range = answer.range as AnsweredRange;
			expect( range.end ).toBe( daysBefore( shop.today, 1 ) );

			// Totals and changes: WooCommerce's for this range and the one before.
			const totals = await revenueTotals(
				requestUtils,
				wooRange( range )
			);
			const before = await revenueTotals(
				requestUtils,
				wooRange( {
					start: range.previousStart,
					end: range.previousEnd,
				} )
			);
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
			const yesterdayTotals = await revenueTotals(
				requestUtils,
				wooRange( { start: yesterday, end: yesterday } )
			);
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

		for ( const viewport of VIEWPORTS ) {
			test( `reads in light and dark at ${ viewport.width }×${ viewport.height }`, async ( {
				page,
				requestUtils,
			}, testInfo ) => {
				const template = storeTemplate();
				await createShopTemplate( requestUtils, template.content );
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
} );
