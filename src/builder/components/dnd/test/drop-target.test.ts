/**
 * Internal dependencies
 */
import type { Block } from '../../../../engine/types';
import { autoScrollSettings } from '../auto-scroll';
import {
	dragPointOf,
	dropPlacement,
	isDropAllowed,
	isSamePlace,
	pointerPosition,
	resolveDropTarget,
} from '../drop-target';

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

const box = { top: 100, left: 0, width: 200, height: 100 };

describe( 'dropPlacement', () => {
	it( 'splits a block in halves', () => {
		expect( dropPlacement( box, { x: 10, y: 120 }, false ) ).toBe(
			'before'
		);
		expect( dropPlacement( box, { x: 10, y: 160 }, false ) ).toBe(
			'after'
		);
	} );

	it( 'drops inside the middle of a container', () => {
		expect( dropPlacement( box, { x: 10, y: 110 }, true ) ).toBe(
			'before'
		);
		expect( dropPlacement( box, { x: 10, y: 150 }, true ) ).toBe(
			'inside'
		);
		expect( dropPlacement( box, { x: 10, y: 190 }, true ) ).toBe( 'after' );
	} );
} );

describe( 'resolveDropTarget', () => {
	it( 'drops before or after a block in its parent', () => {
		expect(
			resolveDropTarget( tree, { uid: 'b', placement: 'before' } )
		).toEqual( { parentUid: 'box', index: 0 } );
		expect(
			resolveDropTarget( tree, { uid: 'd', placement: 'after' } )
		).toEqual( { parentUid: null, index: 3 } );
	} );

	it( 'drops at the end of a container', () => {
		expect(
			resolveDropTarget( tree, { uid: 'box', placement: 'inside' } )
		).toEqual( { parentUid: 'box', index: 2 } );
	} );

	it( 'drops at the end of the template without a block', () => {
		expect(
			resolveDropTarget( tree, { uid: null, placement: 'after' } )
		).toEqual( { parentUid: null, index: 3 } );
	} );

	it( 'is null for a block that is not in the tree', () => {
		expect(
			resolveDropTarget( tree, { uid: 'nope', placement: 'after' } )
		).toBeNull();
	} );
} );

describe( 'isDropAllowed', () => {
	it( 'refuses dropping a block into itself or its descendants', () => {
		const drag = { kind: 'block', uid: 'box' } as const;
		expect(
			isDropAllowed( tree, drag, { parentUid: 'box', index: 0 } )
		).toBe( false );
		expect(
			isDropAllowed( tree, drag, { parentUid: 'inner', index: 0 } )
		).toBe( false );
		expect(
			isDropAllowed( tree, drag, { parentUid: null, index: 0 } )
		).toBe( true );
	} );

	it( 'allows moving a block into another container', () => {
		expect(
			isDropAllowed(
				tree,
				{ kind: 'block', uid: 'a' },
				{ parentUid: 'inner', index: 1 }
			)
		).toBe( true );
	} );

	it( 'allows new blocks anywhere that exists', () => {
		const drag = { kind: 'new', moduleName: 'uip-heading' } as const;
		expect(
			isDropAllowed( tree, drag, { parentUid: 'inner', index: 0 } )
		).toBe( true );
		expect(
			isDropAllowed( tree, drag, { parentUid: 'gone', index: 0 } )
		).toBe( false );
	} );
} );

describe( 'isSamePlace', () => {
	it( 'knows the gaps around the block itself', () => {
		expect( isSamePlace( tree, 'b', { parentUid: 'box', index: 0 } ) ).toBe(
			true
		);
		expect( isSamePlace( tree, 'b', { parentUid: 'box', index: 1 } ) ).toBe(
			true
		);
		expect( isSamePlace( tree, 'b', { parentUid: 'box', index: 2 } ) ).toBe(
			false
		);
		expect( isSamePlace( tree, 'b', { parentUid: null, index: 0 } ) ).toBe(
			false
		);
	} );
} );

describe( 'pointerPosition', () => {
	it( 'adds the delta to where a mouse drag started', () => {
		const event = new MouseEvent( 'pointerdown', {
			clientX: 10,
			clientY: 20,
		} );
		expect( pointerPosition( event, { x: 5, y: 7 } ) ).toEqual( {
			x: 15,
			y: 27,
		} );
	} );

	it( 'is null for a keyboard drag', () => {
		expect(
			pointerPosition( new KeyboardEvent( 'keydown' ), { x: 1, y: 1 } )
		).toBeNull();
		expect( pointerPosition( null, { x: 1, y: 1 } ) ).toBeNull();
	} );
} );

describe( 'dragPointOf', () => {
	const down = new MouseEvent( 'pointerdown', { clientX: 10, clientY: 20 } );
	const item = { top: 100, left: 100, width: 40, height: 20 };

	it( 'puts a pointer drag where the pointer last was, not where the drag library last rendered it', () => {
		expect(
			dragPointOf( down, { x: 5, y: 7 }, { x: 300, y: 40 }, item )
		).toEqual( { point: { x: 300, y: 40 }, atPointer: true } );
		expect( dragPointOf( down, { x: 5, y: 7 }, null, item ) ).toEqual( {
			point: { x: 15, y: 27 },
			atPointer: true,
		} );
	} );

	it( 'puts a keyboard drag at the centre of the dragged item', () => {
		const key = new KeyboardEvent( 'keydown' );
		expect(
			dragPointOf( key, { x: 5, y: 7 }, { x: 300, y: 40 }, item )
		).toEqual( { point: { x: 120, y: 110 }, atPointer: false } );
		expect( dragPointOf( key, { x: 5, y: 7 }, null, null ) ).toBeNull();
	} );
} );

describe( 'autoScrollSettings', () => {
	it( 'maps speed 10 and interval 24 ms directly', () => {
		const settings = autoScrollSettings( 1000, 600 );
		expect( settings.acceleration ).toBe( 10 );
		expect( settings.interval ).toBe( 24 );
	} );

	it( 'turns 30 px into a share of the viewport', () => {
		const { threshold } = autoScrollSettings( 1000, 600 );
		expect( threshold.x ).toBeCloseTo( 0.03 );
		expect( threshold.y ).toBeCloseTo( 0.05 );
		expect( autoScrollSettings( 0, 40 ).threshold ).toEqual( {
			x: 0.2,
			y: 0.5,
		} );
	} );
} );
