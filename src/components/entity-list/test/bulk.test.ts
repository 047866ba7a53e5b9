/**
 * Internal dependencies
 */
import { runBulk } from '../bulk';

describe( 'runBulk', () => {
	it( 'runs one request after another and keeps each failure with its reason', async () => {
		const order: number[] = [];
		const result = await runBulk( [ 1, 2, 3 ], async ( id ) => {
			order.push( id );
			if ( id === 2 ) {
				throw { code: 'rest_forbidden', message: 'Sorry, no.' };
			}
			return id * 10;
		} );
		expect( order ).toEqual( [ 1, 2, 3 ] );
		expect( result.done ).toEqual( [ 10, 30 ] );
		expect( result.failed ).toEqual( [
			{ item: 2, message: 'Sorry, no.' },
		] );
	} );
} );
