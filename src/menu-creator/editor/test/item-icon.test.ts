/**
 * Internal dependencies
 */
import type { MenuItem } from '../../../engine/types';
import { defaultIcon, iconState, shownIcon } from '../item-icon';

function item( icon: string, custom?: MenuItem[ 'custom' ] ): MenuItem {
	return {
		uip_uid: 'uip-ui-builder',
		id: 'toplevel_page_uip-ui-builder',
		type: 'menu',
		name: 'UiPress',
		cleanName: 'UiPress',
		url: '',
		target: '_self',
		notifications: 0,
		icon,
		active: false,
		open: false,
		submenu: [],
		custom,
	};
}

describe( 'menu entry icons', () => {
	it( 'a top-level entry shows its own icon, whatever its kind, until one is chosen', () => {
		expect( shownIcon( item( 'dashicons-layout' ), 0 ) ).toBe(
			'dashicons-layout'
		);
		expect(
			shownIcon( item( 'data:image/svg+xml;base64,PHN2Zz4=' ), 0 )
		).toBe( 'data:image/svg+xml;base64,PHN2Zz4=' );
		expect( shownIcon( item( 'keep', { icon: 'star' } ), 0 ) ).toBe(
			'star'
		);
		expect( defaultIcon( item( 'keep', { icon: 'star' } ), 0 ) ).toBe(
			'keep'
		);
	} );

	it( 'a submenu entry shows no icon unless one is chosen', () => {
		expect( shownIcon( item( 'keep' ), 1 ) ).toBe( '' );
		expect( shownIcon( item( '' ), 1 ) ).toBe( '' );
		expect( shownIcon( item( '', { icon: 'bolt' } ), 1 ) ).toBe( 'bolt' );
	} );

	it( 'says "Default icon" while nothing is chosen and the entry has one', () => {
		expect( iconState( item( 'keep' ), 0 ) ).toBe( 'Default icon' );
		expect( iconState( item( 'dashicons-layout' ), 0 ) ).toBe(
			'Default icon'
		);
		expect( iconState( item( 'keep', { icon: 'star' } ), 0 ) ).toBe(
			'star'
		);
		// Nothing shows at all: then it is no icon.
		expect( iconState( item( 'keep' ), 1 ) ).toBe( 'No icon' );
		expect( iconState( item( '  ' ), 0 ) ).toBe( 'No icon' );
	} );
} );
