/**
 * The map itself: every country filled by its value on the theme-coloured
 * scale, a tooltip under the pointer, and the legend. The drawing is
 * aria-hidden: the block's table of countries is its text alternative.
 */

/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MouseEvent } from 'react';

/**
 * Internal dependencies
 */
import { formatMetric } from '../shared/analytics/format';
import type { CountriesReport, CountryRow } from '../shared/analytics/types';
import {
	scaleColour,
	scaleShare,
	valueExtent,
	type ValueExtent,
} from './colour-scale';
import { countryShapes, MAP_HEIGHT, MAP_WIDTH } from './world-geometry';

interface Tip {
	x: number;
	y: number;
	name: string;
	value: string;
}

/**
 * The legend: the scale from the smallest to the largest value.
 *
 * @param props        Component props.
 * @param props.extent The smallest and largest value.
 * @param props.report The report (its metric's format).
 */
function MapLegend( {
	extent,
	report,
}: {
	extent: ValueExtent;
	report: CountriesReport;
} ) {
	return (
		<div className="uip-analytics-map__legend">
			<span>{ formatMetric( extent.min, report.metric ) }</span>
			<span
				className="uip-analytics-map__ramp"
				style={ {
					background: `linear-gradient(to right, ${ scaleColour(
						0
					) }, ${ scaleColour( 0.5 ) }, ${ scaleColour( 1 ) })`,
				} }
			/>
			<span>{ formatMetric( extent.max, report.metric ) }</span>
			<span className="uip-analytics-map__no-data">
				<span className="uip-analytics-map__swatch" />
				{ __( 'No data', 'uipress' ) }
			</span>
		</div>
	);
}

/**
 * @param props        Component props.
 * @param props.report The countries report.
 */
export default function WorldMap( { report }: { report: CountriesReport } ) {
	const shapes = countryShapes();
	const [ tip, setTip ] = useState< Tip | null >( null );
	const byCountry = useMemo(
		() =>
			new Map< string, CountryRow >(
				report.rows.map( ( row ) => [
					row.countryId.toUpperCase(),
					row,
				] )
			),
		[ report.rows ]
	);
	const extent = valueExtent( report.rows.map( ( row ) => row.value ) );

	const showTip = (
		event: MouseEvent< SVGPathElement >,
		name: string,
		row: CountryRow | undefined
	) => {
		const box =
			event.currentTarget.ownerSVGElement?.getBoundingClientRect();
		if ( ! box ) {
			return;
		}
		setTip( {
			x: event.clientX - box.left,
			y: event.clientY - box.top,
			name: row?.country || name,
			value: row
				? formatMetric( row.value, report.metric )
				: __( 'No data', 'uipress' ),
		} );
	};

	return (
		<div className="uip-analytics-map__figure">
			<div
				className="uip-analytics-map__canvas"
				aria-hidden="true"
				onMouseLeave={ () => setTip( null ) }
			>
				<svg
					className="uip-analytics-map__svg"
					viewBox={ `0 0 ${ MAP_WIDTH } ${ MAP_HEIGHT }` }
					focusable="false"
				>
					{ shapes.map( ( shape, index ) => {
						const row = shape.countryId
							? byCountry.get( shape.countryId )
							: undefined;
						return (
							<path
								key={ shape.countryId ?? `shape-${ index }` }
								d={ shape.path }
								data-country={ shape.countryId ?? undefined }
								className={ row ? 'has-data' : undefined }
								style={
									row && extent
										? {
												fill: scaleColour(
													scaleShare(
														row.value,
														extent
													)
												),
											}
										: undefined
								}
								onMouseMove={ ( event ) =>
									showTip( event, shape.name, row )
								}
							/>
						);
					} ) }
				</svg>
				{ tip && (
					<div
						className="uip-analytics-map__tip"
						style={ { left: tip.x, top: tip.y } }
					>
						<strong>{ tip.name }</strong> { tip.value }
					</div>
				) }
			</div>
			{ extent && <MapLegend extent={ extent } report={ report } /> }
		</div>
	);
}
