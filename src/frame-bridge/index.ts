/**
 * The frame bridge entry: loaded in the head of admin pages shown in the
 * interface's content frame (Runtime\FrameBridge). Reads the admin base URL
 * from `window.uipressFrame`.
 */

/**
 * Internal dependencies
 */
import { startBridge } from './bridge';

const config = ( window as Window & { uipressFrame?: { adminUrl?: unknown } } )
	.uipressFrame;
const adminUrl =
	typeof config?.adminUrl === 'string'
		? config.adminUrl
		: `${ window.location.origin }/wp-admin/`;

startBridge( window, adminUrl );
