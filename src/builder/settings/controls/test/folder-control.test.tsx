/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { answerApiFetch } from '../../../../components/utils/test-helpers';
import {
	folderChoices,
	folderOfChoice,
	kindsWithFolders,
	treeOrder,
} from '../folder-choices';
import { FolderSelect } from '../folder-control';
import { renderOption } from './harness';

const CONFIG = {
	kinds: {
		attachment: {
			label: 'Media',
			taxonomy: 'uip_folder_attachment',
			canEdit: true,
		},
		page: { label: 'Pages', taxonomy: 'uip_folder_page', canEdit: true },
		post: { label: 'Posts', taxonomy: 'uip_folder_post', canEdit: true },
	},
	screen: 'builder' as const,
	kind: 'attachment',
	folder: null,
	restPath: '/uipress/v1/folders',
};

const folder = ( id: number, name: string, parent = 0, position = 0 ) => ( {
	id,
	name,
	parent,
	position,
	count: 1,
} );

const PAGE_FOLDERS = [
	folder( 3, 'Campaigns', 1 ),
	folder( 1, 'Landing pages', 0, 1 ),
	folder( 2, 'About', 0, 0 ),
];

/**
 * A request's route, without its query (apiFetch adds `_locale`).
 *
 * @param path The request's path.
 */
const routeOf = ( path: string | undefined ) =>
	( path ?? '' ).split( '?' )[ 0 ] ?? '';

function answerTrees() {
	return answerApiFetch( ( options ) => {
		const kind = routeOf( options.path ).split( '/' ).pop() ?? '';
		return {
			kind,
			label: kind === 'page' ? 'Pages' : 'Posts',
			folders: kind === 'page' ? PAGE_FOLDERS : [ folder( 9, 'News' ) ],
			all: 3,
			uncategorised: 0,
			canEdit: true,
		};
	} );
}

describe( 'folder choices', () => {
	it( 'orders a tree: parents first, siblings by position, children indented', () => {
		expect(
			treeOrder( PAGE_FOLDERS ).map(
				( entry ) => `${ entry.depth }:${ entry.folder.name }`
			)
		).toEqual( [ '0:About', '0:Landing pages', '1:Campaigns' ] );
		expect(
			folderChoices( [
				{ kind: 'page', label: 'Pages', folders: PAGE_FOLDERS },
			] )
		).toEqual( [
			{ value: '', label: 'All' },
			{ value: '0', label: 'Uncategorised' },
			{ value: '2', label: 'About' },
			{ value: '1', label: 'Landing pages' },
			{ value: '3', label: '— Campaigns' },
		] );
	} );

	it( 'names the kind of each folder when several kinds are listed', () => {
		const choices = folderChoices( [
			{ kind: 'page', label: 'Pages', folders: [ folder( 2, 'About' ) ] },
			{ kind: 'post', label: 'Posts', folders: [ folder( 9, 'News' ) ] },
		] );
		expect( choices.slice( 2 ).map( ( choice ) => choice.label ) ).toEqual(
			[ 'About (Pages)', 'News (Posts)' ]
		);
	} );

	it( 'offers only the kinds with folders, none with folders off', () => {
		expect( kindsWithFolders( CONFIG, [ 'page', 'product' ] ) ).toEqual( [
			'page',
		] );
		expect( kindsWithFolders( null, [ 'page' ] ) ).toEqual( [] );
	} );

	it( 'stores null for All and a number otherwise', () => {
		expect( folderOfChoice( '' ) ).toBeNull();
		expect( folderOfChoice( '0' ) ).toBe( 0 );
		expect( folderOfChoice( '12' ) ).toBe( 12 );
	} );
} );

describe( 'FolderSelect', () => {
	afterEach( () => {
		window.uipressConfig = undefined;
	} );

	it( 'shows nothing while folders are off', () => {
		window.uipressConfig = { folders: null };
		const calls = answerTrees();
		const { container } = render(
			<FolderSelect
				label="Folder"
				postTypes={ [ 'page' ] }
				value={ null }
				onChange={ jest.fn() }
			/>
		);
		expect( container ).toBeEmptyDOMElement();
		expect( calls ).toHaveLength( 0 );
	} );

	it( 'lists the folders of the post types and gives the one chosen', async () => {
		window.uipressConfig = { folders: CONFIG };
		const calls = answerTrees();
		const onChange = jest.fn();
		render(
			<FolderSelect
				label="Folder"
				postTypes={ [ 'page' ] }
				value={ null }
				onChange={ onChange }
			/>
		);
		expect(
			await screen.findByRole( 'option', { name: '— Campaigns' } )
		).toBeInTheDocument();
		expect( calls.map( ( call ) => routeOf( call.path ) ) ).toEqual( [
			'/uipress/v1/folders/page',
		] );
		const select = screen.getByRole( 'combobox', { name: 'Folder' } );
		expect( select ).toHaveValue( '' );
		fireEvent.change( select, { target: { value: '3' } } );
		expect( onChange ).toHaveBeenLastCalledWith( 3 );
		fireEvent.change( select, { target: { value: '0' } } );
		expect( onChange ).toHaveBeenLastCalledWith( 0 );
		fireEvent.change( select, { target: { value: '' } } );
		expect( onChange ).toHaveBeenLastCalledWith( null );
	} );

	it( 'says when the post types listed have no folders', () => {
		window.uipressConfig = { folders: CONFIG };
		answerTrees();
		render(
			<FolderSelect
				label="Folder"
				postTypes={ [ 'product' ] }
				value={ 0 }
				onChange={ jest.fn() }
			/>
		);
		expect(
			screen.getByText( /The post types listed have no folders/ )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'combobox', { name: 'Folder' } )
		).toHaveValue( '0' );
	} );
} );

describe( 'the folder option type', () => {
	afterEach( () => {
		window.uipressConfig = undefined;
	} );

	it( 'offers the folders of the block’s post types (posts by default) and stores the id', async () => {
		window.uipressConfig = { folders: CONFIG };
		const calls = answerTrees();
		const { last } = renderOption(
			{
				option: 'folder',
				label: 'Folder',
				args: { postTypesKey: 'activePostTypes' },
			},
			null
		);
		await screen.findByRole( 'option', { name: 'News' } );
		expect( calls.map( ( call ) => routeOf( call.path ) ) ).toEqual( [
			'/uipress/v1/folders/post',
		] );
		fireEvent.change( screen.getByRole( 'combobox', { name: 'Folder' } ), {
			target: { value: '9' },
		} );
		expect( last()?.value ).toBe( 9 );
	} );
} );
