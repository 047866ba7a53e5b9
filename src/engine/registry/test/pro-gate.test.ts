/**
 * Internal dependencies
 */
import { isProLocked } from '..';

describe( 'isProLocked', () => {
	it( 'locks a pro block unless pro is unlocked', () => {
		expect( isProLocked( { pro: true }, false ) ).toBe( true );
		expect( isProLocked( { pro: true }, true ) ).toBe( false );
	} );

	it( 'never locks a block that is not pro', () => {
		expect( isProLocked( {}, false ) ).toBe( false );
		expect( isProLocked( { pro: false }, false ) ).toBe( false );
	} );
} );
