/**
 * Internal dependencies
 */
import type { ToolbarItem } from '../../../engine/types';
import { toolbarAriaLabel } from '../toolbar-label';

function node( name: string, screenReaderName: string ): ToolbarItem {
	return {
		id: 'comments',
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
