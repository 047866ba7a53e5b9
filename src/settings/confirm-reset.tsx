/**
 * WordPress dependencies
 */
import { Button, Flex, Modal } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

interface ConfirmResetProps {
	/** The group's name. */
	group: string;
	onConfirm: () => void;
	onCancel: () => void;
}

/**
 * Asks before a group of settings goes back to its defaults.
 *
 * @param props           Component props.
 * @param props.group     The group's name.
 * @param props.onConfirm Resets.
 * @param props.onCancel  Keeps the settings.
 */
export default function ConfirmReset( {
	group,
	onConfirm,
	onCancel,
}: ConfirmResetProps ) {
	return (
		<Modal
			title={ sprintf(
				/* translators: %s: the group's name, e.g. White label. */
				__( 'Reset “%s” settings?', 'uipress' ),
				group
			) }
			onRequestClose={ onCancel }
			size="small"
		>
			<p>
				{ __(
					'Every setting of this group goes back to its default, saved at once. Unsaved changes to the group are lost.',
					'uipress'
				) }
			</p>
			<Flex justify="flex-end">
				<Button variant="tertiary" onClick={ onCancel }>
					{ __( 'Cancel', 'uipress' ) }
				</Button>
				<Button variant="primary" isDestructive onClick={ onConfirm }>
					{ __( 'Reset to defaults', 'uipress' ) }
				</Button>
			</Flex>
		</Modal>
	);
}
