/**
 * The DataViews component the posts table renders. In the interface it comes
 * from its own script instead (data-views.interface.ts).
 */
export { DataViews } from '@wordpress/dataviews/wp';
