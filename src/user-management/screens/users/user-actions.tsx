/**
 * The users list's actions: edit opens the side panel; change role, send
 * password reset and delete act on one or many users through `POST
 * /users/bulk`, each after a dialog (in actions/). Every outcome is a
 * snackbar; users the server refused are reported with its message.
 */

/**
 * WordPress dependencies
 */
import type { Action } from '@wordpress/dataviews/wp';
import { __ } from '@wordpress/i18n';
import { key, pencil, people, trash } from '@wordpress/icons';
import type { ComponentType, ReactElement } from 'react';

/**
 * Internal dependencies
 */
import type { UserRow } from '../../api/users';
import ChangeRoleDialog from './actions/change-role-dialog';
import DeleteUsersDialog from './actions/delete-users-dialog';
import type { UserActionsContext, UserDialogProps } from './actions/run-bulk';
import SendResetDialog from './actions/send-reset-dialog';

export type { UserActionsContext } from './actions/run-bulk';

/**
 * A bulk action that opens its dialog on the chosen users.
 *
 * @param Dialog  The action's dialog.
 * @param context What it needs.
 */
function dialogFor(
	Dialog: ComponentType< UserDialogProps >,
	context: UserActionsContext
): ( props: { items: UserRow[]; closeModal?: () => void } ) => ReactElement {
	return ( { items, closeModal } ) => (
		<Dialog items={ items } closeModal={ closeModal } context={ context } />
	);
}

/**
 * The list's actions.
 *
 * @param context What they need.
 */
export function userActions(
	context: UserActionsContext
): Action< UserRow >[] {
	return [
		{
			id: 'edit',
			label: __( 'Edit', 'uipress' ),
			icon: pencil,
			isPrimary: true,
			callback: ( [ user ] ) => user && context.onEdit( user ),
		},
		{
			id: 'change-role',
			label: __( 'Change role', 'uipress' ),
			icon: people,
			supportsBulk: true,
			isEligible: ( user ) => user.canPromote,
			modalHeader: __( 'Change role', 'uipress' ),
			RenderModal: dialogFor( ChangeRoleDialog, context ),
		},
		{
			id: 'send-reset',
			label: __( 'Send password reset', 'uipress' ),
			icon: key,
			supportsBulk: true,
			isEligible: ( user ) => user.canEdit,
			modalHeader: __( 'Send password reset', 'uipress' ),
			RenderModal: dialogFor( SendResetDialog, context ),
		},
		{
			id: 'delete',
			label: __( 'Delete', 'uipress' ),
			icon: trash,
			supportsBulk: true,
			isEligible: ( user ) => user.canDelete,
			modalHeader: __( 'Delete users', 'uipress' ),
			RenderModal: dialogFor( DeleteUsersDialog, context ),
		},
	];
}
