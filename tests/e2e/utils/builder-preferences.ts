/**
 * The builder's per-user view preferences (full screen, zoom), kept by
 * WordPress in the user's `persisted_preferences` meta under the scope
 * `uipress/builder`.
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

const SCOPE = 'uipress/builder';

type Persisted = Record< string, unknown >;

async function persisted( requestUtils: RequestUtils ): Promise< Persisted > {
	const user = await requestUtils.rest< {
		meta?: { persisted_preferences?: Persisted };
	} >( {
		path: '/wp/v2/users/me',
		method: 'GET',
		params: { context: 'edit' },
	} );
	return user.meta?.persisted_preferences ?? {};
}

/**
 * The administrator's builder preferences as the server keeps them.
 *
 * @param requestUtils Logged-in admin request utils.
 */
export async function builderPreferences(
	requestUtils: RequestUtils
): Promise< Persisted > {
	return ( ( await persisted( requestUtils ) )[ SCOPE ] ?? {} ) as Persisted;
}

/**
 * Forgets the administrator's builder preferences (the defaults apply
 * again), leaving every other scope as it is.
 *
 * @param requestUtils Logged-in admin request utils.
 */
export async function clearBuilderPreferences(
	requestUtils: RequestUtils
): Promise< void > {
	const rest = { ...( await persisted( requestUtils ) ) };
	delete rest[ SCOPE ];
	await requestUtils.rest( {
		path: '/wp/v2/users/me',
		method: 'PUT',
		data: { meta: { persisted_preferences: rest } },
	} );
}
