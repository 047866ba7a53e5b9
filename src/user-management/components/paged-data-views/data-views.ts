/**
 * The DataViews the paged list renders. In the interface (the Users and
 * Activity blocks) it is the library script the server prints
 * (data-views.interface.ts), shared with the posts table.
 */
export { DataViews } from '@wordpress/dataviews/wp';
