/**
 * Internal dependencies
 */
import type { DataViews as DataViewsComponent } from './data-views';
import { printedChunk } from '../../shared/printed-chunks';

/**
 * The interface's DataViews: the server prints the library's script
 * (build/vendor/dataviews.js, a build of data-views.ts with a webpack
 * runtime of its own) before the posts table's chunk. Bundled into that
 * chunk, the library would bring webpack helpers only it uses into
 * runtime.js, which every interface page loads.
 */
export const DataViews = printedChunk(
	'vendor/dataviews'
) as typeof DataViewsComponent;
