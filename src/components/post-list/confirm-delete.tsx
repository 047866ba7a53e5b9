/**
 * WordPress dependencies
 */
import { Button, Flex, Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

interface ConfirmDeleteProps {
	/** The dialog's heading, e.g. "Delete template?". */
	heading: string;
	/** What deleting does. */
	message: string;
	onConfirm: () => void;
	onCancel: () => void;
}

/**
 * Asks before a template is moved to the trash.
 *
 * @param props           Component props.
 * @param props.heading   The dialog's heading.
 * @param props.message   What deleting does.
 * @param props.onConfirm Deletes.
 * @param props.onCancel  Keeps the post.
 */
export default function ConfirmDelete( {
	heading,
	message,
	onConfirm,
	onCancel,
}: ConfirmDeleteProps ) {
	return (
		<Modal title={ heading } onRequestClose={ onCancel } size="small">
			<p>{ message }</p>
			<Flex justify="flex-end">
				<Button variant="tertiary" onClick={ onCancel }>
					{ __( 'Cancel', 'uipress' ) }
				</Button>
				<Button variant="primary" isDestructive onClick={ onConfirm }>
					{ __( 'Delete', 'uipress' ) }
				</Button>
			</Flex>
		</Modal>
	);
}
