/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	PREFERENCE_PATH,
	parseFolderPreferences,
	readFolderPreferences,
	resetFolderPreferences,
	saveFolderPreference,
} from '../preferences';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

afterEach( () => {
	mockedFetch.mockReset();
	resetFolderPreferences();
} );

describe( 'Folder preferences', () => {
	it( 'keeps only the contract’s fields', () => {
		expect(
			parseFolderPreferences( {
				attachment: {
					folder: 4,
					view: 'grid',
					order: 'sideways',
					extra: 1,
				},
				page: { folder: null, orderby: 'title', order: 'asc' },
				post: { folder: -2, view: 'table' },
				broken: 'yes',
			} )
		).toEqual( {
			attachment: { folder: 4, view: 'grid' },
			page: { folder: null, orderby: 'title', order: 'asc' },
			post: {},
			broken: {},
		} );
		expect( parseFolderPreferences( 'nothing' ) ).toEqual( {} );
	} );

	it( 'reads once and merges each save into what is known', async () => {
		mockedFetch.mockResolvedValueOnce( {
			value: { attachment: { folder: 4, view: 'grid' } },
		} );
		expect( await readFolderPreferences() ).toEqual( {
			attachment: { folder: 4, view: 'grid' },
		} );
		mockedFetch.mockResolvedValue( { success: true } );
		await Promise.all( [
			saveFolderPreference( 'attachment', { folder: 0 } ),
			saveFolderPreference( 'page', { folder: 7, order: 'desc' } ),
		] );
		expect( mockedFetch ).toHaveBeenCalledTimes( 3 );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: PREFERENCE_PATH,
			method: 'POST',
			data: {
				value: {
					attachment: { folder: 0, view: 'grid' },
					page: { folder: 7, order: 'desc' },
				},
			},
		} );
		expect( await readFolderPreferences() ).toEqual( {
			attachment: { folder: 0, view: 'grid' },
			page: { folder: 7, order: 'desc' },
		} );
	} );

	it( 'reads again after a failed read, and saves over nothing then', async () => {
		mockedFetch.mockRejectedValueOnce( new Error( 'offline' ) );
		await expect( readFolderPreferences() ).rejects.toThrow( 'offline' );
		mockedFetch
			.mockRejectedValueOnce( new Error( 'still offline' ) )
			.mockResolvedValueOnce( {} );
		await saveFolderPreference( 'attachment', { folder: null } );
		expect( mockedFetch ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				data: { value: { attachment: { folder: null } } },
			} )
		);
	} );
} );
