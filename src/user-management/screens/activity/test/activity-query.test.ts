/**
 * WordPress dependencies
 */
import type { View } from '@wordpress/dataviews/wp';

/**
 * Internal dependencies
 */
import {
	activityExportUrl,
	activityQueryArgs,
	readActivityRow,
} from '../../../api/activity';
import { changesSummary } from '../activity-fields';
import { activityQuery, dateRange, loggedValue } from '../activity-query';

function view( filters: View[ 'filters' ] ): View {
	return { type: 'table', page: 1, perPage: 20, filters };
}

describe( 'the log’s query', () => {
	it( 'reads the date filter as inclusive days', () => {
		expect(
			dateRange( {
				field: 'date',
				operator: 'between',
				value: [ '2026-01-01', '2026-01-31' ],
			} )
		).toEqual( { after: '2026-01-01', before: '2026-01-31' } );
		expect(
			dateRange( { field: 'date', operator: 'on', value: '2026-02-03' } )
		).toEqual( { after: '2026-02-03', before: '2026-02-03' } );
		expect(
			dateRange( {
				field: 'date',
				operator: 'afterInc',
				value: '2026-02-03',
			} )
		).toEqual( { after: '2026-02-03' } );
		expect(
			dateRange( {
				field: 'date',
				operator: 'beforeInc',
				value: '2026-02-03',
			} )
		).toEqual( { before: '2026-02-03' } );
		// Half a range, or no date, asks nothing of that side.
		expect(
			dateRange( {
				field: 'date',
				operator: 'between',
				value: [ '2026-01-01' ],
			} )
		).toEqual( { after: '2026-01-01' } );
		expect(
			dateRange( { field: 'date', operator: 'on', value: 'soon' } )
		).toEqual( {} );
	} );

	it( 'joins the view’s filters with the user and object chosen outside it', () => {
		const query = activityQuery(
			view( [
				{
					field: 'action',
					operator: 'isAny',
					value: [ 'role.created', 'role.updated' ],
				},
				{ field: 'objectType', operator: 'is', value: 'role' },
				{ field: 'date', operator: 'afterInc', value: '2026-03-01' },
			] ),
			{ user: 3, objectId: 'no_publish' }
		);
		expect( query ).toEqual( {
			user: 3,
			objectId: 'no_publish',
			actions: [ 'role.created', 'role.updated' ],
			objectType: 'role',
			after: '2026-03-01',
		} );
		expect( activityQueryArgs( query ) ).toEqual( {
			user: 3,
			object_id: 'no_publish',
			action: [ 'role.created', 'role.updated' ],
			object_type: 'role',
			after: '2026-03-01',
		} );
		expect( activityQuery( view( [] ), {} ) ).toEqual( {} );
		expect(
			activityQuery(
				view( [ { field: 'action', operator: 'isAny', value: [] } ] ),
				{}
			)
		).toEqual( {} );
	} );

	it( 'exports from the configured route with the same filters', () => {
		const url = activityExportUrl(
			'http://example.test/wp-json/uipress/v1/activity/export',
			'abc',
			{ objectType: 'post', actions: [ 'post.updated' ] }
		);
		expect( url ).toContain(
			'http://example.test/wp-json/uipress/v1/activity/export?'
		);
		expect( url ).toContain( 'object_type=post' );
		expect( url ).toContain( 'action%5B0%5D=post.updated' );
		expect( url ).toContain( '_wpnonce=abc' );
		expect(
			activityExportUrl(
				'http://example.test/?rest_route=/uipress/v1/activity/export',
				'n',
				{}
			)
		).toBe(
			'http://example.test/?rest_route=%2Fuipress%2Fv1%2Factivity%2Fexport&_wpnonce=n'
		);
	} );
} );

describe( 'logged values', () => {
	it( 'read as text', () => {
		expect( loggedValue( null ) ).toBe( '—' );
		expect( loggedValue( '' ) ).toBe( '—' );
		expect( loggedValue( '•' ) ).toBe( '•' );
		expect( loggedValue( 12 ) ).toBe( '12' );
		expect( loggedValue( true ) ).toBe( 'Yes' );
		expect( loggedValue( [ 'editor', 'author' ] ) ).toBe(
			'editor, author'
		);
		expect( loggedValue( [] ) ).toBe( '—' );
		expect( loggedValue( { publish_posts: true } ) ).toBe(
			'{"publish_posts":true}'
		);
	} );

	it( 'come from rows read safely, and are summed up by their labels', () => {
		const row = readActivityRow( {
			id: 7,
			date: '2026-03-01T10:00:00Z',
			user: { id: 1, name: 'admin', avatar: '', url: null },
			action: 'post.updated',
			actionLabel: 'Post updated',
			objectType: 'post',
			objectSubtype: 'post',
			objectId: '12',
			objectName: 'Hello',
			objectUrl: '',
			changes: [
				{
					field: 'post_title',
					label: 'Title',
					before: 'a',
					after: 'b',
				},
				{ field: 'post_status', label: 'Status', before: 1, after: 2 },
				{ field: 'post_content', label: 'Content' },
				{ field: 'menu_order', label: 'Order' },
				'not a change',
			],
			ip: '127.0.0.0',
		} );
		expect( row?.objectUrl ).toBeNull();
		expect( row?.changes ).toHaveLength( 4 );
		expect( changesSummary( row! ) ).toBe(
			'Title, Status, Content and 1 more'
		);
		expect( readActivityRow( { id: 'x' } ) ).toBeNull();
		expect(
			changesSummary( {
				...row!,
				changes: [
					{ field: 'name', label: 'Name', before: '', after: 'R' },
					{
						field: 'cap:publish_posts',
						label: 'Capability: publish_posts',
						before: true,
						after: null,
					},
					{
						field: 'cap:edit_posts',
						label: 'Capability: edit_posts',
						before: null,
						after: true,
					},
				],
			} )
		).toBe( 'Name, 2 capabilities' );
	} );
} );
