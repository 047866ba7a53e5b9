/**
 * WordPress dependencies
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { FormEvent } from 'react';

/**
 * Internal dependencies
 */
import DialogButtons from '../../../components/dialog-buttons';
import { errorMessage } from '../../../components/utils/api';
import { createRole, deleteRole, updateRole, type Role } from '../../api/roles';
import { slugFromName } from './capability-model';
import { useSnackbar } from '../../components/screen-snackbars';

/** What the name form does: a new empty role, a copy, or a new name. */
export type RoleNameMode = 'create' | 'clone' | 'rename';

interface RoleNameFormProps {
	mode: RoleNameMode;
	/** The role copied or renamed. */
	role?: Role;
	closeModal?: () => void;
	/** Called with the role created or renamed. */
	onDone: ( role: Role ) => void;
}

function initialName( mode: RoleNameMode, role?: Role ): string {
	if ( mode === 'rename' && role ) {
		return role.name;
	}
	if ( mode === 'clone' && role ) {
		/* translators: %s: the copied role's name. */
		return sprintf( __( '%s (copy)', 'uipress' ), role.name );
	}
	return '';
}

/**
 * The form of Add role, Clone and Rename: a name and, for a new role, its
 * slug (made from the name until edited).
 *
 * @param props            Component props.
 * @param props.mode       What the form does.
 * @param props.role       The role cloned or renamed.
 * @param props.closeModal Closes the dialog.
 * @param props.onDone     Called with the saved role.
 */
export function RoleNameForm( {
	mode,
	role,
	closeModal,
	onDone,
}: RoleNameFormProps ) {
	const [ name, setName ] = useState( initialName( mode, role ) );
	const [ slug, setSlug ] = useState< string | null >( null );
	const [ busy, setBusy ] = useState( false );
	const snackbar = useSnackbar();
	const shownSlug = slug ?? slugFromName( name );

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		setBusy( true );
		const request =
			mode === 'rename' && role
				? updateRole( role.slug, { name: name.trim() } )
				: createRole( {
						name: name.trim(),
						slug: shownSlug || undefined,
						from: mode === 'clone' ? role?.slug : undefined,
					} );
		request
			.then( ( saved ) => {
				snackbar.success(
					mode === 'rename'
						? sprintf(
								/* translators: %s: role name. */
								__( 'Role renamed to %s.', 'uipress' ),
								saved.name
							)
						: sprintf(
								/* translators: %s: role name. */
								__( 'Role %s created.', 'uipress' ),
								saved.name
							)
				);
				closeModal?.();
				onDone( saved );
			} )
			.catch( ( failure: unknown ) => {
				snackbar.error( errorMessage( failure ) );
				setBusy( false );
			} );
	};

	return (
		<form onSubmit={ submit }>
			<div className="uip-role-dialog">
				{ mode === 'clone' && role && (
					<p>
						{ sprintf(
							/* translators: %s: role name. */
							__(
								'The new role starts with the capabilities of %s.',
								'uipress'
							),
							role.name
						) }
					</p>
				) }
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Role name', 'uipress' ) }
					value={ name }
					onChange={ setName }
					required
				/>
				{ mode !== 'rename' && (
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Slug', 'uipress' ) }
						help={ __(
							'How WordPress and plugins name the role: lower case letters, digits, _ and -. It cannot change later.',
							'uipress'
						) }
						value={ shownSlug }
						onChange={ ( value ) => setSlug( value ) }
						pattern="[a-z0-9_\-]+"
					/>
				) }
				<DialogButtons
					confirmLabel={
						mode === 'rename'
							? __( 'Rename', 'uipress' )
							: __( 'Create role', 'uipress' )
					}
					busy={ busy }
					disabled={ name.trim() === '' }
					submit
					accessibleWhenDisabled
					onCancel={ closeModal }
				/>
			</div>
		</form>
	);
}

interface DeleteRoleFormProps {
	role: Role;
	/** Every role (the users' new one is chosen among the others). */
	roles: Role[];
	closeModal?: () => void;
	onDone: () => void;
}

/**
 * Delete a role: when users hold it, the role they move to is chosen first
 * (the site's default role, else the first other one, is proposed).
 *
 * @param props            Component props.
 * @param props.role       The role deleted.
 * @param props.roles      Every role.
 * @param props.closeModal Closes the dialog.
 * @param props.onDone     Called after the deletion.
 */
export function DeleteRoleForm( {
	role,
	roles,
	closeModal,
	onDone,
}: DeleteRoleFormProps ) {
	const others = roles.filter( ( other ) => other.slug !== role.slug );
	const proposed = others.find( ( other ) => other.isDefault ) ?? others[ 0 ];
	const [ reassign, setReassign ] = useState( proposed?.slug ?? '' );
	const [ busy, setBusy ] = useState( false );
	const snackbar = useSnackbar();

	const confirm = () => {
		setBusy( true );
		deleteRole( role.slug, role.users > 0 ? reassign : undefined )
			.then( ( answer ) => {
				snackbar.success(
					answer.moved > 0
						? sprintf(
								/* translators: 1: role name, 2: how many users moved. */
								_n(
									'Role %1$s deleted; %2$d user moved.',
									'Role %1$s deleted; %2$d users moved.',
									answer.moved,
									'uipress'
								),
								role.name,
								answer.moved
							)
						: sprintf(
								/* translators: %s: role name. */
								__( 'Role %s deleted.', 'uipress' ),
								role.name
							)
				);
				closeModal?.();
				onDone();
			} )
			.catch( ( failure: unknown ) => {
				snackbar.error( errorMessage( failure ) );
				setBusy( false );
			} );
	};

	return (
		<div className="uip-role-dialog">
			<p>
				{ sprintf(
					/* translators: %s: role name. */
					__(
						'Delete the role %s? This cannot be undone.',
						'uipress'
					),
					role.name
				) }
			</p>
			{ role.users > 0 && (
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ sprintf(
						/* translators: %d: how many users hold the role. */
						_n(
							'Move its %d user to',
							'Move its %d users to',
							role.users,
							'uipress'
						),
						role.users
					) }
					value={ reassign }
					options={ others.map( ( other ) => ( {
						value: other.slug,
						label: other.name,
					} ) ) }
					onChange={ setReassign }
				/>
			) }
			<DialogButtons
				confirmLabel={ __( 'Delete role', 'uipress' ) }
				busy={ busy }
				disabled={ role.users > 0 && reassign === '' }
				destructive
				accessibleWhenDisabled
				onCancel={ closeModal }
				onConfirm={ confirm }
			/>
		</div>
	);
}
