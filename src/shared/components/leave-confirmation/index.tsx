/**
 * External dependencies
 */
import type { ReactElement } from 'react';

/**
 * WordPress dependencies
 */
// WordPress's confirmation dialog, as its own editors ask before leaving.
// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
import { __experimentalConfirmDialog as ConfirmDialog } from '@wordpress/components';
import { useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export interface LeaveConfirmation {
	/** Leaves at once when nothing is unsaved, else asks first. */
	requestLeave: () => void;
	/** The dialog to render (null while not asking). */
	dialog: ReactElement | null;
}

/**
 * Leaving a screen with unsaved changes asks first, in WordPress's own
 * dialog rather than the browser's: its buttons say what they do, and it is
 * styled and announced like the rest of the screen.
 *
 * @param dirty   Whether there are unsaved changes.
 * @param leave   What leaving does.
 * @param message The question; says the template's changes by default.
 */
export function useLeaveConfirmation(
	dirty: boolean,
	leave: () => void,
	message: string = __(
		'The template has unsaved changes. Leave without saving?',
		'uipress'
	)
): LeaveConfirmation {
	const [ asking, setAsking ] = useState( false );
	const requestLeave = useCallback( () => {
		if ( dirty ) {
			setAsking( true );
		} else {
			leave();
		}
	}, [ dirty, leave ] );
	const dialog = asking ? (
		<ConfirmDialog
			isOpen
			confirmButtonText={ __( 'Leave without saving', 'uipress' ) }
			cancelButtonText={ __( 'Keep editing', 'uipress' ) }
			onConfirm={ () => {
				setAsking( false );
				leave();
			} }
			onCancel={ () => setAsking( false ) }
		>
			{ message }
		</ConfirmDialog>
	) : null;
	return { requestLeave, dialog };
}
