/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Notification } from '../types';
import NotificationToast from './toast';
import { notificationsStore } from './store';
import './notifications.scss';

const NONE: Notification[] = [];

/**
 * The toast list of the `uipress/notifications` store. Its list is a polite
 * live region that is always in the page, so new toasts are announced; error
 * toasts are alerts and interrupt.
 */
export default function Notifications() {
	// A registry of the caller's own may lack the store: show nothing then.
	const notifications = useSelect(
		( select ) => select( notificationsStore )?.getNotifications() ?? NONE,
		[]
	);
	const { removeNotification } = useDispatch( notificationsStore );

	return (
		<section
			className="uip-notifications"
			aria-label={ __( 'Notifications', 'uipress' ) }
		>
			<ul
				className="uip-notifications__list"
				aria-live="polite"
				aria-relevant="additions text"
			>
				{ notifications.map( ( notification ) => (
					<NotificationToast
						key={ notification.uid }
						notification={ notification }
						onDismiss={ removeNotification }
					/>
				) ) }
			</ul>
		</section>
	);
}
