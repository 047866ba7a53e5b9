/**
 * WordPress dependencies
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';
import type { ComponentProps } from 'react';

/**
 * Internal dependencies
 */
import './screen-snackbars.scss';

type SnackbarNotices = ComponentProps< typeof SnackbarList >[ 'notices' ];

/**
 * The snackbars of the `core/notices` store (what an action reports), at
 * the bottom of a user management screen, as in WordPress's own DataViews
 * screens.
 */
export default function ScreenSnackbars() {
	const all = useSelect(
		( select ) => select( noticesStore ).getNotices(),
		[]
	);
	const notices = useMemo(
		() => all.filter( ( notice ) => notice.type === 'snackbar' ),
		[ all ]
	);
	const { removeNotice } = useDispatch( noticesStore );
	return (
		<SnackbarList
			className="uip-user-management-snackbars"
			notices={ notices as unknown as SnackbarNotices }
			onRemove={ removeNotice }
		/>
	);
}

/**
 * Reports an action's outcome as a snackbar; errors (the server's message)
 * stay until dismissed.
 */
export function useSnackbar() {
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	return useMemo(
		() => ( {
			success: ( message: string ) =>
				createSuccessNotice( message, { type: 'snackbar' } ),
			error: ( message: string ) =>
				createErrorNotice( message, {
					type: 'snackbar',
					explicitDismiss: true,
				} ),
		} ),
		[ createSuccessNotice, createErrorNotice ]
	);
}
