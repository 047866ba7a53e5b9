/**
 * The analytics map block (`uip-google-analytics-map`): one metric by
 * country on a world map (Natural Earth shapes, world-geometry.ts), for the
 * range the viewer picks, with its legend and the countries as a table
 * ("Show as table"), which is what screen readers get instead of the
 * drawing.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import { customTitle, sourceOption } from '../shared/analytics/options';
import ReportHeader from '../shared/analytics/report-header';
import { ReportStates } from '../shared/analytics/states';
import type { CountriesReport } from '../shared/analytics/types';
import SortableTable from '../shared/analytics/sortable-table';
import {
	useBlockReport,
	usePickedRange,
} from '../shared/analytics/use-block-report';
import WorldMap from './world-map';
import './analytics-map.scss';

/**
 * The report's countries as table rows, largest first (the server's order).
 *
 * @param props        Component props.
 * @param props.report The countries report.
 */
function CountriesTable( { report }: { report: CountriesReport } ) {
	return (
		<SortableTable
			caption={ sprintf(
				/* translators: %s: a metric, e.g. "Active users". */
				__( '%s by country', 'uipress' ),
				report.metric.label
			) }
			dimensions={ [
				{ id: 'country', label: __( 'Country', 'uipress' ) },
			] }
			metrics={ [ report.metric ] }
			rows={ report.rows.map( ( row ) => ( {
				dimensions: [ row.country || row.countryId ],
				values: [ row.value ],
			} ) ) }
		/>
	);
}

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
	const tableId = useId();
	const [ asTable, setAsTable ] = useState( false );
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
				picked={ picked }
			/>
			<ReportStates
				state={ state }
				source={ sourceOption( options ) }
				isEmpty={ ( report ) => report.rows.length === 0 }
			>
				{ ( answer ) => (
					<>
						<WorldMap report={ answer.report } />
						<Button
							className="uip-analytics-map__toggle"
							variant="link"
							aria-expanded={ asTable }
							aria-controls={ tableId }
							onClick={ () => setAsTable( ! asTable ) }
						>
							{ asTable
								? __( 'Hide the table', 'uipress' )
								: __( 'Show as table', 'uipress' ) }
						</Button>
						<div id={ tableId } hidden={ ! asTable }>
							{ asTable && (
								<CountriesTable
									key={ `${ answer.range.id }:${ answer.updatedAt }` }
									report={ answer.report }
								/>
							) }
						</div>
					</>
				) }
			</ReportStates>
		</div>
	);
}
