/**
 * WordPress dependencies
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import type { ComponentProps } from 'react';

type SnackbarNotices = ComponentProps< typeof SnackbarList >[ 'notices' ];

/**
 * Snackbars of the core/notices store (the block deletion's Undo).
 */
export default function Snackbars() {
	const notices = useSelect(
		( select ) =>
			select( noticesStore )
				.getNotices()
				.filter( ( notice ) => notice.type === 'snackbar' ),
		[]
	);
	const { removeNotice } = useDispatch( noticesStore );
	return (
		<SnackbarList
			className="uip-editor-snackbars"
			notices={ notices as unknown as SnackbarNotices }
			onRemove={ ( id: string ) => removeNotice( id ) }
		/>
	);
}
