/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { BlockOptions } from '../../../engine/types';
import { block } from '../../../engine/renderer/test/helpers';
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import { headingDefinition } from '../definition';
import Heading from '../heading';

function renderHeading( stored: BlockOptions = {} ) {
	return render(
		<Heading
			block={ block( 'uip-heading' ) }
			mode="prod"
			options={ optionsWithDefaults( headingDefinition, stored ) }
		/>
	);
}

describe( 'uip-heading', () => {
	it( 'is an h2 saying "Heading" by default', () => {
		renderHeading();
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Heading' } )
		).toBeInTheDocument();
	} );

	it.each( [ 1, 2, 3, 4, 5 ] )( 'renders headingType h%i', ( level ) => {
		renderHeading( { headingText: 'Title', headingType: `h${ level }` } );
		expect(
			screen.getByRole( 'heading', { level, name: 'Title' } )
		).toBeInTheDocument();
	} );

	it( 'renders a paragraph for headingType p, and h2 for an unknown type', () => {
		const { container, unmount } = renderHeading( {
			headingText: 'Plain',
			headingType: 'p',
		} );
		expect( container.querySelector( 'p.uip-heading' ) ).toHaveTextContent(
			'Plain'
		);
		unmount();

		renderHeading( { headingText: 'Odd', headingType: 'h9' } );
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Odd' } )
		).toBeInTheDocument();
	} );

	it( 'shows its icon on the chosen side', () => {
		const { container } = renderHeading( {
			headingText: 'Stars',
			icon: 'star',
			position: 'right',
		} );
		const heading = container.querySelector( '.uip-heading' );
		expect( heading?.lastElementChild ).toHaveAttribute(
			'data-uip-icon',
			'star'
		);
	} );
} );
