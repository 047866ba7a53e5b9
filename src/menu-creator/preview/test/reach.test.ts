/**
 * Internal dependencies
 */
import { updateEntry } from '../../tree/tree';
import { greyOutCss, outOfReach, outOfReachLines } from '../reach';
import { AUTHOR, CAPABILITIES, madeMenu } from './fixtures';

const names = ( tree = madeMenu(), held = AUTHOR ) =>
	outOfReach( tree, CAPABILITIES, held ).map( ( entry ) => entry.name );

describe( 'entries out of the audience’s reach', () => {
	it( 'are those whose capability the audience does not hold', () => {
		expect( outOfReach( madeMenu(), CAPABILITIES, AUTHOR ) ).toEqual( [
			{
				key: 'edit.php>edit-tags.php?taxonomy=category',
				name: 'Categories',
				capability: 'manage_categories',
				blockId: 'edit-tags.php?taxonomy=category',
				parentBlockId: 'edit.php',
				parentKey: '>edit.php',
				parentName: 'Posts',
			},
			{
				key: 'users.php>users.php',
				name: 'All Users',
				capability: 'list_users',
				blockId: 'users.php',
				parentBlockId: 'users.php',
				parentKey: '>users.php',
				parentName: 'Users',
			},
			{
				key: '>options-general.php',
				name: 'Settings',
				capability: 'manage_options',
				blockId: 'options-general.php',
			},
			{
				key: 'options-general.php>options-general.php',
				name: 'General',
				capability: 'manage_options',
				blockId: 'options-general.php',
				parentBlockId: 'options-general.php',
				parentKey: '>options-general.php',
				parentName: 'Settings',
			},
		] );
	} );

	it( 'keep a top-level item one of whose live submenu items they may open', () => {
		// Users needs list_users, but Profile is open to every reader.
		expect( names() ).not.toContain( 'Users' );
		expect( names() ).toContain( 'All Users' );
	} );

	it( 'leave out custom links, hidden and unknown items, and what is not answered', () => {
		expect( names() ).not.toContain( 'Help desk' );
		const hidden = updateEntry(
			madeMenu(),
			'>options-general.php',
			( entry ) => ( { ...entry, custom: { hidden: true } } )
		);
		expect( names( hidden ) ).not.toContain( 'Settings' );
		expect( names( hidden ) ).not.toContain( 'General' );
		expect( names( madeMenu(), { read: true } ) ).toEqual( [] );
	} );

	it( 'are listed once per top-level item, with the submenu items that go with it', () => {
		const lines = outOfReachLines(
			outOfReach( madeMenu(), CAPABILITIES, AUTHOR )
		);
		expect(
			lines.map( ( line ) => [ line.entry.name, line.submenu ] )
		).toEqual( [
			[ 'Categories', 0 ],
			[ 'All Users', 0 ],
			[ 'Settings', 1 ],
		] );
	} );

	it( 'are greyed out in the admin menu block by their entries’ ids', () => {
		const css = greyOutCss(
			outOfReach( madeMenu(), CAPABILITIES, AUTHOR ).slice( 1, 3 ),
			'.frame'
		);
		const users =
			'.frame .uip-admin-menu__item[data-uip-menu-item="users.php"] .uip-admin-menu__subitem[data-uip-menu-item="users.php"]';
		const settings =
			'.frame .uip-admin-menu__item[data-uip-menu-item="options-general.php"] > .uip-admin-menu__row';
		expect( css ).toContain(
			`:is(${ users },${ settings }){filter:grayscale(1)}`
		);
		expect( css ).toContain(
			`:is(${ users },${ settings }) *{color:var(--uip-color-text-muted,#5b636b)!important}`
		);
		expect( css ).toContain(
			`:is(${ users },${ settings }) .uip-admin-menu__name::after{content:"lock"/"";`
		);
		expect( greyOutCss( [], '.frame' ) ).toBe( '' );
		expect(
			greyOutCss(
				[
					{
						key: '>a',
						name: 'A',
						capability: 'x',
						blockId: 'a"]{}b\\',
					},
				],
				'.frame'
			)
		).toContain( '[data-uip-menu-item="a\\"]{}b\\\\"]' );
	} );
} );
