/**
 * Internal dependencies
 */
import type { AudienceChoice } from '../audience';
import {
	checkingText,
	lineName,
	lineSubmenu,
	noAccessReason,
	outOfReachTitle,
	reachSummary,
} from '../wording';

const EDITOR: AudienceChoice = {
	value: 'role:editor',
	label: 'Editor',
	audience: { type: 'role', name: 'editor' },
};
const ED: AudienceChoice = {
	value: 'user:7',
	label: 'Ed Itor',
	audience: { type: 'user', id: 7 },
};
const SELF: AudienceChoice = {
	value: 'self',
	label: 'Ada (you)',
	audience: { type: 'self' },
};

describe( 'what the preview says', () => {
	it( 'says why an entry is greyed out, naming the capability', () => {
		expect( noAccessReason( EDITOR, 'manage_options' ) ).toBe(
			'Users with the Editor role cannot open this: it needs the manage_options capability.'
		);
		expect( noAccessReason( ED, 'list_users' ) ).toBe(
			'Ed Itor cannot open this: it needs the list_users capability.'
		);
	} );

	it( 'sums up the greyed-out entries', () => {
		expect( reachSummary( EDITOR, 2 ) ).toBe(
			'Greyed out: 2 items users with the Editor role cannot open. WordPress leaves them out of their menu.'
		);
		expect( reachSummary( ED, 1 ) ).toBe(
			'Greyed out: 1 item Ed Itor cannot open. WordPress leaves it out of their menu.'
		);
		expect( reachSummary( EDITOR, 0 ) ).toBe(
			'Users with the Editor role can open every item of this menu.'
		);
		expect( reachSummary( SELF, 0 ) ).toBe(
			'You can open every item of this menu.'
		);
	} );

	it( 'names each line of the list', () => {
		const entry = {
			key: '>tools.php',
			name: 'Tools',
			capability: 'edit_posts',
			blockId: 'tools.php',
		};
		expect( lineName( { entry, submenu: 0 } ) ).toBe( 'Tools' );
		expect( lineSubmenu( { entry, submenu: 0 } ) ).toBe( '' );
		expect( lineSubmenu( { entry, submenu: 2 } ) ).toBe(
			'(with its 2 submenu items)'
		);
		expect(
			lineName( {
				entry: {
					...entry,
					key: 'tools.php>import.php',
					name: 'Import',
					parentName: 'Tools',
				},
				submenu: 0,
			} )
		).toBe( 'Tools › Import' );
	} );

	it( 'names the list and the wait', () => {
		expect( outOfReachTitle( EDITOR ) ).toBe(
			'Items users with the Editor role cannot open'
		);
		expect( outOfReachTitle( ED ) ).toBe( 'Items Ed Itor cannot open' );
		expect( checkingText( EDITOR ) ).toBe(
			'Checking what users with the Editor role can open…'
		);
		expect( checkingText( ED ) ).toBe( 'Checking what Ed Itor can open…' );
	} );
} );
