/**
 * The KPI strip's figures: per period (today, week to date, month to date)
 * each metric's value, its previous value and the change, with the words a
 * screen reader says ("Up 12% on yesterday"). The server computes the
 * periods (the week from the site's start_of_week); this only reads them.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	changeBetween,
	formatMetric,
	pageLocale,
	type Change,
} from '../shared/analytics/format';
import type {
	KpiPeriodId,
	KpisReport,
	ReportMetric,
	StoreCurrency,
} from '../shared/analytics/types';

export interface KpiFigure {
	metric: ReportMetric;
	/** This period's value, formatted. */
	value: string;
	/** The previous period's value, formatted. */
	previous: string;
	/** Null when it cannot be told (nothing before, a missing value). */
	change: Change | null;
	/** The change in words for screen readers ("Up 12% on yesterday"), '' without one. */
	spoken: string;
}

export interface KpiCard {
	id: KpiPeriodId;
	/** "Today", "This week", "This month". */
	title: string;
	/** What it is compared with ("vs yesterday"). */
	against: string;
	figures: KpiFigure[];
}

/**
 * A period's name.
 *
 * @param period The period.
 */
export function periodTitle( period: KpiPeriodId ): string {
	switch ( period ) {
		case 'week':
			return __( 'This week', 'uipress' );
		case 'month':
			return __( 'This month', 'uipress' );
		default:
			return __( 'Today', 'uipress' );
	}
}

/**
 * What a period is compared with, as it ends a sentence.
 *
 * @param period The period.
 */
function previousPeriodName( period: KpiPeriodId ): string {
	switch ( period ) {
		case 'week':
			return __( 'the same days last week', 'uipress' );
		case 'month':
			return __( 'the same days last month', 'uipress' );
		default:
			return __( 'yesterday', 'uipress' );
	}
}

/**
 * The change in words ("Up 12% on yesterday").
 *
 * @param change The change.
 * @param period The period it belongs to.
 * @param locale The locale of the percentage.
 */
export function spokenChange(
	change: Change,
	period: KpiPeriodId,
	locale = pageLocale()
): string {
	const before = previousPeriodName( period );
	if ( change.direction === 'flat' ) {
		/* translators: %s: the previous period ("yesterday", "the same days last week"). */
		return sprintf( __( 'No change on %s', 'uipress' ), before );
	}
	let percent: string;
	try {
		percent = new Intl.NumberFormat( locale, {
			style: 'percent',
			maximumFractionDigits: 1,
		} ).format( Math.abs( change.ratio ) );
	} catch {
		percent = `${ Math.round( Math.abs( change.ratio ) * 100 ) }%`;
	}
	return change.direction === 'up'
		? sprintf(
				/* translators: 1: a percentage ("12%"), 2: the previous period ("yesterday"). */
				__( 'Up %1$s on %2$s', 'uipress' ),
				percent,
				before
			)
		: sprintf(
				/* translators: 1: a percentage ("12%"), 2: the previous period ("yesterday"). */
				__( 'Down %1$s on %2$s', 'uipress' ),
				percent,
				before
			);
}

/**
 * The strip's cards, in the report's period order.
 *
 * @param report   The KPI report.
 * @param currency WooCommerce's money format.
 * @param locale   The locale; the page's by default.
 */
export function kpiCards(
	report: KpisReport,
	currency?: StoreCurrency,
	locale = pageLocale()
): KpiCard[] {
	const format = ( value: number | null | undefined, metric: ReportMetric ) =>
		formatMetric( value, metric, false, locale, currency );
	return report.periods.map( ( period ) => ( {
		id: period.id,
		title: periodTitle( period.id ),
		against: sprintf(
			/* translators: %s: the previous period ("yesterday", "the same days last week"). */
			__( 'vs %s', 'uipress' ),
			previousPeriodName( period.id )
		),
		figures: report.metrics.map( ( metric, index ) => {
			const value = period.values[ index ] ?? null;
			const previous = period.previous[ index ] ?? null;
			const change = changeBetween( value, previous, locale );
			return {
				metric,
				value: format( value, metric ),
				previous: format( previous, metric ),
				change,
				spoken: change ? spokenChange( change, period.id, locale ) : '',
			};
		} ),
	} ) );
}

/**
 * Whether the report has nothing to show.
 *
 * @param report The report.
 */
export function isKpisEmpty( report: KpisReport ): boolean {
	return (
		report.kind !== 'kpis' ||
		report.periods.length === 0 ||
		report.metrics.length === 0
	);
}
