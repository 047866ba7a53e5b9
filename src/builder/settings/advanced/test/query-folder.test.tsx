/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { answerApiFetch } from '../../../../components/utils/test-helpers';
import { DEFAULT_QUERY_SETTINGS } from '../../../../engine/types';
import { validConfig } from '../../../../shared/config/test/fixtures';
import { lastChange, renderPanel, testBlock, testDefinition } from './harness';

const FOLDERS = {
	kinds: {
		page: { label: 'Pages', taxonomy: 'uip_folder_page', canEdit: true },
	},
	screen: 'builder',
	kind: 'attachment',
	folder: null,
	restPath: '/uipress/v1/folders',
};

function renderQueryOfPages() {
	return renderPanel(
		testBlock( {
			moduleName: 'uip-container',
			query: {
				enabled: true,
				settings: { ...DEFAULT_QUERY_SETTINGS, postTypes: [ 'page' ] },
			},
		} ),
		testDefinition( {
			name: 'Container',
			moduleName: 'uip-container',
			container: true,
		} )
	);
}

describe( 'AdvancedPanel: a query’s folder', () => {
	beforeEach( () => {
		answerApiFetch( ( options ) =>
			( options.path ?? '' ).startsWith( '/uipress/v1/folders/page' )
				? {
						kind: 'page',
						label: 'Pages',
						folders: [
							{
								id: 4,
								name: 'Landing pages',
								parent: 0,
								position: 0,
								count: 2,
							},
						],
						all: 2,
						uncategorised: 0,
						canEdit: true,
					}
				: // The post type field's labels stay pending.
					new Promise( () => {} )
		);
	} );

	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'offers the folders of the post types listed and stores the one chosen', async () => {
		window.uipressConfig = { ...validConfig(), folders: FOLDERS };
		const { changes } = renderQueryOfPages();
		await screen.findByRole( 'option', { name: 'Landing pages' } );
		fireEvent.change( screen.getByRole( 'combobox', { name: 'Folder' } ), {
			target: { value: '4' },
		} );
		expect( lastChange( changes ).changes.query ).toEqual( {
			enabled: true,
			settings: {
				...DEFAULT_QUERY_SETTINGS,
				postTypes: [ 'page' ],
				folder: 4,
			},
		} );
		fireEvent.change( screen.getByRole( 'combobox', { name: 'Folder' } ), {
			target: { value: '' },
		} );
		expect( lastChange( changes ).changes.query ).toMatchObject( {
			settings: { folder: null },
		} );
	} );

	it( 'is not shown while folders are off', () => {
		window.uipressConfig = validConfig();
		// An enabled query opens its panel.
		renderQueryOfPages();
		expect(
			screen.getByRole( 'combobox', { name: 'Query type' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'combobox', { name: 'Folder' } )
		).not.toBeInTheDocument();
	} );
} );
