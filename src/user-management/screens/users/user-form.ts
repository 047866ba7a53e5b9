/**
 * A user's panel form: what it edits, its DataForm fields (read only where
 * the acting user may not change them), and what changed for the save.
 */

/**
 * WordPress dependencies
 */
import type { Field, Form } from '@wordpress/dataviews/wp';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { UserChanges, UserDetail } from '../../api/users';
import type { ConfigRole } from '../../config';

/** What the form edits. */
export interface UserForm {
	firstName: string;
	lastName: string;
	name: string;
	email: string;
	roles: string[];
	notes: string;
}

export const FORM: Form = {
	layout: { type: 'regular' },
	fields: [ 'firstName', 'lastName', 'name', 'email', 'roles', 'notes' ],
};

export function formOf( user: UserDetail ): UserForm {
	return {
		firstName: user.firstName,
		lastName: user.lastName,
		name: user.name,
		email: user.email,
		roles: user.roles,
		notes: user.notes,
	};
}

/**
 * What changed between the stored user and the form.
 *
 * @param before The user as stored.
 * @param after  The form.
 */
export function userChanges( before: UserForm, after: UserForm ): UserChanges {
	const changes: UserChanges = {};
	( [ 'firstName', 'lastName', 'name', 'email', 'notes' ] as const ).forEach(
		( name ) => {
			if ( before[ name ] !== after[ name ] ) {
				changes[ name ] = after[ name ];
			}
		}
	);
	if (
		[ ...before.roles ].sort().join() !== [ ...after.roles ].sort().join()
	) {
		changes.roles = after.roles;
	}
	return changes;
}

export function formFields(
	roles: ConfigRole[],
	user: UserDetail
): Field< UserForm >[] {
	// Roles the acting user may not give stay listed when the user has them.
	const offered = roles.filter(
		( role ) => role.assignable || user.roles.includes( role.slug )
	);
	return [
		{
			id: 'firstName',
			label: __( 'First name', 'uipress' ),
			type: 'text',
			readOnly: ! user.canEdit,
		},
		{
			id: 'lastName',
			label: __( 'Last name', 'uipress' ),
			type: 'text',
			readOnly: ! user.canEdit,
		},
		{
			id: 'name',
			label: __( 'Display name', 'uipress' ),
			type: 'text',
			readOnly: ! user.canEdit,
			isValid: { required: true },
		},
		{
			id: 'email',
			label: __( 'E-mail', 'uipress' ),
			type: 'email',
			readOnly: ! user.canEdit,
			isValid: { required: true },
		},
		{
			id: 'roles',
			label: __( 'Roles', 'uipress' ),
			type: 'array',
			elements: offered.map( ( role ) => ( {
				value: role.slug,
				label: role.name,
			} ) ),
			readOnly: ! user.canPromote,
		},
		{
			id: 'notes',
			label: __( 'Notes', 'uipress' ),
			description: __(
				'Only people who manage users see these notes.',
				'uipress'
			),
			type: 'text',
			Edit: { control: 'textarea', rows: 4 },
		},
	];
}
