/**
 * Internal dependencies
 */
import type { UserSearchResult } from '../../../../components/user-search';

/** The condition types whose value names a user or a role, and what a search finds for them. */
const SEARCHED: Record< string, 'users' | 'roles' > = {
	userlogin: 'users',
	userid: 'users',
	useremail: 'users',
	userrole: 'roles',
};

/**
 * What the user search offers for a condition type (users or roles), or
 * undefined when its value names neither.
 *
 * @param conditionType The condition's type.
 */
export function searchedFor(
	conditionType: string
): 'users' | 'roles' | undefined {
	return Object.hasOwn( SEARCHED, conditionType )
		? SEARCHED[ conditionType ]
		: undefined;
}

/**
 * The condition value a search result stands for: the user's login, id or
 * email, or the role's name, as the condition type compares. Undefined when
 * the result is not of the kind the type compares.
 *
 * @param conditionType The condition's type.
 * @param result        The chosen result.
 */
export function conditionValueOf(
	conditionType: string,
	result: UserSearchResult
): string | undefined {
	if ( result.type === 'role' ) {
		return conditionType === 'userrole' ? result.name : undefined;
	}
	switch ( conditionType ) {
		case 'userlogin':
			return result.login;
		case 'userid':
			return String( result.id );
		case 'useremail':
			return result.email;
		default:
			return undefined;
	}
}
