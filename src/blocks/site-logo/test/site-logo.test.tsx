/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { BlockOptions, DisplayMode } from '../../../engine/types';
import { block } from '../../../engine/renderer/test/helpers';
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import { PAGE_EVENTS, dispatchPageEvent } from '../../../runtime/events';
import { startDarkMode } from '../../../runtime/dark-mode';
import { validConfig } from '../../../shared/config/test/fixtures';
import { validEngineConfig } from '../../../shared/config/test/engine-fixtures';
import { validRuntimeConfig } from '../../../shared/config/test/runtime-fixtures';
import { siteLogoDefinition } from '../definition';
import SiteLogo, { initialOf } from '../site-logo';

const LIGHT = 'https://example.com/logo.png';
const DARK = 'https://example.com/logo-dark.png';
const ADMIN = 'http://localhost:8888/wp-admin/';

/**
 * Prints an interface page's configuration with these logo URLs.
 *
 * @param light The globalLogo URL.
 * @param dark  The globalLogoDarkMode URL.
 */
function interfacePage( light: string, dark = '' ) {
	const runtime = validRuntimeConfig();
	window.uipressConfig = {
		...validConfig(),
		runtime: {
			...runtime,
			site: { ...runtime.site, logo: { light, dark } },
		},
	};
}

function renderLogo( stored: BlockOptions = {}, mode: DisplayMode = 'prod' ) {
	return render(
		<SiteLogo
			block={ block( 'uip-site-logo' ) }
			mode={ mode }
			options={ optionsWithDefaults( siteLogoDefinition, stored ) }
		/>
	);
}

describe( 'uip-site-logo', () => {
	let stop: ( () => void ) | undefined;

	afterEach( () => {
		stop?.();
		stop = undefined;
		delete window.uipressConfig;
		document.documentElement.removeAttribute( 'data-theme' );
	} );

	it( 'shows the logo, named after the site, linked to the admin home', () => {
		interfacePage( LIGHT, DARK );
		renderLogo();
		const logo = screen.getByRole( 'img', { name: 'My site' } );
		expect( logo ).toHaveAttribute( 'src', LIGHT );
		expect( logo ).toHaveStyle( { height: '32px' } );
		expect(
			screen.getByRole( 'link', { name: 'My site' } )
		).toHaveAttribute( 'href', ADMIN );
	} );

	it( 'shows the dark-mode logo while dark mode is on, and follows the switch', async () => {
		interfacePage( LIGHT, DARK );
		stop = startDarkMode( true, jest.fn() );
		renderLogo();
		expect( screen.getByRole( 'img' ) ).toHaveAttribute( 'src', DARK );

		await act( async () =>
			dispatchPageEvent( PAGE_EVENTS.darkModeToggle, { dark: false } )
		);
		expect( screen.getByRole( 'img' ) ).toHaveAttribute( 'src', LIGHT );
	} );

	it( 'falls back to the light logo in dark mode when no dark logo is set', () => {
		interfacePage( LIGHT );
		stop = startDarkMode( true, jest.fn() );
		renderLogo();
		expect( screen.getByRole( 'img' ) ).toHaveAttribute( 'src', LIGHT );
	} );

	it( 'shows the site name, still linked, when no logo is set', () => {
		interfacePage( '' );
		renderLogo();
		expect( screen.queryByRole( 'img' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'My site' } )
		).toHaveAttribute( 'href', ADMIN );
		expect(
			screen.queryByText( /UiPress → Settings → General/ )
		).not.toBeInTheDocument();
		// What a collapsed menu's sidebar shows instead of a clipped name.
		expect(
			document.querySelector( '.uip-site-logo__initial' )
		).toHaveTextContent( /^M$/ );
	} );

	it( 'takes the initial of a name as one whole character', () => {
		expect( initialOf( '  uiPress' ) ).toBe( 'U' );
		expect( initialOf( 'élan' ) ).toBe( 'É' );
		expect( initialOf( '🚀 Launch' ) ).toBe( '🚀' );
		expect( initialOf( '' ) ).toBe( '' );
	} );

	it( 'never takes a script URL as its image', () => {
		interfacePage( 'javascript:alert(1)', 'data:image/png;base64,AAAA' );
		stop = startDarkMode( true, jest.fn() );
		renderLogo();
		expect( screen.queryByRole( 'img' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'My site' ) ).toBeInTheDocument();
	} );

	it( 'is not a link with linkHome off, and takes its height', () => {
		interfacePage( LIGHT );
		renderLogo( { linkHome: false, height: '48' } );
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		expect( screen.getByRole( 'img', { name: 'My site' } ) ).toHaveStyle( {
			height: '48px',
		} );
	} );

	it( 'in the builder reads the page config, links nowhere and says where to set a logo', () => {
		window.uipressConfig = {
			...validConfig(),
			engine: validEngineConfig(),
			siteLogo: { light: '', dark: '' },
		};
		const { unmount } = renderLogo( {}, 'builder' );
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'My site' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Set the logo in UiPress → Settings → General.' )
		).toBeInTheDocument();
		unmount();

		window.uipressConfig = {
			...validConfig(),
			engine: validEngineConfig(),
			siteLogo: { light: LIGHT, dark: '' },
		};
		renderLogo( {}, 'builder' );
		expect(
			screen.getByRole( 'img', { name: 'My site' } )
		).toHaveAttribute( 'src', LIGHT );
		expect(
			screen.queryByText( /UiPress → Settings → General/ )
		).not.toBeInTheDocument();
	} );
} );
