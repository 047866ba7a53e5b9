/**
 * Internal dependencies
 */
import { GLOBAL_ACTIONS } from '../../types';
import { validateInteraction } from '../validate';
import { interaction } from './fixtures';

describe( 'validateInteraction', () => {
	it( 'accepts a plain element action on self', () => {
		expect( validateInteraction( interaction() ) ).toEqual( {
			valid: true,
		} );
	} );

	it( 'needs an action', () => {
		expect( validateInteraction( interaction( { action: '' } ) ) ).toEqual(
			{ valid: false, reason: 'no action' }
		);
	} );

	it.each( [ 'addAttribute', 'toggleAttribute' ] )(
		'%s needs a key and a value',
		( action ) => {
			expect(
				validateInteraction( interaction( { action, keyvalue: 'x' } ) )
			).toEqual( { valid: false, reason: 'no key' } );
			expect(
				validateInteraction( interaction( { action, key: 'title' } ) )
			).toEqual( { valid: false, reason: 'no value' } );
			expect(
				validateInteraction(
					interaction( { action, key: 'title', keyvalue: 'x' } )
				)
			).toEqual( { valid: true } );
		}
	);

	it( 'removeAttribute needs a key only', () => {
		expect(
			validateInteraction( interaction( { action: 'removeAttribute' } ) )
		).toEqual( { valid: false, reason: 'no key' } );
		expect(
			validateInteraction(
				interaction( { action: 'removeAttribute', key: 'title' } )
			)
		).toEqual( { valid: true } );
	} );

	it( 'needs a target: a block uid, a selector, or self', () => {
		expect(
			validateInteraction( interaction( { target: 'block' } ) )
		).toEqual( { valid: false, reason: 'no target' } );
		expect(
			validateInteraction(
				interaction( { target: 'selector', selector: ' ' } )
			)
		).toEqual( { valid: false, reason: 'no target' } );
		expect(
			validateInteraction(
				interaction( {
					target: '' as unknown as 'self',
				} )
			)
		).toEqual( { valid: false, reason: 'no target' } );
		expect(
			validateInteraction(
				interaction( { target: 'block', blockTarget: 'abc' } )
			).valid
		).toBe( true );
		expect(
			validateInteraction(
				interaction( { target: 'selector', selector: '.panel' } )
			).valid
		).toBe( true );
	} );

	it.each( [ ...GLOBAL_ACTIONS ] )(
		'the global action %s needs no target',
		( action ) => {
			expect(
				validateInteraction(
					interaction( { action, target: '' as unknown as 'self' } )
				)
			).toEqual( { valid: true } );
		}
	);

	it( 'javascript needs code', () => {
		expect(
			validateInteraction( interaction( { action: 'javascript' } ) )
		).toEqual( { valid: false, reason: 'no code' } );
	} );

	it.each( [
		[ 'onclick', 'alert(1)' ],
		[ 'ONMOUSEOVER', 'alert(1)' ],
		[ 'srcdoc', '<script>alert(1)</script>' ],
		[ 'href', 'javascript:alert(1)' ],
		[ 'href', ' JaVa\tScRiPt:alert(1)' ],
		[ 'src', 'data:text/html,<script>alert(1)</script>' ],
		[ 'formaction', 'vbscript:x' ],
	] )( 'refuses to add script through %s="%s"', ( key, keyvalue ) => {
		const result = validateInteraction(
			interaction( { action: 'addAttribute', key, keyvalue } )
		);
		expect( result.valid ).toBe( false );
	} );

	it( 'allows ordinary URLs and attributes', () => {
		expect(
			validateInteraction(
				interaction( {
					action: 'addAttribute',
					key: 'href',
					keyvalue: 'https://example.org/javascript:',
				} )
			).valid
		).toBe( true );
		expect(
			validateInteraction(
				interaction( {
					action: 'toggleAttribute',
					key: 'aria-expanded',
					keyvalue: 'true',
				} )
			).valid
		).toBe( true );
	} );
} );
