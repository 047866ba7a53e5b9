/**
 * The orders map block (`uip-store-orders-map`): WooCommerce orders or net
 * sales by the billing country, for the range the viewer picks, on the
 * world map the visitor map draws (shared/analytics/map), with its table of
 * countries. Orders without a country are not on the map.
 */

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import { formatMetric } from '../shared/analytics/format';
import CountriesMap from '../shared/analytics/map/countries-map';
import { customTitle } from '../shared/analytics/options';
import ReportHeader from '../shared/analytics/report-header';
import { ReportStates } from '../shared/analytics/states';
import type { CountriesReport } from '../shared/analytics/types';
import {
	useBlockReport,
	usePickedRange,
} from '../shared/analytics/use-block-report';
import { mapMetric, mapTitle } from './metrics';

/**
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.mode    Where it renders.
 * @param props.options Its options.
 */
export default function StoreOrdersMap( {
	block,
	mode,
	options,
}: BlockComponentProps ) {
	const picked = usePickedRange( options );
	const state = useBlockReport< CountriesReport >(
		{ block, mode, options },
		picked.range
	);
	const caption = mapTitle( mapMetric( options ) );
	const title = customTitle( options ) || caption;

	return (
		<div className="uip-analytics uip-analytics-map uip-store-orders-map">
			<ReportHeader
				title={ title }
				answer={ state.answer }
				error={ state.error }
				picked={ picked }
			/>
			<ReportStates
				state={ state }
				source="woocommerce"
				isEmpty={ ( report ) => report.rows.length === 0 }
			>
				{ ( answer ) => (
					<CountriesMap
						// A new answer starts the table in the server's order.
						key={ `${ answer.range.id }:${ answer.updatedAt }` }
						report={ answer.report }
						caption={ caption }
						format={ ( value ) =>
							formatMetric(
								value,
								answer.report.metric,
								false,
								undefined,
								answer.currency
							)
						}
					/>
				) }
			</ReportStates>
		</div>
	);
}
