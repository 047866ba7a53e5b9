/**
 * Internal dependencies
 */
import { advancedCss, bracesBalance } from '../advanced-css';

describe( 'advanced CSS', () => {
	it( 'balances braces outside strings and comments', () => {
		expect( bracesBalance( 'a{b:c}' ) ).toBe( true );
		expect( bracesBalance( '@media (x){a{b:c}}' ) ).toBe( true );
		expect( bracesBalance( 'a{content:"}"}' ) ).toBe( true );
		expect( bracesBalance( "a{content:'\\'}'}" ) ).toBe( true );
		expect( bracesBalance( '/* } */a{}' ) ).toBe( true );
		expect( bracesBalance( 'a{' ) ).toBe( false );
		expect( bracesBalance( '}a{' ) ).toBe( false );
		expect( bracesBalance( 'a{content:"}' ) ).toBe( false );
		expect( bracesBalance( '/* a{}' ) ).toBe( false );
	} );

	it( 'replaces every %self and escapes <', () => {
		expect( advancedCss( '%self, %self a{x:"<"}', '[s]' ) ).toBe(
			'[s], [s] a{x:"\\3c "}'
		);
	} );

	it( 'writes nothing for empty or non-text CSS', () => {
		expect( advancedCss( '  ', '[s]' ) ).toBe( '' );
		expect( advancedCss( 42, '[s]' ) ).toBe( '' );
	} );
} );
