/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Icon, close } from '@wordpress/icons';
import type { MouseEvent } from 'react';

/**
 * Internal dependencies
 */
import type { Notification, NotificationStatus } from '../types';
import { NOTIFICATION_LIFETIME_MS } from '../types';
import LoadingSpinner from '../../components/spinner';
import { IconButton, ScreenReaderText } from '../ui';
import './notification-toast.scss';

export interface NotificationToastProps {
	notification: Notification;
	onDismiss: ( uid: string ) => void;
}

/**
 * What screen readers hear before the text, since the status is otherwise
 * only a colour.
 *
 * @param status The notification's status.
 */
function statusLabel( status: NotificationStatus ): string {
	switch ( status ) {
		case 'success':
			return __( 'Success:', 'uipress' );
		case 'error':
			return __( 'Error:', 'uipress' );
		case 'warning':
			return __( 'Warning:', 'uipress' );
	}
	return '';
}

/**
 * One toast. A dismissable one disappears after 6 s (spec: notification
 * lifetime) or when clicked; the countdown pauses while the pointer or focus
 * is on it, so nobody loses a message they are reading.
 *
 * @param props              Component props.
 * @param props.notification The notification.
 * @param props.onDismiss    Removes it.
 */
export default function NotificationToast( {
	notification,
	onDismiss,
}: NotificationToastProps ) {
	const { uid, title, message, status, dismissable, loader } = notification;
	const [ paused, setPaused ] = useState( false );

	useEffect( () => {
		if ( ! dismissable || paused ) {
			return undefined;
		}
		const timer = window.setTimeout(
			() => onDismiss( uid ),
			NOTIFICATION_LIFETIME_MS
		);
		return () => window.clearTimeout( timer );
	}, [ uid, dismissable, paused, onDismiss ] );

	const label = statusLabel( status );
	const dismiss = () => onDismiss( uid );

	return (
		// The whole toast dismisses on click (spec); keyboard users have the
		// dismiss button, so the list item itself needs no key handler.
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
		<li
			className={ `uip-notification uip-notification--${ status }${
				dismissable ? ' is-dismissable' : ''
			}` }
			data-uip-notification={ uid }
			role={ status === 'error' ? 'alert' : undefined }
			onClick={ dismissable ? dismiss : undefined }
			onMouseEnter={ () => setPaused( true ) }
			onMouseLeave={ () => setPaused( false ) }
			onFocus={ () => setPaused( true ) }
			onBlur={ () => setPaused( false ) }
		>
			{ loader && (
				<LoadingSpinner
					decorative
					className="uip-notification__loader"
				/>
			) }
			<div className="uip-notification__body">
				{ title && (
					<p className="uip-notification__title">
						{ label && (
							<ScreenReaderText>{ label } </ScreenReaderText>
						) }
						{ title }
					</p>
				) }
				{ message && (
					<p className="uip-notification__message">
						{ ! title && label && (
							<ScreenReaderText>{ label } </ScreenReaderText>
						) }
						{ message }
					</p>
				) }
			</div>
			{ dismissable && (
				<IconButton
					className="uip-notification__dismiss"
					label={ __( 'Dismiss notification', 'uipress' ) }
					onClick={ ( event: MouseEvent< HTMLElement > ) => {
						event.stopPropagation();
						dismiss();
					} }
				>
					<Icon icon={ close } size={ 20 } />
				</IconButton>
			) }
		</li>
	);
}
