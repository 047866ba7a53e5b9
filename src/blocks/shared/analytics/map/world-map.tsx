/**
 * The map itself: every country filled by its value on the theme-coloured
 * scale, a tooltip under the pointer, and the legend. The drawing is
 * aria-hidden: the table of countries (countries-map.tsx) is its text
 * alternative. Shared by the visitor and store analytics maps.
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
import { formatMetric } from '../format';
import type { CountriesReport, CountryRow } from '../types';
import {
	scaleColour,
	scaleShare,
	valueExtent,
	type ValueExtent,
} from './colour-scale';
import { countryShapes, MAP_HEIGHT, MAP_WIDTH } from './world-geometry';
import './world-map.scss';

/** Formats a value of the report's metric (store money in WooCommerce's format). */
export type FormatValue = ( value: number | null ) => string;

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
 * @param props.format Formats a value.
 */
function MapLegend( {
	extent,
	format,
}: {
	extent: ValueExtent;
	format: FormatValue;
} ) {
	return (
		<div className="uip-analytics-map__legend">
			<span>{ format( extent.min ) }</span>
			<span
				className="uip-analytics-map__ramp"
				style={ {
					background: `linear-gradient(to right, ${ scaleColour(
						0
					) }, ${ scaleColour( 0.5 ) }, ${ scaleColour( 1 ) })`,
				} }
			/>
			<span>{ format( extent.max ) }</span>
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
 * @param props.format Formats a value; by the metric's type by default.
 */
export default function WorldMap( {
	report,
	format: formatValue,
}: {
	report: CountriesReport;
	format?: FormatValue;
} ) {
	const format: FormatValue =
		formatValue ?? ( ( value ) => formatMetric( value, report.metric ) );
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
			value: row ? format( row.value ) : __( 'No data', 'uipress' ),
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
			{ extent && <MapLegend extent={ extent } format={ format } /> }
		</div>
	);
}
