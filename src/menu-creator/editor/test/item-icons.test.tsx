/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { reconcileMenu } from '../../../engine/menus';
import { liveItem } from '../../../engine/menus/test/fixtures';
import { updateEntry } from '../../tree/tree';
import ItemIconField from '../item-icon-field';
import ItemSettings from '../item-settings';
import ItemTree from '../item-tree';

// UiPress registers its menu with a dashicons class; Posts has the spec's
// Material Symbols override; submenu items have no icon of their own.
const LIVE = [
	liveItem(
		'uip-ui-builder',
		[
			liveItem( 'uip-ui-builder', [], { cleanName: 'Builder' } ),
			liveItem( 'uip-menu-creator', [], { cleanName: 'Menu creator' } ),
		],
		{ cleanName: 'UiPress', icon: 'dashicons-layout' }
	),
	liveItem( 'edit.php', [], { cleanName: 'Posts', icon: 'keep' } ),
	liveItem( 'upload.php', [], {
		cleanName: 'Media',
		icon: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
	} ),
];

const menu = () => reconcileMenu( LIVE, LIVE );

/**
 * An entry of the item list, by name.
 *
 * @param name The entry's name.
 */
function row( name: string ): HTMLElement {
	const entry = screen
		.getAllByRole( 'button', { pressed: false } )
		.find(
			( button ) =>
				button.querySelector( '.uip-menu-tree__name' )?.textContent ===
				name
		);
	if ( ! entry ) {
		throw new Error( `No entry ${ name }` );
	}
	return entry;
}

describe( 'icons in the menu creator', () => {
	it( 'the item list draws dashicons as dashicons, images as images, and submenu items without icons', () => {
		const { rerender } = render(
			<ItemTree
				tree={ menu() }
				selectedKey={ null }
				onSelect={ () => {} }
				onChange={ () => {} }
			/>
		);
		const uipress = row( 'UiPress' );
		expect(
			uipress.querySelector( '.dashicons.dashicons-layout' )
		).not.toBeNull();
		// Not a Material Symbols ligature spelling the class out ("D…").
		expect( uipress.querySelector( '[data-uip-icon]' ) ).toBeNull();
		expect(
			row( 'Posts' ).querySelector( '[data-uip-icon="keep"]' )
		).not.toBeNull();
		expect( row( 'Media' ).querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='
		);
		for ( const name of [ 'Builder', 'Menu creator' ] ) {
			expect(
				row( name ).querySelector( '.uip-menu-tree__icon' )
			).toBeNull();
		}

		// An icon chosen for a submenu item shows.
		rerender(
			<ItemTree
				tree={ updateEntry(
					menu(),
					'uip-ui-builder>uip-menu-creator',
					( entry ) => ( { ...entry, custom: { icon: 'bolt' } } )
				) }
				selectedKey={ null }
				onSelect={ () => {} }
				onChange={ () => {} }
			/>
		);
		expect(
			row( 'Menu creator' ).querySelector( '[data-uip-icon="bolt"]' )
		).not.toBeNull();
	} );

	it( 'the icon setting says "Default icon" and shows it while none is chosen', () => {
		const [ uipress ] = menu();
		if ( ! uipress ) {
			throw new Error( 'No UiPress entry' );
		}
		const { container, rerender } = render(
			<ItemIconField item={ uipress } depth={ 0 } onChange={ () => {} } />
		);
		const current = container.querySelector(
			'.uip-menu-icon-field__current'
		) as HTMLElement;
		expect( current ).toHaveTextContent( 'Default icon' );
		expect(
			current.querySelector( '.dashicons.dashicons-layout' )
		).not.toBeNull();
		expect(
			screen.getByRole( 'button', { name: 'Choose icon' } )
		).toBeInTheDocument();

		rerender(
			<ItemIconField
				item={ { ...uipress, custom: { icon: 'star' } } }
				depth={ 0 }
				onChange={ () => {} }
			/>
		);
		expect( current.querySelector( 'code' ) ).toHaveTextContent( 'star' );
		expect(
			current.querySelector( '[data-uip-icon="star"]' )
		).not.toBeNull();
		expect(
			screen.getByText(
				'Clear the icon to show the item’s own icon again.'
			)
		).toBeInTheDocument();

		const [ builder ] = uipress.submenu;
		if ( ! builder ) {
			throw new Error( 'No Builder entry' );
		}
		rerender(
			<ItemIconField item={ builder } depth={ 1 } onChange={ () => {} } />
		);
		expect( current ).toHaveTextContent( 'No icon' );
		expect(
			screen.getByText( /The admin menu shows icons on top-level items/ )
		).toBeInTheDocument();
	} );

	it( 'item settings say why the preview’s audience cannot open the item', () => {
		const tree = menu();
		const [ uipress ] = tree;
		if ( ! uipress ) {
			throw new Error( 'No UiPress entry' );
		}
		render(
			<ItemSettings
				entry={ uipress }
				entryKey=">uip-ui-builder"
				depth={ 0 }
				tree={ tree }
				noAccess="Users with the Editor role cannot open this: it needs the uipress_manage capability."
				onChange={ () => {} }
				onMove={ () => {} }
				onRemove={ () => {} }
			/>
		);
		expect(
			screen.getAllByText(
				'Users with the Editor role cannot open this: it needs the uipress_manage capability.'
			).length
		).toBeGreaterThan( 0 );
		expect(
			screen.getByRole( 'group', { name: 'Move' } )
		).toBeInTheDocument();
	} );
} );
