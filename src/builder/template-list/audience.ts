/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TemplateFields } from '../../engine/types';

function people( roles: string[], users: number[] ): string[] {
	const parts = [ ...roles ];
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
 * Who a template applies to, in one line: roles and a count of users, then
 * the exclusions.
 *
 * @param fields The template's fields.
 */
export function summariseAudience(
	fields: Pick<
		TemplateFields,
		'forRoles' | 'forUsers' | 'excludesRoles' | 'excludesUsers'
	>
): string {
	const included = people( fields.forRoles, fields.forUsers );
	if ( ! included.length ) {
		return __( 'Nobody', 'uipress' );
	}
	const excluded = people( fields.excludesRoles, fields.excludesUsers );
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
