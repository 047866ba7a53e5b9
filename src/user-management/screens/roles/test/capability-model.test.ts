/**
 * Internal dependencies
 */
import type { CapabilityGroup, Role } from '../../../api/roles';
import {
	capabilitiesFromRoles,
	matchesSearch,
	sameCapabilities,
	searchGroups,
	setUserCapability,
	slugFromName,
	toggleRoleCapability,
	UNLISTED_GROUP,
	userCapabilityState,
	withUnlisted,
} from '../capability-model';

const groups: CapabilityGroup[] = [
	{
		id: 'posts',
		label: 'Posts',
		capabilities: [
			{
				name: 'publish_posts',
				label: 'Publish posts',
				hint: 'Make posts public.',
				granted: true,
			},
			{
				name: 'edit_posts',
				label: 'Edit posts',
				hint: 'Write and change their own posts.',
				granted: true,
			},
		],
	},
	{
		id: 'settings',
		label: 'Settings',
		capabilities: [
			{
				name: 'manage_options',
				label: 'Manage options',
				hint: 'Change the site settings.',
				granted: false,
			},
		],
	},
];

function role( slug: string, capabilities: Record< string, boolean > ): Role {
	return {
		slug,
		name: slug,
		users: 0,
		capabilities,
		editable: true,
		deletable: true,
		builtIn: false,
		isDefault: false,
	};
}

describe( 'capability search', () => {
	it( 'matches every word in the name, label or hint, in any case', () => {
		const publish = groups[ 0 ]!.capabilities[ 0 ]!;
		expect( matchesSearch( publish, 'PUBLIC posts' ) ).toBe( true );
		expect( matchesSearch( publish, 'publish_posts' ) ).toBe( true );
		expect( matchesSearch( publish, 'publish pages' ) ).toBe( false );
	} );

	it( 'keeps only groups with a match, and everything for an empty search', () => {
		expect( searchGroups( groups, '  ' ) ).toBe( groups );
		const found = searchGroups( groups, 'settings' );
		expect( found.map( ( group ) => group.id ) ).toEqual( [ 'settings' ] );
		expect( searchGroups( groups, 'write' )[ 0 ]!.capabilities ).toEqual( [
			groups[ 0 ]!.capabilities[ 1 ],
		] );
	} );
} );

describe( 'capabilities no group lists', () => {
	it( 'are shown in a group of their own, sorted', () => {
		const shown = withUnlisted( groups, {
			publish_posts: true,
			level_1: true,
			level_0: false,
		} );
		const last = shown[ shown.length - 1 ]!;
		expect( last.id ).toBe( UNLISTED_GROUP );
		expect( last.capabilities.map( ( { name } ) => name ) ).toEqual( [
			'level_0',
			'level_1',
		] );
	} );

	it( 'add no group when every capability is listed', () => {
		expect( withUnlisted( groups, { edit_posts: true } ) ).toBe( groups );
	} );
} );

describe( 'a role’s set', () => {
	it( 'grants a checked capability and drops an unchecked one', () => {
		const set = { edit_posts: true, level_0: true };
		expect( toggleRoleCapability( set, 'publish_posts', true ) ).toEqual( {
			edit_posts: true,
			level_0: true,
			publish_posts: true,
		} );
		expect( toggleRoleCapability( set, 'edit_posts', false ) ).toEqual( {
			level_0: true,
		} );
		// The set shown is never changed in place.
		expect( set ).toEqual( { edit_posts: true, level_0: true } );
	} );

	it( 'compares by value', () => {
		expect(
			sameCapabilities( { a: true, b: false }, { b: false, a: true } )
		).toBe( true );
		expect( sameCapabilities( { a: true }, { a: false } ) ).toBe( false );
		expect( sameCapabilities( { a: true }, { a: true, b: true } ) ).toBe(
			false
		);
	} );
} );

describe( 'a user’s own capabilities', () => {
	it( 'come from the roles unless granted or denied to the user', () => {
		const own = { upload_files: true, publish_posts: false };
		expect( userCapabilityState( own, 'upload_files' ) ).toBe( 'granted' );
		expect( userCapabilityState( own, 'publish_posts' ) ).toBe( 'denied' );
		expect( userCapabilityState( own, 'edit_posts' ) ).toBe( 'roles' );
		expect( setUserCapability( own, 'upload_files', 'roles' ) ).toEqual( {
			publish_posts: false,
		} );
		expect( setUserCapability( own, 'edit_posts', 'denied' ) ).toEqual( {
			...own,
			edit_posts: false,
		} );
	} );

	it( 'read the roles a user holds, a later role’s value winning', () => {
		const roles = [
			role( 'editor', { edit_posts: true, publish_posts: true } ),
			role( 'reviewer', { edit_posts: true, publish_posts: false } ),
			role( 'shop', { manage_woocommerce: true } ),
		];
		expect(
			capabilitiesFromRoles( roles, [ 'reviewer', 'editor' ] )
		).toEqual( { edit_posts: true, publish_posts: true } );
		expect(
			capabilitiesFromRoles( roles, [ 'editor', 'reviewer' ] )
		).toEqual( { edit_posts: true, publish_posts: false } );
		expect( capabilitiesFromRoles( roles, [ 'gone' ] ) ).toEqual( {} );
	} );
} );

describe( 'slugFromName', () => {
	it( 'makes the route’s pattern of a name', () => {
		expect( slugFromName( 'Éditeur sans publication' ) ).toBe(
			'editeur_sans_publication'
		);
		expect( slugFromName( '  Shop-Manager 2 ' ) ).toBe( 'shop-manager_2' );
		expect( slugFromName( '***' ) ).toBe( '' );
	} );
} );
