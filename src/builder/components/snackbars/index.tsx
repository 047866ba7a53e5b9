/**
 * WordPress dependencies
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import type { ComponentProps } from 'react';

/**
 * Internal dependencies
 */
import { notificationsStore } from '../../../engine/notifications';
import type { Notification } from '../../../engine/types';
import './snackbars.scss';

type SnackbarNotices = ComponentProps< typeof SnackbarList >[ 'notices' ];
type SnackbarNotice = SnackbarNotices[ number ];

/** Marks the ids of snackbars that show a `uipress/notifications` toast. */
const TOAST_PREFIX = 'uipress-toast:';

const NONE: Notification[] = [];

/**
 * A toast of the `uipress/notifications` store (what the builder's store,
 * the template list and the media library report) as a snackbar. Errors and
 * toasts that do not go by themselves stay until dismissed.
 *
 * @param toast The toast.
 */
export function toastAsSnackbar( toast: Notification ): SnackbarNotice {
	const content =
		toast.title && toast.message
			? sprintf(
					/* translators: 1: what happened, 2: the details. */
					__( '%1$s: %2$s', 'uipress' ),
					toast.title,
					toast.message
				)
			: toast.title || toast.message;
	return {
		id: TOAST_PREFIX + toast.uid,
		content,
		spokenMessage: content,
		politeness: toast.status === 'error' ? 'assertive' : 'polite',
		explicitDismiss: ! toast.dismissable || toast.status === 'error',
		actions: [],
	} as unknown as SnackbarNotice;
}

/**
 * The builder's one place for messages, at the bottom left as in the block
 * editor: the snackbars of the core/notices store (the block deletion's
 * Undo) and the toasts of the `uipress/notifications` store together.
 */
export default function Snackbars() {
	const { notices, toasts } = useSelect(
		( select ) => ( {
			notices: select( noticesStore ).getNotices(),
			// A registry of the caller's own may lack the store.
			toasts: select( notificationsStore )?.getNotifications() ?? NONE,
		} ),
		[]
	);
	const snackbars = useMemo(
		() => [
			...( notices.filter(
				( notice ) => notice.type === 'snackbar'
			) as unknown as SnackbarNotices ),
			...toasts.map( toastAsSnackbar ),
		],
		[ notices, toasts ]
	);
	const { removeNotice } = useDispatch( noticesStore );
	const { removeNotification } = useDispatch( notificationsStore );
	return (
		<SnackbarList
			className="uip-editor-snackbars"
			notices={ snackbars }
			onRemove={ ( id: string ) => {
				if ( id.startsWith( TOAST_PREFIX ) ) {
					removeNotification( id.slice( TOAST_PREFIX.length ) );
				} else {
					removeNotice( id );
				}
			} }
		/>
	);
}
