/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import {
	answerRequests,
	clearToasts,
	row,
} from '../../shared/test/posts-fixtures';
import { postsTableDefinition } from '../definition';
import { chosenFolder, folderOf, FOLDER_OPTION } from '../folder-option';

const table = ( options = {} ) =>
	block( 'uip-posts-table', { settings: { block: { options } } } );

describe( 'posts table: the Folder option', () => {
	afterEach( clearToasts );

	it( 'is offered after the post types, All by default, with the folder control', () => {
		const options = postsTableDefinition.optionsEnabled.block?.options;
		expect( options?.map( ( option ) => option.uniqueKey ) ).toEqual(
			expect.arrayContaining( [ 'activePostTypes', 'folder' ] )
		);
		const keys = options?.map( ( option ) => option.uniqueKey ) ?? [];
		expect( keys.indexOf( 'folder' ) ).toBe(
			keys.indexOf( 'activePostTypes' ) + 1
		);
		expect( FOLDER_OPTION ).toMatchObject( {
			option: 'folder',
			value: null,
			args: { postTypesKey: 'activePostTypes' },
		} );
	} );

	it.each( [
		[ 12, 12 ],
		[ 0, 0 ],
		[ '7', 7 ],
		[ null, undefined ],
		[ undefined, undefined ],
		[ -1, undefined ],
		[ 1.5, undefined ],
		[ 'photos', undefined ],
	] )( 'reads %p as %p', ( stored, folder ) => {
		expect( folderOf( stored ) ).toBe( folder );
		expect( chosenFolder( { folder: stored } ) ).toBe( folder );
	} );

	it.each( [
		[ 'a folder', 12, '12' ],
		[ 'Uncategorised', 0, '0' ],
	] )( 'asks the server for %s', async ( _name, folder, sent ) => {
		const requests = answerRequests( () => ( {
			posts: [ row( 1 ) ],
			columns: [],
			total: 1,
			totalPages: 1,
		} ) );
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [ table( { activePostTypes: [ 'page' ], folder } ) ] }
			/>
		);
		expect( await screen.findByText( 'Post 1' ) ).toBeInTheDocument();
		const asked = requests.find(
			( { route } ) => route === '/uipress/v1/posts-table'
		);
		expect( asked?.query.get( 'folder' ) ).toBe( sent );
	} );

	it( 'sends no folder for All', async () => {
		const requests = answerRequests( () => ( {
			posts: [ row( 1 ) ],
			columns: [],
			total: 1,
			totalPages: 1,
		} ) );
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					table( { activePostTypes: [ 'page' ], folder: null } ),
				] }
			/>
		);
		expect( await screen.findByText( 'Post 1' ) ).toBeInTheDocument();
		const asked = requests.find(
			( { route } ) => route === '/uipress/v1/posts-table'
		);
		expect( asked?.query.has( 'folder' ) ).toBe( false );
	} );
} );
