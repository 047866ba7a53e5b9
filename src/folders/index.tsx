/**
 * Folders (docs/FOLDERS.md): one script for every screen that shows the
 * folder panel, which mounts what the page's configuration names.
 */
import domReady from '@wordpress/dom-ready';

domReady( () => {
	// The screens (media library, list tables, media modal) mount here.
} );
