/**
 * Internal dependencies
 */
import { themeCss } from '../theme-css';
import { THEME_VARIABLES } from '../variables';

function block( css: string, selector: string ): Record< string, string > {
	const start = css.indexOf( `${ selector }{` );
	expect( start ).toBeGreaterThanOrEqual( 0 );
	const body = css.slice(
		start + selector.length + 1,
		css.indexOf( '}', start )
	);
	return Object.fromEntries(
		body
			.split( ';' )
			.filter( Boolean )
			.map( ( declaration ) => {
				const colon = declaration.indexOf( ':', 2 );
				return [
					declaration.slice( 0, colon ),
					declaration.slice( colon + 1 ),
				];
			} )
	);
}

describe( 'themeCss', () => {
	it( 'writes light values on :root and dark values on [data-theme="dark"]', () => {
		const css = themeCss();
		const light = block( css, ':root' );
		const dark = block( css, '[data-theme="dark"]' );
		for ( const variable of THEME_VARIABLES ) {
			expect( light[ variable.name ] ).toBe( variable.value );
			expect( dark[ variable.name ] ).toBe( variable.darkValue );
		}
		expect( light[ '--uip-color-primary' ] ).toBe( '#1f6aa8' );
		expect( dark[ '--uip-color-base-0' ] ).toBe( '#16181d' );
	} );

	it( 'writes the size scale once, on :root', () => {
		const css = themeCss();
		expect( block( css, ':root' ) ).toMatchObject( {
			'--uip-text-s': '13px',
			'--uip-spacing-m': '12px',
		} );
		expect( block( css, '[data-theme="dark"]' ) ).not.toHaveProperty(
			'--uip-text-s'
		);
	} );

	it( 'applies overrides, light and dark separately', () => {
		const css = themeCss( {
			'--uip-color-primary': { value: '#ff0000' },
			'--uip-color-accent': { darkValue: 'rgb(1, 2, 3)' },
		} );
		expect( block( css, ':root' )[ '--uip-color-primary' ] ).toBe(
			'#ff0000'
		);
		expect(
			block( css, '[data-theme="dark"]' )[ '--uip-color-primary' ]
		).toBe( '#5aa2e8' );
		expect(
			block( css, '[data-theme="dark"]' )[ '--uip-color-accent' ]
		).toBe( 'rgb(1, 2, 3)' );
	} );

	it( 'ignores invalid override values and unknown variables', () => {
		const css = themeCss( {
			'--uip-color-primary': {
				value: 'red;}</style><script>alert(1)</script>',
				darkValue: '',
			},
			'--evil': { value: 'red' },
			'--uip-color-base-0;}body{': { value: 'red' },
		} );
		expect( css ).not.toContain( '<' );
		expect( css ).not.toContain( '--evil' );
		expect( css.split( '{' ) ).toHaveLength( 3 );
		expect( block( css, ':root' )[ '--uip-color-primary' ] ).toBe(
			'#1f6aa8'
		);
	} );

	it( 'applies a page’s dark values when the root has data-theme="dark"', () => {
		const style = document.createElement( 'style' );
		style.textContent = themeCss();
		document.head.appendChild( style );
		const rules = Array.from( style.sheet?.cssRules ?? [] ).map(
			( rule ) => ( rule as CSSStyleRule ).selectorText
		);
		expect( rules ).toEqual( [ ':root', '[data-theme="dark"]' ] );
		style.remove();
	} );
} );
