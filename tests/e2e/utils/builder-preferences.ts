/**
 * The builder's per-user view preferences (full screen, zoom), kept by
 * WordPress in the user's `persisted_preferences` meta under the scope
 * `uipress/builder`.
 */
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { deleteAllTemplates } from './templates';

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

/**
 * Before a builder test: the defaults a new administrator has (no builder
 * preferences, no templates) in a 1440 × 900 window. Pass to
 * `test.beforeEach`.
 *
 * @param fixtures              The test's fixtures.
 * @param fixtures.requestUtils Logged-in admin request utils.
 * @param fixtures.page         The page.
 */
export async function startAsNewBuilder( {
	requestUtils,
	page,
}: {
	requestUtils: RequestUtils;
	page: Page;
} ): Promise< void > {
	await deleteAllTemplates( requestUtils );
	await clearBuilderPreferences( requestUtils );
	await page.setViewportSize( { width: 1440, height: 900 } );
}

/**
 * After a builder test: its templates and preferences gone. Pass to
 * `test.afterEach`.
 *
 * @param fixtures              The test's fixtures.
 * @param fixtures.requestUtils Logged-in admin request utils.
 */
export async function cleanUpBuilder( {
	requestUtils,
}: {
	requestUtils: RequestUtils;
} ): Promise< void > {
	await deleteAllTemplates( requestUtils );
	await clearBuilderPreferences( requestUtils );
}
