/**
 * "Add user": username, e-mail, names, role and whether WordPress sends its
 * welcome e-mail (with the link to set a password), in a DataForm.
 */

/**
 * WordPress dependencies
 */
import { Modal, Notice } from '@wordpress/components';
import { DataForm, type Field, type Form } from '@wordpress/dataviews/wp';
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { FormEvent } from 'react';

/**
 * Internal dependencies
 */
import DialogButtons from '../../../components/dialog-buttons';
import { errorMessage } from '../../../components/utils/api';
import { createUser, type NewUser, type UserRow } from '../../api/users';
import type { ConfigRole } from '../../config';

interface NewUserForm {
	login: string;
	email: string;
	firstName: string;
	lastName: string;
	role: string;
	sendWelcome: boolean;
}

const FORM: Form = {
	layout: { type: 'regular' },
	fields: [
		'login',
		'email',
		'firstName',
		'lastName',
		'role',
		'sendWelcome',
	],
};

/**
 * The request of a filled form (empty names left out).
 *
 * @param form The form.
 */
export function newUserRequest( form: NewUserForm ): NewUser {
	const user: NewUser = {
		login: form.login.trim(),
		email: form.email.trim(),
		roles: form.role ? [ form.role ] : [],
		sendWelcome: form.sendWelcome,
	};
	if ( form.firstName.trim() ) {
		user.firstName = form.firstName.trim();
	}
	if ( form.lastName.trim() ) {
		user.lastName = form.lastName.trim();
	}
	return user;
}

interface AddUserModalProps {
	roles: ConfigRole[];
	defaultRole: string;
	onClose: () => void;
	onAdded: ( user: UserRow ) => void;
}

/**
 * The dialog.
 *
 * @param props             Component props.
 * @param props.roles
 * @param props.defaultRole
 * @param props.onClose
 * @param props.onAdded
 */
export default function AddUserModal( {
	roles,
	defaultRole,
	onClose,
	onAdded,
}: AddUserModalProps ) {
	const assignable = roles.filter( ( role ) => role.assignable );
	const [ form, setForm ] = useState< NewUserForm >( () => ( {
		login: '',
		email: '',
		firstName: '',
		lastName: '',
		role: assignable.some( ( { slug } ) => slug === defaultRole )
			? defaultRole
			: ( assignable[ 0 ]?.slug ?? '' ),
		sendWelcome: true,
	} ) );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	const fields = useMemo< Field< NewUserForm >[] >(
		() => [
			{
				id: 'login',
				label: __( 'Username', 'uipress' ),
				type: 'text',
				isValid: { required: true },
			},
			{
				id: 'email',
				label: __( 'E-mail', 'uipress' ),
				type: 'email',
				isValid: { required: true },
			},
			{
				id: 'firstName',
				label: __( 'First name', 'uipress' ),
				type: 'text',
			},
			{
				id: 'lastName',
				label: __( 'Last name', 'uipress' ),
				type: 'text',
			},
			{
				id: 'role',
				label: __( 'Role', 'uipress' ),
				type: 'text',
				elements: assignable.map( ( role ) => ( {
					value: role.slug,
					label: role.name,
				} ) ),
			},
			{
				id: 'sendWelcome',
				label: __(
					'Send the new user an e-mail about their account',
					'uipress'
				),
				type: 'boolean',
				Edit: 'checkbox',
			},
		],
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the page's roles do not change.
		[]
	);

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		setBusy( true );
		setError( null );
		try {
			const user = await createUser( newUserRequest( form ) );
			onAdded( user );
		} catch ( failure ) {
			setError( errorMessage( failure ) );
			setBusy( false );
		}
	};

	const complete = form.login.trim() !== '' && form.email.trim() !== '';
	return (
		<Modal
			title={ __( 'Add user', 'uipress' ) }
			onRequestClose={ onClose }
			className="uip-users-screen__add"
		>
			<form onSubmit={ submit }>
				<div className="uip-users-screen__stack">
					{ error && (
						<Notice status="error" isDismissible={ false }>
							{ error }
						</Notice>
					) }
					<DataForm< NewUserForm >
						data={ form }
						fields={ fields }
						form={ FORM }
						onChange={ ( edits ) =>
							setForm( ( current ) => ( {
								...current,
								...edits,
							} ) )
						}
					/>
					{ ! form.sendWelcome && (
						<p className="uip-users-screen__hint">
							{ sprintf(
								/* translators: %s: the button that sends a password reset. */
								__(
									'Without the e-mail, the user sets a password through “%s” or “Lost your password?”.',
									'uipress'
								),
								__( 'Send password reset', 'uipress' )
							) }
						</p>
					) }
					<DialogButtons
						confirmLabel={ __( 'Add user', 'uipress' ) }
						busy={ busy }
						disabled={ ! complete }
						submit
						onCancel={ onClose }
					/>
				</div>
			</form>
		</Modal>
	);
}
