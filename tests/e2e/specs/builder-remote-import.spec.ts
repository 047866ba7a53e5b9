/**
 * Remote template import (spec: "POST to a remote block's path with no
 * fields to import a template; the response is JSON text of an array whose
 * first item is the template"): the site's server fetches the address, a
 * fake remote started by the test on localhost (the e2e sites let UiPress
 * reach localhost: tests/fixtures/local-providers), and saves a draft; a
 * bad answer gives the error notice and saves nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures';
import { selectLayer } from '../utils/builder-sidebar';
import { contrastFailures } from '../utils/contrast';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	listTemplates,
} from '../utils/templates';
import { snackbar } from '../utils/snackbars';

const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

interface Received {
	method: string;
	body: string;
}

/**
 * A fake remote: answers every request with `answer()`'s text once `gate`
 * lets it, and records what it received.
 */
function fakeRemote() {
	const received: Received[] = [];
	let answer = '[]';
	let open: () => void = () => {};
	let gate: Promise< void > = Promise.resolve();
	const server = http.createServer( ( request, response ) => {
		let body = '';
		request.on( 'data', ( chunk ) => ( body += chunk ) );
		request.on( 'end', async () => {
			received.push( { method: request.method ?? '', body } );
			await gate;
			response.writeHead( 200, { 'Content-Type': 'application/json' } );
			response.end( answer );
		} );
	} );
	return {
		received,
		server,
		answerWith( text: string ) {
			answer = text;
		},
		/** Holds the answers until release() is called. */
		hold() {
			gate = new Promise( ( resolve ) => ( open = resolve ) );
		},
		release() {
			open();
		},
		async start(): Promise< string > {
			await new Promise< void >( ( resolve ) =>
				server.listen( 0, resolve )
			);
			const { port } = server.address() as AddressInfo;
			return `http://localhost:${ port }/templates/sidebar.json`;
		},
		stop(): Promise< void > {
			return new Promise( ( resolve ) =>
				server.close( () => resolve() )
			);
		},
	};
}

test.describe( 'Remote template import', () => {
	const remote = fakeRemote();
	let url = '';

	test.beforeAll( async () => {
		url = await remote.start();
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.afterAll( async () => {
		await remote.stop();
	} );

	async function importFrom( page: import( '@playwright/test' ).Page ) {
		await page.goto( BUILDER );
		await page.getByRole( 'button', { name: 'Import from URL' } ).click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Import a template from a URL',
		} );
		await dialog
			.getByRole( 'textbox', { name: 'Template URL' } )
			.fill( url );
		await dialog.getByRole( 'button', { name: 'Import' } ).click();
	}

	test( 'the server imports the first item as a draft, with the spec’s notices', async ( {
		page,
		requestUtils,
	} ) => {
		remote.answerWith(
			JSON.stringify( [
				{
					title: 'Remote sidebar',
					uipress: {
						type: 'ui-template',
						content: [ block( 'uip-heading' ) ],
						settings: { css: '', js: '' },
					},
				},
				{ title: 'Not imported' },
			] )
		);
		remote.hold();
		const before = remote.received.length;

		await importFrom( page );
		await expect( snackbar( page, 'Importing template' ) ).toBeVisible();
		remote.release();
		await expect( snackbar( page, 'Template imported' ) ).toBeVisible();
		const row = page.getByRole( 'row', { name: /Remote sidebar/ } );
		await expect( row ).toBeVisible();
		await expect( row.getByText( 'Draft' ) ).toBeVisible();

		// One POST with no fields, from the server.
		expect( remote.received.slice( before ) ).toEqual( [
			{ method: 'POST', body: '' },
		] );
		const templates = await listTemplates( requestUtils );
		expect( templates.map( ( template ) => template.title.raw ) ).toEqual( [
			'Remote sidebar',
		] );
	} );

	test( 'an answer that is not an array whose first item is an object gives the error notice', async ( {
		page,
		requestUtils,
	} ) => {
		remote.answerWith( JSON.stringify( { title: 'Loose object' } ) );
		await importFrom( page );
		await expect(
			snackbar( page, 'Unable to import template right now' )
		).toBeVisible();
		await expect(
			snackbar(
				page,
				'An imported remote template must be an array whose first item is an object.'
			)
		).toBeVisible();

		remote.answerWith( JSON.stringify( [ 'not an object' ] ) );
		await importFrom( page );
		await expect(
			snackbar( page, 'Unable to import template right now' )
		).toBeVisible();
		expect( await listTemplates( requestUtils ) ).toHaveLength( 0 );
	} );

	test( 'a remote block’s settings import the template at its path', async ( {
		page,
		requestUtils,
	} ) => {
		remote.answerWith(
			JSON.stringify( [
				{
					title: 'From the remote block',
					uipress: {
						type: 'ui-template',
						content: [ block( 'uip-heading' ) ],
					},
				},
			] )
		);
		const placeholder = block( 'uip-container', {
			name: 'Remote sidebar',
			remote: true,
			path: url,
		} );
		const id = await createTemplate( requestUtils, [ placeholder ] );
		await page.goto( `${ BUILDER }&template=${ id }` );
		await selectLayer( page, placeholder.uid );
		const section = page.locator( '.uip-settings__remote' );
		await expect( section.getByText( url ) ).toBeVisible();
		// Never shown in the canvas: a placeholder only.
		await expect(
			page.locator(
				`.uip-editor-canvas [data-uip-uid="${ placeholder.uid }"]`
			)
		).toHaveCount( 0 );
		expect(
			await contrastFailures( page, {
				include: [ '.uip-settings__remote' ],
			} )
		).toEqual( [] );

		await section
			.getByRole( 'button', { name: 'Import template' } )
			.click();
		await expect( snackbar( page, 'Template imported' ) ).toBeVisible();
		const titles = ( await listTemplates( requestUtils ) ).map(
			( template ) => template.title.raw
		);
		expect( titles ).toEqual( [ 'E2E template', 'From the remote block' ] );
	} );
} );
