/**
 * Internal dependencies
 */
import type { countryShapes as CountryShapes } from './world-geometry';
import { printedChunk } from '../../../../shared/printed-chunks';

export { MAP_HEIGHT, MAP_WIDTH, type CountryShape } from './map-frame';

/**
 * The interface's country shapes: the server prints the geometry's script
 * (build/vendor/world-geometry.js: d3-geo, topojson-client and Natural
 * Earth's countries, with a webpack runtime of its own) before the map
 * block's chunk. Bundled into that chunk, d3-geo would bring webpack helpers
 * only it uses into runtime.js, which every interface page loads.
 */
export const countryShapes = printedChunk(
	'vendor/world-geometry'
) as typeof CountryShapes;
