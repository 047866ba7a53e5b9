/**
 * Folders (docs/FOLDERS.md): one script for every screen that shows the
 * folder panel, which mounts what the page's configuration names.
 */

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { readFoldersConfig } from './screens/config';
import { mountListTable } from './screens/list-table';
import { mountMediaGrid } from './screens/media-grid';
import { addFoldersToMediaModals } from './screens/media-modal';
import { foldersStore } from './store';
import { bindFutureUploaders, onUploadsDone } from './screens/uploads';
import './screens/screens.scss';

domReady( () => {
	const config = readFoldersConfig();
	if ( ! config ) {
		return;
	}
	if ( config.kinds.attachment ) {
		// Any screen may open a media modal (the block editor, the builder
		// keeps its own dialog); the grid's frame is handled below.
		bindFutureUploaders();
		// New files change the counts of their folder, All and Uncategorised.
		onUploadsDone(
			() =>
				void dispatch( foldersStore ).loadFolders( 'attachment', {
					quiet: true,
				} )
		);
		addFoldersToMediaModals( config.kinds.attachment.canEdit );
	}
	switch ( config.screen ) {
		case 'media-grid':
			mountMediaGrid( config );
			break;
		case 'media-list':
		case 'list-table':
			void mountListTable( config );
			break;
	}
} );
