/**
 * The frame bridge entry: loaded in the head of admin pages shown in the
 * interface's content frame (Runtime\FrameBridge). Reads the admin base URL
 * and the screens that open in the whole window from `window.uipressFrame`.
 */

/**
 * Internal dependencies
 */
import { startBridge } from './bridge';

const config = (
	window as Window & {
		uipressFrame?: { adminUrl?: unknown; windowPages?: unknown };
	}
 ).uipressFrame;
const adminUrl =
	typeof config?.adminUrl === 'string'
		? config.adminUrl
		: `${ window.location.origin }/wp-admin/`;
const windowPages = Array.isArray( config?.windowPages )
	? config.windowPages.filter(
			( page ): page is string => typeof page === 'string'
		)
	: [];

startBridge( window, adminUrl, windowPages );
