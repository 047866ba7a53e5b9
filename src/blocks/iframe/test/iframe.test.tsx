/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { frameHeight } from '../iframe';

function frame( options: Record< string, unknown > ) {
	return block( 'uip-iframe', { settings: { block: { options } } } );
}

describe( 'uip-iframe', () => {
	it( 'shows the page in a named frame at the chosen height', () => {
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					frame( {
						url: '/wp-admin/edit.php',
						title: 'Posts',
						height: 600,
					} ),
				] }
			/>
		);
		const element = screen.getByTitle( 'Posts' );
		expect( element ).toHaveAttribute( 'src', '/wp-admin/edit.php' );
		expect( element ).toHaveAttribute( 'height', '600' );
	} );

	it.each( [
		'javascript:alert(1)',
		'data:text/html,hi',
		'mailto:a@b.c',
		'',
	] )( 'loads nothing for %j', ( url ) => {
		render(
			<TemplateRenderer mode="prod" blocks={ [ frame( { url } ) ] } />
		);
		expect(
			screen.getByRole( 'img', { name: 'No page to show' } )
		).toBeInTheDocument();
		expect( document.querySelector( 'iframe' ) ).toBeNull();
	} );

	it( 'keeps the height between 50 and 4000 px', () => {
		expect( frameHeight( '250' ) ).toBe( 250 );
		expect( frameHeight( 10 ) ).toBe( 400 );
		expect( frameHeight( 'tall' ) ).toBe( 400 );
	} );
} );
