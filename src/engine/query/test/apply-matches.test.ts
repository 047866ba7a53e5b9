/**
 * Internal dependencies
 */
import { blocksForResult } from '../apply-matches';

const children = JSON.stringify( [
	{
		uid: 'a'.repeat( 24 ),
		name: 'Heading',
		moduleName: 'uip-heading',
		settings: { block: { options: { headingText: '{{post_title}}' } } },
	},
] );

describe( 'blocksForResult', () => {
	it( 'puts each value in place of its match, JSON-escaped', () => {
		const blocks = blocksForResult(
			children,
			[ { match: '{{post_title}}', replace: 'Say "hi" \\ bye\nnow' } ],
			5
		);
		expect( blocks?.[ 0 ]?.settings.block?.options.headingText ).toBe(
			'Say "hi" \\ bye\nnow'
		);
	} );

	it( 'replaces every occurrence', () => {
		const twice = JSON.stringify( [ { text: '{{x}} and {{x}}' } ] );
		expect(
			blocksForResult( twice, [ { match: '{{x}}', replace: 'y' } ], 1 )
		).toEqual( [ { text: 'y and y' } ] );
	} );

	it( 'logs and skips a result whose JSON breaks', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation();
		expect(
			blocksForResult(
				children,
				[ { match: '"headingText"', replace: 'x' } ],
				9
			)
		).toBeUndefined();
		expect( error ).toHaveBeenCalledWith(
			'UiPress: query result 9 skipped, its content is not valid JSON after dynamic replacement.',
			expect.any( SyntaxError )
		);
		error.mockRestore();
	} );
} );
