/**
 * WordPress dependencies
 */
import { _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PickerItem, RoleResult, UserResult } from '../utils/api';

/** The chosen-items list closes this long after the mouse leaves the preview, in ms. */
export const PREVIEW_HOVER_CLOSE_MS = 1000;

/** Users per page of uipress/v1/users-roles. */
export const USERS_PER_PAGE = 10;

export const USERS_ROLES_PATH = '/uipress/v1/users-roles';

/**
 * What is stored in an item's `name`: a role's label (else its name), or a
 * user's login, id or email.
 */
export type RoleSelectReturnType = 'label' | 'login' | 'id' | 'email';

/**
 * The text of the preview of chosen items: the placeholder and '...' when
 * empty, the one item's name, or the first name and '+ N other(s)' ('other'
 * when fewer than 3 are chosen, 'others' otherwise).
 *
 * @param selected    Chosen items.
 * @param placeholder Placeholder text.
 */
export function previewText(
	selected: readonly PickerItem[],
	placeholder: string
): string {
	const first = selected[ 0 ];
	if ( ! first ) {
		return `${ placeholder }...`;
	}
	if ( selected.length === 1 ) {
		return first.label || first.name;
	}
	const others = selected.length - 1;
	const rest = sprintf(
		/* translators: %d: number of other chosen items. */
		_n( '+ %d other', '+ %d others', others, 'uipress' ),
		others
	);
	return `${ first.label || first.name } ${ rest }`;
}

/**
 * The items with each role's name in the user's language: a stored item
 * keeps the label of the language it was chosen in, or only its slug.
 *
 * @param items Chosen items.
 * @param names Role names by role (useRoleNames()).
 */
export function withRoleNames(
	items: readonly PickerItem[],
	names: ReadonlyMap< string, string >
): PickerItem[] {
	return items.map( ( item ) => {
		const name = item.type === 'role' ? names.get( item.name ) : undefined;
		return name ? { ...item, label: name } : item;
	} );
}

/**
 * A search runs only for a non-empty string.
 *
 * @param search Search text.
 */
export function shouldSearch( search: string ): boolean {
	return search.trim() !== '';
}

/**
 * 'next' shows only while the total exceeds the users loaded.
 *
 * @param total  total_users of the last answer.
 * @param loaded Users loaded so far.
 */
export function hasMoreUsers( total: number, loaded: number ): boolean {
	return total > loaded;
}

/**
 * The picker item a role or user result is stored as.
 *
 * @param result     A result of uipress/v1/users-roles.
 * @param returnType What to store as the name.
 */
export function toPickerItem(
	result: RoleResult | UserResult,
	returnType: RoleSelectReturnType = 'login'
): PickerItem {
	if ( result.type === 'role' ) {
		return {
			name: returnType === 'label' ? result.label : result.name,
			label: result.label,
			type: 'role',
		};
	}
	let name = result.login;
	if ( returnType === 'id' ) {
		name = String( result.id );
	} else if ( returnType === 'email' ) {
		name = result.email;
	} else if ( returnType === 'label' ) {
		name = result.label;
	}
	return { name, label: result.label, type: 'user' };
}

/**
 * Whether two items are the same choice.
 *
 * @param a An item.
 * @param b Another.
 */
export function sameItem( a: PickerItem, b: PickerItem ): boolean {
	return a.type === b.type && a.name === b.name;
}

/**
 * The selection after clicking an item: removed when chosen, else added.
 *
 * @param selected Chosen items.
 * @param item     Clicked item.
 */
export function toggleItem(
	selected: readonly PickerItem[],
	item: PickerItem
): PickerItem[] {
	return selected.some( ( chosen ) => sameItem( chosen, item ) )
		? selected.filter( ( chosen ) => ! sameItem( chosen, item ) )
		: [ ...selected, item ];
}
