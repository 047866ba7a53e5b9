/**
 * The analytics map block (`uip-google-analytics-map`): one metric by
 * country on the shared world map (shared/analytics/map), for the
 * range the viewer picks, with its legend and the countries as a table
 * ("Show as table"), which is what screen readers get instead of the
 * drawing.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import CountriesMap from '../shared/analytics/map/countries-map';
import { customTitle, sourceOption } from '../shared/analytics/options';
import ReportHeader from '../shared/analytics/report-header';
import { ReportStates } from '../shared/analytics/states';
import type { CountriesReport } from '../shared/analytics/types';
import {
	useBlockReport,
	usePickedRange,
} from '../shared/analytics/use-block-report';

/**
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.mode    Where it renders.
 * @param props.options Its options.
 */
export default function AnalyticsMap( {
	block,
	mode,
	options,
}: BlockComponentProps ) {
	const picked = usePickedRange( options );
	const state = useBlockReport< CountriesReport >(
		{ block, mode, options },
		picked.range
	);
	const metric = state.answer?.report.metric;
	const title =
		customTitle( options ) ||
		( metric
			? sprintf(
					/* translators: %s: a metric, e.g. "Active users". */
					__( '%s by country', 'uipress' ),
					metric.label
				)
			: __( 'Visitors by country', 'uipress' ) );

	return (
		<div className="uip-analytics uip-analytics-map">
			<ReportHeader
				title={ title }
				answer={ state.answer }
				error={ state.error }
				picked={ picked }
			/>
			<ReportStates
				state={ state }
				source={ sourceOption( options ) }
				isEmpty={ ( report ) => report.rows.length === 0 }
			>
				{ ( answer ) => (
					<CountriesMap
						// A new answer starts the table in the server's order.
						key={ `${ answer.range.id }:${ answer.updatedAt }` }
						report={ answer.report }
						caption={ sprintf(
							/* translators: %s: a metric, e.g. "Active users". */
							__( '%s by country', 'uipress' ),
							answer.report.metric.label
						) }
					/>
				) }
			</ReportStates>
		</div>
	);
}
