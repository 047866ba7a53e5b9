/**
 * External dependencies
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { AccountMenu, DisplayMode } from '../../../engine/types';
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import { validConfig } from '../../../shared/config/test/fixtures';
import { validRuntimeConfig } from '../../../shared/config/test/runtime-fixtures';
import { PAGE_EVENTS } from '../../../runtime/events';
import Account from '../account';
import { accountDefinition } from '../definition';

const ADMIN = 'http://localhost:8888/wp-admin/';
const LOGOUT =
	'http://localhost:8888/wp-login.php?action=logout&_wpnonce=abc123';

function account( extra: Partial< AccountMenu > = {} ): AccountMenu {
	return {
		name: 'Ed Itor',
		avatar: 'https://avatars.example/ed.png',
		profileUrl: `${ ADMIN }profile.php`,
		logoutUrl: LOGOUT,
		items: [],
		...extra,
	};
}

/**
 * Clicks an element as a person would and tells whether the page stopped the
 * browser following it.
 *
 * @param element The element.
 */
function clickPrevented( element: HTMLElement ): boolean {
	const click = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	act( () => {
		element.dispatchEvent( click );
	} );
	return click.defaultPrevented;
}

function renderAccount(
	mode: DisplayMode = 'prod',
	options: Record< string, unknown > = {}
) {
	return render(
		<Account
			block={ block( 'uip-account' ) }
			mode={ mode }
			options={ optionsWithDefaults( accountDefinition, options ) }
		/>
	);
}

describe( 'uip-account', () => {
	let frameMarker: HTMLElement;
	let pages: unknown[];
	const onPageChange = ( event: Event ) =>
		pages.push( ( event as CustomEvent ).detail.url );

	beforeEach( () => {
		window.uipressConfig = {
			...validConfig(),
			runtime: validRuntimeConfig( { account: account() } ),
		};
		frameMarker = document.createElement( 'div' );
		frameMarker.setAttribute( 'data-uip-module', 'uip-content-frame' );
		document.body.appendChild( frameMarker );
		pages = [];
		document.addEventListener( PAGE_EVENTS.pageChange, onPageChange );
	} );

	afterEach( () => {
		delete window.uipressConfig;
		frameMarker.remove();
		document.removeEventListener( PAGE_EVENTS.pageChange, onPageChange );
	} );

	it( 'shows the avatar and name on a button that opens Edit profile and Log out', () => {
		renderAccount();
		const button = screen.getByRole( 'button', {
			name: 'Ed Itor: account menu',
		} );
		expect( button ).toHaveTextContent( 'Ed Itor' );
		expect( button.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://avatars.example/ed.png'
		);
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByRole( 'link', { name: 'Log out' } )
		).not.toBeInTheDocument();

		fireEvent.click( button );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		const panel = document.getElementById(
			button.getAttribute( 'aria-controls' ) ?? ''
		);
		expect( panel ).toBeVisible();
		expect(
			within( panel as HTMLElement ).getByRole( 'link', {
				name: 'Edit profile',
			} )
		).toHaveAttribute( 'href', `${ ADMIN }profile.php` );
		expect(
			within( panel as HTMLElement ).getByRole( 'link', {
				name: 'Log out',
			} )
		).toHaveAttribute( 'href', LOGOUT );
	} );

	it( 'opens Edit profile in the frame and leaves Log out to the whole window', () => {
		renderAccount();
		const button = screen.getByRole( 'button', { name: /account menu/ } );
		fireEvent.click( button );
		fireEvent.click( screen.getByRole( 'link', { name: 'Edit profile' } ) );
		expect( pages ).toEqual( [ 'profile.php' ] );
		// A chosen entry closes the menu.
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );

		fireEvent.click( button );
		expect(
			clickPrevented( screen.getByRole( 'link', { name: 'Log out' } ) )
		).toBe( false );
		expect( pages ).toEqual( [ 'profile.php' ] );
	} );

	it( 'closes on Escape (focus back on its button), a click outside and tabbing out', () => {
		renderAccount();
		const button = screen.getByRole( 'button', { name: /account menu/ } );

		fireEvent.click( button );
		fireEvent.keyDown( document, { key: 'Escape' } );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( button ).toHaveFocus();

		fireEvent.click( button );
		fireEvent.pointerDown( document.body );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );

		fireEvent.click( button );
		const outside = document.createElement( 'button' );
		document.body.appendChild( outside );
		fireEvent.focusOut( screen.getByRole( 'link', { name: 'Log out' } ), {
			relatedTarget: outside,
		} );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		outside.remove();
	} );

	it( 'lists the entries plugins add to the toolbar’s account menu', () => {
		window.uipressConfig = {
			...validConfig(),
			runtime: validRuntimeConfig( {
				account: account( {
					items: [
						{
							id: 'my-plugin-account',
							name: 'My subscriptions',
							url: `${ ADMIN }admin.php?page=subs`,
							target: '_self',
							screenReaderName: 'My subscriptions',
							icon: '',
							submenu: [],
						},
					],
				} ),
			} ),
		};
		renderAccount();
		fireEvent.click(
			screen.getByRole( 'button', { name: /account menu/ } )
		);
		const links = screen
			.getAllByRole( 'link' )
			.map( ( link ) => link.textContent );
		expect( links ).toEqual( [
			'personEdit profile',
			'My subscriptions',
			'logoutLog out',
		] );
	} );

	it( 'shows the avatar alone with showName off, named by a tooltip', () => {
		renderAccount( 'prod', { showName: false } );
		const button = screen.getByRole( 'button', {
			name: 'Ed Itor: account menu',
		} );
		expect(
			button.querySelector( '.uip-account__name' )
		).not.toBeInTheDocument();
		expect( button ).toHaveAttribute( 'title', 'Ed Itor' );
	} );

	it( 'hides an avatar image that cannot load, leaving the person icon', () => {
		renderAccount();
		const image = screen
			.getByRole( 'button', { name: /account menu/ } )
			.querySelector( 'img' ) as HTMLImageElement;
		fireEvent.error( image );
		expect( image.hidden ).toBe( true );
		expect( image.previousElementSibling ).toHaveTextContent( 'person' );
	} );

	it( 'shows the avatar alone on a small screen', () => {
		render(
			<TemplateRenderer
				blocks={ [ block( 'uip-account' ) ] }
				mode="prod"
				viewport="mobile"
			/>
		);
		expect(
			screen.getByRole( 'button', { name: /account menu/ } )
		).not.toHaveTextContent( 'Ed Itor' );
	} );

	it( 'follows no link in the builder, where the design screens carry the account', () => {
		window.uipressConfig = {
			...validConfig(),
			chrome: { adminMenu: [], toolbar: [], account: account() },
		};
		renderAccount( 'builder' );
		fireEvent.click(
			screen.getByRole( 'button', { name: /account menu/ } )
		);
		expect(
			clickPrevented( screen.getByRole( 'link', { name: 'Log out' } ) )
		).toBe( true );
		fireEvent.click(
			screen.getByRole( 'button', { name: /account menu/ } )
		);
		fireEvent.click( screen.getByRole( 'link', { name: 'Edit profile' } ) );
		expect( pages ).toEqual( [] );
	} );

	it( 'renders nothing where the page carries no account', () => {
		delete window.uipressConfig;
		const { container } = renderAccount();
		expect( container ).toBeEmptyDOMElement();
	} );
} );
