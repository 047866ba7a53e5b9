/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { ReconciledItem } from '../../../engine/menus';
import { reconcileMenu } from '../../../engine/menus';
import { liveItem } from '../../../engine/menus/test/fixtures';
import { entryMarks } from '../entry-labels';
import ItemSettings from '../item-settings';

const LIVE = [ liveItem( 'tools.php', [], { cleanName: 'Tools' } ) ];

/**
 * The Tools entry's settings; what a change makes of the entry.
 *
 * @param entry The entry shown.
 */
function renderSettings( entry: ReconciledItem ) {
	const changed: ReconciledItem[] = [];
	render(
		<ItemSettings
			entry={ entry }
			entryKey=">tools.php"
			depth={ 0 }
			tree={ [ entry ] }
			onChange={ ( change ) => changed.push( change( entry ) ) }
			onMove={ () => {} }
			onRemove={ () => {} }
		/>
	);
	return changed;
}

function tools(): ReconciledItem {
	const [ entry ] = reconcileMenu( LIVE, LIVE );
	if ( ! entry ) {
		throw new Error( 'No Tools entry' );
	}
	return entry;
}

describe( 'Ask before opening', () => {
	it( 'stores custom.confirm true, and nothing once turned off', () => {
		const changed = renderSettings( tools() );
		const toggle = screen.getByRole( 'checkbox', {
			name: 'Ask before opening',
		} );
		expect( toggle ).not.toBeChecked();
		fireEvent.click( toggle );
		expect( changed[ 0 ]?.custom ).toEqual( { confirm: true } );
	} );

	it( 'shows on, and turning it off drops the key', () => {
		const entry = { ...tools(), custom: { confirm: true, name: 'Kit' } };
		const changed = renderSettings( entry );
		const toggle = screen.getByRole( 'checkbox', {
			name: 'Ask before opening',
		} );
		expect( toggle ).toBeChecked();
		fireEvent.click( toggle );
		expect( changed[ 0 ]?.custom ).toEqual( { name: 'Kit' } );
	} );

	it( 'marks the entry in the item list', () => {
		expect( entryMarks( tools() ) ).not.toContain( 'Asks first' );
		expect(
			entryMarks( { ...tools(), custom: { confirm: true } } )
		).toContain( 'Asks first' );
	} );
} );
