/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { HISTORY_LIMIT } from '../constants';
import { block, shape } from '../../tree/test/fixtures';
import { templatePost } from './fixtures';
import { freshBuilderRegistry } from './registry';

type Handler = ( options: APIFetchOptions ) => Promise< unknown >;

let requests: APIFetchOptions[] = [];

function answer( handler: Handler ) {
	requests = [];
	apiFetch.setFetchHandler( ( options: APIFetchOptions ) => {
		// api-fetch's own middleware adds the user's locale.
		const path = ( options.path ?? '' )
			.replace( /([?&])_locale=user&?/, '$1' )
			.replace( /[?&]$/, '' );
		requests.push( { ...options, path } );
		return handler( options );
	} );
}

async function loaded() {
	answer( () => Promise.resolve( templatePost() ) );
	const store = freshBuilderRegistry();
	await store.dispatch().loadTemplate( 7 );
	return store;
}

describe( 'uipress/builder: loading and saving', () => {
	it( 'loads a template in edit context with the raw title', async () => {
		const store = await loaded();
		expect( requests[ 0 ]?.path ).toBe(
			'/wp/v2/uip-ui-template/7?context=edit'
		);
		expect( store.select().getTemplate() ).toMatchObject( {
			id: 7,
			title: 'My template',
			status: 'draft',
		} );
		expect( shape( store.select().getBlocks() ) ).toEqual( [
			'a',
			{ b: [ 'b1', { b2: [ 'b21' ] } ] },
			'c',
		] );
		expect( store.select().getStatus() ).toBe( 'idle' );
		expect( store.select().isDirty() ).toBe( false );
		expect( store.select().canUndo() ).toBe( false );
	} );

	it( 'keeps the server message when loading fails', async () => {
		answer( () =>
			Promise.reject( {
				code: 'rest_post_invalid_id',
				message: 'Invalid post ID.',
				data: { status: 404 },
			} )
		);
		const store = freshBuilderRegistry();
		expect( await store.dispatch().loadTemplate( 99 ) ).toBe( false );
		expect( store.select().getStatus() ).toBe( 'error' );
		expect( store.select().getError() ).toBe( 'Invalid post ID.' );
		expect( store.select().getTemplate() ).toBeNull();
	} );

	it( 'saves title, status and fields, then is clean with a notice', async () => {
		const store = await loaded();
		store.dispatch().updateTemplate( { title: 'Renamed' } );
		store.dispatch().removeBlock( 'a' );
		expect( store.select().isDirty() ).toBe( true );

		answer( ( options ) => Promise.resolve( options.data ) );
		const saving = store.dispatch().saveTemplate();
		expect( store.select().getStatus() ).toBe( 'saving' );
		expect( await saving ).toBe( true );

		expect( requests[ 0 ] ).toMatchObject( {
			path: '/wp/v2/uip-ui-template/7',
			method: 'POST',
			data: { title: 'Renamed', status: 'draft' },
		} );
		const sent = requests[ 0 ]?.data as {
			uipress: { content: unknown[] };
		};
		expect( sent.uipress.content ).toHaveLength( 2 );
		expect( store.select().isDirty() ).toBe( false );
		expect( store.select().getStatus() ).toBe( 'idle' );
		expect( store.notifications() ).toEqual( [
			expect.objectContaining( {
				title: 'Template saved',
				status: 'success',
			} ),
		] );
	} );

	it( 'shows the server message and keeps the edits when saving fails', async () => {
		const store = await loaded();
		store.dispatch().removeBlock( 'a' );
		answer( () =>
			Promise.reject( {
				code: 'uipress_invalid_template',
				message: 'content[0] has no name',
				data: { status: 400, path: 'content[0]' },
			} )
		);
		expect( await store.dispatch().saveTemplate() ).toBe( false );
		expect( store.select().isDirty() ).toBe( true );
		expect( store.select().getBlocks() ).toHaveLength( 2 );
		expect( store.select().getStatus() ).toBe( 'idle' );
		expect( store.notifications() ).toEqual( [
			expect.objectContaining( {
				message: 'content[0] has no name',
				status: 'error',
			} ),
		] );
	} );
} );

describe( 'uipress/builder: editing', () => {
	it( 'inserts, moves and removes blocks', async () => {
		const store = await loaded();
		store.dispatch().insertBlock( block( 'x' ), 'b2', 0 );
		store.dispatch().moveBlock( 'c', 'b', 0 );
		store.dispatch().removeBlock( 'b1' );
		expect( shape( store.select().getBlocks() ) ).toEqual( [
			'a',
			{ b: [ 'c', { b2: [ 'x', 'b21' ] } ] },
		] );
		expect( store.select().getParentUid( 'x' ) ).toBe( 'b2' );
		expect( store.select().getParentUid( 'a' ) ).toBeNull();
		expect( store.select().getBlockIndex( 'b2' ) ).toBe( 1 );
		expect( store.select().getBlockIndex( 'zz' ) ).toBe( -1 );
	} );

	it( 'refuses to move a block into its descendant, without history', async () => {
		const store = await loaded();
		store.dispatch().moveBlock( 'b', 'b21', 0 );
		expect( store.select().canUndo() ).toBe( false );
		expect( store.select().getParentUid( 'b' ) ).toBeNull();
	} );

	it( 'duplicates right after with fresh uids and selects the copy', async () => {
		const store = await loaded();
		store.dispatch().duplicateBlock( 'b2' );
		const parent = store.select().getBlock( 'b' );
		const copy = parent?.content?.[ 2 ];
		expect( parent?.content ).toHaveLength( 3 );
		expect( copy?.uid ).toHaveLength( 24 );
		expect( copy?.content?.[ 0 ]?.uid ).toHaveLength( 24 );
		expect( copy?.content?.[ 0 ]?.uid ).not.toBe( 'b21' );
		expect( store.select().getSelectedUid() ).toBe( copy?.uid );
	} );

	it( 'copies and pastes with fresh uids', async () => {
		const store = await loaded();
		store.dispatch().copyBlock( 'a' );
		expect( store.select().getClipboard()?.uid ).toBe( 'a' );
		store.dispatch().pasteBlock( 'b', 0 );
		store.dispatch().pasteBlock( null, 0 );
		const pasted = store.select().getBlocks()[ 0 ];
		expect( pasted?.name ).toBe( 'a' );
		expect( pasted?.uid ).not.toBe( 'a' );
		expect( store.select().getBlock( 'b' )?.content?.[ 0 ]?.uid ).not.toBe(
			pasted?.uid
		);
		expect( store.select().getSelectedUid() ).toBe( pasted?.uid );
	} );

	it( 'wraps a block in a new container and updates blocks', async () => {
		const store = await loaded();
		store.dispatch().wrapInContainer( 'c' );
		store.dispatch().updateBlock( 'c', { name: 'Footer' } );
		const wrapper = store.select().getBlocks()[ 2 ];
		expect( wrapper?.moduleName ).toBe( 'uip-container' );
		expect( wrapper?.content?.[ 0 ]?.name ).toBe( 'Footer' );
	} );

	it( 'selects, hovers and clears a removed selection', async () => {
		const store = await loaded();
		store.dispatch().selectBlock( 'b21' );
		store.dispatch().hoverBlock( 'b21' );
		expect( store.select().getSelectedBlock()?.uid ).toBe( 'b21' );
		expect( store.select().getHoveredUid() ).toBe( 'b21' );
		expect( store.select().canUndo() ).toBe( false );
		store.dispatch().removeBlock( 'b' );
		expect( store.select().getSelectedUid() ).toBeNull();
		expect( store.select().getHoveredUid() ).toBeNull();
	} );

	it( 'keeps view settings', () => {
		const store = freshBuilderRegistry();
		expect( store.select().getViewport() ).toBe( 'desktop' );
		store.dispatch().setViewport( 'mobile' );
		store.dispatch().setPreview( true );
		store.dispatch().setFitScale( 0.4 );
		expect( store.select().getViewport() ).toBe( 'mobile' );
		expect( store.select().isPreview() ).toBe( true );
		expect( store.select().getFitScale() ).toBe( 0.4 );
	} );
} );

describe( 'uipress/builder: history', () => {
	it( 'undoes and redoes every kind of edit', async () => {
		const store = await loaded();
		const d = store.dispatch();
		const states: unknown[] = [ shape( store.select().getBlocks() ) ];
		const record = () => states.push( shape( store.select().getBlocks() ) );

		d.insertBlock( block( 'x' ), null, 0 );
		record();
		d.moveBlock( 'x', 'b', 1 );
		record();
		d.removeBlock( 'c' );
		record();
		d.duplicateBlock( 'a' );
		record();
		d.wrapInContainer( 'a' );
		record();
		d.copyBlock( 'b1' );
		d.pasteBlock( null, 0 );
		record();
		d.updateBlock( 'b1', { content: [ block( 'y' ) ] } );
		record();

		for ( let step = states.length - 2; step >= 0; step-- ) {
			d.undo();
			expect( shape( store.select().getBlocks() ) ).toEqual(
				states[ step ]
			);
		}
		expect( store.select().canUndo() ).toBe( false );
		expect( store.select().isDirty() ).toBe( false );
		for ( let step = 1; step < states.length; step++ ) {
			d.redo();
			expect( shape( store.select().getBlocks() ) ).toEqual(
				states[ step ]
			);
		}
		expect( store.select().canRedo() ).toBe( false );
	} );

	it( 'makes template field changes undoable, not title changes', async () => {
		const store = await loaded();
		store.dispatch().updateTemplate( { title: 'New' } );
		expect( store.select().canUndo() ).toBe( false );
		store.dispatch().updateTemplate( {
			fields: { forRoles: [ 'editor' ] },
		} );
		expect( store.select().getTemplate()?.fields.forRoles ).toEqual( [
			'editor',
		] );
		store.dispatch().undo();
		expect( store.select().getTemplate()?.fields.forRoles ).toEqual( [
			'administrator',
		] );
	} );

	it( 'merges consecutive edits of one field into one undo step', async () => {
		const store = await loaded();
		const d = store.dispatch();
		d.updateBlock( 'a', { name: 'H' }, { mergeKey: 'a:name' } );
		d.updateBlock( 'a', { name: 'Hi' }, { mergeKey: 'a:name' } );
		d.updateBlock( 'a', { name: 'Hi!' }, { mergeKey: 'a:name' } );
		d.updateBlock( 'c', { name: 'Other' }, { mergeKey: 'c:name' } );
		d.updateBlock( 'a', { name: 'Hi!!' }, { mergeKey: 'a:name' } );
		expect( store.select().getBlock( 'a' )?.name ).toBe( 'Hi!!' );

		d.undo();
		expect( store.select().getBlock( 'a' )?.name ).toBe( 'Hi!' );
		d.undo();
		expect( store.select().getBlock( 'c' )?.name ).not.toBe( 'Other' );
		d.undo();
		expect( store.select().getBlock( 'a' )?.name ).not.toMatch( /^H/ );
		expect( store.select().canUndo() ).toBe( false );

		// After an undo the same key starts a new step instead of merging.
		d.redo();
		d.updateBlock( 'a', { name: 'Typed' }, { mergeKey: 'a:name' } );
		d.undo();
		expect( store.select().getBlock( 'a' )?.name ).toBe( 'Hi!' );
	} );

	it( 'clears redo on a new edit', async () => {
		const store = await loaded();
		store.dispatch().removeBlock( 'a' );
		store.dispatch().undo();
		expect( store.select().canRedo() ).toBe( true );
		store.dispatch().removeBlock( 'c' );
		expect( store.select().canRedo() ).toBe( false );
	} );

	it( `keeps at most ${ HISTORY_LIMIT } steps`, async () => {
		const store = await loaded();
		for ( let step = 0; step < HISTORY_LIMIT + 20; step++ ) {
			store.dispatch().updateBlock( 'a', { name: `Name ${ step }` } );
		}
		let undone = 0;
		while ( store.select().canUndo() ) {
			store.dispatch().undo();
			undone++;
		}
		expect( undone ).toBe( HISTORY_LIMIT );
		expect( store.select().getBlock( 'a' )?.name ).toBe( 'Name 19' );
	} );
} );
