/**
 * Internal dependencies
 */
import type { Block } from '../../../../engine/types';
import { moveBlock } from '../../../tree';
import { ancestorsOf, keyboardMoveTarget, visibleRows } from '../tree-rows';

function block( uid: string, content?: Block[] ): Block {
	return {
		uid,
		name: uid,
		moduleName: content ? 'uip-container' : 'uip-heading',
		settings: {},
		...( content ? { content } : {} ),
	};
}

// a, box( b, inner( c ) ), d
const tree: Block[] = [
	block( 'a' ),
	block( 'box', [ block( 'b' ), block( 'inner', [ block( 'c' ) ] ) ] ),
	block( 'd' ),
];
const isContainer = ( moduleName: string ) => moduleName === 'uip-container';

function uids( blocks: readonly Block[] ): unknown {
	return blocks.map( ( item ) =>
		item.content ? { [ item.uid ]: uids( item.content ) } : item.uid
	);
}

function apply(
	uid: string,
	move: Parameters< typeof keyboardMoveTarget >[ 2 ]
) {
	const target = keyboardMoveTarget( tree, uid, move, isContainer );
	return target
		? uids( moveBlock( tree, uid, target.parentUid, target.index ) )
		: null;
}

describe( 'visibleRows', () => {
	it( 'lists blocks depth first with their level', () => {
		const rows = visibleRows( tree, new Set() );
		expect( rows.map( ( row ) => [ row.block.uid, row.level ] ) ).toEqual( [
			[ 'a', 1 ],
			[ 'box', 1 ],
			[ 'b', 2 ],
			[ 'inner', 2 ],
			[ 'c', 3 ],
			[ 'd', 1 ],
		] );
		expect( rows[ 1 ] ).toMatchObject( {
			hasChildren: true,
			expanded: true,
			index: 1,
			siblings: 3,
		} );
	} );

	it( 'hides the children of collapsed blocks', () => {
		const rows = visibleRows( tree, new Set( [ 'box' ] ) );
		expect( rows.map( ( row ) => row.block.uid ) ).toEqual( [
			'a',
			'box',
			'd',
		] );
		expect( rows[ 1 ]?.expanded ).toBe( false );
	} );
} );

describe( 'ancestorsOf', () => {
	it( 'lists the ancestors nearest first', () => {
		expect( ancestorsOf( tree, 'c' ) ).toEqual( [ 'inner', 'box' ] );
		expect( ancestorsOf( tree, 'a' ) ).toEqual( [] );
	} );
} );

describe( 'keyboardMoveTarget', () => {
	it( 'moves up and down within the parent', () => {
		expect( apply( 'd', 'up' ) ).toEqual( [
			'a',
			'd',
			{ box: [ 'b', { inner: [ 'c' ] } ] },
		] );
		expect( apply( 'a', 'down' ) ).toEqual( [
			{ box: [ 'b', { inner: [ 'c' ] } ] },
			'a',
			'd',
		] );
		expect( apply( 'a', 'up' ) ).toBeNull();
		expect( apply( 'd', 'down' ) ).toBeNull();
	} );

	it( 'moves out of the parent, just after it', () => {
		expect( apply( 'b', 'out' ) ).toEqual( [
			'a',
			{ box: [ { inner: [ 'c' ] } ] },
			'b',
			'd',
		] );
		expect( apply( 'a', 'out' ) ).toBeNull();
	} );

	it( 'moves into the previous sibling when it is a container', () => {
		expect( apply( 'd', 'in' ) ).toEqual( [
			'a',
			{ box: [ 'b', { inner: [ 'c' ] }, 'd' ] },
		] );
		expect( apply( 'box', 'in' ) ).toBeNull();
		expect( apply( 'a', 'in' ) ).toBeNull();
	} );
} );
