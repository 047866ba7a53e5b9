/**
 * The panel's snackbars (Undo of a delete, errors): the `core/notices`
 * store's notices of the folders context only, so a screen that shows its
 * own global snackbars (the block editor) does not show them twice.
 */

/**
 * WordPress dependencies
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import type { ComponentProps } from 'react';

/**
 * Internal dependencies
 */
import { FOLDERS_NOTICES_CONTEXT } from '../../store/constants';

type SnackbarNotices = ComponentProps< typeof SnackbarList >[ 'notices' ];

/**
 * The folders' snackbars.
 */
export default function FolderSnackbars() {
	const notices = useSelect(
		( select ) =>
			select( noticesStore ).getNotices( FOLDERS_NOTICES_CONTEXT ),
		[]
	);
	const { removeNotice } = useDispatch( noticesStore );
	return (
		<SnackbarList
			className="uip-folder-snackbars"
			notices={ notices as unknown as SnackbarNotices }
			onRemove={ ( id ) => removeNotice( id, FOLDERS_NOTICES_CONTEXT ) }
		/>
	);
}
