/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { answerApiFetch } from '../../../components/utils/test-helpers';
import { PAGE_EVENTS, dispatchPageEvent } from '../../events';
import { captureChrome } from '../capture';
import { keepChromeSnapshot } from '../keep';

const KEY = { key: 'a'.repeat( 32 ), token: 'token-for-this-user' };

describe( 'keepChromeSnapshot', () => {
	let sent: APIFetchOptions[];
	let root: HTMLElement;

	beforeEach( () => {
		sent = answerApiFetch( () => ( { saved: true } ) );
		document.body.innerHTML =
			'<div id="uip-runtime-root"><nav><a href="/wp-admin/">Dashboard</a></nav>' +
			'<main data-uip-frame-state="ready"><iframe class="frame"></iframe></main></div>';
		root = document.getElementById( 'uip-runtime-root' )!;
	} );

	afterEach( () => {
		document.body.replaceChildren();
	} );

	it( 'sends the chrome with the page’s key once the page has settled', async () => {
		const kept = keepChromeSnapshot( KEY, root, () => true );

		await expect( kept.done ).resolves.toBe( true );
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ]?.path ).toMatch(
			/^\/uipress\/v1\/interface\/snapshot/
		);
		expect( sent[ 0 ]?.method ).toBe( 'POST' );
		expect( sent[ 0 ]?.data ).toEqual( {
			...KEY,
			html: captureChrome( root ),
			width: window.innerWidth,
		} );
	} );

	it( 'waits for the framed page to load before taking the picture', async () => {
		const frame = root.querySelector( 'main' )!;
		frame.setAttribute( 'data-uip-frame-state', 'loading' );
		const kept = keepChromeSnapshot( KEY, root, () => true );
		let finished = false;
		kept.done.then( () => ( finished = true ) );

		await Promise.resolve();
		expect( finished ).toBe( false );
		frame.setAttribute( 'data-uip-frame-state', 'ready' );
		dispatchPageEvent( PAGE_EVENTS.loadFinish, { url: '/wp-admin/' } );

		await expect( kept.done ).resolves.toBe( true );
		expect( ( sent[ 0 ]?.data as { html: string } ).html ).toContain(
			'data-uip-frame-state="ready"'
		);
	} );

	it.each( [
		[
			'dark mode',
			() => dispatchPageEvent( PAGE_EVENTS.darkModeToggle, {} ),
		],
		[
			'the menu collapsing',
			() => dispatchPageEvent( PAGE_EVENTS.menuToggleCollapse, {} ),
		],
		[
			'a click',
			() => document.dispatchEvent( new Event( 'pointerdown' ) ),
		],
		[
			'a key',
			() =>
				root.dispatchEvent( new Event( 'keydown', { bubbles: true } ) ),
		],
	] )(
		'sends nothing once %s changed what the page opened with',
		async ( _name, change ) => {
			const kept = keepChromeSnapshot( KEY, root, () => true );
			change();

			await expect( kept.done ).resolves.toBe( false );
			expect( sent ).toHaveLength( 0 );
		}
	);

	it( 'sends nothing once the frame has moved on to another page', async () => {
		const frame = root.querySelector( 'main' )!;
		frame.setAttribute( 'data-uip-frame-state', 'loading' );
		const kept = keepChromeSnapshot( KEY, root, () => true );
		dispatchPageEvent( PAGE_EVENTS.loadFinish, { url: '/wp-admin/' } );
		// The key's page has loaded: the next start is another page.
		await Promise.resolve();
		dispatchPageEvent( PAGE_EVENTS.loadStart, {
			url: '/wp-admin/edit.php',
		} );

		await expect( kept.done ).resolves.toBe( false );
		expect( sent ).toHaveLength( 0 );
	} );

	it( 'sends nothing when the page is no longer as printed once it has settled', async () => {
		let asked = 0;
		const kept = keepChromeSnapshot( KEY, root, () => {
			asked++;
			return false;
		} );

		await expect( kept.done ).resolves.toBe( false );
		expect( asked ).toBe( 1 );
		expect( sent ).toHaveLength( 0 );
	} );

	it( 'sends nothing once stopped (the runtime unmounted)', async () => {
		const kept = keepChromeSnapshot( KEY, root, () => true );
		kept.stop();

		await expect( kept.done ).resolves.toBe( false );
		expect( sent ).toHaveLength( 0 );
	} );

	it( 'lets a refused snapshot go: the next visit paints as before', async () => {
		answerApiFetch( () => {
			throw { code: 'uipress_snapshot_too_large' };
		} );

		await expect(
			keepChromeSnapshot( KEY, root, () => true ).done
		).resolves.toBe( false );
	} );
} );
