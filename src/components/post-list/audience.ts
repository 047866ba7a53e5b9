/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TemplateFields } from '../../engine/types';

function people(
	roles: string[],
	users: number[],
	roleNames: ReadonlyMap< string, string >
): string[] {
	const parts = roles.map( ( role ) => roleNames.get( role ) ?? role );
	if ( users.length ) {
		parts.push(
			sprintf(
				/* translators: %d: number of users. */
				_n( '%d user', '%d users', users.length, 'uipress' ),
				users.length
			)
		);
	}
	return parts;
}

/**
 * Who a template applies to, in one line: roles (by name, when known) and a
 * count of users, then the exclusions.
 *
 * @param fields    The template's fields.
 * @param roleNames Role names by role ("editor" → "Editor").
 */
export function summariseAudience(
	fields: Pick<
		TemplateFields,
		'forRoles' | 'forUsers' | 'excludesRoles' | 'excludesUsers'
	>,
	roleNames: ReadonlyMap< string, string > = new Map()
): string {
	const included = people( fields.forRoles, fields.forUsers, roleNames );
	if ( ! included.length ) {
		return __( 'Nobody', 'uipress' );
	}
	const excluded = people(
		fields.excludesRoles,
		fields.excludesUsers,
		roleNames
	);
	const list = included.join( ', ' );
	if ( ! excluded.length ) {
		return list;
	}
	return sprintf(
		/* translators: 1: who the template applies to; 2: who is excluded. */
		__( '%1$s, except %2$s', 'uipress' ),
		list,
		excluded.join( ', ' )
	);
}
