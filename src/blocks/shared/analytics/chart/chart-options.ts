/**
 * uPlot's options and data for a timeseries report. The x values are the
 * points' positions (0 … n-1), so the previous period's point k sits under
 * this period's point k; the axis and the tooltip name the dates (days,
 * weeks or months: the report's `interval`). Store money reads in
 * WooCommerce's format (the answer's `currency`).
 */

/**
 * External dependencies
 */
import uPlot from 'uplot';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ChartColours } from '../chart-colours';
import { formatMetric } from '../format';
import type {
	ReportMetric,
	StoreCurrency,
	TimeseriesPoint,
	TimeseriesReport,
} from '../types';
import { pointLabel } from './point-labels';

export const CHART_HEIGHT = 220;

/**
 * A series label for the previous period.
 *
 * @param metric The metric.
 */
export function previousLabel( metric: ReportMetric ): string {
	return sprintf(
		/* translators: %s: a metric's name ("Active users"). */
		__( '%s, previous period', 'uipress' ),
		metric.label
	);
}

function column( points: TimeseriesPoint[], metric: number, length: number ) {
	return Array.from(
		{ length },
		( _, day ) => points[ day ]?.values[ metric ] ?? null
	);
}

/**
 * The chart's data: x, then per metric this period and (when compared)
 * the previous one.
 *
 * @param report The report.
 */
export function chartData( report: TimeseriesReport ): uPlot.AlignedData {
	const length = report.points.length;
	const comparing = report.previous.length > 0;
	const data: Array< Array< number | null > > = [
		Array.from( { length }, ( _, day ) => day ),
	];
	report.metrics.forEach( ( _, metric ) => {
		data.push( column( report.points, metric, length ) );
		if ( comparing ) {
			data.push( column( report.previous, metric, length ) );
		}
	} );
	return data as uPlot.AlignedData;
}

/**
 * The tooltip: the point's date and each series' value, by the pointer.
 *
 * @param report   The report.
 * @param currency Store answers: WooCommerce's money format.
 */
function tooltipPlugin(
	report: TimeseriesReport,
	currency?: StoreCurrency
): uPlot.Plugin {
	const value = ( number: unknown, metric: ReportMetric ) =>
		formatMetric(
			typeof number === 'number' ? number : null,
			metric,
			false,
			undefined,
			currency
		);
	let tip: HTMLDivElement;
	const line = ( text: string, colour?: string, dashed = false ) => {
		const row = document.createElement( 'div' );
		if ( colour ) {
			const swatch = document.createElement( 'span' );
			swatch.className = `uip-analytics-chart__swatch${
				dashed ? ' is-previous' : ''
			}`;
			swatch.style.borderColor = colour;
			row.append( swatch );
		}
		row.append( text );
		return row;
	};
	return {
		hooks: {
			init: ( plot ) => {
				tip = document.createElement( 'div' );
				tip.className = 'uip-analytics-chart__tooltip';
				tip.hidden = true;
				plot.over.append( tip );
			},
			setCursor: ( plot ) => {
				const day = plot.cursor.idx;
				const left = plot.cursor.left ?? -1;
				if ( day === null || day === undefined || left < 0 ) {
					tip.hidden = true;
					return;
				}
				const rows = [
					line(
						pointLabel(
							report.points[ day ]?.date,
							report.interval
						)
					),
				];
				let series = 1;
				report.metrics.forEach( ( metric ) => {
					const colour = String(
						plot.series[ series ]?.stroke ?? ''
					);
					rows.push(
						line(
							`${ metric.label }: ${ value(
								plot.data[ series ]?.[ day ],
								metric
							) }`,
							colour
						)
					);
					series++;
					if ( report.previous.length > 0 ) {
						rows.push(
							line(
								`${ pointLabel(
									report.previous[ day ]?.date,
									report.interval
								) }: ${ value(
									plot.data[ series ]?.[ day ],
									metric
								) }`,
								colour,
								true
							)
						);
						series++;
					}
				} );
				tip.replaceChildren( ...rows );
				tip.hidden = false;
				const flip = left > plot.over.clientWidth / 2;
				tip.style.left = `${ left }px`;
				tip.style.top = `${ Math.max( 0, plot.cursor.top ?? 0 ) }px`;
				tip.style.transform = flip
					? 'translate(calc(-100% - 12px), 0)'
					: 'translate(12px, 0)';
			},
		},
	};
}

/**
 * Where a metric's bars sit in a day's slot: side by side for two metrics.
 *
 * @param two   Whether the chart has two metrics.
 * @param index The metric's position.
 */
function barAlign( two: boolean, index: number ): -1 | 0 | 1 {
	if ( ! two ) {
		return 0;
	}
	return index === 0 ? -1 : 1;
}

/** Tick steps of a count's axis: whole numbers only (never "0.5 orders"). */
const WHOLE_STEPS = Array.from(
	{ length: 27 },
	( _, index ) =>
		( [ 1, 2, 5 ][ index % 3 ] ?? 1 ) * 10 ** Math.floor( index / 3 )
);

/** Room per x label, so labels never overlap: weeks read "Week of Nov 3". */
const LABEL_SPACE = { day: 56, week: 104, month: 72 };

/**
 * uPlot's options.
 *
 * @param report    The report.
 * @param chartType Lines or bars.
 * @param colours   The theme's colours.
 * @param width     The box's width.
 * @param currency  Store answers: WooCommerce's money format.
 */
export function chartOptions(
	report: TimeseriesReport,
	chartType: 'line' | 'bar',
	colours: ChartColours,
	width: number,
	currency?: StoreCurrency
): uPlot.Options {
	const interval = report.interval ?? 'day';
	const length = report.points.length;
	const bars = chartType === 'bar';
	const two = report.metrics.length > 1;
	const series: uPlot.Series[] = [ {} ];
	const scales: uPlot.Scales = {
		x: {
			time: false,
			range: bars
				? [ -0.5, length - 0.5 ]
				: [ 0, Math.max( 1, length - 1 ) ],
		},
	};
	const axis = ( side: number, scale: string, metric: ReportMetric ) => ( {
		scale,
		side,
		stroke: colours.text,
		grid: { show: side === 3, stroke: colours.grid, width: 1 },
		ticks: { show: false },
		size: 56,
		...( metric.type === 'integer' ? { incrs: WHOLE_STEPS } : {} ),
		values: ( _: uPlot, splits: number[] ) =>
			splits.map( ( value ) =>
				formatMetric( value, metric, true, undefined, currency )
			),
	} );
	const axes: uPlot.Axis[] = [
		{
			stroke: colours.text,
			grid: { show: false },
			ticks: { stroke: colours.grid, width: 1 },
			incrs:
				interval === 'day'
					? [ 1, 2, 3, 7, 14, 28, 30, 60 ]
					: [ 1, 2, 3, 4, 6, 12, 24 ],
			space: LABEL_SPACE[ interval ],
			values: ( _: uPlot, splits: number[] ) =>
				splits.map( ( point ) =>
					Number.isInteger( point )
						? pointLabel( report.points[ point ]?.date, interval )
						: ''
				),
		},
	];
	report.metrics.forEach( ( metric, index ) => {
		// A second axis only for a metric read in other units.
		const ownScale = index > 0 && metric.type !== report.metrics[ 0 ]?.type;
		const scale = ownScale ? 'y2' : 'y';
		const colour = colours.series[ index ] ?? colours.text;
		if ( index === 0 || ownScale ) {
			axes.push( axis( index === 0 ? 3 : 1, scale, metric ) );
		}
		scales[ scale ] = {
			range: ( _: uPlot, __min: number, max: number ) => [
				0,
				max > 0 ? max * 1.1 : 1,
			],
		};
		series.push( {
			label: metric.label,
			scale,
			stroke: colour,
			width: 2,
			...( bars
				? {
						fill: colour,
						paths: uPlot.paths.bars?.( {
							size: [ two ? 0.4 : 0.7, 48 ],
							align: barAlign( two, index ),
						} ),
						points: { show: false },
					}
				: { points: { show: length <= 31, size: 5 } } ),
		} );
		if ( report.previous.length > 0 ) {
			series.push( {
				label: previousLabel( metric ),
				scale,
				stroke: colour,
				width: 1.5,
				dash: [ 6, 4 ],
				alpha: 0.6,
				points: { show: false },
			} );
		}
	} );
	return {
		width,
		height: CHART_HEIGHT,
		series,
		scales,
		axes,
		legend: { show: false },
		cursor: { drag: { x: false, y: false }, points: { show: ! bars } },
		plugins: [ tooltipPlugin( report, currency ) ],
	};
}
