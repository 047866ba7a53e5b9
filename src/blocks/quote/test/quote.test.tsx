/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { quoteDefinition } from '../definition';

describe( 'uip-quote', () => {
	it( 'offers quote and quoteAuthor, an element block', () => {
		expect( quoteDefinition ).toMatchObject( {
			moduleName: 'uip-quote',
			group: 'elements',
		} );
		expect(
			quoteDefinition.optionsEnabled.block?.options.map(
				( option ) => option.uniqueKey
			)
		).toEqual( [ 'quote', 'quoteAuthor' ] );
	} );

	it( 'shows the quotation and its author', () => {
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					block( 'uip-quote', {
						settings: {
							block: {
								options: {
									quote: 'Less, but better.',
									quoteAuthor: 'Dieter Rams',
								},
							},
						},
					} ),
				] }
			/>
		);
		const quote = screen.getByText( 'Less, but better.' );
		expect( quote.closest( 'blockquote' ) ).not.toBeNull();
		expect( screen.getByText( 'Dieter Rams' ).tagName ).toBe(
			'FIGCAPTION'
		);
	} );

	it( 'leaves the author out when none is set, and shows the default quote', () => {
		const { container } = render(
			<TemplateRenderer mode="prod" blocks={ [ block( 'uip-quote' ) ] } />
		);
		expect(
			screen.getByText( 'Simplicity is the ultimate sophistication.' )
		).toBeInTheDocument();
		expect( container.querySelector( 'figcaption' ) ).toBeNull();
	} );
} );
