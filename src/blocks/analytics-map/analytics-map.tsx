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
import { useTemplateId } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import {
	initialRange,
	offeredRanges,
	sourceOption,
} from '../shared/analytics/options';
import RangeSelect from '../shared/analytics/range-select';
import { ReportStates, StaleNotice } from '../shared/analytics/states';
import type { CountriesReport } from '../shared/analytics/types';
import { useAnalyticsReport } from '../shared/analytics/use-analytics-report';
import SortableTable from '../analytics-tables/sortable-table';
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
	const templateId = useTemplateId();
	const tableId = useId();
	const ranges = offeredRanges( options );
	const [ picked, setPicked ] = useState( () => initialRange( options ) );
	const [ asTable, setAsTable ] = useState( false );
	const range = ranges.includes( picked ) ? picked : initialRange( options );
	const state = useAnalyticsReport< CountriesReport >( {
		templateId,
		uid: block.uid,
		range,
		// The builder and preview show the unsaved options (honoured for
		// template managers only).
		...( mode === 'prod'
			? {}
			: { draft: options, module: block.moduleName } ),
	} );
	const metric = state.answer?.report.metric;

	return (
		<div className="uip-analytics uip-analytics-map">
			<div className="uip-analytics__header">
				<div>
					<h2 className="uip-analytics__title">
						{ metric
							? sprintf(
									/* translators: %s: a metric, e.g. "Active users". */
									__( '%s by country', 'uipress' ),
									metric.label
								)
							: __( 'Visitors by country', 'uipress' ) }
					</h2>
					<StaleNotice answer={ state.answer } />
				</div>
				<RangeSelect
					ranges={ ranges }
					value={ range }
					onChange={ setPicked }
				/>
			</div>
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
