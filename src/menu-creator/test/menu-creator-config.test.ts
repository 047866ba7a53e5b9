/**
 * Internal dependencies
 */
import {
	parseMenuCreatorConfig,
	readMenuCreatorConfig,
} from '../menu-creator-config';

describe( 'menu creator configuration', () => {
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'reads each item’s capability and the site’s roles', () => {
		window.uipressConfig = {
			menuCreator: {
				capabilities: {
					'>options-general.php': 'manage_options',
					'edit.php>edit.php': 'edit_posts',
				},
				roles: [ { name: 'editor', label: 'Editor' } ],
			},
		};
		expect( readMenuCreatorConfig() ).toEqual( {
			capabilities: {
				'>options-general.php': 'manage_options',
				'edit.php>edit.php': 'edit_posts',
			},
			roles: [ { name: 'editor', label: 'Editor' } ],
		} );
	} );

	it( 'leaves out what is malformed, and is empty without a part', () => {
		expect(
			parseMenuCreatorConfig( {
				capabilities: { '>a': 'read', '>b': 3, '>c': '' },
				roles: [
					{ name: 'author', label: '' },
					{ name: '', label: 'Nobody' },
					'editor',
				],
			} )
		).toEqual( {
			capabilities: { '>a': 'read' },
			roles: [ { name: 'author', label: 'author' } ],
		} );
		expect( readMenuCreatorConfig() ).toEqual( {
			capabilities: {},
			roles: [],
		} );
	} );
} );
