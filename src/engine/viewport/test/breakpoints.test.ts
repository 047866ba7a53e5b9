/**
 * Internal dependencies
 */
import { isHiddenAt, viewportForWidth } from '../breakpoints';

describe( 'viewportForWidth', () => {
	it.each( [
		[ 0, 'mobile' ],
		[ 320, 'mobile' ],
		[ 698, 'mobile' ],
		[ 698.98, 'mobile' ],
		[ 698.99, 'mobile' ],
		[ 699, 'tablet' ],
		[ 800, 'tablet' ],
		[ 989, 'tablet' ],
		[ 989.99, 'tablet' ],
		[ 990, 'desktop' ],
		[ 991, 'desktop' ],
		[ 2560, 'desktop' ],
	] )( '%p px → %s', ( width, viewport ) => {
		expect( viewportForWidth( width ) ).toBe( viewport );
	} );
} );

describe( 'isHiddenAt', () => {
	it( 'hides only where the flag is true', () => {
		const flags = { mobile: true, tablet: false };
		expect( isHiddenAt( flags, 'mobile' ) ).toBe( true );
		expect( isHiddenAt( flags, 'tablet' ) ).toBe( false );
		expect( isHiddenAt( flags, 'desktop' ) ).toBe( false );
		expect( isHiddenAt( undefined, 'desktop' ) ).toBe( false );
		expect( isHiddenAt( { desktop: true }, 'desktop' ) ).toBe( true );
	} );
} );
