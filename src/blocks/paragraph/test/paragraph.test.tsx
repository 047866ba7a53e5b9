/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { block } from '../../../engine/renderer/test/helpers';
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import { paragraphDefinition } from '../definition';
import Paragraph from '../paragraph';

function renderParagraph( stored: Record< string, unknown > = {} ) {
	return render(
		<Paragraph
			block={ block( 'uip-paragraph' ) }
			mode="prod"
			options={ optionsWithDefaults( paragraphDefinition, stored ) }
		/>
	);
}

describe( 'uip-paragraph', () => {
	it( 'renders its text in a paragraph', () => {
		const { container } = renderParagraph( { text: 'Some words' } );
		expect(
			container.querySelector( 'p.uip-paragraph' )
		).toHaveTextContent( 'Some words' );
	} );

	it( 'accepts a dynamic-input value', () => {
		const { container } = renderParagraph( {
			text: {
				string: 'Static part',
				dynamic: false,
				dynamicKey: '',
				dynamicPos: 'left',
			},
		} );
		expect( container ).toHaveTextContent( 'Static part' );
	} );

	it( 'has default text for a new block', () => {
		const { container } = renderParagraph();
		expect( container ).toHaveTextContent( 'Add your text here.' );
	} );
} );
