/**
 * GET uipress/v1/admin-menus/access: which of the admin menu's
 * capabilities a role or a user holds (docs/REST.md).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/config/fields';

export const ACCESS_PATH = '/uipress/v1/admin-menus/access';

/** Whom to ask about: a role by name, or a user by id. */
export type AccessAudience =
	{ type: 'role'; name: string } | { type: 'user'; id: number };

/** The answer: the audience's display name, and capability → held. */
export interface Access {
	label: string;
	held: Record< string, boolean >;
}

/**
 * The route's answer, typed; anything malformed is left out.
 *
 * @param value The answer.
 */
export function parseAccess( value: unknown ): Access {
	const answer = isRecord( value ) ? value : {};
	const audience = isRecord( answer.audience ) ? answer.audience : {};
	const held: Record< string, boolean > = {};
	if ( isRecord( answer.capabilities ) ) {
		for ( const [ capability, holds ] of Object.entries(
			answer.capabilities
		) ) {
			if ( typeof holds === 'boolean' ) {
				held[ capability ] = holds;
			}
		}
	}
	return {
		label: typeof audience.label === 'string' ? audience.label : '',
		held,
	};
}

/**
 * Asks which capabilities an audience holds.
 *
 * @param audience     A role or a user.
 * @param capabilities The capabilities.
 */
export async function fetchAccess(
	audience: AccessAudience,
	capabilities: readonly string[]
): Promise< Access > {
	const who =
		audience.type === 'role'
			? { role: audience.name }
			: { user: audience.id };
	const answer = await apiFetch( {
		path: addQueryArgs( ACCESS_PATH, {
			...who,
			capabilities: [ ...capabilities ],
		} ),
	} );
	return parseAccess( answer );
}
