/**
 * The runtime entry: loaded on admin pages where a template applies. It
 * renders that template into `#uip-runtime-root` in production mode.
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { mountRuntime } from './mount';

domReady( mountRuntime );
