/**
 * External dependencies
 */
import { act, fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { renderPanel, sampleBlock, UID } from './harness';

function toggle( label: string ) {
	act( () => {
		fireEvent.click( screen.getByRole( 'checkbox', { name: label } ) );
	} );
}

describe( 'Visibility', () => {
	it( 'writes the responsive hide flags', () => {
		const { block, calls, css } = renderPanel();
		toggle( 'Hide on mobile' );
		expect( block().responsive ).toEqual( { mobile: true } );
		expect( calls[ 0 ]?.options ).toBeUndefined();
		expect( css() ).toContain(
			`{.uip-b-${ UID }{display:none !important;}}`
		);

		toggle( 'Hide on desktop' );
		expect( block().responsive ).toEqual( { mobile: true, desktop: true } );
		expect(
			screen.getByRole( 'checkbox', { name: 'Hide on desktop' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'checkbox', { name: 'Hide on tablet' } )
		).not.toBeChecked();
	} );

	it( 'removes responsive when every flag is cleared', () => {
		const { block, css } = renderPanel(
			sampleBlock( { responsive: { tablet: true } } )
		);
		expect(
			screen.getByRole( 'checkbox', { name: 'Hide on tablet' } )
		).toBeChecked();
		toggle( 'Hide on tablet' );
		expect( block().responsive ).toBeUndefined();
		expect( css() ).toBe( '' );
	} );
} );
