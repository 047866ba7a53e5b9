/**
 * External dependencies
 */
import { fireEvent, render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { DisplayMode, ToolbarItem } from '../../../engine/types';
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import { validConfig } from '../../../shared/config/test/fixtures';
import { validRuntimeConfig } from '../../../shared/config/test/runtime-fixtures';
import { PAGE_EVENTS } from '../../../runtime/events';
import Toolbar from '../toolbar';
import { toolbarDefinition } from '../definition';

const ADMIN = 'http://localhost:8888/wp-admin/';

function node( id: string, extra: Partial< ToolbarItem > = {} ): ToolbarItem {
	return {
		id,
		name: id,
		url: `${ ADMIN }${ id }.php`,
		target: '_self',
		screenReaderName: id,
		icon: '',
		submenu: [],
		...extra,
	};
}

function renderToolbar(
	mode: DisplayMode = 'prod',
	options: Record< string, unknown > = {}
) {
	return render(
		<Toolbar
			block={ block( 'uip-toolbar' ) }
			mode={ mode }
			options={ optionsWithDefaults( toolbarDefinition, options ) }
		/>
	);
}

describe( 'uip-toolbar', () => {
	let frameMarker: HTMLElement;

	beforeEach( () => {
		window.uipressConfig = {
			...validConfig(),
			runtime: validRuntimeConfig( {
				toolbar: [
					node( 'comments', {
						name: '',
						screenReaderName: '2 comments awaiting moderation',
						icon: 'forum',
					} ),
					node( 'new-content', {
						name: 'New',
						icon: 'add',
						submenu: [
							node( 'post-new', {
								name: 'Post',
								submenu: [ node( 'deep', { name: 'Deep' } ) ],
							} ),
						],
					} ),
				],
			} ),
		};
		frameMarker = document.createElement( 'div' );
		frameMarker.setAttribute( 'data-uip-module', 'uip-content-frame' );
		document.body.appendChild( frameMarker );
	} );

	afterEach( () => {
		delete window.uipressConfig;
		frameMarker.remove();
	} );

	it( 'shows the toolbar nodes with recursive submenus and screen reader names', () => {
		renderToolbar();
		const nav = screen.getByRole( 'navigation', { name: 'Toolbar' } );
		expect(
			within( nav ).getByRole( 'link', {
				name: '2 comments awaiting moderation',
			} )
		).toHaveAttribute( 'href', `${ ADMIN }comments.php` );
		const newLink = within( nav ).getByRole( 'link', { name: 'New' } );
		expect( newLink ).toHaveAttribute( 'aria-haspopup', 'true' );
		expect(
			within( nav ).getByRole( 'link', { name: 'Deep' } )
		).toBeInTheDocument();
	} );

	it( 'folds into one "More" list on a small screen', () => {
		render(
			<TemplateRenderer
				blocks={ [ block( 'uip-toolbar' ) ] }
				mode="prod"
				viewport="mobile"
			/>
		);
		const nav = screen.getByRole( 'navigation', { name: 'Toolbar' } );
		const more = within( nav ).getByRole( 'button', {
			name: 'More toolbar items',
		} );
		expect( more ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			within( nav ).queryByRole( 'link', { name: 'New' } )
		).not.toBeInTheDocument();
		fireEvent.click( more );
		expect( more ).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			within( nav ).getByRole( 'link', { name: 'Deep' } )
		).toBeVisible();
		fireEvent.keyDown( document, { key: 'Escape' } );
		expect( more ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( more ).toHaveFocus();
		// A chosen entry closes the list.
		fireEvent.click( more );
		fireEvent.click( within( nav ).getByRole( 'link', { name: 'Post' } ) );
		expect( more ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'opens admin links in the frame', () => {
		const urls: unknown[] = [];
		document.addEventListener( PAGE_EVENTS.pageChange, ( event ) =>
			urls.push( ( event as CustomEvent ).detail.url )
		);
		renderToolbar();
		fireEvent.click( screen.getByRole( 'link', { name: 'Post' } ) );
		expect( urls ).toEqual( [ 'post-new.php' ] );
	} );

	it( 'shows the user’s toolbar the builder screen carries', () => {
		window.uipressConfig = {
			...validConfig(),
			chrome: {
				adminMenu: [],
				toolbar: [ node( 'site-name', { name: 'My site' } ) ],
			},
		};
		renderToolbar( 'builder' );
		expect(
			screen.getByRole( 'link', { name: 'My site' } )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'The admin toolbar shows here.' )
		).not.toBeInTheDocument();
	} );

	it( 'shows a placeholder in the builder when there is no toolbar', () => {
		delete window.uipressConfig;
		renderToolbar( 'builder' );
		expect(
			screen.getByText( 'The admin toolbar shows here.' )
		).toBeInTheDocument();
	} );

	it( 'ends with the account menu when asked, the avatar alone', () => {
		const config = validConfig();
		window.uipressConfig = {
			...config,
			runtime: validRuntimeConfig( {
				toolbar: [ node( 'new-content', { name: 'New' } ) ],
				account: {
					name: 'Ed Itor',
					avatar: '',
					profileUrl: `${ ADMIN }profile.php`,
					logoutUrl:
						'http://localhost:8888/wp-login.php?action=logout&_wpnonce=n',
					items: [],
				},
			} ),
		};
		const { unmount } = renderToolbar();
		expect(
			screen.queryByRole( 'button', { name: /account menu/ } )
		).not.toBeInTheDocument();
		unmount();

		renderToolbar( 'prod', { accountMenu: true } );
		const nav = screen.getByRole( 'navigation', { name: 'Toolbar' } );
		const account = within( nav ).getByRole( 'button', {
			name: 'Ed Itor: account menu',
		} );
		expect( account ).not.toHaveTextContent( 'Ed Itor' );
		expect( account ).toHaveAttribute( 'title', 'Ed Itor' );
		// Last in the bar, after the toolbar's own entries.
		const controls = nav.querySelectorAll( 'a, button' );
		expect( controls[ controls.length - 1 ] ).toBe( account );
		expect( controls[ 0 ] ).toHaveTextContent( 'New' );
		fireEvent.click( account );
		expect(
			within( nav ).getByRole( 'link', { name: 'Log out' } )
		).toHaveAttribute(
			'href',
			'http://localhost:8888/wp-login.php?action=logout&_wpnonce=n'
		);
	} );
} );
