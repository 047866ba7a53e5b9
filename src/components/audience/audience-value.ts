/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PickerItem } from '../utils/api';

/** Roles (by role name) and users (by id) of one audience list. */
export interface Audience {
	roles: string[];
	users: number[];
}

/** Known display names: roles by role name, users by id (as a string). */
export interface AudienceLabels {
	roles: ReadonlyMap< string, string >;
	users: ReadonlyMap< string, string >;
}

/**
 * The name shown for a user whose display name is not known.
 *
 * @param id The user's id.
 */
export function unknownUserLabel( id: number ): string {
	/* translators: %d: a user's id. */
	return sprintf( __( 'User #%d', 'uipress' ), id );
}

/**
 * The picker value for stored roles and user ids: roles first, then users,
 * each item named as RoleSelect names it with `returnType: 'id'`.
 *
 * @param audience Stored roles and user ids.
 * @param labels   Known display names.
 */
export function toPickerValue(
	audience: Audience,
	labels: AudienceLabels
): PickerItem[] {
	return [
		...audience.roles.map( ( role ) => ( {
			name: role,
			label: labels.roles.get( role ) ?? role,
			type: 'role',
		} ) ),
		...audience.users.map( ( id ) => ( {
			name: String( id ),
			label: labels.users.get( String( id ) ) ?? unknownUserLabel( id ),
			type: 'user',
		} ) ),
	];
}

/**
 * Who an audience names, in one line for people: the chosen roles and users
 * by their names ("Editor, Jane Doe"), then the exclusions ("…, except
 * Author"); 'Nobody' when nobody is chosen.
 *
 * @param included The chosen items, as the picker shows them.
 * @param excluded The excluded items.
 */
export function describeAudience(
	included: readonly PickerItem[],
	excluded: readonly PickerItem[]
): string {
	const names = ( items: readonly PickerItem[] ) =>
		items.map( ( item ) => item.label || item.name ).join( ', ' );
	if ( ! included.length ) {
		return __( 'Nobody', 'uipress' );
	}
	if ( ! excluded.length ) {
		return names( included );
	}
	return sprintf(
		/* translators: 1: who it applies to; 2: who is excluded. */
		__( '%1$s, except %2$s', 'uipress' ),
		names( included ),
		names( excluded )
	);
}

/**
 * A user id from a picker item's name: a positive whole number, else null.
 *
 * @param name The item's name.
 */
function userId( name: string ): number | null {
	if ( ! /^\d+$/.test( name ) ) {
		return null;
	}
	const id = Number( name );
	return id > 0 ? id : null;
}

/**
 * Roles and user ids of a picker value, without duplicates, in the order
 * chosen.
 *
 * @param items The picker's value.
 */
export function fromPickerValue( items: readonly PickerItem[] ): Audience {
	const roles: string[] = [];
	const users: number[] = [];
	for ( const item of items ) {
		if ( item.type === 'role' ) {
			if ( item.name && ! roles.includes( item.name ) ) {
				roles.push( item.name );
			}
		} else if ( item.type === 'user' ) {
			const id = userId( item.name );
			if ( id !== null && ! users.includes( id ) ) {
				users.push( id );
			}
		}
	}
	return { roles, users };
}
