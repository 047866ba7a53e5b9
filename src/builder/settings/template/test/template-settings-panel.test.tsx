/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { templatePost } from '../../../store/test/fixtures';
import { freshBuilderRegistry } from '../../../store/test/registry';
import { canEditCode } from '../../use-can-edit-code';
import TemplateSettingsPanel from '../template-settings-panel';

jest.mock( '../../use-can-edit-code', () => ( {
	canEditCode: jest.fn( () => true ),
} ) );

const mockedCanEditCode = canEditCode as jest.MockedFunction<
	typeof canEditCode
>;

type Handler = ( path: string ) => unknown;

let paths: string[] = [];

function answer( handler: Handler ) {
	paths = [];
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		const path = ( options.path ?? '' )
			.replace( /([?&])_locale=user&?/, '$1' )
			.replace( /[?&]$/, '' );
		// The network's templates (none on a single site): not recorded.
		if ( path.startsWith( '/uipress/v1/network/' ) ) {
			return { items: [], canMark: false };
		}
		paths.push( path );
		return handler( path );
	} );
}

const roles = [
	{ name: 'administrator', label: 'Administrator', type: 'role' },
	{ name: 'editor', label: 'Editor', type: 'role' },
];
const users = [
	{
		id: 12,
		login: 'jane',
		email: 'jane@example.com',
		label: 'Jane Doe',
		type: 'user',
	},
];

/**
 * The panel over a fresh store holding the fixture template, with its
 * fields changed by `fields`; the panel's requests are answered by `handler`
 * (none expected by default).
 *
 * @param fields  Fields to store instead of the fixture's.
 * @param handler Answers the panel's requests.
 */
async function renderPanel(
	fields: Partial< ReturnType< typeof templatePost >[ 'uipress' ] > = {},
	handler: Handler = () => Promise.reject( new Error( 'Unexpected request' ) )
) {
	const post = templatePost();
	apiFetch.setFetchHandler( async () => ( {
		...post,
		uipress: { ...post.uipress, ...fields },
	} ) );
	const store = freshBuilderRegistry();
	await store.dispatch().loadTemplate( 7 );
	answer( handler );
	render(
		<RegistryProvider value={ store.registry }>
			<TemplateSettingsPanel />
		</RegistryProvider>
	);
	return store;
}

function group( name: string ) {
	return screen.getByRole( 'group', { name } );
}

function undo( store: ReturnType< typeof freshBuilderRegistry > ) {
	act( () => {
		store.dispatch().undo();
	} );
}

beforeEach( () => {
	mockedCanEditCode.mockReturnValue( true );
} );

describe( 'TemplateSettingsPanel', () => {
	it( 'renders nothing before a template is loaded', () => {
		const store = freshBuilderRegistry();
		const { container } = render(
			<RegistryProvider value={ store.registry }>
				<TemplateSettingsPanel />
			</RegistryProvider>
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'edits the status; the name is left to the top bar', async () => {
		const store = await renderPanel();
		// One place for the name: the top bar's "Template title".
		expect(
			screen.queryByRole( 'textbox', { name: 'Name' } )
		).not.toBeInTheDocument();
		expect( screen.queryByDisplayValue( 'My template' ) ).toBeNull();

		const status = screen.getByRole( 'combobox', { name: 'Status' } );
		expect( status ).toHaveValue( 'draft' );
		expect(
			within( status )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Published', 'Draft' ] );
		fireEvent.change( status, { target: { value: 'publish' } } );
		expect( store.select().getTemplate()?.status ).toBe( 'publish' );
		expect( store.select().isDirty() ).toBe( true );
		// The only request: the site's role names.
		expect( paths ).toEqual( [
			'/uipress/v1/users-roles?search=&type=roles&page=1',
		] );
	} );

	it( 'changes the type as one undoable step', async () => {
		const store = await renderPanel();
		const type = screen.getByRole( 'combobox', { name: 'Type' } );
		expect(
			within( type )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Admin interface', 'Admin page' ] );
		expect( type ).toHaveValue( 'ui-template' );
		fireEvent.change( type, { target: { value: 'ui-admin-page' } } );
		expect( store.select().getTemplate()?.fields.type ).toBe(
			'ui-admin-page'
		);
		expect( type ).toHaveValue( 'ui-admin-page' );
		expect( store.select().canUndo() ).toBe( true );
		undo( store );
		expect( store.select().getTemplate()?.fields.type ).toBe(
			'ui-template'
		);
	} );

	it( 'shows stored roles and users by name and summarises the audience', async () => {
		await renderPanel(
			{
				forRoles: [ 'administrator' ],
				forUsers: [ 12, 40 ],
				excludesRoles: [ 'editor' ],
				excludesUsers: [],
			},
			( path ) => {
				if ( path.startsWith( '/wp/v2/users' ) ) {
					return [ { id: 12, name: 'Jane Doe' } ];
				}
				if ( path.startsWith( '/uipress/v1/users-roles' ) ) {
					return { roles, users: [], total_users: 0 };
				}
				return Promise.reject( new Error( 'Unexpected request' ) );
			}
		);
		// The site's role names and the users' display names, not the
		// stored role slugs; user 40 could not be read: it keeps its id.
		expect(
			await screen.findByText(
				'Applies to: Administrator, Jane Doe, User #40, except Editor'
			)
		).toBeInTheDocument();
		const included = group( 'Who it applies to' );
		expect(
			within( included ).getByRole( 'button', { name: /^Role select/ } )
		).toHaveTextContent( 'Administrator + 2 others' );
		fireEvent.mouseEnter( included.firstElementChild as Element );
		const chosen = within( included ).getByRole( 'list', {
			name: 'Chosen',
		} );
		expect( within( chosen ).getByText( 'Administrator' ) ).toBeTruthy();
		expect( within( chosen ).getByText( 'Jane Doe' ) ).toBeTruthy();
		expect( chosen ).toHaveTextContent( 'User #40' );
		const lookups = paths.filter( ( path ) =>
			path.startsWith( '/wp/v2/users' )
		);
		expect( lookups ).toHaveLength( 1 );
		expect( lookups[ 0 ] ).toContain( 'include=12%2C40' );
		expect(
			within( group( 'Excluded' ) ).getByRole( 'button', {
				name: /^Role select/,
			} )
		).toHaveTextContent( 'Editor' );
	} );

	it( 'draws the pickers as buttons', async () => {
		await renderPanel();
		for ( const name of [ 'Who it applies to', 'Excluded' ] ) {
			const picker = within( group( name ) ).getByRole( 'button', {
				name: /^Role select/,
			} );
			expect( picker ).toHaveClass( 'components-button', 'is-secondary' );
		}
		expect(
			within( group( 'Excluded' ) ).getByRole( 'button', {
				name: /^Role select/,
			} )
		).toHaveTextContent( 'Nobody excluded...' );
	} );

	it( 'keeps "User #ID" when the names cannot be read', async () => {
		await renderPanel( { forUsers: [ 5 ] }, () =>
			Promise.reject( {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to list users.',
			} )
		);
		await waitFor( () =>
			expect(
				paths.filter( ( path ) => path.startsWith( '/wp/v2/users' ) )
			).toHaveLength( 1 )
		);
		const included = group( 'Who it applies to' );
		fireEvent.mouseEnter( included.firstElementChild as Element );
		expect(
			within( included ).getByRole( 'list', { name: 'Chosen' } )
		).toHaveTextContent( 'User #5' );
	} );

	it( 'adds roles and users to the audience and the exclusions', async () => {
		const store = await renderPanel(
			{ forRoles: [], forUsers: [] },
			( path ) =>
				path.startsWith( '/uipress/v1/users-roles' )
					? { roles, users, total_users: users.length }
					: Promise.reject( new Error( 'Unexpected request' ) )
		);
		expect( screen.getByText( 'Applies to: Nobody' ) ).toBeInTheDocument();

		const included = group( 'Who it applies to' );
		fireEvent.click(
			within( included ).getByRole( 'button', { name: /^Role select/ } )
		);
		fireEvent.click(
			await screen.findByRole( 'button', { name: /^Editor/ } )
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Users' } ) );
		fireEvent.click( screen.getByRole( 'button', { name: /^Jane Doe/ } ) );
		expect( store.select().getTemplate()?.fields ).toMatchObject( {
			forRoles: [ 'editor' ],
			forUsers: [ 12 ],
		} );
		expect(
			screen.getByText( 'Applies to: Editor, Jane Doe' )
		).toBeInTheDocument();
		expect(
			within( included ).getByText( 'Editor + 1 other' )
		).toBeInTheDocument();
		// The chosen user's name came with the choice: no lookup by id.
		expect(
			paths.filter( ( path ) => path.startsWith( '/wp/v2/users' ) )
		).toEqual( [] );

		// Clicking a chosen item again removes it.
		fireEvent.click( screen.getByRole( 'button', { name: /^Jane Doe/ } ) );
		expect( store.select().getTemplate()?.fields.forUsers ).toEqual( [] );
		undo( store );
		expect( store.select().getTemplate()?.fields.forUsers ).toEqual( [
			12,
		] );

		const excluded = group( 'Excluded' );
		fireEvent.click(
			within( excluded ).getByRole( 'button', { name: /^Role select/ } )
		);
		const pickers = await screen.findAllByRole( 'button', {
			name: /^Administrator/,
		} );
		fireEvent.click( pickers[ pickers.length - 1 ] as Element );
		expect( store.select().getTemplate()?.fields ).toMatchObject( {
			excludesRoles: [ 'administrator' ],
			excludesUsers: [],
		} );
		expect(
			screen.getByText(
				'Applies to: Editor, Jane Doe, except Administrator'
			)
		).toBeInTheDocument();
	}, 30000 );

	it( 'edits the CSS and JavaScript, one undo step per field', async () => {
		const store = await renderPanel();
		// Closed at first: the code editors start only when asked for.
		expect(
			screen.queryByRole( 'textbox', { name: 'Template CSS' } )
		).not.toBeInTheDocument();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Custom code' } )
		);
		const css = screen.getByRole( 'textbox', { name: 'Template CSS' } );
		fireEvent.change( css, { target: { value: 'a' } } );
		fireEvent.change( css, { target: { value: 'a {}' } } );
		const js = screen.getByRole( 'textbox', {
			name: 'Template JavaScript',
		} );
		fireEvent.change( js, { target: { value: 'run();' } } );
		expect( store.select().getTemplate()?.fields.settings ).toEqual( {
			css: 'a {}',
			js: 'run();',
		} );
		undo( store );
		expect( store.select().getTemplate()?.fields.settings ).toEqual( {
			css: 'a {}',
			js: '',
		} );
		undo( store );
		expect( store.select().getTemplate()?.fields.settings ).toEqual( {
			css: '',
			js: '',
		} );
		expect( store.select().canUndo() ).toBe( false );
	} );

	it( 'hides the code fields from users who may not post unfiltered HTML', async () => {
		mockedCanEditCode.mockReturnValue( false );
		await renderPanel();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Custom code' } )
		);
		expect(
			screen.queryByRole( 'textbox', { name: 'Template CSS' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'textbox', { name: 'Template JavaScript' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByText(
				'Only users who may post unfiltered HTML can add CSS and JavaScript.'
			)
		).toBeInTheDocument();
	} );
} );
