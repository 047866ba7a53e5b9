/**
 * WordPress dependencies
 */
import { Button, Flex, Modal } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

interface DeleteDialogProps {
	title: string;
	onConfirm: () => void;
	onCancel: () => void;
}

/**
 * Asks before a template is moved to the trash.
 *
 * @param props           Component props.
 * @param props.title     The template's title.
 * @param props.onConfirm Deletes.
 * @param props.onCancel  Keeps the template.
 */
export default function DeleteDialog( {
	title,
	onConfirm,
	onCancel,
}: DeleteDialogProps ) {
	return (
		<Modal
			title={ __( 'Delete template?', 'uipress' ) }
			onRequestClose={ onCancel }
			size="small"
		>
			<p>
				{ sprintf(
					/* translators: %s: template title. */
					__(
						'“%s” will be moved to the trash and stop applying to anyone.',
						'uipress'
					),
					title
				) }
			</p>
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
