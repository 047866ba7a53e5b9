/**
 * The runtime entry: loaded on admin pages where a template applies. It
 * renders that template into `#uip-runtime-root` in production mode, once
 * every script printed after it (the template's block chunks) has run: at
 * DOMContentLoaded. WordPress's dom-ready package does the same, but as a
 * script of its own it was one more request on every interface page
 * (`npm run bench:admin` holds the interface to stock + 5).
 */

/**
 * Internal dependencies
 */
import { mountRuntime } from './mount';

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mountRuntime, {
		once: true,
	} );
} else {
	mountRuntime();
}
