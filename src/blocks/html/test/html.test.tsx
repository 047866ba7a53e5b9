/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { htmlDefinition } from '../definition';

describe( 'uip-html', () => {
	it( 'edits its markup in the code editor, which the server cleans for some users', () => {
		expect(
			htmlDefinition.optionsEnabled.block?.options[ 0 ]
		).toMatchObject( {
			option: 'code',
			uniqueKey: 'html',
			args: { language: 'html', cleanedOnSave: true },
		} );
	} );

	it( 'shows its markup as saved', () => {
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					block( 'uip-html', {
						settings: {
							block: {
								options: {
									html: '<h3>Status</h3><ul><li>All good</li></ul>',
								},
							},
						},
					} ),
				] }
			/>
		);
		expect(
			screen.getByRole( 'heading', { level: 3, name: 'Status' } )
		).toBeInTheDocument();
		expect( screen.getByRole( 'listitem' ) ).toHaveTextContent(
			'All good'
		);
	} );

	it( 'asks for markup in the builder when it has none, and shows nothing elsewhere', () => {
		const empty = block( 'uip-html' );
		const { container, rerender } = render(
			<TemplateRenderer mode="builder" blocks={ [ empty ] } />
		);
		expect(
			screen.getByText( 'Add your HTML in the block’s settings.' )
		).toBeInTheDocument();
		rerender( <TemplateRenderer mode="prod" blocks={ [ empty ] } /> );
		expect(
			container.querySelector( '.uip-html, .uip-html__empty' )
		).toBeNull();
	} );
} );
