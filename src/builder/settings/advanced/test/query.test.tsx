/**
 * External dependencies
 */
import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	DEFAULT_QUERY_SETTINGS,
	type BlockQuery,
} from '../../../../engine/types';
import { validConfig } from '../../../../shared/config/test/fixtures';
import { answerApiFetch } from '../../../../components/utils/test-helpers';
import { lastChange, renderPanel, testBlock, testDefinition } from './harness';

beforeAll( () => {
	window.uipressConfig = validConfig();
} );

// The post type field's labels are not what these tests are about: its
// request stays pending.
beforeEach( () => {
	answerApiFetch( () => new Promise( () => {} ) );
} );

afterAll( () => {
	delete window.uipressConfig;
} );

const container = () =>
	testDefinition( {
		name: 'Container',
		moduleName: 'uip-container',
		container: true,
	} );

function renderQuery( query?: BlockQuery ) {
	return renderPanel(
		testBlock( {
			moduleName: 'uip-container',
			...( query ? { query } : {} ),
		} ),
		container()
	);
}

function optionLabels( select: HTMLElement ): string[] {
	return within( select )
		.getAllByRole( 'option' )
		.map( ( option ) => option.textContent ?? '' );
}

function storedQuery( changes: ReturnType< typeof renderPanel >[ 'changes' ] ) {
	return lastChange( changes ).changes.query;
}

describe( 'AdvancedPanel: query', () => {
	it( 'turns the query on with the default settings, and off keeping them', () => {
		const { changes } = renderQuery();
		fireEvent.click( screen.getByRole( 'button', { name: 'Query' } ) );
		expect(
			screen.queryByRole( 'combobox', { name: 'Query type' } )
		).toBeNull();

		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Query content' } )
		);
		expect( lastChange( changes ) ).toEqual( {
			changes: {
				query: { enabled: true, settings: DEFAULT_QUERY_SETTINGS },
			},
			options: undefined,
		} );
		expect(
			screen.getByRole( 'combobox', { name: 'Query type' } )
		).toHaveValue( 'posts' );

		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Query content' } )
		);
		expect( storedQuery( changes ) ).toEqual( {
			enabled: false,
			settings: DEFAULT_QUERY_SETTINGS,
		} );
	} );

	it( 'fills in settings an older template left out', () => {
		const { changes } = renderQuery( {
			enabled: true,
			settings: { showPagination: false, search: true },
		} as unknown as BlockQuery );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Show pagination' } )
		);
		expect( storedQuery( changes ) ).toEqual( {
			enabled: true,
			settings: {
				...DEFAULT_QUERY_SETTINGS,
				showPagination: true,
				search: true,
			},
		} );
	} );

	it( 'edits the settings of a posts query', () => {
		const { changes } = renderQuery( {
			enabled: true,
			settings: DEFAULT_QUERY_SETTINGS,
		} );
		expect( screen.getByText( 'Post types' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: /^Post type select/ } )
		).toHaveTextContent( 'post' );

		const statuses = screen.getByRole( 'group', { name: 'Post statuses' } );
		expect(
			within( statuses )
				.getAllByRole( 'checkbox' )
				.map( ( box ) => ( box as HTMLInputElement ).checked )
		).toEqual( [ true, false, false, false, false ] );
		fireEvent.click(
			within( statuses ).getByRole( 'checkbox', { name: 'Scheduled' } )
		);
		fireEvent.click(
			within( statuses ).getByRole( 'checkbox', { name: 'Draft' } )
		);
		expect( storedQuery( changes )?.settings.postStatus ).toEqual( [
			'publish',
			'draft',
			'future',
		] );
		fireEvent.click(
			within( statuses ).getByRole( 'checkbox', { name: 'Published' } )
		);
		expect( storedQuery( changes )?.settings.postStatus ).toEqual( [
			'draft',
			'future',
		] );

		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Order by' } ),
			{ target: { value: 'title' } }
		);
		fireEvent.change( screen.getByRole( 'combobox', { name: 'Order' } ), {
			target: { value: 'ASC' },
		} );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Only my own posts' } )
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Show a search box' } )
		);
		expect( lastChange( changes ).options ).toBeUndefined();
		expect( storedQuery( changes ) ).toEqual( {
			enabled: true,
			settings: {
				...DEFAULT_QUERY_SETTINGS,
				postStatus: [ 'draft', 'future' ],
				orderBy: 'title',
				order: 'ASC',
				limitToAuthor: true,
				search: true,
			},
		} );
	} );

	it( 'keeps results per page from 1 to 100, merged while typing', () => {
		const { changes } = renderQuery( {
			enabled: true,
			settings: DEFAULT_QUERY_SETTINGS,
		} );
		const perPage = screen.getByRole( 'spinbutton', {
			name: 'Results per page',
		} );
		expect( perPage ).toHaveAttribute( 'min', '1' );
		expect( perPage ).toHaveAttribute( 'max', '100' );
		fireEvent.change( perPage, { target: { value: '25' } } );
		expect( lastChange( changes ) ).toEqual( {
			changes: {
				query: {
					enabled: true,
					settings: { ...DEFAULT_QUERY_SETTINGS, perPage: 25 },
				},
			},
			options: { mergeKey: 'blk:query:perPage' },
		} );
		fireEvent.change( perPage, { target: { value: '500' } } );
		expect( storedQuery( changes )?.settings.perPage ).toBe( 100 );
		fireEvent.change( perPage, { target: { value: '0' } } );
		expect( storedQuery( changes )?.settings.perPage ).toBe( 1 );
		const count = changes.length;
		fireEvent.change( perPage, { target: { value: '' } } );
		expect( changes ).toHaveLength( count );
	} );

	it( 'switches to users: roles instead of post types and statuses', () => {
		const { changes } = renderQuery( {
			enabled: true,
			settings: { ...DEFAULT_QUERY_SETTINGS, orderBy: 'title' },
		} );
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Query type' } ),
			{ target: { value: 'users' } }
		);
		expect( storedQuery( changes )?.settings ).toEqual( {
			...DEFAULT_QUERY_SETTINGS,
			type: 'users',
			orderBy: 'registered',
		} );
		expect( screen.queryByText( 'Post types' ) ).toBeNull();
		expect(
			screen.queryByRole( 'group', { name: 'Post statuses' } )
		).toBeNull();
		expect(
			screen.queryByRole( 'checkbox', { name: 'Only my own posts' } )
		).toBeNull();
		expect( screen.getByText( 'Roles' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Leave empty to list users of every role.' )
		).toBeInTheDocument();
		expect(
			optionLabels( screen.getByRole( 'combobox', { name: 'Order by' } ) )
		).toEqual( [ 'Date registered', 'Display name', 'ID' ] );
		expect( screen.getByText( '{{user_email}}' ) ).toBeInTheDocument();
		expect( screen.queryByText( '{{post_title}}' ) ).toBeNull();
	} );

	it( 'shows the chosen roles', () => {
		renderQuery( {
			enabled: true,
			settings: {
				...DEFAULT_QUERY_SETTINGS,
				type: 'users',
				orderBy: 'registered',
				roles: [ 'editor' ],
			},
		} );
		expect( screen.getByText( 'editor' ) ).toBeInTheDocument();
	} );

	it( 'explains the repeat and names the placeholders', () => {
		renderQuery( { enabled: true, settings: DEFAULT_QUERY_SETTINGS } );
		expect(
			screen.getByText(
				'The block repeats its children once per result of the query.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByText( /Write placeholders such as/ )
		).toHaveTextContent(
			'Write placeholders such as {{post_title}} in their text'
		);
		const keys = screen.getByRole( 'list' );
		expect( within( keys ).getAllByRole( 'listitem' ) ).toHaveLength( 17 );
		expect( keys ).toHaveTextContent( '{{post_link}}' );
	} );
} );
