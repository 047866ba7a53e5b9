/**
 * Internal dependencies
 */
import type { Block } from '../../../../engine/types';
import { canvasIndicatorAt } from '../canvas-target';
import { computeDropState, type DropInput } from '../compute-drop';

function block( uid: string, content?: Block[] ): Block {
	return {
		uid,
		name: uid,
		moduleName: content ? 'uip-container' : 'uip-heading',
		settings: {},
		...( content ? { content } : {} ),
	};
}

const tree: Block[] = [ block( 'a' ), block( 'box', [ block( 'b' ) ] ) ];
const isContainer = ( moduleName: string ) => moduleName === 'uip-container';

function blockElement( uid: string, moduleName: string, top: number ) {
	const element = document.createElement( 'div' );
	element.setAttribute( 'data-uip-uid', uid );
	element.setAttribute( 'data-uip-module', moduleName );
	element.getBoundingClientRect = () =>
		( {
			top,
			left: 0,
			width: 100,
			height: 100,
			bottom: top + 100,
			right: 100,
			x: 0,
			y: top,
			toJSON: () => ( {} ),
		} ) as DOMRect;
	return element;
}

describe( 'canvasIndicatorAt', () => {
	it( 'finds the innermost block under the pointer', () => {
		const root = document.createElement( 'div' );
		const box = blockElement( 'box', 'uip-container', 0 );
		const inner = blockElement( 'b', 'uip-heading', 0 );
		const text = document.createElement( 'span' );
		inner.appendChild( text );
		box.appendChild( inner );
		root.appendChild( box );
		expect(
			canvasIndicatorAt(
				[ text, inner, box, root ],
				root,
				{ x: 5, y: 80 },
				isContainer
			)
		).toEqual( { uid: 'b', placement: 'after', edge: 'bottom' } );
		expect(
			canvasIndicatorAt(
				[ box, root ],
				root,
				{ x: 5, y: 50 },
				isContainer
			)
		).toEqual( { uid: 'box', placement: 'inside' } );
	} );

	it( 'goes by left and right halves in a row, and by the flow of a reversed row', () => {
		const root = document.createElement( 'div' );
		const row = blockElement( 'box', 'uip-container', 0 );
		row.style.display = 'flex';
		row.style.flexDirection = 'row';
		// 100 px wide, 100 px tall: the pointer is in the top half.
		const toolbar = blockElement( 'b', 'uip-heading', 0 );
		row.appendChild( toolbar );
		root.appendChild( row );
		document.body.appendChild( root );
		const at = ( x: number ) =>
			canvasIndicatorAt(
				[ toolbar, row, root ],
				root,
				{ x, y: 10 },
				isContainer
			);
		expect( at( 80 ) ).toEqual( {
			uid: 'b',
			placement: 'after',
			edge: 'right',
		} );
		expect( at( 20 ) ).toEqual( {
			uid: 'b',
			placement: 'before',
			edge: 'left',
		} );
		row.style.flexDirection = 'row-reverse';
		expect( at( 80 ) ).toEqual( {
			uid: 'b',
			placement: 'before',
			edge: 'right',
		} );
		root.remove();
	} );

	it( 'drops into an empty container anywhere but its outer few pixels', () => {
		const root = document.createElement( 'div' );
		const empty = blockElement( 'box', 'uip-container', 0 );
		const label = document.createElement( 'div' );
		label.textContent = 'Drop blocks here';
		empty.appendChild( label );
		root.appendChild( empty );
		// Near the top, where its label is: inside, not before.
		expect(
			canvasIndicatorAt(
				[ label, empty, root ],
				root,
				{ x: 50, y: 12 },
				isContainer
			)
		).toEqual( { uid: 'box', placement: 'inside' } );
		expect(
			canvasIndicatorAt(
				[ label, empty, root ],
				root,
				{ x: 50, y: 2 },
				isContainer
			)
		).toEqual( { uid: 'box', placement: 'before', edge: 'top' } );
	} );

	it( 'drops at the end when no block is under the pointer', () => {
		const root = document.createElement( 'div' );
		const outside = document.createElement( 'div' );
		expect(
			canvasIndicatorAt(
				[ outside, root ],
				root,
				{ x: 1, y: 1 },
				isContainer
			)
		).toEqual( { uid: null, placement: 'after' } );
	} );
} );

describe( 'computeDropState', () => {
	const base: Omit< DropInput, 'drag' | 'over' | 'overBox' | 'point' > = {
		blocks: tree,
		canvas: null,
		stackAt: () => [],
		isContainer,
	};
	const rowBox = { top: 0, left: 0, width: 200, height: 40 };

	it( 'drops a new block inside a container row', () => {
		const state = computeDropState( {
			...base,
			drag: { kind: 'new', moduleName: 'uip-heading' },
			over: { kind: 'layer', uid: 'box', container: true },
			overBox: rowBox,
			point: { x: 10, y: 20 },
		} );
		expect( state ).toMatchObject( {
			area: 'layers',
			target: { parentUid: 'box', index: 1 },
			allowed: true,
		} );
	} );

	it( 'refuses moving a container into itself', () => {
		const state = computeDropState( {
			...base,
			drag: { kind: 'block', uid: 'box' },
			over: { kind: 'layer', uid: 'box', container: true },
			overBox: rowBox,
			point: { x: 10, y: 20 },
		} );
		expect( state.allowed ).toBe( false );
	} );

	it( 'does not count a drop where the block already is', () => {
		const state = computeDropState( {
			...base,
			drag: { kind: 'block', uid: 'a' },
			over: { kind: 'layer', uid: 'a', container: false },
			overBox: rowBox,
			point: { x: 10, y: 35 },
		} );
		expect( state.allowed ).toBe( false );
		const moved = computeDropState( {
			...base,
			drag: { kind: 'block', uid: 'a' },
			over: { kind: 'layers-end' },
			overBox: null,
			point: { x: 10, y: 35 },
		} );
		expect( moved ).toMatchObject( {
			target: { parentUid: null, index: 2 },
			allowed: true,
		} );
	} );

	it( 'uses the canvas element stack over the canvas', () => {
		const root = document.createElement( 'div' );
		const template = document.createElement( 'div' );
		template.setAttribute( 'data-uip-mode', 'builder' );
		const element = blockElement( 'a', 'uip-heading', 0 );
		template.appendChild( element );
		root.appendChild( template );
		const state = computeDropState( {
			...base,
			canvas: root,
			stackAt: () => [ element ],
			drag: { kind: 'new', moduleName: 'uip-heading' },
			over: { kind: 'canvas' },
			overBox: null,
			point: { x: 10, y: 10 },
		} );
		expect( state ).toMatchObject( {
			area: 'canvas',
			indicator: { uid: 'a', placement: 'before' },
			target: { parentUid: null, index: 0 },
			allowed: true,
		} );
	} );

	it( 'finds the canvas under the pointer, whatever area the drag library last reported', () => {
		const root = document.createElement( 'div' );
		const template = document.createElement( 'div' );
		template.setAttribute( 'data-uip-mode', 'builder' );
		const element = blockElement( 'b', 'uip-heading', 0 );
		template.appendChild( element );
		root.appendChild( template );
		const outside = document.createElement( 'div' );
		const drag = { kind: 'new', moduleName: 'uip-heading' } as const;
		// Reported over a layer row, released over the canvas.
		expect(
			computeDropState( {
				...base,
				canvas: root,
				stackAt: () => [ element, template, root ],
				drag,
				over: { kind: 'layer', uid: 'a', container: false },
				overBox: rowBox,
				point: { x: 10, y: 80 },
				atPointer: true,
			} )
		).toMatchObject( {
			area: 'canvas',
			target: { parentUid: 'box', index: 1 },
			allowed: true,
		} );
		// Reported over the canvas, released outside it.
		expect(
			computeDropState( {
				...base,
				canvas: root,
				stackAt: () => [ outside ],
				drag,
				over: { kind: 'canvas' },
				overBox: null,
				point: { x: 10, y: 80 },
				atPointer: true,
			} )
		).toMatchObject( { area: null, target: null, allowed: false } );
	} );

	it( 'refuses drops on a canvas that previews the template', () => {
		const root = document.createElement( 'div' );
		const template = document.createElement( 'div' );
		template.setAttribute( 'data-uip-mode', 'prod' );
		root.appendChild( template );
		const state = computeDropState( {
			...base,
			canvas: root,
			drag: { kind: 'new', moduleName: 'uip-heading' },
			over: { kind: 'canvas' },
			overBox: null,
			point: { x: 10, y: 10 },
		} );
		expect( state ).toMatchObject( { area: null, allowed: false } );
	} );

	it( 'has no target outside any drop area', () => {
		const state = computeDropState( {
			...base,
			drag: { kind: 'new', moduleName: 'uip-heading' },
			over: null,
			overBox: null,
			point: { x: 0, y: 0 },
		} );
		expect( state ).toMatchObject( { area: null, allowed: false } );
	} );
} );
