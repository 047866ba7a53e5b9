/**
 * The stock photos key end to end: typed into the settings screen, used by
 * the server against a local fake of the provider, never seen by the
 * browser; without it the media dialog's stock tab says a key is missing.
 *
 * The fake listens on 127.0.0.1 and the provider address is set to
 * `http://localhost:<port>`: the e2e site blocks external requests
 * (WP_HTTP_BLOCK_EXTERNAL), and WordPress always lets requests to
 * `localhost` through while it refuses 127.0.0.1 unless that is the site's
 * own host (WP_Http::block_request). The site's policy is not overridden.
 * UiPress sends provider requests with wp_safe_remote_request(), which
 * refuses a loopback port like the fake's unless it is on
 * `uipress/remote/allowed_hosts`: the fixture tests/fixtures/local-providers
 * puts `localhost` there.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openLoaderImageDialog } from '../utils/media-dialog';
import { readSettings, saveSettings } from '../utils/settings';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

const SETTINGS_SCREEN = '/wp-admin/admin.php?page=uip-settings';
const KEY = `e2e-stock-key-${ Date.now() }`;

interface ProviderRequest {
	path: string;
	authorization: string;
}

/**
 * An Unsplash-like provider: `GET /photos` and `/search/photos` answer two
 * photos, with the images' URLs on the fake itself.
 */
class FakeProvider {
	readonly requests: ProviderRequest[] = [];

	private readonly server = http.createServer( ( request, response ) => {
		const url = new URL( request.url ?? '/', 'http://127.0.0.1' );
		this.requests.push( {
			path: url.pathname,
			authorization: String( request.headers.authorization ?? '' ),
		} );
		const photos = [ 'one', 'two' ].map( ( name ) => ( {
			id: `fake-${ name }`,
			color: '#336699',
			urls: {
				small: `${ this.base }/img/${ name }-small.jpg`,
				regular: `${ this.base }/img/${ name }.jpg`,
			},
			width: 800,
			height: 600,
			alt_description: `Fake photo ${ name }`,
			user: {
				name: 'Fay Ker',
				username: 'fayker',
				links: { html: 'https://example.com/@fayker' },
			},
		} ) );
		const body =
			url.pathname === '/search/photos'
				? { total: 2, results: photos }
				: photos;
		response.writeHead( 200, {
			'Content-Type': 'application/json',
			'X-Total': '2',
		} );
		response.end( JSON.stringify( body ) );
	} );

	/** The address the server is given (see the file comment). */
	get base(): string {
		const { port } = this.server.address() as AddressInfo;
		return `http://localhost:${ port }`;
	}

	start(): Promise< void > {
		return new Promise( ( resolve ) =>
			this.server.listen( 0, '127.0.0.1', () => resolve() )
		);
	}

	stop(): Promise< void > {
		return new Promise( ( resolve ) =>
			this.server.close( () => resolve() )
		);
	}
}

/**
 * Records the body of every response the page receives (documents, scripts,
 * REST answers…); `settled()` waits for the bodies still being read.
 *
 * @param page The page.
 */
function recordBodies( page: Page ) {
	const reads: Promise< string >[] = [];
	page.on( 'response', ( response: Response ) => {
		reads.push( response.text().catch( () => '' ) );
	} );
	return {
		settled: () => Promise.all( reads ),
	};
}

/**
 * Sets the stock photos key and the provider's address in the settings
 * screen, as an administrator would, and saves.
 *
 * @param page    The page.
 * @param key     The key to type.
 * @param address The provider's address.
 */
async function setKeyInScreen( page: Page, key: string, address: string ) {
	await page.goto( SETTINGS_SCREEN );
	const keys = page.getByRole( 'region', { name: 'Keys' } );
	const field = keys.getByRole( 'group', { name: 'Stock photos key' } );
	await expect( field.getByText( 'Not set', { exact: true } ) ).toBeVisible();
	await field.getByRole( 'button', { name: 'Add key' } ).click();
	await field.getByLabel( 'Key', { exact: true } ).fill( key );
	await keys
		.getByRole( 'textbox', { name: 'Stock photos provider address' } )
		.fill( address );
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect( page.getByText( 'Settings saved' ) ).toBeVisible();
	// The screen says only that a key is set; the field is gone.
	await expect( field.getByText( 'Set', { exact: true } ) ).toBeVisible();
	await expect( field.getByLabel( 'Key', { exact: true } ) ).toHaveCount( 0 );
}

/**
 * Opens the media dialog of a page loader block's image option on its
 * stock photos tab.
 *
 * @param page The page.
 * @param id   A template holding the loader.
 * @param uid  The loader's uid.
 */
async function openStockTab( page: Page, id: number, uid: string ) {
	const dialog = await openLoaderImageDialog( page, id, uid );
	await dialog.getByRole( 'tab', { name: 'Stock photos' } ).click();
	return dialog;
}

test.describe( 'Stock photos through the settings', () => {
	const provider = new FakeProvider();

	test.beforeAll( async () => {
		await provider.start();
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, {
			stockPhotosKey: '',
			stockPhotosApiBase: '',
		} );
		await deleteAllTemplates( requestUtils );
		await provider.stop();
	} );

	test( 'the key set in the settings reaches the provider, never the browser; without it the tab says so', async ( {
		page,
		requestUtils,
	} ) => {
		const bodies = recordBodies( page );
		await setKeyInScreen( page, KEY, provider.base );
		const answers = [
			JSON.stringify( await readSettings( requestUtils ) ),
		];

		const loader = block( 'uip-page-loader' );
		const id = await createTemplate( requestUtils, [ loader ] );
		const dialog = await openStockTab( page, id, loader.uid );
		for ( const name of [ 'Fake photo one', 'Fake photo two' ] ) {
			await expect(
				dialog.getByRole( 'button', { name, exact: true } )
			).toBeVisible();
		}

		expect( provider.requests ).toContainEqual( {
			path: '/photos',
			authorization: `Client-ID ${ KEY }`,
		} );

		// Without a key the tab explains what is missing.
		answers.push(
			JSON.stringify(
				await saveSettings( requestUtils, { stockPhotosKey: '' } )
			)
		);
		const asked = provider.requests.length;
		const again = await openStockTab( page, id, loader.uid );
		await expect(
			again.getByText( /Stock photos are not set up/ ).first()
		).toBeVisible();
		await expect(
			again.getByText( /stock photo API key/ ).first()
		).toBeVisible();
		expect( provider.requests ).toHaveLength( asked );

		const received = [ ...( await bodies.settled() ), ...answers ];
		expect( received.length ).toBeGreaterThan( 2 );
		expect( received.filter( ( body ) => body.includes( KEY ) ) ).toEqual(
			[]
		);
	} );
} );
