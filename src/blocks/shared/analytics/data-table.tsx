/**
 * The text alternative of a chart or map for screen readers: its numbers as
 * a visually hidden table (charts draw on a canvas or an SVG without text).
 */

export interface DataTableProps {
	/** Names the table ("Active users by day"). */
	caption: string;
	/** The column headings; the first names the row headers' column. */
	columns: string[];
	/** Each row: its header, then one cell per remaining column. */
	rows: Array< [ string, ...string[] ] >;
}

/**
 * @param props         Component props.
 * @param props.caption Names the table.
 * @param props.columns The column headings.
 * @param props.rows    The rows, already formatted.
 */
export default function ScreenReaderTable( {
	caption,
	columns,
	rows,
}: DataTableProps ) {
	return (
		<table className="screen-reader-text">
			<caption>{ caption }</caption>
			<thead>
				<tr>
					{ columns.map( ( column, index ) => (
						<th key={ index } scope="col">
							{ column }
						</th>
					) ) }
				</tr>
			</thead>
			<tbody>
				{ rows.map( ( [ header, ...cells ], index ) => (
					<tr key={ index }>
						<th scope="row">{ header }</th>
						{ cells.map( ( cell, cellIndex ) => (
							<td key={ cellIndex }>{ cell }</td>
						) ) }
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
