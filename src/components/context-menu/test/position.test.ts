/**
 * Internal dependencies
 */
import {
	contextMenuPosition,
	MIN_LEFT,
	MIN_LEFT_SNAPPED_RIGHT,
} from '../position';

const viewport = { viewportWidth: 1200, viewportHeight: 800 };
const menu = { width: 200, height: 300 };

describe( 'contextMenuPosition', () => {
	it( 'opens at the pointer when the menu fits', () => {
		expect(
			contextMenuPosition( { x: 500, y: 100, ...menu, ...viewport } )
		).toEqual( { left: 500, top: 100 } );
	} );

	it( 'moves left to end 20 px before the right edge', () => {
		expect(
			contextMenuPosition( { x: 1100, y: 100, ...menu, ...viewport } )
		).toEqual( { left: 1200 - 200 - 20, top: 100 } );
	} );

	it( 'moves up to end 40 px above the bottom edge', () => {
		expect(
			contextMenuPosition( { x: 500, y: 700, ...menu, ...viewport } )
		).toEqual( { left: 500, top: 800 - 300 - 40 } );
	} );

	it( 'keeps left at 32 at least', () => {
		expect(
			contextMenuPosition( { x: 5, y: 100, ...menu, ...viewport } ).left
		).toBe( MIN_LEFT );
	} );

	it( 'opens leftwards when snapped right and keeps left at 400 at least', () => {
		expect(
			contextMenuPosition( {
				x: 900,
				y: 100,
				...menu,
				...viewport,
				snapRight: true,
			} ).left
		).toBe( 700 );
		expect(
			contextMenuPosition( {
				x: 450,
				y: 100,
				...menu,
				...viewport,
				snapRight: true,
			} ).left
		).toBe( MIN_LEFT_SNAPPED_RIGHT );
	} );

	it( 'never goes above the top edge', () => {
		expect(
			contextMenuPosition( {
				x: 500,
				y: 100,
				width: 200,
				height: 900,
				...viewport,
			} ).top
		).toBe( 0 );
	} );
} );
