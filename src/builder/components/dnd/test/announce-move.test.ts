/**
 * Internal dependencies
 */
import type { Block } from '../../../../engine/types';
import { movedMessage } from '../announce-move';

function block( uid: string, name: string, content?: Block[] ): Block {
	return { uid, name, moduleName: 'x', settings: {}, content };
}

const tree = [
	block( 'side', 'Sidebar', [
		block( 'h', 'Heading' ),
		block( 'm', 'Admin menu' ),
	] ),
	block( 'main', 'Main' ),
];

describe( 'movedMessage', () => {
	it( 'says the position and the parent', () => {
		expect( movedMessage( tree, 'm' ) ).toBe(
			'Admin menu moved to position 2 of 2 in Sidebar.'
		);
		expect( movedMessage( tree, 'main' ) ).toBe(
			'Main moved to position 2 of 2 at the top level.'
		);
	} );

	it( 'says nothing of a block that is not there', () => {
		expect( movedMessage( tree, 'gone' ) ).toBeNull();
	} );
} );
