/**
 * Internal dependencies
 */
import {
	cloneWithFreshUids,
	findBlock,
	findParent,
	findPosition,
	insertBlockAt,
	moveBlock,
	newUid,
	removeBlock,
	updateBlockIn,
	wrapBlock,
} from '..';
import type { Block } from '../../../engine/types';
import { block, sampleTree, shape } from './fixtures';

function allUids( blocks: Block[] ): string[] {
	return blocks.flatMap( ( item ) => [
		item.uid,
		...allUids( item.content ?? [] ),
	] );
}

describe( 'newUid', () => {
	it( 'is 24 alphanumeric characters and fresh each time', () => {
		const uids = new Set( Array.from( { length: 200 }, newUid ) );
		expect( uids.size ).toBe( 200 );
		for ( const uid of uids ) {
			expect( uid ).toMatch( /^[A-Za-z0-9]{24}$/ );
		}
	} );
} );

describe( 'findBlock, findParent, findPosition', () => {
	const tree = sampleTree();

	it( 'finds blocks at any depth', () => {
		expect( findBlock( tree, 'b21' )?.uid ).toBe( 'b21' );
		expect( findBlock( tree, 'zz' ) ).toBeNull();
	} );

	it( 'names the parent, null at the root', () => {
		expect( findParent( tree, 'b21' ) ).toBe( 'b2' );
		expect( findParent( tree, 'a' ) ).toBeNull();
		expect( findPosition( tree, 'b2' ) ).toEqual( {
			parentUid: 'b',
			index: 1,
		} );
		expect( findPosition( tree, 'zz' ) ).toBeNull();
	} );
} );

describe( 'insertBlockAt', () => {
	it( 'inserts at the root and nested, clamping the index', () => {
		const tree = sampleTree();
		expect( shape( insertBlockAt( tree, block( 'x' ), null, 1 ) ) ).toEqual(
			[ 'a', 'x', { b: [ 'b1', { b2: [ 'b21' ] } ] }, 'c' ]
		);
		expect(
			shape( insertBlockAt( tree, block( 'x' ), 'b2', 99 ) )
		).toEqual( [ 'a', { b: [ 'b1', { b2: [ 'b21', 'x' ] } ] }, 'c' ] );
		expect( shape( insertBlockAt( tree, block( 'x' ), 'b', -3 ) ) ).toEqual(
			[ 'a', { b: [ 'x', 'b1', { b2: [ 'b21' ] } ] }, 'c' ]
		);
	} );

	it( 'gives a block without children a list', () => {
		const tree = [ block( 'a' ) ];
		expect( shape( insertBlockAt( tree, block( 'x' ), 'a', 0 ) ) ).toEqual(
			[ { a: [ 'x' ] } ]
		);
	} );

	it( 'does not change the original and keeps untouched branches', () => {
		const tree = sampleTree();
		const before = JSON.stringify( tree );
		const next = insertBlockAt( tree, block( 'x' ), 'b2', 0 );
		expect( JSON.stringify( tree ) ).toBe( before );
		expect( next[ 0 ] ).toBe( tree[ 0 ] );
		expect( next[ 2 ] ).toBe( tree[ 2 ] );
	} );

	it( 'leaves the tree as is for an unknown parent', () => {
		const tree = sampleTree();
		expect( insertBlockAt( tree, block( 'x' ), 'zz', 0 ) ).toBe( tree );
	} );
} );

describe( 'removeBlock', () => {
	it( 'removes a block with its children', () => {
		const tree = sampleTree();
		expect( shape( removeBlock( tree, 'b2' ) ) ).toEqual( [
			'a',
			{ b: [ 'b1' ] },
			'c',
		] );
		expect( shape( removeBlock( tree, 'a' ) ) ).toEqual( [
			{ b: [ 'b1', { b2: [ 'b21' ] } ] },
			'c',
		] );
		expect( removeBlock( tree, 'zz' ) ).toBe( tree );
	} );
} );

describe( 'moveBlock', () => {
	it( 'moves within the same parent to a later index (index before the move)', () => {
		const tree = sampleTree();
		expect( shape( moveBlock( tree, 'a', null, 2 ) ) ).toEqual( [
			{ b: [ 'b1', { b2: [ 'b21' ] } ] },
			'a',
			'c',
		] );
		expect( shape( moveBlock( tree, 'a', null, 3 ) ) ).toEqual( [
			{ b: [ 'b1', { b2: [ 'b21' ] } ] },
			'c',
			'a',
		] );
	} );

	it( 'moves within the same parent to an earlier index', () => {
		expect( shape( moveBlock( sampleTree(), 'c', null, 0 ) ) ).toEqual( [
			'c',
			'a',
			{ b: [ 'b1', { b2: [ 'b21' ] } ] },
		] );
	} );

	it( 'nests a block in another and takes one out', () => {
		const tree = sampleTree();
		expect( shape( moveBlock( tree, 'a', 'b2', 1 ) ) ).toEqual( [
			{ b: [ 'b1', { b2: [ 'b21', 'a' ] } ] },
			'c',
		] );
		expect( shape( moveBlock( tree, 'b21', null, 0 ) ) ).toEqual( [
			'b21',
			'a',
			{ b: [ 'b1', { b2: [] } ] },
			'c',
		] );
	} );

	it( 'refuses to move a block into itself or a descendant', () => {
		const tree = sampleTree();
		expect( moveBlock( tree, 'b', 'b', 0 ) ).toBe( tree );
		expect( moveBlock( tree, 'b', 'b2', 0 ) ).toBe( tree );
		expect( moveBlock( tree, 'b', 'b21', 0 ) ).toBe( tree );
	} );

	it( 'does nothing for unknown blocks or a move to the same place', () => {
		const tree = sampleTree();
		expect( moveBlock( tree, 'zz', null, 0 ) ).toBe( tree );
		expect( moveBlock( tree, 'a', 'zz', 0 ) ).toBe( tree );
		expect( moveBlock( tree, 'a', null, 0 ) ).toBe( tree );
		expect( moveBlock( tree, 'a', null, 1 ) ).toBe( tree );
	} );
} );

describe( 'cloneWithFreshUids', () => {
	it( 'deep-copies with fresh 24-character uids everywhere', () => {
		const original = sampleTree()[ 1 ] as Block;
		original.settings = { block: { options: { text: 'Hi' } } };
		const copy = cloneWithFreshUids( original );
		const before = allUids( [ original ] );
		const after = allUids( [ copy ] );

		expect( after ).toHaveLength( before.length );
		for ( const uid of after ) {
			expect( uid ).toMatch( /^[A-Za-z0-9]{24}$/ );
			expect( before ).not.toContain( uid );
		}
		expect( new Set( after ).size ).toBe( after.length );
		expect( copy.settings ).toEqual( original.settings );
		expect( copy.settings ).not.toBe( original.settings );
	} );
} );

describe( 'wrapBlock and updateBlockIn', () => {
	it( 'wraps a block in a container at its place', () => {
		const tree = sampleTree();
		const next = wrapBlock( tree, 'b1', block( 'w', [] ) );
		expect( shape( next ) ).toEqual( [
			'a',
			{ b: [ { w: [ 'b1' ] }, { b2: [ 'b21' ] } ] },
			'c',
		] );
	} );

	it( 'wraps in a new uip-container by default', () => {
		const next = wrapBlock( sampleTree(), 'a' );
		expect( next[ 0 ]?.moduleName ).toBe( 'uip-container' );
		expect( next[ 0 ]?.uid ).toHaveLength( 24 );
		expect( next[ 0 ]?.content?.[ 0 ]?.uid ).toBe( 'a' );
	} );

	it( 'merges changes and keeps the uid', () => {
		const next = updateBlockIn( sampleTree(), 'b21', {
			name: 'Title',
			uid: 'other',
		} );
		expect( findBlock( next, 'b21' )?.name ).toBe( 'Title' );
		expect( findBlock( next, 'other' ) ).toBeNull();
	} );
} );
