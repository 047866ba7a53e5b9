/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { displayName, runBulk, type UserDialogProps } from './run-bulk';
import UserDialog from './user-dialog';

/**
 * Confirms sending WordPress's password reset e-mail.
 *
 * @param props            Component props.
 * @param props.items
 * @param props.closeModal
 * @param props.context
 */
export default function SendResetDialog( {
	items,
	closeModal,
	context,
}: UserDialogProps ) {
	const [ busy, setBusy ] = useState( false );
	const confirm = async () => {
		setBusy( true );
		await runBulk(
			{ action: 'send-reset', ids: items.map( ( { id } ) => id ) },
			items,
			( done ) =>
				sprintf(
					/* translators: %d: number of users. */
					_n(
						'Password reset e-mail sent to %d user.',
						'Password reset e-mail sent to %d users.',
						done,
						'uipress'
					),
					done
				),
			context
		);
		closeModal?.();
	};
	return (
		<UserDialog
			confirmLabel={ __( 'Send', 'uipress' ) }
			busy={ busy }
			onCancel={ closeModal }
			onConfirm={ confirm }
		>
			<p>
				{ items.length === 1
					? sprintf(
							/* translators: %s: user name. */
							__(
								'Send %s an e-mail with a link to choose a new password? Their current password keeps working until they do.',
								'uipress'
							),
							displayName( items[ 0 ] )
						)
					: sprintf(
							/* translators: %d: number of users (two or more). */
							__(
								'Send these %d users an e-mail with a link to choose a new password? Their current passwords keep working until they do.',
								'uipress'
							),
							items.length
						) }
			</p>
		</UserDialog>
	);
}
