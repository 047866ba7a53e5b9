/**
 * The world's countries as SVG paths: Natural Earth's 1:110m countries
 * (world-atlas, TopoJSON) through topojson-client and d3-geo, projected once
 * per page (Equal Earth, which keeps areas true) into a fixed view box.
 * The interface takes it from its own script (world-geometry.interface.ts).
 */

/**
 * External dependencies
 */
import { geoEqualEarth, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';

/**
 * Internal dependencies
 */
import { alpha2ForShape } from './country-codes';
import { MAP_HEIGHT, MAP_WIDTH, type CountryShape } from './map-frame';

export { MAP_HEIGHT, MAP_WIDTH, type CountryShape };

/** Antarctica (ISO 010): no visits, and a third of the drawing. */
const LEFT_OUT = new Set( [ '010' ] );

type CountryProperties = { name?: string };

let shapes: CountryShape[] | undefined;

/**
 * Every country's shape, computed on first use.
 */
export function countryShapes(): CountryShape[] {
	if ( shapes ) {
		return shapes;
	}
	const topology = world as unknown as Topology< {
		countries: GeometryCollection< CountryProperties >;
	} >;
	const countries = feature( topology, topology.objects.countries );
	const kept = countries.features.filter(
		( country ) => ! LEFT_OUT.has( String( country.id ) )
	);
	const projection = geoEqualEarth().fitSize( [ MAP_WIDTH, MAP_HEIGHT ], {
		type: 'FeatureCollection',
		features: kept,
	} );
	const toPath = geoPath( projection );
	shapes = kept.map( ( country ) => {
		const name = country.properties?.name ?? '';
		return {
			countryId: alpha2ForShape(
				country.id === undefined ? undefined : String( country.id ),
				name
			),
			name,
			path: toPath( country ) ?? '',
		};
	} );
	return shapes;
}
