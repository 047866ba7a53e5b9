/**
 * `wp uipress folder list|create|move` through the real WP-CLI runner on a
 * fresh site (cli-2): refused while folders are off, then folders made,
 * nested, listed and items filed, as the routes do it.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { freshSite, uipress, uipressOk, wpOk } from './wp.mjs';

const SITE = 'cli-2';

/**
 * A new published page's id.
 *
 * @param {string} title Its title.
 */
async function page( title ) {
	const id = await wpOk( SITE, [
		'post',
		'create',
		'--post_type=page',
		'--post_status=publish',
		`--post_title=${ title }`,
		'--porcelain',
	] );
	return id.trim();
}

/** The page kind's folders, as `list --format=json` gives them. */
async function pageFolders() {
	return JSON.parse(
		await uipressOk( SITE, [ 'folder', 'list', 'page', '--format=json' ] )
	);
}

describe( 'wp uipress folder', () => {
	before( async () => {
		await freshSite( SITE );
	} );

	it( 'says how to turn folders on while they are off', async () => {
		const off = await uipress( SITE, [ 'folder', 'list', 'attachment' ] );
		assert.notEqual( off.code, 0 );
		assert.match(
			off.stderr,
			/Folders are off on this site: turn on foldersEnabled first/
		);
	} );

	it( 'creates nested folders, files pages and counts them', async () => {
		await uipressOk( SITE, [
			'settings',
			'set',
			'foldersEnabled',
			'true',
		] );
		const legal = (
			await uipressOk( SITE, [
				'folder',
				'create',
				'page',
				'Legal',
				'--porcelain',
			] )
		).trim();
		assert.match( legal, /^\d+$/ );
		const created = await uipressOk( SITE, [
			'folder',
			'create',
			'page',
			'Policies',
			`--parent=${ legal }`,
		] );
		assert.match( created, /Created folder “Policies” \(\d+\)/ );
		const twice = await uipress( SITE, [
			'folder',
			'create',
			'page',
			'Legal',
		] );
		assert.notEqual( twice.code, 0, 'A second "Legal" at the top.' );

		const policies = ( await pageFolders() ).find(
			( folder ) => folder.name === 'Policies'
		);
		assert.equal( String( policies.parent ), legal );

		const pages = [ await page( 'Terms' ), await page( 'Privacy' ) ];
		const moved = await uipressOk( SITE, [
			'folder',
			'move',
			'page',
			String( policies.ID ),
			...pages,
		] );
		assert.match(
			moved,
			new RegExp( `Moved 2 items to folder ${ policies.ID }` )
		);
		const counts = Object.fromEntries(
			( await pageFolders() ).map( ( folder ) => [
				folder.name,
				Number( folder.count ),
			] )
		);
		assert.deepEqual( counts, { Legal: 0, Policies: 2 } );

		const back = await uipressOk( SITE, [
			'folder',
			'move',
			'page',
			'0',
			pages[ 0 ],
		] );
		assert.match( back, /Moved 1 item to Uncategorised/ );
		const after = ( await pageFolders() ).find(
			( folder ) => folder.name === 'Policies'
		);
		assert.equal( Number( after.count ), 1 );
	} );

	it( 'refuses a kind without folders and an id that is not one', async () => {
		const posts = await uipress( SITE, [ 'folder', 'list', 'post' ] );
		assert.notEqual( posts.code, 0 );
		assert.match( posts.stderr, /“post” has no folders/ );
		const bad = await uipress( SITE, [
			'folder',
			'move',
			'page',
			'0',
			'twelve',
		] );
		assert.notEqual( bad.code, 0 );
		assert.match( bad.stderr, /“twelve” is not an ID/ );
	} );
} );
