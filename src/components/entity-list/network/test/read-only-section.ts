/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * Finds the read-only network section of a list (templates or menus) and a
 * network item's row in it, checking what every such section shows: who
 * manages it, the item's Network badge, and no control to act on it.
 *
 * @param region The section's name, e.g. 'Network menus'.
 * @param title  The item's row name.
 * @return The section and the row.
 */
export async function readOnlyNetworkRow(
	region: string,
	title: RegExp
): Promise< { section: HTMLElement; row: HTMLElement } > {
	const section = await screen.findByRole( 'region', { name: region } );
	expect(
		within( section ).getByText( /Managed by the network administrator\./ )
	).toBeInTheDocument();
	const row = within( section ).getByRole( 'row', { name: title } );
	expect( within( row ).getByText( 'Network' ) ).toBeInTheDocument();
	// Read-only: no edit, delete or publish controls.
	expect( within( section ).queryAllByRole( 'button' ) ).toHaveLength( 0 );
	expect( within( section ).queryAllByRole( 'link' ) ).toHaveLength( 0 );
	return { section, row };
}
