/**
 * Internal dependencies
 */
import type { DataViews as DataViewsComponent } from './data-views';
import { printedChunk } from '../../../shared/printed-chunks';

/**
 * The interface's DataViews: build/vendor/dataviews.js, which the server
 * prints before the chunk of a block that lists it in webpack.config.js
 * (INTERFACE_LIBRARIES), as for the posts table.
 */
export const DataViews = printedChunk(
	'vendor/dataviews'
) as typeof DataViewsComponent;
