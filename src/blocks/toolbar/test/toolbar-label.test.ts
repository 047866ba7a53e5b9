/**
 * Internal dependencies
 */
import type { ToolbarItem } from '../../../engine/types';
import { toolbarAriaLabel, toolbarDisplay } from '../toolbar-label';

function node(
	name: string,
	screenReaderName: string,
	id = 'comments'
): ToolbarItem {
	return {
		id,
		name,
		url: 'http://localhost/wp-admin/edit-comments.php',
		target: '_self',
		screenReaderName,
		icon: 'forum',
		submenu: [],
	};
}

describe( 'toolbarAriaLabel', () => {
	it( 'names a node that shows only a count by its screen-reader name', () => {
		expect(
			toolbarAriaLabel( node( '0', '0 Comments in moderation' ) )
		).toBe( '0 Comments in moderation' );
	} );

	it( 'names a node without text by its screen-reader name', () => {
		expect( toolbarAriaLabel( node( '', 'About WordPress' ) ) ).toBe(
			'About WordPress'
		);
	} );

	it( 'leaves a node with a real name to its text', () => {
		expect(
			toolbarAriaLabel( node( 'Howdy, admin', 'Howdy, admin' ) )
		).toBeUndefined();
		expect( toolbarAriaLabel( node( '12', '' ) ) ).toBeUndefined();
	} );
} );

describe( 'toolbarDisplay', () => {
	it( 'shows a zero count as its icon alone, named and with a tooltip', () => {
		expect(
			toolbarDisplay( node( '0', '0 Comments in moderation' ), false )
		).toEqual( {
			count: undefined,
			label: '0 Comments in moderation',
			tooltip: '0 Comments in moderation',
		} );
	} );

	it( 'shows another count as a badge', () => {
		expect(
			toolbarDisplay( node( '3', '3 Comments in moderation' ), false )
		).toEqual( {
			count: '3',
			label: '3 Comments in moderation',
			tooltip: '3 Comments in moderation',
		} );
	} );

	it( 'shows the command palette button as its icon, its shortcut in the tooltip', () => {
		expect(
			toolbarDisplay(
				node( 'Ctrl+K', 'Open command palette', 'command-palette' ),
				false
			)
		).toEqual( {
			count: undefined,
			label: 'Open command palette',
			tooltip: 'Open command palette (Ctrl+K)',
		} );
	} );

	it( 'gives every node its full name in a list (the phone menu, submenus)', () => {
		expect(
			toolbarDisplay(
				node( 'Ctrl+K', 'Open command palette', 'command-palette' ),
				true
			)
		).toEqual( { text: 'Open command palette' } );
		expect(
			toolbarDisplay( node( '0', '0 Comments in moderation' ), true )
		).toEqual( { text: '0 Comments in moderation' } );
	} );

	it( 'shows other nodes by their name', () => {
		expect(
			toolbarDisplay( node( 'Howdy, admin', 'Howdy, admin' ), false )
		).toEqual( { text: 'Howdy, admin', label: undefined } );
		expect(
			toolbarDisplay( node( '', 'About WordPress' ), false )
		).toEqual( { text: undefined, label: 'About WordPress' } );
	} );
} );
