/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';
import { RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { answerApiFetch } from '../../components/utils/test-helpers';
import { ensureNotificationsStore } from '../../engine/notifications';
import { validConfig } from '../../shared/config/test/fixtures';
import { createAppStore } from '../../shared/store/app';
import { freshRegistryWith } from '../../shared/store/app/test/fresh-registry';
import { LOGIN_PREVIEW_PATH, SETTINGS_PATH } from '../api';
import SettingsScreen from '../settings-screen';
import { answer } from './fixtures';

type Handler = ( options: APIFetchOptions ) => unknown;

/**
 * A request's path without its query (api-fetch adds `_locale=user`).
 *
 * @param options The request.
 */
function pathOf( options: APIFetchOptions ): string {
	return ( options.path ?? '' ).split( '?' )[ 0 ] ?? '';
}

// jsdom has no ResizeObserver; the choice control (ToggleGroupControl)
// measures its options with one.
beforeAll( () => {
	window.ResizeObserver ??= class {
		observe() {}
		unobserve() {}
		disconnect() {}
	};
} );

/**
 * Renders the screen in a registry of its own; `handler` answers the
 * settings requests (the login preview gets a blank page).
 *
 * @param handler Answers settings requests.
 */
function renderScreen( handler: Handler = () => answer() ) {
	const calls = answerApiFetch( ( options ) =>
		pathOf( options ) === LOGIN_PREVIEW_PATH
			? { url: 'about:blank' }
			: handler( options )
	);
	const store = createAppStore( validConfig().appState, undefined );
	const { registry } = freshRegistryWith( store );
	ensureNotificationsStore(
		registry as unknown as Parameters<
			typeof ensureNotificationsStore
		>[ 0 ]
	);
	render(
		<RegistryProvider value={ registry }>
			<SettingsScreen />
		</RegistryProvider>
	);
	const notices = () =>
		(
			registry.select( 'uipress/notifications' ) as unknown as {
				getNotifications: () => Array< {
					title: string;
					message: string;
					status: string;
				} >;
			}
		 ).getNotifications();
	const posts = () =>
		calls
			.filter(
				( call ) =>
					pathOf( call ) === SETTINGS_PATH && call.method === 'POST'
			)
			.map( ( call ) => call.data );
	return { calls, notices, posts };
}

async function loaded() {
	await screen.findByRole( 'heading', { level: 2, name: 'General' } );
}

describe( 'SettingsScreen', () => {
	it( 'shows a section per group, in order, with a navigation', async () => {
		renderScreen();
		await loaded();

		expect(
			screen
				.getAllByRole( 'heading', { level: 2 } )
				.map( ( heading ) => heading.textContent )
		).toEqual( [
			'General',
			'Login page',
			'White label',
			'Theme',
			'Advanced',
			'Keys',
		] );
		const nav = screen.getByRole( 'navigation', {
			name: 'Settings groups',
		} );
		expect(
			within( nav ).getByRole( 'link', { name: 'White label' } )
		).toHaveAttribute( 'href', '#uip-settings-group-whiteLabel' );
		expect(
			screen.getByRole( 'textbox', { name: 'Toolbar welcome' } )
		).toHaveAccessibleDescription( 'Replaces “Howdy”.' );
	} );

	it( 'explains a failed load and tries again', async () => {
		let fail = true;
		renderScreen( () => {
			if ( fail ) {
				throw { code: 'oops', message: 'The server is down.' };
			}
			return answer();
		} );

		expect(
			await screen.findByText( 'The settings could not be loaded.' )
		).toBeInTheDocument();
		expect( screen.getByText( 'The server is down.' ) ).toBeInTheDocument();
		fail = false;
		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		await loaded();
	} );

	it( 'saves only what changed, with Ctrl+S too', async () => {
		const { posts, notices } = renderScreen( ( options ) =>
			options.method === 'POST'
				? answer( {
						settings: {
							...answer().settings,
							...(
								options.data as {
									settings: Record< string, unknown >;
								}
							 ).settings,
						},
					} )
				: answer()
		);
		await loaded();
		const save = screen.getByRole( 'button', { name: 'Save' } );
		expect( save ).toHaveAttribute( 'aria-disabled', 'true' );

		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Toolbar welcome' } ),
			{ target: { value: 'Hello {name}' } }
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Show an ID column in post lists',
			} )
		);
		expect( save ).not.toHaveAttribute( 'aria-disabled' );
		fireEvent.keyDown( window, { key: 's', ctrlKey: true } );

		await waitFor( () =>
			expect( save ).toHaveAttribute( 'aria-disabled', 'true' )
		);
		expect( posts() ).toEqual( [
			{ settings: { postIDs: true, welcomeMessage: 'Hello {name}' } },
		] );
		expect( notices().map( ( notice ) => notice.title ) ).toContain(
			'Settings saved'
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Toolbar welcome' } )
		).toHaveValue( 'Hello {name}' );
	} );

	it( 'shows a refusal, marks the field and keeps the edits', async () => {
		const { notices } = renderScreen( ( options ) => {
			if ( options.method === 'POST' ) {
				throw {
					code: 'uipress_invalid_setting',
					message: '“Extra scripts” must be a list of URLs.',
					data: { status: 400, setting: 'enqueueScripts' },
				};
			}
			return answer();
		} );
		await loaded();
		const scripts = screen.getByRole( 'textbox', {
			name: 'Extra scripts',
		} );
		fireEvent.change( scripts, {
			target: { value: 'javascript:alert(1)' },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );

		await waitFor( () =>
			expect( notices().map( ( notice ) => notice.message ) ).toContain(
				'“Extra scripts” must be a list of URLs.'
			)
		);
		expect( notices()[ 0 ]?.status ).toBe( 'error' );
		const field = scripts.closest( '.uip-settings__field' );
		expect( field ).toHaveClass( 'is-invalid' );
		expect( field ).toHaveTextContent(
			'“Extra scripts” must be a list of URLs.'
		);
		expect( scripts ).toHaveValue( 'javascript:alert(1)' );
		expect(
			screen.getByRole( 'button', { name: 'Save' } )
		).not.toHaveAttribute( 'aria-disabled' );
	} );

	it( 'filters by search, says when nothing matches, and Escape clears', async () => {
		renderScreen();
		await loaded();
		const search = screen.getByRole( 'searchbox', {
			name: 'Search settings',
		} );

		fireEvent.change( search, { target: { value: 'howdy' } } );
		expect(
			screen
				.getAllByRole( 'heading', { level: 2 } )
				.map( ( heading ) => heading.textContent )
		).toEqual( [ 'White label' ] );

		fireEvent.change( search, { target: { value: 'zebra' } } );
		expect(
			screen.getByText( 'No settings match “zebra”.' )
		).toBeInTheDocument();

		fireEvent.keyDown( search, { key: 'Escape' } );
		expect( search ).toHaveValue( '' );
		expect( screen.getAllByRole( 'heading', { level: 2 } ) ).toHaveLength(
			6
		);
		// The choice control settles its radios once shown again.
		expect(
			await screen.findByRole( 'radio', {
				name: 'Center',
				checked: true,
			} )
		).toBeInTheDocument();
	} );

	it( 'resets a group after confirming, naming it', async () => {
		const { posts, notices } = renderScreen();
		await loaded();

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Reset White label' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Reset “White label” settings?',
		} );
		fireEvent.click(
			within( dialog ).getByRole( 'button', {
				name: 'Reset to defaults',
			} )
		);

		await waitFor( () =>
			expect( posts() ).toEqual( [ { reset: 'whiteLabel' } ] )
		);
		await waitFor( () =>
			expect( notices().map( ( notice ) => notice.title ) ).toContain(
				'“White label” settings reset to their defaults'
			)
		);
	} );

	it( 'never shows a key: it says whether one is set and replaces it', async () => {
		const { posts } = renderScreen();
		await loaded();
		const keys = screen.getByRole( 'group', { name: 'AI provider key' } );
		expect( keys ).toHaveTextContent( 'Status: Set' );
		expect( within( keys ).queryByLabelText( 'New key' ) ).toBeNull();

		fireEvent.click(
			within( keys ).getByRole( 'button', { name: 'Replace key' } )
		);
		fireEvent.change( within( keys ).getByLabelText( 'New key' ), {
			target: { value: 'sk-new' },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );

		await waitFor( () =>
			expect( posts() ).toEqual( [ { settings: { aiKey: 'sk-new' } } ] )
		);
	} );

	it( 'shows code read-only, with why, to users who may not edit it', async () => {
		renderScreen( () =>
			answer( {
				canEditCode: false,
				settings: { ...answer().settings, loginCSS: 'body{}' },
			} )
		);
		await loaded();
		const css = screen.getByRole( 'textbox', { name: 'Login CSS' } );
		expect( css ).toHaveAttribute( 'readonly' );
		expect( css ).toHaveValue( 'body{}' );
		expect( css ).toHaveAccessibleDescription(
			expect.stringContaining( 'Only users who may post unfiltered HTML' )
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Extra scripts' } )
		).toHaveAttribute( 'readonly' );
		const address = screen.getByRole( 'textbox', {
			name: 'AI provider address',
		} );
		expect( address ).toHaveAttribute( 'readonly' );
		expect( address ).toHaveAccessibleDescription(
			expect.stringContaining(
				'The site’s keys are sent to this address, so only users who may post unfiltered HTML can change it.'
			)
		);
	} );

	it( 'lets users who may post unfiltered HTML change a provider address, and says its keys went', async () => {
		const { posts, notices } = renderScreen( ( options ) =>
			options.method === 'POST'
				? answer( {
						settings: {
							...answer().settings,
							aiBaseUrl: 'https://ai.example.com/v1',
						},
						secrets: { aiKey: false },
						movedEndpoints: [ 'aiBaseUrl' ],
					} )
				: answer()
		);
		await loaded();
		const address = screen.getByRole( 'textbox', {
			name: 'AI provider address',
		} );
		expect( address ).not.toHaveAttribute( 'readonly' );

		fireEvent.change( address, {
			target: { value: 'https://ai.example.com/v1' },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );

		await waitFor( () =>
			expect( notices().map( ( notice ) => notice.title ) ).toContain(
				'“AI provider address” points at another host'
			)
		);
		expect( posts() ).toEqual( [
			{ settings: { aiBaseUrl: 'https://ai.example.com/v1' } },
		] );
		const moved = notices().find(
			( notice ) =>
				notice.title === '“AI provider address” points at another host'
		);
		expect( moved?.status ).toBe( 'warning' );
		expect( moved?.message ).toContain(
			'The keys entered for the old address were removed'
		);
		expect(
			screen.getByRole( 'group', { name: 'AI provider key' } )
		).toHaveTextContent( 'Status: Not set' );
	} );

	it( 'warns when theme text colours lose contrast, and resets them', async () => {
		renderScreen( () =>
			answer( {
				settings: {
					...answer().settings,
					theme: {
						'--uip-color-text-muted': { darkValue: '#555b66' },
					},
				},
			} )
		);
		await loaded();
		expect(
			screen.getByText(
				/^Muted text on Raised surface is \d\.\d:1 in dark mode; text needs at least 4\.5:1\.$/
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Muted text, Dark: #555b66' } )
		).toBeInTheDocument();

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Reset Muted text' } )
		);
		expect(
			document.querySelector( '.uip-settings-theme__contrast' )
		).toBeNull();
		expect(
			screen.getByRole( 'button', { name: 'Save' } )
		).not.toHaveAttribute( 'aria-disabled' );
	} );

	it( 'refuses a file that is not JSON without saving anything', async () => {
		const { posts, notices } = renderScreen();
		await loaded();
		const input =
			document.querySelector< HTMLInputElement >( 'input[type="file"]' );
		if ( ! input ) {
			throw new Error( 'no file input' );
		}
		const file = new File( [ 'not json' ], 'settings.json', {
			type: 'application/json',
		} );
		Object.defineProperty( file, 'text', {
			value: () => Promise.resolve( 'not json' ),
		} );
		await act( async () => {
			fireEvent.change( input, { target: { files: [ file ] } } );
		} );

		await waitFor( () =>
			expect( notices().map( ( notice ) => notice.message ) ).toContain(
				'This file is not valid JSON.'
			)
		);
		expect( posts() ).toEqual( [] );
	} );
} );
