/**
 * Internal dependencies
 */
import { resolveDynamicInput } from '../resolve';
import type { DynamicCatalogue } from '../types';
import type { DynamicInputValue } from '../../types';

const catalogue: DynamicCatalogue = {
	username: { label: 'User name', value: 'Jane', group: 'user' },
	year: { label: 'Year', value: 2024, group: 'date' },
	pro: { label: 'Pro', value: true, group: 'site' },
};

function input( overrides: Partial< DynamicInputValue > ): DynamicInputValue {
	return {
		string: 'Hello',
		dynamic: true,
		dynamicKey: 'username',
		dynamicPos: 'right',
		...overrides,
	};
}

describe( 'resolveDynamicInput', () => {
	it( 'passes a plain string through, and undefined as empty', () => {
		expect( resolveDynamicInput( 'Press me', catalogue ) ).toBe(
			'Press me'
		);
		expect( resolveDynamicInput( undefined, catalogue ) ).toBe( '' );
	} );

	it( 'gives the string alone when dynamic is off', () => {
		expect(
			resolveDynamicInput( input( { dynamic: false } ), catalogue )
		).toBe( 'Hello' );
	} );

	it( 'puts the value right of the string', () => {
		expect( resolveDynamicInput( input( {} ), catalogue ) ).toBe(
			'Hello Jane'
		);
	} );

	it( 'puts the value left of the string', () => {
		expect(
			resolveDynamicInput(
				input( { string: 'is here', dynamicPos: 'left' } ),
				catalogue
			)
		).toBe( 'Jane is here' );
	} );

	it( 'adds no second space, none before punctuation, none beside an empty string', () => {
		expect(
			resolveDynamicInput( input( { string: 'Hello ' } ), catalogue )
		).toBe( 'Hello Jane' );
		expect(
			resolveDynamicInput(
				input( { string: ', welcome', dynamicPos: 'left' } ),
				catalogue
			)
		).toBe( 'Jane, welcome' );
		expect(
			resolveDynamicInput( input( { string: '' } ), catalogue )
		).toBe( 'Jane' );
	} );

	it( 'writes numbers and booleans as text', () => {
		expect(
			resolveDynamicInput(
				input( { string: '©', dynamicKey: 'year' } ),
				catalogue
			)
		).toBe( '© 2024' );
		expect(
			resolveDynamicInput(
				input( { string: '', dynamicKey: 'pro' } ),
				catalogue
			)
		).toBe( 'true' );
	} );

	it( 'gives the string alone for an unknown key', () => {
		expect(
			resolveDynamicInput( input( { dynamicKey: 'nope' } ), catalogue )
		).toBe( 'Hello' );
		expect(
			resolveDynamicInput(
				input( { dynamicKey: 'toString' } ),
				catalogue
			)
		).toBe( 'Hello' );
	} );

	it( 'copes with malformed stored values', () => {
		expect(
			resolveDynamicInput(
				{ dynamic: true } as unknown as DynamicInputValue,
				catalogue
			)
		).toBe( '' );
		expect(
			resolveDynamicInput( null as unknown as string, catalogue )
		).toBe( '' );
	} );
} );
