/**
 * A countries report as the visitor and store maps show it: the world map
 * (aria-hidden), and its text alternative, the countries as a table on
 * request ("Show as table"), largest first.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import SortableTable, { type FormatCell } from '../sortable-table';
import type { CountriesReport } from '../types';
import WorldMap, { type FormatValue } from './world-map';

/**
 * @param props         Component props.
 * @param props.report  The countries report.
 * @param props.caption Names the table ("Orders by country").
 * @param props.format  Formats a value; by the metric's type by default.
 */
export default function CountriesMap( {
	report,
	caption,
	format,
}: {
	report: CountriesReport;
	caption: string;
	format?: FormatValue;
} ) {
	const tableId = useId();
	const [ asTable, setAsTable ] = useState( false );
	const formatCell: FormatCell | undefined = format
		? ( value ) => format( value )
		: undefined;
	return (
		<>
			<WorldMap report={ report } format={ format } />
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
					<SortableTable
						caption={ caption }
						dimensions={ [
							{
								id: 'country',
								label: __( 'Country', 'uipress' ),
							},
						] }
						metrics={ [ report.metric ] }
						rows={ report.rows.map( ( row ) => ( {
							dimensions: [ row.country || row.countryId ],
							values: [ row.value ],
						} ) ) }
						format={ formatCell }
					/>
				) }
			</div>
		</>
	);
}
