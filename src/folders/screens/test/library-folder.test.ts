/**
 * Internal dependencies
 */
import { draggedIds } from '../attachment-drag';
import { refreshLibrary, showFolder } from '../library-folder';
import type { AttachmentsCollection } from '../wp-media';

function library(): AttachmentsCollection & {
	values: Record< string, unknown >;
} {
	const values: Record< string, unknown > = { query: true };
	return {
		values,
		models: [],
		props: {
			get: ( key ) => values[ key ],
			set: ( next ) => Object.assign( values, next ),
			unset: ( key ) => delete values[ key ],
			on: jest.fn(),
			off: jest.fn(),
		},
		on: jest.fn(),
		off: jest.fn(),
		reset: jest.fn(),
		_requery: jest.fn(),
	};
}

describe( 'a library narrowed to a folder', () => {
	it( 'sets uip_folder for a folder and Uncategorised, and removes it for All', () => {
		const media = library();
		showFolder( media, 4 );
		expect( media.values.uip_folder ).toBe( 4 );
		showFolder( media, 0 );
		expect( media.values.uip_folder ).toBe( 0 );
		showFolder( media, null );
		expect( 'uip_folder' in media.values ).toBe( false );
		expect( media.values.query ).toBe( true );
	} );

	it( 'asks the server again after a move', () => {
		const media = library();
		refreshLibrary( media );
		expect( media._requery ).toHaveBeenCalled();
	} );
} );

describe( 'draggedIds', () => {
	it( 'carries the selection when the dragged attachment is in it', () => {
		expect( draggedIds( 3, [ 1, 3, 5 ] ) ).toEqual( [ 1, 3, 5 ] );
	} );

	it( 'carries the attachment alone otherwise', () => {
		expect( draggedIds( 4, [ 1, 3 ] ) ).toEqual( [ 4 ] );
		expect( draggedIds( 4, [] ) ).toEqual( [ 4 ] );
	} );
} );

describe( 'uploads in a library narrowed to a folder', () => {
	afterEach( () => {
		delete ( window as unknown as { wp?: unknown } ).wp;
	} );

	it( 'has the query watch the upload queue (core only does without unknown arguments)', () => {
		const queue = { models: [] };
		function Uploader() {}
		Uploader.queue = queue;
		( window as unknown as { wp: unknown } ).wp = { Uploader };
		const media = library();
		const observe = jest.fn();
		media.mirroring = { ...library(), observe };
		showFolder( media, 6 );
		expect( observe ).toHaveBeenCalledWith( queue );
		observe.mockClear();
		showFolder( media, null );
		expect( observe ).not.toHaveBeenCalled();
	} );
} );
