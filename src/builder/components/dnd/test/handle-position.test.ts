/**
 * Internal dependencies
 */
import {
	HANDLE_GAP,
	HANDLE_SIZE,
	handlePosition,
	intersects,
	type Box,
} from '../handle-position';

const view: Box = { top: 100, left: 300, width: 800, height: 600 };
const handleAt = ( position: { top: number; left: number } | null ): Box => ( {
	top: position?.top ?? NaN,
	left: position?.left ?? NaN,
	width: HANDLE_SIZE,
	height: HANDLE_SIZE,
} );

describe( 'handlePosition', () => {
	it( 'goes beside the block, level with its top, where there is room', () => {
		const block = { top: 300, left: 400, width: 200, height: 40 };
		expect( handlePosition( block, view ) ).toEqual( {
			top: 300,
			left: 400 - HANDLE_GAP - HANDLE_SIZE,
		} );
	} );

	it( 'never covers a tiny block', () => {
		const block = { top: 300, left: 400, width: 6, height: 4 };
		const handle = handleAt( handlePosition( block, view ) );
		expect( intersects( handle, block ) ).toBe( false );
	} );

	it( 'goes above a block at the canvas’s left edge, else below or right', () => {
		const atEdge = { top: 300, left: 310, width: 200, height: 40 };
		expect( handlePosition( atEdge, view ) ).toEqual( {
			top: 300 - HANDLE_GAP - HANDLE_SIZE,
			left: 310,
		} );
		const inCorner = { top: 105, left: 305, width: 200, height: 40 };
		expect( handlePosition( inCorner, view ) ).toEqual( {
			top: 105 + 40 + HANDLE_GAP,
			left: 305,
		} );
		const tallAtEdge = { top: 105, left: 305, width: 200, height: 590 };
		expect( handlePosition( tallAtEdge, view ) ).toEqual( {
			top: 105,
			left: 305 + 200 + HANDLE_GAP,
		} );
	} );

	it( 'prefers a place that covers no other block', () => {
		const block = { top: 300, left: 400, width: 200, height: 40 };
		const beside = 400 - HANDLE_GAP - HANDLE_SIZE;
		const position = handlePosition(
			block,
			view,
			( place ) => place.left !== beside
		);
		expect( position ).toEqual( {
			top: 300 - HANDLE_GAP - HANDLE_SIZE,
			left: 400,
		} );
	} );

	it( 'follows the part of a tall block that is in view', () => {
		const block = { top: -500, left: 400, width: 200, height: 2000 };
		expect( handlePosition( block, view ) ).toEqual( {
			top: view.top,
			left: 400 - HANDLE_GAP - HANDLE_SIZE,
		} );
	} );

	it( 'is hidden while the block is out of view', () => {
		const block = { top: 900, left: 400, width: 200, height: 40 };
		expect( handlePosition( block, view ) ).toBeNull();
	} );

	it( 'keeps to the view’s corner when the block fills it', () => {
		const block = { top: 0, left: 0, width: 2000, height: 2000 };
		expect( handlePosition( block, view ) ).toEqual( {
			top: view.top,
			left: view.left,
		} );
	} );
} );
