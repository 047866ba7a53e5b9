/**
 * Internal dependencies
 */
import { readFolder, readFoldersConfig } from '../config';

describe( 'readFoldersConfig', () => {
	it( 'reads what FolderScreens prints', () => {
		expect(
			readFoldersConfig( {
				folders: {
					kinds: {
						attachment: {
							label: 'Media',
							taxonomy: 'uip_folder_attachment',
							canEdit: true,
						},
						page: { label: 'Pages', taxonomy: 'uip_folder_page' },
					},
					screen: 'list-table',
					kind: 'page',
					folder: 7,
					restPath: '/uipress/v1/folders',
				},
			} )
		).toEqual( {
			kinds: {
				attachment: {
					label: 'Media',
					taxonomy: 'uip_folder_attachment',
					canEdit: true,
				},
				page: {
					label: 'Pages',
					taxonomy: 'uip_folder_page',
					canEdit: false,
				},
			},
			screen: 'list-table',
			kind: 'page',
			folder: 7,
			restPath: '/uipress/v1/folders',
		} );
	} );

	it( 'is null when the server printed no folders (folders off)', () => {
		expect( readFoldersConfig( {} ) ).toBeNull();
		expect( readFoldersConfig( undefined ) ).toBeNull();
	} );

	it( 'drops kinds without a taxonomy and an unknown screen', () => {
		const config = readFoldersConfig( {
			folders: { kinds: { page: 'x' }, screen: 'nowhere', folder: -1 },
		} );
		expect( config?.kinds ).toEqual( {} );
		expect( config?.screen ).toBe( 'editor' );
		expect( config?.folder ).toBeNull();
	} );
} );

describe( 'readFolder', () => {
	it.each( [
		[ 0, 0 ],
		[ '12', 12 ],
		[ null, null ],
		[ '', null ],
		[ 'abc', null ],
		[ 1.5, null ],
		[ -3, null ],
	] )( '%p → %p', ( value, expected ) => {
		expect( readFolder( value ) ).toBe( expected );
	} );
} );
