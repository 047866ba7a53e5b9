/**
 * Internal dependencies
 */
import type { Block } from '../../../engine/types';
import { blockForKey } from '../canvas-keyboard';
import { regionStep } from '../use-region-navigation';

function block( uid: string, content?: Block[] ): Block {
	return { uid, name: uid, moduleName: 'x', settings: {}, content };
}

// a, box( b, c ), d
const tree = [
	block( 'a' ),
	block( 'box', [ block( 'b' ), block( 'c' ) ] ),
	block( 'd' ),
];

describe( 'blockForKey', () => {
	it( 'goes through the blocks in tree order with Down and Up, stopping at the ends', () => {
		expect( blockForKey( tree, null, 'ArrowDown' ) ).toBe( 'a' );
		expect( blockForKey( tree, null, 'ArrowUp' ) ).toBe( 'd' );
		expect( blockForKey( tree, 'box', 'ArrowDown' ) ).toBe( 'b' );
		expect( blockForKey( tree, 'c', 'ArrowDown' ) ).toBe( 'd' );
		expect( blockForKey( tree, 'd', 'ArrowDown' ) ).toBe( 'd' );
		expect( blockForKey( tree, 'b', 'ArrowUp' ) ).toBe( 'box' );
		expect( blockForKey( tree, 'a', 'ArrowUp' ) ).toBe( 'a' );
	} );

	it( 'goes to the parent with Left, the first child with Right, the ends with Home and End', () => {
		expect( blockForKey( tree, 'c', 'ArrowLeft' ) ).toBe( 'box' );
		expect( blockForKey( tree, 'a', 'ArrowLeft' ) ).toBeUndefined();
		expect( blockForKey( tree, 'box', 'ArrowRight' ) ).toBe( 'b' );
		expect( blockForKey( tree, 'a', 'ArrowRight' ) ).toBeUndefined();
		expect( blockForKey( tree, 'c', 'Home' ) ).toBe( 'a' );
		expect( blockForKey( tree, 'a', 'End' ) ).toBe( 'd' );
	} );

	it( 'leaves other keys and empty templates alone', () => {
		expect( blockForKey( tree, 'a', 'Enter' ) ).toBeUndefined();
		expect( blockForKey( [], null, 'ArrowDown' ) ).toBeUndefined();
	} );
} );

describe( 'regionStep', () => {
	const press = ( key: string, code: string, modifiers = {} ) => ( {
		key,
		code,
		ctrlKey: false,
		shiftKey: false,
		altKey: false,
		metaKey: false,
		...modifiers,
	} );

	it( 'moves forward with F6, Ctrl+` and the access key N', () => {
		expect( regionStep( press( 'F6', 'F6' ) ) ).toBe( 1 );
		expect(
			regionStep( press( '`', 'Backquote', { ctrlKey: true } ) )
		).toBe( 1 );
		expect(
			regionStep( press( 'N', 'KeyN', { shiftKey: true, altKey: true } ) )
		).toBe( 1 );
	} );

	it( 'moves back with Shift+F6, Ctrl+Shift+` and the access key P', () => {
		expect( regionStep( press( 'F6', 'F6', { shiftKey: true } ) ) ).toBe(
			-1
		);
		expect(
			regionStep(
				press( '~', 'Backquote', { ctrlKey: true, shiftKey: true } )
			)
		).toBe( -1 );
		expect(
			regionStep( press( 'P', 'KeyP', { ctrlKey: true, altKey: true } ) )
		).toBe( -1 );
	} );

	it( 'ignores other keys', () => {
		expect( regionStep( press( 'F6', 'F6', { ctrlKey: true } ) ) ).toBe(
			0
		);
		expect( regionStep( press( 'n', 'KeyN', { altKey: true } ) ) ).toBe(
			0
		);
		expect( regionStep( press( 'Tab', 'Tab' ) ) ).toBe( 0 );
	} );
} );
