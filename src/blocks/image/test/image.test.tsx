/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { imageDefinition } from '../definition';
import { imageSource } from '../image-source';

function image( userImage: unknown ) {
	return block( 'uip-image', {
		settings: { block: { options: { userImage } } },
	} );
}

describe( 'uip-image', () => {
	it( 'has the userImage option, edited with the media dialog', () => {
		expect( imageDefinition.moduleName ).toBe( 'uip-image' );
		expect(
			imageDefinition.optionsEnabled.block?.options[ 0 ]
		).toMatchObject( { option: 'image', uniqueKey: 'userImage' } );
	} );

	it( 'shows the image chosen in the media dialog with its alternative text', () => {
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					image( {
						id: 4,
						source_url: 'https://example.org/team.jpg',
						alt: 'The team',
					} ),
				] }
			/>
		);
		expect(
			screen.getByRole( 'img', { name: 'The team' } )
		).toHaveAttribute( 'src', 'https://example.org/team.jpg' );
	} );

	it.each( [
		[ 'no address', '' ],
		[ 'an unresolved placeholder', '{{post_thumbnail}}' ],
		[ 'a script address', 'javascript:alert(1)' ],
	] )( 'shows a placeholder icon for %s', ( _name, value ) => {
		render(
			<TemplateRenderer mode="prod" blocks={ [ image( value ) ] } />
		);
		expect(
			screen.getByRole( 'img', { name: 'No image to show' } )
		).toBeInTheDocument();
	} );

	it( 'shows the placeholder when the image fails to load', () => {
		const { container } = render(
			<TemplateRenderer
				mode="prod"
				blocks={ [ image( '/missing.png' ) ] }
			/>
		);
		const img = container.querySelector( 'img' );
		expect( img ).not.toBeNull();
		fireEvent.error( img! );
		expect(
			screen.getByRole( 'img', { name: 'No image to show' } )
		).toBeInTheDocument();
	} );

	it( 'reads older values too', () => {
		expect( imageSource( { url: 'https://example.org/a.png' } ) ).toEqual( {
			url: 'https://example.org/a.png',
			alt: '',
		} );
		expect( imageSource( 42 ) ).toBeUndefined();
	} );
} );
