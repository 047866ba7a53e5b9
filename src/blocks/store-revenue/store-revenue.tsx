/**
 * The store revenue block (`uip-store-revenue`): one or two of WooCommerce's
 * revenue metrics over time, from its analytics tables (the server asks
 * WooCommerce's revenue report for the block's metrics; docs/ANALYTICS.md).
 * The same chart as the visitor analytics chart, with WooCommerce's money
 * format; the viewer picks the range and the interval (day, week, month).
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import { choiceOption } from '../shared/options';
import TimeseriesView, {
	isTimeseriesEmpty,
} from '../shared/analytics/chart/timeseries-view';
import { customTitle, STORE_INTERVALS } from '../shared/analytics/options';
import ReportHeader from '../shared/analytics/report-header';
import { ReportStates } from '../shared/analytics/states';
import type {
	StoreInterval,
	TimeseriesReport,
} from '../shared/analytics/types';
import {
	useBlockReport,
	usePickedRange,
} from '../shared/analytics/use-block-report';
import { revenueHeading } from './heading';
import IntervalSelect from './interval-select';

const CHART_TYPES = [ 'line', 'bar' ] as const;

/**
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.mode    Display mode.
 * @param props.options The block's options.
 */
export default function StoreRevenue( {
	block,
	mode,
	options,
}: BlockComponentProps ) {
	const picked = usePickedRange( options );
	const first = choiceOption( options, 'interval', STORE_INTERVALS, 'day' );
	const [ interval, setInterval ] = useState< StoreInterval >( first );
	// The builder changing the interval shown first shows it.
	useEffect( () => setInterval( first ), [ first ] );
	const state = useBlockReport< TimeseriesReport >(
		{ block, mode, options },
		picked.range,
		{ interval }
	);
	const chartType = choiceOption( options, 'chartType', CHART_TYPES, 'line' );

	return (
		<div
			className="uip-analytics uip-analytics-chart uip-store-revenue"
			aria-busy={ state.loading }
		>
			<ReportHeader
				title={ customTitle( options ) || revenueHeading( options ) }
				answer={ state.answer }
				error={ state.error }
				picked={ picked }
				controls={
					<IntervalSelect
						value={ interval }
						onChange={ setInterval }
					/>
				}
			/>
			<ReportStates
				state={ state }
				source="woocommerce"
				isEmpty={ isTimeseriesEmpty }
			>
				{ ( answer ) => (
					<TimeseriesView answer={ answer } chartType={ chartType } />
				) }
			</ReportStates>
		</div>
	);
}
