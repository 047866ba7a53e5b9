/**
 * Internal dependencies
 */
import { responsiveCss } from '../responsive-css';

const UID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const SELF = `.uip-b-${ UID }`;

describe( 'responsiveCss', () => {
	it( 'writes nothing without hide flags', () => {
		expect( responsiveCss( UID, undefined ) ).toBe( '' );
		expect( responsiveCss( UID, {} ) ).toBe( '' );
		expect(
			responsiveCss( UID, {
				mobile: false,
				tablet: false,
				desktop: false,
			} )
		).toBe( '' );
	} );

	it( 'hides on mobile below 699 px (up to 698.98px)', () => {
		expect( responsiveCss( UID, { mobile: true } ) ).toBe(
			`@media (max-width: 698.98px){${ SELF }{display:none !important;}}`
		);
	} );

	it( 'hides on tablet from 699 px to 989.98px', () => {
		expect( responsiveCss( UID, { tablet: true } ) ).toBe(
			`@media (min-width: 699px) and (max-width: 989.98px){${ SELF }{display:none !important;}}`
		);
	} );

	it( 'hides on desktop from 990 px', () => {
		expect( responsiveCss( UID, { desktop: true } ) ).toBe(
			`@media (min-width: 990px){${ SELF }{display:none !important;}}`
		);
	} );

	it( 'writes one rule per hidden viewport', () => {
		const css = responsiveCss( UID, {
			mobile: true,
			tablet: true,
			desktop: true,
		} );
		expect( css.match( /@media/g ) ).toHaveLength( 3 );
	} );

	it( 'keeps a hostile uid inside the selector', () => {
		const css = responsiveCss( 'x"]{}</style><b>', { mobile: true } );
		expect( css ).toContain( '.uip-b-xstyleb' );
		expect( css ).not.toContain( '<' );
	} );
} );
