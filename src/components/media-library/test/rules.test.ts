/**
 * Internal dependencies
 */
import {
	DEFAULT_IMAGE_SIZE,
	hasMoreItems,
	imageFilesOnly,
	MEDIA_GRID_COLUMNS,
	MEDIA_PAGE_SIZE,
	PREVIEW_SIZE_PREFERENCE,
	previewUrl,
	stockFileName,
	stripTags,
	toChosenImage,
	toColumns,
} from '../rules';
import { mediaItem, stockPhoto } from './fixtures';

describe( 'media library rules', () => {
	it( 'has the spec constants', () => {
		expect( MEDIA_PAGE_SIZE ).toBe( 20 );
		expect( MEDIA_GRID_COLUMNS ).toBe( 3 );
		expect( PREVIEW_SIZE_PREFERENCE ).toEqual( [
			'medium',
			'small',
			'thumbnail',
			'large',
			'full',
		] );
		expect( DEFAULT_IMAGE_SIZE ).toBe( 'full' );
	} );

	it( 'puts item i in column i modulo 3', () => {
		expect( toColumns( [ 0, 1, 2, 3, 4, 5, 6 ] ) ).toEqual( [
			[ 0, 3, 6 ],
			[ 1, 4 ],
			[ 2, 5 ],
		] );
	} );

	it( 'loads more only while the total exceeds the loaded count', () => {
		expect( hasMoreItems( 41, 20 ) ).toBe( true );
		expect( hasMoreItems( 40, 40 ) ).toBe( false );
	} );

	it( 'strips caption markup', () => {
		expect( stripTags( '<p>A <em>red</em> boat</p>\n' ) ).toBe(
			'A red boat'
		);
	} );

	it( 'previews the first size of the preference list', () => {
		expect( previewUrl( mediaItem( 1 ) ) ).toBe(
			'https://example.com/1-medium.jpg'
		);
		const noMedium = mediaItem( 2 );
		delete noMedium.media_details.sizes?.medium;
		expect( previewUrl( noMedium ) ).toBe(
			'https://example.com/2-thumbnail.jpg'
		);
	} );

	it( 'outputs the chosen size, full by default', () => {
		expect( toChosenImage( mediaItem( 3 ) ) ).toEqual( {
			id: 3,
			caption: 'Caption 3',
			alt: 'Alt 3',
			height: 1000,
			width: 2000,
			source_url: 'https://example.com/3.jpg',
		} );
		expect( toChosenImage( mediaItem( 3 ), 'medium' ) ).toEqual(
			expect.objectContaining( {
				width: 300,
				height: 150,
				source_url: 'https://example.com/3-medium.jpg',
			} )
		);
	} );

	it( 'accepts image files only and names stock imports by username', () => {
		const png = new File( [ 'x' ], 'a.png', { type: 'image/png' } );
		const pdf = new File( [ 'x' ], 'b.pdf', { type: 'application/pdf' } );
		expect( imageFilesOnly( [ png, pdf ] ) ).toEqual( [ png ] );
		expect( stockFileName( stockPhoto( 'p1' ) ) ).toBe( 'annex.jpg' );
	} );
} );
