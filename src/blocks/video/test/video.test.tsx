/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { videoDefinition } from '../definition';
import { videoSource } from '../video-source';

function video( videoURL: string, embed?: boolean ) {
	return block( 'uip-video', {
		settings: {
			block: {
				options: {
					videoURL,
					...( embed === undefined ? {} : { embed } ),
				},
			},
		},
	} );
}

describe( 'uip-video', () => {
	it( 'has videoURL and embed', () => {
		expect(
			videoDefinition.optionsEnabled.block?.options.map(
				( option ) => option.uniqueKey
			)
		).toEqual( [ 'videoURL', 'embed' ] );
	} );

	it.each( [
		[
			'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
			'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
		],
		[
			'https://youtu.be/dQw4w9WgXcQ',
			'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
		],
		[
			'https://www.youtube.com/shorts/dQw4w9WgXcQ',
			'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
		],
		[
			'https://vimeo.com/76979871',
			'https://player.vimeo.com/video/76979871',
		],
		[
			'https://player.vimeo.com/video/76979871',
			'https://player.vimeo.com/video/76979871',
		],
	] )( 'plays %s in its player', ( address, player ) => {
		expect( videoSource( address, true ) ).toMatchObject( {
			kind: 'player',
			url: player,
		} );
	} );

	it( 'shows a YouTube link in an embedded frame with a title', () => {
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [ video( 'https://youtu.be/dQw4w9WgXcQ' ) ] }
			/>
		);
		expect( screen.getByTitle( 'YouTube video' ) ).toHaveAttribute(
			'src',
			'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'
		);
	} );

	it( 'plays other addresses, and players when embedding is off, in a video element', () => {
		const { container } = render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					video( 'https://example.org/intro.mp4' ),
					video( 'https://vimeo.com/76979871', false ),
				] }
			/>
		);
		const players = container.querySelectorAll( 'video' );
		expect( [ ...players ].map( ( player ) => player.src ) ).toEqual( [
			'https://example.org/intro.mp4',
			'https://vimeo.com/76979871',
		] );
		expect( players[ 0 ] ).toHaveAttribute( 'controls' );
		expect( container.querySelector( 'iframe' ) ).toBeNull();
	} );

	it( 'shows a placeholder for no address or one that is not a web address', () => {
		expect( videoSource( 'javascript:alert(1)', true ) ).toBeUndefined();
		render( <TemplateRenderer mode="prod" blocks={ [ video( '' ) ] } /> );
		expect(
			screen.getByRole( 'img', { name: 'No video to show' } )
		).toBeInTheDocument();
	} );
} );
