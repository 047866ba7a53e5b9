/**
 * The runtime entry: loaded on admin pages where a template applies.
 * It boots the shared app state; the template renderer mounts on top of it.
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { bootApp } from '../shared/boot';

domReady( () => {
	try {
		bootApp();
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error(
			'UiPress:',
			error instanceof Error ? error.message : error
		);
	}
} );
