/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { validConfig } from '../../../shared/config/test/fixtures';
import {
	menuItem,
	validRuntimeConfig,
} from '../../../shared/config/test/runtime-fixtures';
import { PAGE_EVENTS, dispatchPageEvent } from '../../../runtime/events';
import { setMenuCollapsed } from '../../../runtime/menu-collapse';
import { isLazyBlockComponent } from '../../../engine/registry/lazy-block-component';
import AdminMenu from '../admin-menu';
import {
	ADMIN,
	onAnInterfacePage,
	pageChanges,
	renderMenu,
} from './interface-page';
import { adminMenuDefinition } from '../definition';
import { FLYOUT_CLOSE_DELAY } from '../use-flyout';

const MENU = [
	menuItem( 'Dashboard', { url: `${ ADMIN }index.php`, icon: 'dashboard' } ),
	menuItem( 'sep1', { type: 'separator', name: '', cleanName: '' } ),
	menuItem( 'Posts', {
		url: `${ ADMIN }edit.php`,
		icon: 'dashicons-admin-post',
		submenu: [
			menuItem( 'All Posts', { url: `${ ADMIN }edit.php` } ),
			menuItem( 'Categories', {
				url: `${ ADMIN }edit-tags.php?taxonomy=category`,
			} ),
		],
	} ),
	menuItem( 'Comments', {
		url: `${ ADMIN }edit-comments.php`,
		icon: 'data:image/svg+xml;base64,PHN2Zy8+',
		notifications: 4,
	} ),
];

describe( 'uip-admin-menu-new', () => {
	onAnInterfacePage( MENU );

	it( 'shows the menu with separators, badges and each kind of icon', () => {
		const { container } = renderMenu();
		const nav = screen.getByRole( 'navigation', { name: 'Admin menu' } );
		expect(
			within( nav ).getByRole( 'link', { name: 'Dashboard' } )
		).toHaveAttribute( 'href', `${ ADMIN }index.php` );
		// The list holds only list items; the separator is a border.
		const list = nav.querySelector( '.uip-admin-menu__list' );
		expect(
			Array.from( list?.children ?? [] ).every(
				( child ) =>
					child.tagName === 'LI' && ! child.hasAttribute( 'role' )
			)
		).toBe( true );
		expect(
			within( nav ).getByRole( 'link', { name: 'Posts' } ).closest( 'li' )
		).toHaveClass( 'uip-admin-menu__item--after-separator' );
		expect( screen.getByLabelText( '4 notifications' ) ).toHaveTextContent(
			'4'
		);
		expect(
			container.querySelector( '.dashicons.dashicons-admin-post' )
		).not.toBeNull();
		expect(
			container.querySelector( 'img.uip-admin-menu__icon' )
		).toHaveAttribute( 'src', 'data:image/svg+xml;base64,PHN2Zy8+' );
		expect(
			container.querySelector( '[data-uip-icon="dashboard"]' )
		).not.toBeNull();
	} );

	it( 'prefers the custom menu and keeps no cache', () => {
		window.uipressConfig = {
			...validConfig(),
			runtime: validRuntimeConfig( {
				adminMenu: MENU,
				customMenu: {
					id: 3,
					menu: [
						menuItem( 'Comments', { custom: { name: 'Shop' } } ),
						menuItem( 'Dashboard', { custom: { hidden: true } } ),
						menuItem( 'Gone' ),
					],
				},
			} ),
		};
		renderMenu();
		expect( screen.getByRole( 'link', { name: /^Shop/ } ) ).toBeVisible();
		// Hidden, and gone from the live menu.
		expect(
			screen.queryByRole( 'link', { name: 'Dashboard' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Gone' } )
		).not.toBeInTheDocument();
		// Posts is not in the custom menu: a menu never hides what it does
		// not know, so it shows, after Comments' live predecessor.
		expect( screen.getByRole( 'link', { name: 'Posts' } ) ).toBeVisible();
		// The page carries the menu: nothing is stored (DECISIONS.md).
		expect( window.localStorage ).toHaveLength( 0 );
	} );

	it( 'searches, cycles with wrapping arrows and opens the result with Enter', () => {
		const changes = pageChanges();
		renderMenu();
		const search = screen.getByRole( 'combobox', { name: 'Search menu' } );
		fireEvent.change( search, { target: { value: 'CAT' } } );
		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'PostsCategories' ] );

		fireEvent.change( search, { target: { value: 'post' } } );
		const options = () => screen.getAllByRole( 'option' );
		expect( options() ).toHaveLength( 2 );
		fireEvent.keyDown( search, { key: 'ArrowUp' } );
		expect( options()[ 1 ] ).toHaveAttribute( 'aria-selected', 'true' );
		fireEvent.keyDown( search, { key: 'ArrowDown' } );
		expect( options()[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
		fireEvent.keyDown( search, { key: 'ArrowDown' } );
		fireEvent.keyDown( search, { key: 'ArrowDown' } );
		expect( options()[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
		fireEvent.keyDown( search, { key: 'ArrowDown' } );
		fireEvent.keyDown( search, { key: 'Enter' } );
		expect( changes ).toEqual( [ 'edit.php' ] );
		// The search ends: the menu shows again, the box is empty.
		expect( search ).toHaveValue( '' );
		expect( screen.queryAllByRole( 'option' ) ).toHaveLength( 0 );
		expect(
			screen.getByRole( 'link', { name: 'Dashboard' } )
		).toBeInTheDocument();

		// So does a click on a result.
		fireEvent.change( search, { target: { value: 'cat' } } );
		fireEvent.click( screen.getByRole( 'option' ) );
		expect( changes ).toEqual( [
			'edit.php',
			'edit-tags.php?taxonomy=category',
		] );
		expect( search ).toHaveValue( '' );

		fireEvent.change( search, { target: { value: 'nothing-like-it' } } );
		expect( screen.getByText( 'Nothing found' ) ).toBeInTheDocument();
	} );

	it( 'loads plain clicks in the frame and marks the entry active', () => {
		const changes = pageChanges();
		renderMenu();
		const comments = screen.getByRole( 'link', { name: /Comments/ } );
		const modified = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
			ctrlKey: true,
		} );
		// Record whether the menu prevented it, then stop jsdom navigating.
		let prevented: boolean | undefined;
		const record = ( event: Event ) => {
			prevented = event.defaultPrevented;
			event.preventDefault();
		};
		document.addEventListener( 'click', record );
		comments.dispatchEvent( modified );
		document.removeEventListener( 'click', record );
		expect( prevented ).toBe( false );
		expect( changes ).toEqual( [] );

		fireEvent.click( comments );
		expect( changes ).toEqual( [ 'edit-comments.php' ] );
		expect( comments ).toHaveAttribute( 'aria-current', 'page' );
	} );

	it( 'only toggles entries with a submenu when auto load is off', () => {
		const changes = pageChanges();
		renderMenu( { loadOnClick: false, subMenuStyle: 'inline' } );
		expect(
			screen.queryByRole( 'link', { name: 'Categories' } )
		).not.toBeInTheDocument();
		fireEvent.click( screen.getByRole( 'link', { name: 'Posts' } ) );
		expect( changes ).toEqual( [] );
		expect(
			screen.getByRole( 'link', { name: 'Categories' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Submenu of Posts' } )
		).toHaveAttribute( 'aria-expanded', 'true' );
	} );

	it( 'drills down into a submenu and back', () => {
		renderMenu( { subMenuStyle: 'dynamic' } );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Submenu of Posts' } )
		);
		expect(
			screen.getByRole( 'link', { name: 'Categories' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Dashboard' } )
		).not.toBeInTheDocument();
		fireEvent.click( screen.getByRole( 'button', { name: 'Back' } ) );
		expect(
			screen.getByRole( 'link', { name: 'Dashboard' } )
		).toBeInTheDocument();
	} );

	it( 'forces the hover style and icons when collapsed, and hides search', () => {
		setMenuCollapsed( true );
		const { container } = renderMenu( {
			subMenuStyle: 'inline',
			hideIcons: true,
		} );
		expect(
			screen.getByRole( 'navigation', { name: 'Admin menu' } )
		).toHaveAttribute( 'data-uip-submenu-style', 'hover' );
		expect(
			container.querySelector( '[data-uip-icon="dashboard"]' )
		).not.toBeNull();
		expect(
			screen.queryByRole( 'combobox', { name: 'Search menu' } )
		).not.toBeInTheDocument();
		// One state signal: the name says what the button does.
		expect(
			screen.getByRole( 'button', { name: 'Expand menu' } )
		).not.toHaveAttribute( 'aria-pressed' );
	} );

	it( 'opens hover submenus above everything, by pointer and by keyboard', async () => {
		const { container } = renderMenu( {
			subMenuStyle: 'hover',
			dropdownPosition: 'right',
		} );
		const posts = screen.getByRole( 'link', { name: 'Posts' } );
		expect( posts ).toHaveAttribute( 'aria-haspopup', 'true' );
		expect( posts ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByRole( 'link', { name: 'Categories' } )
		).not.toBeInTheDocument();

		// Pointer: the flyout is in the body, outside the menu's box.
		fireEvent.mouseEnter( posts );
		const categories = screen.getByRole( 'link', { name: 'Categories' } );
		expect( container ).not.toContainElement( categories );
		expect( categories.closest( 'ul' )?.parentElement ).toBe(
			document.body
		);
		expect( posts ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( posts ).toHaveAttribute(
			'aria-controls',
			categories.closest( 'ul' )?.id
		);
		// Leaving the entry closes it a moment later.
		jest.useFakeTimers();
		fireEvent.mouseLeave( posts );
		expect(
			screen.getByRole( 'link', { name: 'Categories' } )
		).toBeInTheDocument();
		act( () => {
			jest.advanceTimersByTime( FLYOUT_CLOSE_DELAY );
		} );
		jest.useRealTimers();
		expect(
			screen.queryByRole( 'link', { name: 'Categories' } )
		).not.toBeInTheDocument();

		// Keyboard: the arrow opens it and moves into it, arrows move
		// within, Escape returns to the entry.
		posts.focus();
		fireEvent.keyDown( posts, { key: 'ArrowRight' } );
		const allPosts = await screen.findByRole( 'link', {
			name: 'All Posts',
		} );
		await waitFor( () => expect( allPosts ).toHaveFocus() );
		fireEvent.keyDown( allPosts, { key: 'ArrowDown' } );
		expect(
			screen.getByRole( 'link', { name: 'Categories' } )
		).toHaveFocus();
		fireEvent.keyDown( screen.getByRole( 'link', { name: 'Categories' } ), {
			key: 'Escape',
		} );
		expect( posts ).toHaveFocus();
		expect(
			screen.queryByRole( 'link', { name: 'Categories' } )
		).not.toBeInTheDocument();

		// Tab from inside goes on to the entry after it.
		fireEvent.keyDown( posts, { key: 'ArrowRight' } );
		await waitFor( () =>
			expect(
				screen.getByRole( 'link', { name: 'All Posts' } )
			).toHaveFocus()
		);
		fireEvent.keyDown( screen.getByRole( 'link', { name: 'All Posts' } ), {
			key: 'Tab',
		} );
		expect(
			screen.getByRole( 'link', { name: /Comments/ } )
		).toHaveFocus();
	} );

	it( 'asks to collapse through the page event', () => {
		const asked: unknown[] = [];
		document.addEventListener( PAGE_EVENTS.menuToggleCollapse, ( event ) =>
			asked.push( ( event as CustomEvent ).detail )
		);
		renderMenu();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Collapse menu' } )
		);
		expect( asked ).toEqual( [ { collapsed: true } ] );
	} );

	it( 'follows the page the frame loads', () => {
		renderMenu();
		act( () =>
			dispatchPageEvent( PAGE_EVENTS.loadFinish, {
				url: `${ ADMIN }edit-comments.php`,
			} )
		);
		expect(
			screen.getByRole( 'link', { name: /Comments/ } )
		).toHaveAttribute( 'aria-current', 'page' );
	} );

	it( 'marks the entry WordPress marks for a page no entry links to', () => {
		renderMenu( { subMenuStyle: 'inline' } );
		// The post editor after its first save: no entry has its address.
		act( () =>
			dispatchPageEvent( PAGE_EVENTS.location, {
				url: `${ ADMIN }post.php?post=5&action=edit`,
				title: 'Edit Post ‹ Site',
				menuUrl: `${ ADMIN }edit.php`,
			} )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Submenu of Posts' } )
		);
		expect(
			screen.getByRole( 'link', { name: 'All Posts' } )
		).toHaveAttribute( 'aria-current', 'page' );
		// An entry with the page's own address wins over WordPress's mark.
		act( () =>
			dispatchPageEvent( PAGE_EVENTS.location, {
				url: `${ ADMIN }edit-comments.php`,
				title: 'Comments ‹ Site',
				menuUrl: `${ ADMIN }edit.php`,
			} )
		);
		expect(
			screen.getByRole( 'link', { name: /Comments/ } )
		).toHaveAttribute( 'aria-current', 'page' );
	} );

	it( 'does not navigate in the builder', () => {
		const changes = pageChanges();
		renderMenu( {}, 'builder' );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		screen
			.getByRole( 'link', { name: 'Dashboard' } )
			.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		expect( changes ).toEqual( [] );
	} );

	it( 'shows the user’s menu the builder screen carries', () => {
		window.uipressConfig = {
			...validConfig(),
			chrome: { adminMenu: MENU, toolbar: [] },
		};
		renderMenu( {}, 'builder' );
		expect(
			screen.getByRole( 'link', { name: 'Dashboard' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Comments 4 notifications' } )
		).toBeInTheDocument();
	} );

	it( 'is also registered as uip-admin-menu', async () => {
		const { legacyAdminMenuDefinition } = await import( '../definition' );
		expect( legacyAdminMenuDefinition.moduleName ).toBe( 'uip-admin-menu' );
		expect( legacyAdminMenuDefinition.component ).toBe(
			adminMenuDefinition.component
		);
		const { component } = legacyAdminMenuDefinition;
		const loaded = isLazyBlockComponent( component )
			? await component.preload()
			: component;
		expect( loaded ).toBe( AdminMenu );
	} );
} );

describe( 'uip-admin-menu-new: static menu', () => {
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'shows the chosen custom menu, submenus keyed by parent', async () => {
		const paths: string[] = [];
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			paths.push( options.path ?? '' );
			return {
				id: 9,
				uipress: {
					settings: {
						menu: {
							menu: [
								menuItem( 'Posts', {
									custom: { name: 'Orders' },
								} ),
								menuItem( 'Dashboard', {
									custom: { hidden: true },
								} ),
							],
							submenu: {
								posts: [
									menuItem( 'Categories', {
										custom: { name: 'Refunds' },
									} ),
								],
							},
						},
					},
				},
			};
		} );
		// The builder's screens: the server resolves no static menu there.
		window.uipressConfig = {
			...validConfig(),
			chrome: { adminMenu: MENU, toolbar: [] },
		};
		renderMenu( {
			staticMenu: { enabled: true, menuid: '9' },
			subMenuStyle: 'hover',
		} );
		const orders = await screen.findByRole( 'link', { name: 'Orders' } );
		fireEvent.mouseEnter( orders );
		expect(
			screen.getByRole( 'link', { name: 'Refunds' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Dashboard' } )
		).not.toBeInTheDocument();
		expect( paths[ 0 ] ).toMatch(
			/^\/wp\/v2\/uip-admin-menu\/9\?status=any/
		);
	} );

	it( 'uses the menu the server resolved, without asking REST', async () => {
		const paths: string[] = [];
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			paths.push( options.path ?? '' );
			throw { code: 'rest_forbidden', message: 'Sorry' };
		} );
		window.uipressConfig = {
			...validConfig(),
			runtime: {
				...validRuntimeConfig( { adminMenu: MENU } ),
				staticMenus: {
					9: [
						menuItem( 'Posts', {
							custom: { name: 'Orders' },
							submenu: [
								menuItem( 'Categories', {
									custom: { name: 'Refunds' },
								} ),
							],
						} ),
						menuItem( 'Dashboard', { custom: { hidden: true } } ),
					],
					12: [ menuItem( 'Elsewhere' ) ],
				},
			},
		};
		renderMenu( {
			staticMenu: { enabled: true, menuid: '9' },
			subMenuStyle: 'hover',
		} );
		// From the first render: no flash of the user's menu.
		const orders = screen.getByRole( 'link', { name: 'Orders' } );
		expect( orders ).toBeVisible();
		fireEvent.mouseEnter( orders );
		expect( screen.getByRole( 'link', { name: 'Refunds' } ) ).toBeVisible();
		expect(
			screen.queryByRole( 'link', { name: 'Dashboard' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Elsewhere' } )
		).not.toBeInTheDocument();
		await act( async () => {
			await Promise.resolve();
		} );
		expect( paths ).toEqual( [] );
	} );

	it( 'fetches a static menu on the builder’s screens', async () => {
		const paths: string[] = [];
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			paths.push( options.path ?? '' );
			return {
				id: 7,
				uipress: {
					settings: {
						menu: [
							menuItem( 'Comments', {
								custom: { name: 'Fetched' },
							} ),
						],
					},
				},
			};
		} );
		window.uipressConfig = {
			...validConfig(),
			chrome: { adminMenu: MENU, toolbar: [] },
		};
		renderMenu( { staticMenu: { enabled: true, menuid: 7 } } );
		expect(
			await screen.findByRole( 'link', { name: /^Fetched/ } )
		).toBeInTheDocument();
		// Spec: GET wp/v2/uip-admin-menu/{id} with status=any (api-fetch
		// adds the user's locale).
		const asked = new URL( paths[ 0 ] ?? '', 'http://localhost' );
		expect( asked.pathname ).toBe( '/wp/v2/uip-admin-menu/7' );
		expect( asked.searchParams.get( 'status' ) ).toBe( 'any' );
	} );

	it( 'keeps the user menu when the static menu cannot be read', async () => {
		apiFetch.setFetchHandler( async () => {
			throw { code: 'rest_forbidden', message: 'Sorry' };
		} );
		window.uipressConfig = {
			...validConfig(),
			chrome: { adminMenu: MENU, toolbar: [] },
		};
		renderMenu( { staticMenu: { enabled: true, menuid: 9 } } );
		await waitFor( () =>
			expect( console ).toHaveErroredWith(
				'UiPress: Unable to connect',
				'Sorry'
			)
		);
		expect(
			screen.getByRole( 'link', { name: 'Dashboard' } )
		).toBeInTheDocument();
	} );

	it( 'logs the spec’s words when a failure carries no message', async () => {
		apiFetch.setFetchHandler( async () => {
			throw {};
		} );
		window.uipressConfig = {
			...validConfig(),
			chrome: { adminMenu: MENU, toolbar: [] },
		};
		renderMenu( { staticMenu: { enabled: true, menuid: 9 } } );
		await waitFor( () =>
			expect( console ).toHaveErroredWith(
				'UiPress: Unable to connect',
				'Unable to connect to remote services at this time'
			)
		);
	} );

	it( 'shows the live menu on an interface page whose server resolved no static menu', async () => {
		// The menu creator is off, or the menu is gone: the server's word.
		const paths: string[] = [];
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			paths.push( options.path ?? '' );
			return {};
		} );
		window.uipressConfig = {
			...validConfig(),
			runtime: {
				...validRuntimeConfig( { adminMenu: MENU } ),
				staticMenus: { 9: [ menuItem( 'Orders' ) ] },
			},
		};
		renderMenu( { staticMenu: { enabled: true, menuid: 7 } } );
		await act( async () => {} );
		expect( paths ).toEqual( [] );
		expect(
			screen.getByRole( 'link', { name: 'Dashboard' } )
		).toBeInTheDocument();
	} );
} );
