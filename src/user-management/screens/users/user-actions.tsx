/**
 * The users list's actions: edit opens the side panel; change role, send
 * password reset and delete act on one or many users through `POST
 * /users/bulk`, each after a dialog. Every outcome is a snackbar; users the
 * server refused are reported with its message.
 */

/**
 * WordPress dependencies
 */
import { Button, RadioControl, SelectControl } from '@wordpress/components';
import type { Action } from '@wordpress/dataviews/wp';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { key, pencil, people, trash } from '@wordpress/icons';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../../components/utils/api';
import {
	type BulkAction,
	type BulkRequest,
	bulkUsers,
	type UserRow,
} from '../../api/users';
import type { ConfigRole } from '../../config';
import UserPicker from '../../components/user-picker';

export interface UserActionsContext {
	/** The roles the acting user may give. */
	roles: ConfigRole[];
	/** Opens a user's side panel. */
	onEdit: ( user: UserRow ) => void;
	/** After users changed (the list asks for its page again). */
	onChanged: () => void;
	notify: {
		success: ( text: string ) => void;
		error: ( text: string ) => void;
	};
}

const displayName = ( user: UserRow | undefined ) =>
	user ? user.name || user.login : '';

/**
 * What a bulk action reports: one success line, one error line per refusal.
 *
 * @param request The action asked.
 * @param users   The users it was asked for.
 * @param success The success text for a number of users.
 * @param context The actions' context.
 */
async function runBulk(
	request: BulkRequest,
	users: UserRow[],
	success: ( done: number ) => string,
	context: UserActionsContext
): Promise< void > {
	try {
		const result = await bulkUsers( request );
		if ( result.done.length > 0 ) {
			context.notify.success( success( result.done.length ) );
		}
		result.failed.forEach( ( failure ) => {
			const user = users.find( ( { id } ) => id === failure.id );
			context.notify.error(
				user
					? sprintf(
							/* translators: 1: user name, 2: the server's reason. */
							__( '%1$s: %2$s', 'uipress' ),
							displayName( user ),
							failure.message
						)
					: failure.message
			);
		} );
	} catch ( error ) {
		context.notify.error( errorMessage( error ) );
	}
	context.onChanged();
}

interface DialogProps {
	children: ReactNode;
	confirmLabel: string;
	destructive?: boolean;
	disabled?: boolean;
	busy: boolean;
	onCancel?: () => void;
	onConfirm: () => void;
}

/**
 * A dialog's body: its text and controls, then Cancel and the action.
 *
 * @param props              Component props.
 * @param props.children
 * @param props.confirmLabel
 * @param props.destructive
 * @param props.disabled
 * @param props.busy
 * @param props.onCancel
 * @param props.onConfirm
 */
function DialogBody( {
	children,
	confirmLabel,
	destructive = false,
	disabled = false,
	busy,
	onCancel,
	onConfirm,
}: DialogProps ) {
	return (
		<div className="uip-users-screen__stack uip-users-screen__dialog">
			{ children }
			<div className="uip-users-screen__dialog-buttons">
				<Button
					__next40pxDefaultSize
					variant="tertiary"
					onClick={ onCancel }
					disabled={ busy }
				>
					{ __( 'Cancel', 'uipress' ) }
				</Button>
				<Button
					__next40pxDefaultSize
					variant="primary"
					isDestructive={ destructive }
					isBusy={ busy }
					disabled={ busy || disabled }
					onClick={ onConfirm }
				>
					{ confirmLabel }
				</Button>
			</div>
		</div>
	);
}

interface ModalProps {
	items: UserRow[];
	closeModal?: () => void;
	context: UserActionsContext;
}

/**
 * Sets, adds or removes a role.
 *
 * @param props            Component props.
 * @param props.items
 * @param props.closeModal
 * @param props.context
 */
function ChangeRoleDialog( { items, closeModal, context }: ModalProps ) {
	const assignable = context.roles.filter( ( role ) => role.assignable );
	const [ role, setRole ] = useState( assignable[ 0 ]?.slug ?? '' );
	const [ mode, setMode ] = useState< BulkAction >( 'set-role' );
	const [ busy, setBusy ] = useState( false );
	const roleName =
		assignable.find( ( { slug } ) => slug === role )?.name ?? role;
	const confirm = async () => {
		setBusy( true );
		await runBulk(
			{ action: mode, ids: items.map( ( { id } ) => id ), role },
			items,
			( done ) =>
				sprintf(
					/* translators: 1: number of users, 2: role name. */
					_n(
						'Role %2$s changed for %1$d user.',
						'Role %2$s changed for %1$d users.',
						done,
						'uipress'
					),
					done,
					roleName
				),
			context
		);
		closeModal?.();
	};
	return (
		<DialogBody
			confirmLabel={ __( 'Apply', 'uipress' ) }
			busy={ busy }
			disabled={ role === '' }
			onCancel={ closeModal }
			onConfirm={ confirm }
		>
			<RadioControl
				label={ __( 'Change', 'uipress' ) }
				selected={ mode }
				options={ [
					{
						value: 'set-role',
						label: __( 'Replace their roles with', 'uipress' ),
					},
					{
						value: 'add-role',
						label: __( 'Add the role', 'uipress' ),
					},
					{
						value: 'remove-role',
						label: __( 'Remove the role', 'uipress' ),
					},
				] }
				onChange={ ( value ) => setMode( value as BulkAction ) }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Role', 'uipress' ) }
				value={ role }
				options={ assignable.map( ( entry ) => ( {
					value: entry.slug,
					label: entry.name,
				} ) ) }
				onChange={ setRole }
			/>
		</DialogBody>
	);
}

/**
 * Confirms sending WordPress's password reset e-mail.
 *
 * @param props            Component props.
 * @param props.items
 * @param props.closeModal
 * @param props.context
 */
function SendResetDialog( { items, closeModal, context }: ModalProps ) {
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
		<DialogBody
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
		</DialogBody>
	);
}

/**
 * Deletes users after asking who gets their content (or that it goes too).
 *
 * @param props            Component props.
 * @param props.items
 * @param props.closeModal
 * @param props.context
 */
function DeleteDialog( { items, closeModal, context }: ModalProps ) {
	const [ busy, setBusy ] = useState( false );
	const [ content, setContent ] = useState< 'reassign' | 'delete' >(
		'reassign'
	);
	const [ heir, setHeir ] = useState< UserRow | null >( null );
	const posts = items.reduce( ( sum, user ) => sum + user.posts, 0 );
	const confirm = async () => {
		setBusy( true );
		await runBulk(
			{
				action: 'delete',
				ids: items.map( ( { id } ) => id ),
				reassign: content === 'reassign' ? heir?.id : undefined,
			},
			items,
			( done ) =>
				sprintf(
					/* translators: %d: number of users. */
					_n(
						'%d user deleted.',
						'%d users deleted.',
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
		<DialogBody
			confirmLabel={ __( 'Delete', 'uipress' ) }
			destructive
			busy={ busy }
			disabled={ content === 'reassign' && ! heir }
			onCancel={ closeModal }
			onConfirm={ confirm }
		>
			<p>
				{ items.length === 1
					? sprintf(
							/* translators: %s: user name. */
							__(
								'Delete %s? This cannot be undone.',
								'uipress'
							),
							displayName( items[ 0 ] )
						)
					: sprintf(
							/* translators: %d: number of users (two or more). */
							__(
								'Delete these %d users? This cannot be undone.',
								'uipress'
							),
							items.length
						) }
			</p>
			<RadioControl
				label={ sprintf(
					/* translators: %d: number of posts the users wrote. */
					_n(
						'What should happen to their content (%d post)?',
						'What should happen to their content (%d posts)?',
						posts,
						'uipress'
					),
					posts
				) }
				selected={ content }
				options={ [
					{
						value: 'reassign',
						label: __( 'Attribute all content to:', 'uipress' ),
					},
					{
						value: 'delete',
						label: __( 'Delete all content', 'uipress' ),
					},
				] }
				onChange={ ( value ) =>
					setContent( value === 'delete' ? 'delete' : 'reassign' )
				}
			/>
			{ content === 'reassign' && (
				<UserPicker
					label={ __( 'Give their content to', 'uipress' ) }
					value={ heir }
					onChange={ setHeir }
					exclude={ items.map( ( { id } ) => id ) }
				/>
			) }
		</DialogBody>
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
			RenderModal: ( { items, closeModal } ) => (
				<ChangeRoleDialog
					items={ items }
					closeModal={ closeModal }
					context={ context }
				/>
			),
		},
		{
			id: 'send-reset',
			label: __( 'Send password reset', 'uipress' ),
			icon: key,
			supportsBulk: true,
			isEligible: ( user ) => user.canEdit,
			modalHeader: __( 'Send password reset', 'uipress' ),
			RenderModal: ( { items, closeModal } ) => (
				<SendResetDialog
					items={ items }
					closeModal={ closeModal }
					context={ context }
				/>
			),
		},
		{
			id: 'delete',
			label: __( 'Delete', 'uipress' ),
			icon: trash,
			supportsBulk: true,
			isEligible: ( user ) => user.canDelete,
			modalHeader: __( 'Delete users', 'uipress' ),
			RenderModal: ( { items, closeModal } ) => (
				<DeleteDialog
					items={ items }
					closeModal={ closeModal }
					context={ context }
				/>
			),
		},
	];
}
