/**
 * The admin menu's options (spec: subMenuStyle, showSearch, menuCollapse,
 * hideIcons, subMenuIcon), the drill-down's trail and "ask before opening".
 */

/**
 * External dependencies
 */
import { act, fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { createBlock } from '../../../builder/components/inserter/catalogue';
import { menuItem } from '../../../shared/config/test/runtime-fixtures';
import { setMenuCollapsed } from '../../../runtime/menu-collapse';
import {
	ADMIN,
	onAnInterfacePage,
	pageChanges,
	renderMenu,
} from './interface-page';
import { adminMenuDefinition } from '../definition';

const MENU = [
	menuItem( 'Dashboard', { url: `${ ADMIN }index.php`, icon: 'dashboard' } ),
	menuItem( 'Posts', {
		url: `${ ADMIN }edit.php`,
		icon: 'dashicons-admin-post',
		submenu: [
			menuItem( 'All Posts', { url: `${ ADMIN }edit.php` } ),
			menuItem( 'Categories', {
				url: `${ ADMIN }edit-tags.php?taxonomy=category`,
				custom: { confirm: true },
			} ),
		],
	} ),
	menuItem( 'Tools', {
		url: `${ ADMIN }tools.php`,
		icon: 'build',
		custom: { confirm: true, name: 'Site tools' },
	} ),
];

const nav = () => screen.getByRole( 'navigation', { name: 'Admin menu' } );

describe( 'uip-admin-menu-new options', () => {
	beforeAll( () => {
		// jsdom has no modal dialogs: enough of one for the question.
		const proto = HTMLDialogElement.prototype;
		proto.showModal ??= function ( this: HTMLDialogElement ) {
			this.setAttribute( 'open', '' );
		};
		proto.close ??= function (
			this: HTMLDialogElement,
			returnValue?: string
		) {
			this.returnValue = returnValue ?? this.returnValue;
			this.removeAttribute( 'open' );
			this.dispatchEvent( new Event( 'close' ) );
		};
	} );

	onAnInterfacePage( MENU );

	it( 'drills down when a stored block has no submenu style; new blocks get inline', () => {
		renderMenu();
		expect( nav() ).toHaveAttribute( 'data-uip-submenu-style', 'dynamic' );
		const option = adminMenuDefinition.optionsEnabled.block?.options?.find(
			( entry ) => entry.uniqueKey === 'subMenuStyle'
		);
		expect( option?.value ).toBe( 'inline' );
		expect(
			createBlock( adminMenuDefinition ).settings.block?.options
		).toEqual( { subMenuStyle: 'inline' } );
	} );

	it( 'offers the spec’s menu style presets', () => {
		const groups = adminMenuDefinition.optionsEnabled.styleGroups ?? [];
		const list = groups.find( ( group ) => group.name === 'menuList' );
		expect(
			Object.values( list?.presets ?? {} ).map(
				( preset ) => preset.flexLayout?.gap
			)
		).toEqual( [
			{ value: 12, units: 'px' },
			{ value: 8, units: 'px' },
			{ value: 4, units: 'px' },
		] );
		const submenu = groups.find(
			( group ) => group.name === 'menuSubmenu'
		);
		expect( submenu?.class ).toBe( '.uip-admin-menu__submenu--inline' );
		expect(
			Object.values( submenu?.presets ?? {} )[ 0 ]?.spacing?.margin
		).toEqual( {
			preset: 'custom',
			custom: {
				top: { value: 4, units: 'px' },
				right: { value: 0, units: 'px' },
				bottom: { value: 8, units: 'px' },
				left: { value: 22, units: 'px' },
			},
		} );
	} );

	it( 'has no search box with showSearch off', () => {
		renderMenu( { showSearch: false } );
		expect(
			screen.queryByRole( 'combobox', { name: 'Search menu' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Dashboard' } )
		).toBeInTheDocument();
	} );

	it( 'neither offers nor follows collapsing with menuCollapse off', () => {
		setMenuCollapsed( true );
		renderMenu( { menuCollapse: false, subMenuStyle: 'inline' } );
		expect(
			screen.queryByRole( 'button', { name: /(Collapse|Expand) menu/ } )
		).not.toBeInTheDocument();
		// The page is collapsed, this menu is not: its own style, its search.
		expect( nav() ).toHaveAttribute( 'data-uip-submenu-style', 'inline' );
		expect( nav() ).not.toHaveClass( 'uip-admin-menu--collapsed' );
		expect(
			screen.getByRole( 'combobox', { name: 'Search menu' } )
		).toBeInTheDocument();
	} );

	it( 'hides the icons with hideIcons', () => {
		const { container, unmount } = renderMenu();
		expect(
			container.querySelectorAll( '.uip-admin-menu__icon' )
		).not.toHaveLength( 0 );
		unmount();
		const hidden = renderMenu( { hideIcons: true } );
		expect(
			hidden.container.querySelectorAll( '.uip-admin-menu__icon' )
		).toHaveLength( 0 );
		expect(
			screen.getByRole( 'link', { name: 'Dashboard' } )
		).toBeInTheDocument();
	} );

	it( 'draws submenu toggles with subMenuIcon', () => {
		renderMenu( { subMenuStyle: 'dynamic', subMenuIcon: 'arrow_forward' } );
		const toggle = screen.getByRole( 'button', {
			name: 'Submenu of Posts',
		} );
		expect(
			toggle.querySelector( '[data-uip-icon="arrow_forward"]' )
		).not.toBeNull();
		expect(
			toggle.querySelector( '[data-uip-icon="chevron_right"]' )
		).toBeNull();
	} );

	it( 'shows the trail of levels in the drill-down; a level returns to it', () => {
		renderMenu( { subMenuStyle: 'dynamic' } );
		const toggle = screen.getByRole( 'button', {
			name: 'Submenu of Posts',
		} );
		fireEvent.click( toggle );
		const trail = screen.getByRole( 'navigation', { name: 'Menu levels' } );
		expect(
			within( trail )
				.getAllByRole( 'listitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [ 'Menu', 'Posts' ] );
		expect( within( trail ).getByText( 'Posts' ) ).toHaveAttribute(
			'aria-current',
			'location'
		);
		// Keyboard users start where the level starts.
		expect( screen.getByRole( 'button', { name: 'Back' } ) ).toHaveFocus();

		fireEvent.click(
			within( trail ).getByRole( 'button', { name: 'Menu' } )
		);
		expect(
			screen.queryByRole( 'navigation', { name: 'Menu levels' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Dashboard' } )
		).toBeInTheDocument();
		// Back where they left: on the entry's toggle.
		expect(
			screen.getByRole( 'button', { name: 'Submenu of Posts' } )
		).toHaveFocus();
	} );

	it( 'hides Back and the trail while searching', () => {
		renderMenu( { subMenuStyle: 'dynamic' } );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Submenu of Posts' } )
		);
		const search = screen.getByRole( 'combobox', { name: 'Search menu' } );
		fireEvent.change( search, { target: { value: 'dash' } } );
		expect(
			screen.queryByRole( 'button', { name: 'Back' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'navigation', { name: 'Menu levels' } )
		).not.toBeInTheDocument();
		fireEvent.keyDown( search, { key: 'Escape' } );
		expect(
			screen.getByRole( 'button', { name: 'Back' } )
		).toBeInTheDocument();
	} );

	it( 'asks before opening an entry marked so, naming it', () => {
		const changes = pageChanges();
		renderMenu( { subMenuStyle: 'inline' } );
		fireEvent.click( screen.getByRole( 'link', { name: 'Site tools' } ) );
		expect( changes ).toEqual( [] );
		const dialog = screen.getByRole( 'dialog', {
			name: 'Open “Site tools”?',
		} );
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( changes ).toEqual( [] );

		fireEvent.click( screen.getByRole( 'link', { name: 'Site tools' } ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Open' } ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( changes ).toEqual( [ 'tools.php' ] );
		expect(
			screen.getByRole( 'link', { name: 'Site tools' } )
		).toHaveAttribute( 'aria-current', 'page' );

		// Entries without the mark open at once.
		fireEvent.click( screen.getByRole( 'link', { name: 'Dashboard' } ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( changes ).toEqual( [ 'tools.php', 'index.php' ] );
	} );

	it( 'asks for submenu entries and search results too', () => {
		const changes = pageChanges();
		renderMenu( { subMenuStyle: 'dynamic' } );
		const search = screen.getByRole( 'combobox', { name: 'Search menu' } );
		fireEvent.change( search, { target: { value: 'categ' } } );
		fireEvent.keyDown( search, { key: 'ArrowDown' } );
		fireEvent.keyDown( search, { key: 'Enter' } );
		expect( changes ).toEqual( [] );
		fireEvent.click( screen.getByRole( 'button', { name: 'Open' } ) );
		expect( changes ).toEqual( [ 'edit-tags.php?taxonomy=category' ] );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Submenu of Posts' } )
		);
		fireEvent.click( screen.getByRole( 'link', { name: 'Categories' } ) );
		expect(
			screen.getByRole( 'dialog', { name: 'Open “Categories”?' } )
		).toBeInTheDocument();
	} );

	it( 'opens a modified click on an entry marked so in a new tab, once confirmed', () => {
		const opened = jest
			.spyOn( window, 'open' )
			.mockImplementation( () => null );
		renderMenu( { subMenuStyle: 'inline' } );
		const tools = screen.getByRole( 'link', { name: 'Site tools' } );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
			ctrlKey: true,
		} );
		act( () => {
			tools.dispatchEvent( click );
		} );
		expect( click.defaultPrevented ).toBe( true );
		fireEvent.click( screen.getByRole( 'button', { name: 'Open' } ) );
		expect( opened ).toHaveBeenCalledWith(
			`${ ADMIN }tools.php`,
			'_blank',
			'noopener'
		);
		opened.mockRestore();
	} );
} );
