/**
 * The chart itself, drawn by uPlot (docs/DECISIONS.md "Analytics chart
 * library"): one series per metric, the previous period dashed and lighter
 * on the same days' positions, lines or bars, a tooltip that follows the
 * pointer, sized to its box and redrawn with the theme's colours when dark
 * mode changes. The canvas has no text: ScreenReaderTable carries it.
 */

/**
 * External dependencies
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useDarkMode } from '../../../../runtime/dark-mode';
import { chartColours } from '../chart-colours';
import type { StoreCurrency, TimeseriesReport } from '../types';
import { chartOptions, chartData, CHART_HEIGHT } from './chart-options';

/**
 * @param props           Component props.
 * @param props.report    The report.
 * @param props.chartType Lines or bars.
 * @param props.currency  Store answers: WooCommerce's money format.
 */
export default function TimeseriesChart( {
	report,
	chartType,
	currency,
}: {
	report: TimeseriesReport;
	chartType: 'line' | 'bar';
	currency?: StoreCurrency;
} ) {
	const box = useRef< HTMLDivElement >( null );
	const dark = useDarkMode();

	useEffect( () => {
		const element = box.current;
		if ( ! element ) {
			return;
		}
		const width = Math.max( 200, element.clientWidth );
		const plot = new uPlot(
			chartOptions(
				report,
				chartType,
				chartColours( element ),
				width,
				currency
			),
			chartData( report ),
			element
		);
		// Follows the box's width (grid cells, phones, the builder's canvas).
		const observer =
			typeof ResizeObserver === 'undefined'
				? undefined
				: new ResizeObserver( () => {
						const next = Math.max( 200, element.clientWidth );
						if ( next !== plot.width ) {
							plot.setSize( {
								width: next,
								height: CHART_HEIGHT,
							} );
						}
					} );
		observer?.observe( element );
		return () => {
			observer?.disconnect();
			plot.destroy();
		};
	}, [ report, chartType, currency, dark ] );

	return (
		<div
			ref={ box }
			className="uip-analytics-chart__plot"
			aria-hidden="true"
		/>
	);
}
