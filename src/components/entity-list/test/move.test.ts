/**
 * Internal dependencies
 */
import { canMove, moveItem, positionOf } from '../move';

const menu = ( id: number, order: number, status = 'publish' ) => ( {
	id,
	status,
	order,
} );
const orderOf = ( item: { order: number } ) => item.order;

describe( 'the order of precedence', () => {
	const list = [
		menu( 1, 1 ),
		menu( 2, 2 ),
		menu( 3, 3 ),
		menu( 9, 0, 'trash' ),
	];

	it( 'numbers the live posts from 1 and leaves the trash out', () => {
		expect( positionOf( list, 1 ) ).toBe( 1 );
		expect( positionOf( list, 3 ) ).toBe( 3 );
		expect( positionOf( list, 9 ) ).toBe( 0 );
	} );

	it( 'moves neither the first up, the last down, nor a trashed one', () => {
		expect( canMove( list, 1, 'up' ) ).toBe( false );
		expect( canMove( list, 1, 'down' ) ).toBe( true );
		expect( canMove( list, 3, 'down' ) ).toBe( false );
		expect( canMove( list, 3, 'up' ) ).toBe( true );
		expect( canMove( list, 9, 'up' ) ).toBe( false );
	} );

	it( 'swaps a post with the one above and saves only the changed numbers', () => {
		const moved = moveItem( list, 3, 'up', orderOf );
		expect( moved.items.map( ( item ) => item.id ) ).toEqual( [
			1, 3, 2, 9,
		] );
		expect( moved.changes ).toEqual( [
			{ id: 3, order: 2 },
			{ id: 2, order: 3 },
		] );
	} );

	it( 'renumbers menus that shared an order value (as stored before)', () => {
		const tied = [ menu( 5, 0 ), menu( 6, 0 ), menu( 7, 0 ) ];
		const moved = moveItem( tied, 5, 'down', orderOf );
		expect( moved.items.map( ( item ) => item.id ) ).toEqual( [ 6, 5, 7 ] );
		expect( moved.changes ).toEqual( [
			{ id: 6, order: 1 },
			{ id: 5, order: 2 },
			{ id: 7, order: 3 },
		] );
	} );

	it( 'changes nothing when the move is not possible', () => {
		expect( moveItem( list, 1, 'up', orderOf ).changes ).toEqual( [] );
	} );
} );
