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
import { useEffect, useState } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';
import type { ComponentProps } from 'react';

/**
 * Internal dependencies
 */
import { FOLDERS_NOTICES_CONTEXT } from '../../store/constants';

type SnackbarNotices = ComponentProps< typeof SnackbarList >[ 'notices' ];

// Two panels may share a page (a screen's and the media modal's): the first
// mounted shows the snackbars, the next takes over when it unmounts.
const owners: Array< () => void > = [];

function useIsFirstPanel(): boolean {
	const [ first, setFirst ] = useState( false );
	useEffect( () => {
		const claim = () => setFirst( true );
		owners.push( claim );
		if ( owners[ 0 ] === claim ) {
			claim();
		}
		return () => {
			const index = owners.indexOf( claim );
			owners.splice( index, 1 );
			if ( index === 0 ) {
				owners[ 0 ]?.();
			}
		};
	}, [] );
	return first;
}

/**
 * The folders' snackbars.
 */
export default function FolderSnackbars() {
	const first = useIsFirstPanel();
	const notices = useSelect(
		( select ) =>
			select( noticesStore ).getNotices( FOLDERS_NOTICES_CONTEXT ),
		[]
	);
	const { removeNotice } = useDispatch( noticesStore );
	if ( ! first ) {
		return null;
	}
	return (
		<SnackbarList
			className="uip-folder-snackbars"
			notices={ notices as unknown as SnackbarNotices }
			onRemove={ ( id ) => removeNotice( id, FOLDERS_NOTICES_CONTEXT ) }
		/>
	);
}
