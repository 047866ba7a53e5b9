/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';

/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import MediaLibrary, { MediaLibraryDialog } from '..';
import {
	answerApiFetch,
	clearNotifications,
	shownNotifications,
} from '../../utils/test-helpers';
import { listResponse, mediaItem, stockPhoto } from './fixtures';

function query( options: APIFetchOptions ) {
	return new URL( `http://x${ options.path ?? '' }` );
}

function titles() {
	return shownNotifications().map( ( notification ) => notification.title );
}

/**
 * A library of `total` images served 20 per page.
 * @param total
 */
function library( total: number ) {
	return ( options: APIFetchOptions ) => {
		const url = query( options );
		const page = Number( url.searchParams.get( 'page' ) );
		const start = ( page - 1 ) * 20;
		const count = Math.max( 0, Math.min( 20, total - start ) );
		return listResponse(
			Array.from( { length: count }, ( _, i ) =>
				mediaItem( start + i + 1 )
			),
			total
		);
	};
}

function renderDialog( size?: string ) {
	const onSelect = jest.fn();
	const onCancel = jest.fn();
	render(
		<MediaLibrary
			onSelect={ onSelect }
			onCancel={ onCancel }
			size={ size }
		/>
	);
	return { onSelect, onCancel };
}

describe( 'MediaLibrary', () => {
	beforeEach( () => clearNotifications() );

	it( 'lists images in three columns; choosing one marks it and enables Select', async () => {
		const calls = answerApiFetch( library( 5 ) );
		const { onSelect, onCancel } = renderDialog( 'medium' );
		const first = await screen.findByRole( 'button', { name: 'Image 1' } );
		const url = query( calls[ 0 ] as APIFetchOptions );
		expect( url.pathname ).toBe( '/wp/v2/media' );
		expect( url.searchParams.get( 'status' ) ).toBe( 'inherit' );
		expect( url.searchParams.get( 'media_type' ) ).toBe( 'image' );
		expect( url.searchParams.get( 'per_page' ) ).toBe( '20' );

		const columns = document.querySelectorAll( '.uip-media__column' );
		expect( columns ).toHaveLength( 3 );
		expect( columns[ 0 ]?.textContent ).toBe( '' );
		expect(
			Array.from( columns[ 1 ]?.querySelectorAll( 'button' ) ?? [] ).map(
				( b ) => b.getAttribute( 'aria-label' )
			)
		).toEqual( [ 'Image 2', 'Image 5' ] );

		const select = screen.getByRole( 'button', { name: 'Select' } );
		expect( select ).toBeDisabled();
		fireEvent.click( first );
		expect( first ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( first.querySelector( '.uip-media__check' ) ).not.toBeNull();
		expect( select ).toBeEnabled();
		fireEvent.click( select );
		expect( onSelect ).toHaveBeenCalledWith( {
			id: 1,
			caption: 'Caption 1',
			alt: 'Alt 1',
			width: 300,
			height: 150,
			source_url: 'https://example.com/1-medium.jpg',
		} );

		const cancel = screen.getByRole( 'button', { name: /Cancel/ } );
		expect( cancel ).toHaveTextContent( 'esc' );
		fireEvent.click( cancel );
		fireEvent.keyDown( document, { key: 'Escape' } );
		expect( onCancel ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'loads 20 more on scroll while the total exceeds the loaded count', async () => {
		const calls = answerApiFetch( library( 25 ) );
		renderDialog();
		await screen.findByRole( 'button', { name: 'Image 20' } );
		const scroller = screen.getByTestId( 'uip-media-scroll' );
		Object.defineProperties( scroller, {
			scrollHeight: { value: 1000, configurable: true },
			clientHeight: { value: 500, configurable: true },
			scrollTop: { value: 480, configurable: true, writable: true },
		} );
		fireEvent.scroll( scroller );
		await screen.findByRole( 'button', { name: 'Image 25' } );
		expect(
			query( calls[ 1 ] as APIFetchOptions ).searchParams.get( 'page' )
		).toBe( '2' );
		fireEvent.scroll( scroller );
		await act( async () => {} );
		expect( calls ).toHaveLength( 2 );
	} );

	it( 'says nothing was found for a search, and warns when the list fails', async () => {
		answerApiFetch( ( options ) =>
			query( options ).searchParams.get( 'search' ) === 'zebra'
				? listResponse( [], 0 )
				: // Unparsed, apiFetch rejects with the response itself.
					Promise.reject( {
						status: 503,
						json: async () => ( {
							code: 'x',
							message: 'Media is down.',
						} ),
					} )
		);
		renderDialog();
		// The notice also speaks its text through WordPress's live region,
		// which may hold a second copy by the time this looks.
		const shown = await screen.findAllByText( 'Media is down.' );
		const warning = shown.find( ( element ) =>
			element.closest( '.components-notice' )
		);
		expect( warning?.closest( '.components-notice' ) ).toHaveClass(
			'is-warning'
		);
		fireEvent.change( screen.getByRole( 'searchbox' ), {
			target: { value: 'zebra' },
		} );
		const empty = await screen.findByText(
			'Nothing found for search term'
		);
		expect( empty.parentElement ).toHaveTextContent(
			'Nothing found for search term zebra'
		);
	} );

	it( 'saves the details when they change, with Image saved or the error', async () => {
		let fail = false;
		const calls = answerApiFetch( ( options ) => {
			if ( options.method === 'POST' ) {
				if ( fail ) {
					return Promise.reject( { message: 'Cannot save.' } );
				}
				return mediaItem( 1 );
			}
			return library( 1 )( options );
		} );
		renderDialog();
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Image 1' } )
		);
		const caption = screen.getByLabelText( 'Caption' );
		expect( caption ).toHaveValue( 'Caption 1' );
		fireEvent.focus( caption );
		fireEvent.blur( caption );
		expect( calls.filter( ( c ) => c.method === 'POST' ) ).toHaveLength(
			0
		);

		fireEvent.change( screen.getByLabelText( 'Alt text' ), {
			target: { value: 'New alt' },
		} );
		fireEvent.blur( screen.getByLabelText( 'Alt text' ) );
		await waitFor( () => expect( titles() ).toContain( 'Image saved' ) );
		const post = calls.find( ( c ) => c.method === 'POST' );
		expect( post?.path ).toMatch( /^\/wp\/v2\/media\/1(\?|$)/ );
		// Only what changed: the caption is shown without its markup and
		// must not be written back stripped.
		expect( post?.data ).toEqual( { alt_text: 'New alt' } );

		fail = true;
		fireEvent.change( screen.getByLabelText( 'Title' ), {
			target: { value: 'Other' },
		} );
		fireEvent.blur( screen.getByLabelText( 'Title' ) );
		await waitFor( () => expect( titles() ).toContain( 'Cannot save.' ) );
	} );

	it( 'selects the image with the alt text just typed, before its save has come back', async () => {
		let release: () => void = () => undefined;
		const posted: unknown[] = [];
		answerApiFetch( async ( options ) => {
			if ( options.method === 'POST' ) {
				posted.push( options.data );
				await new Promise< void >( ( resolve ) => {
					release = resolve;
				} );
				return { ...mediaItem( 1 ), alt_text: 'Typed alt' };
			}
			return library( 1 )( options );
		} );
		const { onSelect } = renderDialog();
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Image 1' } )
		);
		const alt = screen.getByLabelText( 'Alt text' );
		fireEvent.change( alt, { target: { value: 'Typed alt' } } );
		// Select takes the focus: the details save as the form is left.
		fireEvent.blur( alt );
		fireEvent.click( screen.getByRole( 'button', { name: 'Select' } ) );
		expect( onSelect ).toHaveBeenCalledWith(
			expect.objectContaining( { id: 1, alt: 'Typed alt' } )
		);
		expect( posted ).toEqual( [ { alt_text: 'Typed alt' } ] );
		await act( async () => release() );
	} );

	it( 'uploads image files one by one, reports failures, then shows the library', async () => {
		const posted: string[] = [];
		const headers: unknown[] = [];
		let release: () => void = () => undefined;
		answerApiFetch( async ( options ) => {
			if ( options.method === 'POST' ) {
				const file = options.body as File;
				posted.push( file.name );
				headers.push( options.headers );
				if ( posted.length === 1 ) {
					await new Promise< void >( ( resolve ) => {
						release = resolve;
					} );
				}
				if ( file.name === 'bad.png' ) {
					throw { message: 'Too big' };
				}
				return mediaItem( 9 );
			}
			return library( 1 )( options );
		} );
		renderDialog();
		await screen.findByRole( 'button', { name: 'Image 1' } );
		fireEvent.click( screen.getByRole( 'tab', { name: 'Upload' } ) );
		const input = document.querySelector(
			'input[type="file"]'
		) as HTMLInputElement;
		expect( input ).toHaveAttribute( 'accept', 'image/*' );
		expect( input.multiple ).toBe( true );
		const files = [
			new File( [ 'a' ], 'good.png', { type: 'image/png' } ),
			new File( [ 'b' ], 'notes.txt', { type: 'text/plain' } ),
			new File( [ 'c' ], 'bad.png', { type: 'image/png' } ),
		];
		fireEvent.change( input, { target: { files } } );
		await waitFor( () =>
			expect( titles() ).toContain( 'Uploading images' )
		);
		// Sequential: the second file waits for the first.
		expect( posted ).toEqual( [ 'good.png' ] );
		release();
		await waitFor( () =>
			expect( titles() ).toContain( 'uploaded complete' )
		);
		expect( posted ).toEqual( [ 'good.png', 'bad.png' ] );
		expect( headers[ 1 ] ).toEqual( {
			'Content-Disposition': 'attachment; filename="bad.png"',
			'Content-Type': 'image/png',
		} );
		expect( titles() ).toContain( 'Failed to upload bad.png' );
		expect( titles() ).not.toContain( 'Uploading images' );
		expect(
			screen.getByRole( 'tab', { name: 'Library' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await screen.findByRole( 'button', { name: 'Image 1' } );
	} );

	it( 'imports a stock photo before emitting it', async () => {
		const blob = new Blob( [ 'jpeg' ], { type: 'image/jpeg' } );
		const fetchMock = jest.fn( async () => ( {
			ok: true,
			statusText: 'OK',
			blob: async () => blob,
		} ) );
		Object.defineProperty( window, 'fetch', {
			value: fetchMock,
			configurable: true,
			writable: true,
		} );
		let importFails = false;
		let release: () => void = () => undefined;
		const calls = answerApiFetch( async ( options ) => {
			const url = query( options );
			if ( url.pathname === '/uipress/v1/stock-photos' ) {
				return listResponse( [ stockPhoto( 'p1' ) ], 1 );
			}
			if ( options.method === 'POST' ) {
				if ( importFails ) {
					return Promise.reject( { message: 'No room' } );
				}
				// The import is held until the test has seen its notice.
				await new Promise< void >( ( resolve ) => {
					release = resolve;
				} );
				return mediaItem( 42 );
			}
			return library( 0 )( options );
		} );
		const { onSelect } = renderDialog();
		fireEvent.click( screen.getByRole( 'tab', { name: 'Stock photos' } ) );
		const photo = await screen.findByRole( 'button', { name: 'Stock p1' } );
		fireEvent.click( photo );
		fireEvent.click( screen.getByRole( 'button', { name: 'Select' } ) );
		// Spec: notice 'Importing image to library' while it imports.
		await waitFor( () =>
			expect( titles() ).toContain( 'Importing image to library' )
		);
		expect( onSelect ).not.toHaveBeenCalled();
		release();
		await waitFor( () => expect( onSelect ).toHaveBeenCalled() );
		expect( titles() ).not.toContain( 'Importing image to library' );
		expect( fetchMock ).toHaveBeenCalledWith(
			'https://images.example.com/p1-regular.jpg'
		);
		const post = calls.find( ( c ) => c.method === 'POST' );
		expect( ( post?.body as File ).name ).toBe( 'annex.jpg' );
		expect( onSelect ).toHaveBeenCalledWith(
			expect.objectContaining( { id: 42 } )
		);

		importFails = true;
		fireEvent.click( screen.getByRole( 'button', { name: 'Select' } ) );
		await waitFor( () =>
			expect( titles() ).toContain( 'Failed to import image' )
		);
		expect( onSelect ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'MediaLibraryDialog', () => {
	it( 'shows the library in a modal whose close cancels', async () => {
		answerApiFetch( library( 1 ) );
		const onCancel = jest.fn();
		render(
			<MediaLibraryDialog
				isOpen
				onSelect={ jest.fn() }
				onCancel={ onCancel }
			/>
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Media library' } )
		).toBeInTheDocument();
		await screen.findByRole( 'button', { name: 'Image 1' } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
		// The modal plays its exit animation before it asks to close.
		await waitFor( () => expect( onCancel ).toHaveBeenCalled() );
	} );
} );
