/**
 * The role editor (issue 33, users.php?page=uip-roles) with user management
 * on. The story: an administrator clones Editor without `publish_posts`,
 * the new role is given to a user, and that user can no longer publish
 * (signed in, the block editor offers "Submit for Review" and the REST API
 * refuses to publish); the activity log shows who changed the role and the
 * capability's value before and after; deleting the role moves the user
 * to the role chosen. Then axe's colour contrast on the
 * screen in light and dark mode at 1440 and 390 pixels, with screenshots in
 * artifacts/<site>/user-management/.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { contrastFailures } from '../utils/contrast';
import {
	ACTIVITY_PATH,
	deleteUsers,
	type MadeUser,
	makeUser,
	openInTheme,
	ROLES_PATH,
	SCREEN_THEMES,
	SCREEN_VIEWPORTS,
	screenshotForReview,
	setDarkPreference,
	setUserManagement,
	signInInOwnBrowser,
	userManagementSnackbar,
} from '../utils/user-management';

/** Names of this run: letters and digits only (a network takes no others). */
const STAMP = `roles${ Date.now().toString( 36 ) }`;
const ROLE_NAME = `Editor without publishing ${ STAMP }`;

/**
 * The roles list's row of a role.
 *
 * @param page The page.
 * @param name The role's name.
 */
function roleRow( page: Page, name: string ) {
	return page
		.locator( '.uip-roles-screen .dataviews-view-table tbody tr' )
		.filter( { has: page.getByText( name, { exact: true } ) } );
}

/**
 * Opens the role editor and waits for the roles and capabilities.
 *
 * @param page The page.
 * @param url  The address (ROLES_PATH, framed or not).
 */
async function openRoles( page: Page, url = ROLES_PATH ) {
	await page.goto( url );
	await rolesLoaded( page );
}

/**
 * Waits for the role editor's roles and capabilities.
 *
 * @param page The page.
 */
async function rolesLoaded( page: Page ) {
	await expect( roleRow( page, 'Editor' ) ).toBeVisible();
	await expect(
		page.locator( '.uip-capabilities__group' ).first()
	).toBeVisible();
}

test.describe( 'The role editor', () => {
	let member: MadeUser;
	let slug = '';

	test.beforeAll( async ( { requestUtils } ) => {
		await setUserManagement( requestUtils, true );
		member = await makeUser( requestUtils, {
			login: `${ STAMP }m`,
			role: 'editor',
			name: 'Rita Reviewer',
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteUsers( requestUtils, [ member.id ] );
		if ( slug ) {
			await requestUtils
				.rest( {
					method: 'DELETE',
					path: `/uipress/v1/roles/${ slug }`,
					data: { reassign: 'subscriber' },
				} )
				.catch( () => undefined );
		}
		await setDarkPreference( requestUtils, null );
		await setUserManagement( requestUtils, false );
	} );

	test( 'a role cloned from Editor without publish_posts stops its user publishing, and the log says who and what', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		await openRoles( page );

		// Clone Editor.
		await roleRow( page, 'Editor' )
			.getByRole( 'button', { name: 'Actions' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Clone' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Clone role' } );
		await expect( dialog ).toContainText(
			'The new role starts with the capabilities of Editor.'
		);
		const name = dialog.getByRole( 'textbox', { name: 'Role name' } );
		await expect( name ).toHaveValue( 'Editor (copy)' );
		await name.fill( ROLE_NAME );
		await dialog.getByRole( 'button', { name: 'Create role' } ).click();
		await expect(
			userManagementSnackbar( page, `Role ${ ROLE_NAME } created.` )
		).toBeVisible();
		await expect( roleRow( page, ROLE_NAME ) ).toContainText( '0 users' );

		// The new role is the one shown: take publish_posts away.
		const editor = page.locator( '.uip-role-capabilities' );
		await expect(
			editor.getByRole( 'heading', {
				name: `Capabilities of ${ ROLE_NAME }`,
			} )
		).toBeVisible();
		await editor
			.getByRole( 'searchbox', { name: 'Search capabilities' } )
			.fill( 'publish_posts' );
		const publish = editor.getByRole( 'checkbox', {
			name: 'Publish posts',
		} );
		await expect( publish ).toBeChecked();
		await publish.uncheck();
		await editor
			.getByRole( 'button', { name: 'Save capabilities' } )
			.click();
		await expect(
			userManagementSnackbar(
				page,
				`Capabilities of ${ ROLE_NAME } saved.`
			)
		).toBeVisible();

		const roles = await requestUtils.rest<
			Array< {
				slug: string;
				name: string;
				capabilities: Record< string, boolean >;
			} >
		>( { path: '/uipress/v1/roles' } );
		const made = roles.find( ( role ) => role.name === ROLE_NAME );
		expect( made ).toBeDefined();
		slug = made?.slug ?? '';
		expect( made?.capabilities.publish_posts ).toBeUndefined();
		expect( made?.capabilities.edit_others_posts ).toBe( true );

		// The role goes to a user.
		await requestUtils.rest( {
			method: 'POST',
			path: `/uipress/v1/users/${ member.id }`,
			data: { roles: [ slug ] },
		} );
		await page.reload();
		await expect( roleRow( page, ROLE_NAME ) ).toContainText( '1 user' );

		// That user signs in and can no longer publish.
		const { context: theirs, page: their } = await signInInOwnBrowser(
			browser,
			member
		);
		try {
			await their.goto( '/wp-admin/post-new.php' );
			// By text, not role: the editor's welcome guide may cover the
			// header (its dialog hides the rest from the accessibility tree).
			const header = their.locator( '.editor-header' );
			await expect(
				header.getByText( 'Submit for Review', { exact: true } )
			).toBeVisible();
			await expect(
				header.getByText( 'Publish', { exact: true } )
			).toHaveCount( 0 );
			const refused = await their.evaluate( () =>
				(
					window as unknown as {
						wp: {
							apiFetch: ( options: object ) => Promise< unknown >;
						};
					}
				 ).wp
					.apiFetch( {
						path: '/wp/v2/posts',
						method: 'POST',
						data: { title: 'Try to publish', status: 'publish' },
					} )
					.then(
						() => 'published',
						( error: { code?: string } ) => error.code ?? 'error'
					)
			);
			expect( refused ).toBe( 'rest_cannot_publish' );
		} finally {
			await theirs.close();
		}

		// The log: who changed the role, and the capability before and after.
		await page.goto(
			`${ ACTIVITY_PATH }&object_type=role&object_id=${ slug }`
		);
		const updated = page
			.locator( '.uip-activity-screen .dataviews-view-table tbody tr' )
			.filter( { hasText: 'Updated a role' } );
		await expect( updated ).toHaveCount( 1 );
		await expect( updated ).toContainText( 'admin' );
		await expect( updated ).toContainText( ROLE_NAME );
		await updated.getByText( 'Updated a role' ).click();
		const details = page.getByRole( 'dialog', { name: 'Updated a role' } );
		const change = details
			.getByRole( 'row' )
			.filter( { hasText: 'Capability: publish_posts' } );
		await expect( change.getByRole( 'cell' ) ).toHaveText( [ 'Yes', '—' ] );
		await expect( details ).toContainText( 'admin' );
		await details.getByRole( 'button', { name: 'Close' } ).click();

		// Deleting the role moves its user to the role chosen first.
		await openRoles( page );
		await roleRow( page, ROLE_NAME )
			.getByRole( 'button', { name: 'Actions' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
		const confirm = page.getByRole( 'dialog', { name: 'Delete role' } );
		await confirm
			.getByRole( 'combobox', { name: 'Move its 1 user to' } )
			.selectOption( { label: 'Author' } );
		await confirm.getByRole( 'button', { name: 'Delete role' } ).click();
		await expect(
			userManagementSnackbar(
				page,
				`Role ${ ROLE_NAME } deleted; 1 user moved.`
			)
		).toBeVisible();
		await expect( roleRow( page, ROLE_NAME ) ).toHaveCount( 0 );
		const moved = await requestUtils.rest< { roles: string[] } >( {
			path: `/wp/v2/users/${ member.id }`,
			params: { context: 'edit' },
		} );
		expect( moved.roles ).toEqual( [ 'author' ] );
		slug = '';
	} );

	test( 'renaming a role in the screen keeps its slug and capabilities', async ( {
		page,
		requestUtils,
	} ) => {
		const before = `Proofreader ${ STAMP }`;
		const after = `Copy editor ${ STAMP }`;
		const made = await requestUtils.rest< {
			slug: string;
			capabilities: Record< string, boolean >;
		} >( {
			method: 'POST',
			path: '/uipress/v1/roles',
			data: { name: before, from: 'author' },
		} );
		try {
			await openRoles( page );
			const dialog = page.getByRole( 'dialog', { name: 'Rename role' } );
			// Again if the list redraws under the menu (it closes then).
			const rename = page.getByRole( 'menuitem', { name: 'Rename' } );
			await expect( async () => {
				if ( ! ( await rename.isVisible() ) ) {
					await roleRow( page, before )
						.getByRole( 'button', { name: 'Actions' } )
						.click();
				}
				await rename.click( { timeout: 2000 } );
				await expect( dialog ).toBeVisible( { timeout: 2000 } );
			} ).toPass();
			const name = dialog.getByRole( 'textbox', { name: 'Role name' } );
			await expect( name ).toHaveValue( before );
			// A rename cannot change the slug: the dialog does not offer it.
			await expect(
				dialog.getByRole( 'textbox', { name: 'Slug' } )
			).toHaveCount( 0 );
			await name.fill( after );
			await dialog.getByRole( 'button', { name: 'Rename' } ).click();
			await expect(
				userManagementSnackbar( page, `Role renamed to ${ after }.` )
			).toBeVisible();
			await expect( roleRow( page, after ) ).toBeVisible();
			await expect( roleRow( page, before ) ).toHaveCount( 0 );

			const roles = await requestUtils.rest<
				Array< {
					slug: string;
					name: string;
					capabilities: Record< string, boolean >;
				} >
			>( { path: '/uipress/v1/roles' } );
			const renamed = roles.find( ( role ) => role.slug === made.slug );
			expect( renamed?.name ).toBe( after );
			expect( renamed?.capabilities ).toEqual( made.capabilities );
		} finally {
			await requestUtils
				.rest( {
					method: 'DELETE',
					path: `/uipress/v1/roles/${ made.slug }`,
					data: { reassign: 'subscriber' },
				} )
				.catch( () => undefined );
		}
	} );

	test( 'a user’s extra capabilities saved in the User capabilities tab are what WordPress checks', async ( {
		page,
		requestUtils,
	} ) => {
		const author = await makeUser( requestUtils, {
			login: `${ STAMP }c`,
			role: 'author',
			name: 'Carla Capable',
		} );
		try {
			await openRoles( page );
			await page
				.getByRole( 'tab', { name: 'User capabilities' } )
				.click();
			const picker = page.getByRole( 'combobox', { name: 'User' } );
			await picker.fill( 'Carla' );
			await page
				.getByRole( 'option', {
					name: `Carla Capable (${ author.email })`,
				} )
				.click();
			const editor = page.locator( '.uip-user-capabilities' );
			await expect(
				editor.getByRole( 'heading', {
					name: 'Capabilities of Carla Capable',
				} )
			).toBeVisible();

			// Grant one her role lacks, deny one it gives.
			const search = editor.getByRole( 'searchbox', {
				name: 'Search capabilities',
			} );
			await search.fill( 'edit_others_posts' );
			const others = editor.getByRole( 'combobox', {
				name: "Edit others' posts",
			} );
			await expect( others ).toHaveValue( 'roles' );
			await others.selectOption( { label: 'Granted to this user' } );
			await search.fill( 'publish_posts' );
			const publish = editor.getByRole( 'combobox', {
				name: 'Publish posts',
			} );
			await expect( publish ).toHaveValue( 'roles' );
			await publish.selectOption( { label: 'Denied to this user' } );
			await editor
				.getByRole( 'button', { name: 'Save capabilities' } )
				.click();
			await expect(
				userManagementSnackbar(
					page,
					'Capabilities of Carla Capable saved.'
				)
			).toBeVisible();

			const own = await requestUtils.rest< {
				capabilities: Record< string, boolean >;
			} >( { path: `/uipress/v1/users/${ author.id }/capabilities` } );
			expect( own.capabilities ).toEqual( {
				edit_others_posts: true,
				publish_posts: false,
			} );
			// user_can: core's user route gives the capabilities WordPress
			// checks for her (allcaps).
			const checked = await requestUtils.rest< {
				capabilities: Record< string, boolean >;
			} >( {
				path: `/wp/v2/users/${ author.id }`,
				params: { context: 'edit' },
			} );
			expect( checked.capabilities.edit_others_posts ).toBe( true );
			expect( checked.capabilities.publish_posts ).toBe( false );
			expect( checked.capabilities.edit_posts ).toBe( true );
		} finally {
			await deleteUsers( requestUtils, [ author.id ] );
		}
	} );

	test( 'a manager who is no administrator finds what they lack locked, with the reason', async ( {
		browser,
		requestUtils,
	} ) => {
		// A people manager (users, not settings) and a plain role to edit.
		const made: string[] = [];
		for ( const [ roleSlug, roleName, capabilities ] of [
			[
				`${ STAMP }_people`,
				`People manager ${ STAMP }`,
				{
					read: true,
					list_users: true,
					promote_users: true,
					edit_users: true,
				},
			],
			[ `${ STAMP }_helper`, `Helper ${ STAMP }`, { read: true } ],
		] as const ) {
			await requestUtils.rest( {
				method: 'POST',
				path: '/uipress/v1/roles',
				data: { name: roleName, slug: roleSlug, capabilities },
			} );
			made.push( roleSlug );
		}
		const manager = await makeUser( requestUtils, {
			login: `${ STAMP }p`,
			role: made[ 0 ] ?? '',
			name: 'Pat People',
		} );
		const { context: theirs, page: their } = await signInInOwnBrowser(
			browser,
			manager
		);
		try {
			await their.goto( ROLES_PATH );
			const helper = roleRow( their, `Helper ${ STAMP }` );
			await expect( helper ).toBeVisible();
			// The administrator's role holds what the manager lacks: read only.
			await roleRow( their, 'Administrator' )
				.getByText( 'Administrator' )
				.click();
			await expect(
				their.locator( '.uip-role-capabilities' )
			).toContainText( 'You cannot change this role' );
			await expect(
				their.getByRole( 'button', { name: 'Save capabilities' } )
			).toHaveCount( 0 );

			await helper.getByText( `Helper ${ STAMP }` ).click();
			await their
				.getByRole( 'searchbox', { name: 'Search capabilities' } )
				.fill( 'manage_options' );
			const item = their
				.locator( '.uip-capabilities__item' )
				.filter( { hasText: 'manage_options' } );
			await expect( item.getByRole( 'checkbox' ) ).toBeDisabled();
			await expect( item ).toContainText(
				'You do not have this capability, so you cannot grant it.'
			);
			// What they hold they may grant.
			await their
				.getByRole( 'searchbox', { name: 'Search capabilities' } )
				.fill( 'list_users' );
			await expect(
				their
					.locator( '.uip-capabilities__item' )
					.filter( { hasText: 'list_users' } )
					.getByRole( 'checkbox' )
			).toBeEnabled();
		} finally {
			await theirs.close();
			await deleteUsers( requestUtils, [ manager.id ] );
			for ( const roleSlug of made ) {
				await requestUtils
					.rest( {
						method: 'DELETE',
						path: `/uipress/v1/roles/${ roleSlug }`,
						data: { reassign: 'subscriber' },
					} )
					.catch( () => undefined );
			}
		}
	} );

	for ( const viewport of SCREEN_VIEWPORTS ) {
		for ( const theme of SCREEN_THEMES ) {
			test( `is readable in ${ theme.name } mode at ${ viewport.width } pixels`, async ( {
				page,
				requestUtils,
			}, testInfo ) => {
				await openInTheme(
					page,
					requestUtils,
					ROLES_PATH,
					theme,
					viewport
				);
				await rolesLoaded( page );
				await screenshotForReview(
					page,
					testInfo,
					`roles-${ theme.name }-${ viewport.width }`
				);
				expect(
					await contrastFailures( page, {
						include: [ '.uip-roles-screen' ],
					} )
				).toEqual( [] );

				await page
					.getByRole( 'tab', { name: 'User capabilities' } )
					.click();
				await expect(
					page.getByRole( 'combobox', { name: 'User' } )
				).toBeVisible();
				expect(
					await contrastFailures( page, {
						include: [ '.uip-roles-screen' ],
					} )
				).toEqual( [] );
			} );
		}
	}
} );
