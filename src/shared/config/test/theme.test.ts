/**
 * Internal dependencies
 */
import { parseThemeOverrides, readThemeConfig } from '../parse-theme';
import { parseConfig } from '../read-config';
import { validConfig } from './fixtures';

describe( 'theme colours in the page configuration', () => {
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'keeps the changes of known variables', () => {
		const theme = {
			'--uip-color-primary': { value: '#123456', darkValue: '#abcdef' },
			'--uip-color-base-1': { darkValue: '#000000' },
		};
		expect( parseThemeOverrides( theme ) ).toEqual( theme );
		expect( parseConfig( { ...validConfig(), theme } ).theme ).toEqual(
			theme
		);
	} );

	it( 'drops unknown variables, entries that are not objects and values that are not strings', () => {
		expect(
			parseThemeOverrides( {
				'--uip-color-nope': { value: '#123456' },
				'--uip-color-accent': '#123456',
				'--uip-color-danger': [ '#123456' ],
				'--uip-color-primary': { value: 12, darkValue: '#111111' },
				'--uip-color-border': { value: null },
			} )
		).toEqual( { '--uip-color-primary': { darkValue: '#111111' } } );
	} );

	it( 'reads anything that is not an object as no change', () => {
		for ( const value of [ undefined, null, [], 'red', 3 ] ) {
			expect( parseThemeOverrides( value ) ).toEqual( {} );
		}
		expect( parseConfig( validConfig() ) ).not.toHaveProperty( 'theme' );
		expect( parseConfig( { ...validConfig(), theme: [] } ).theme ).toEqual(
			{}
		);
	} );

	it( 'reads the current page’s theme, or none', () => {
		expect( readThemeConfig() ).toEqual( {} );
		window.uipressConfig = {
			theme: { '--uip-color-primary': { value: '#123456' } },
		};
		expect( readThemeConfig() ).toEqual( {
			'--uip-color-primary': { value: '#123456' },
		} );
	} );
} );
