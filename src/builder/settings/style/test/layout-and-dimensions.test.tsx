/**
 * External dependencies
 */
import { within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { choose, openGroup, renderPanel, typeInto, UID } from './harness';

describe( 'Layout editor', () => {
	it( 'writes flexLayout as the compiler reads it', () => {
		const { block, calls, css } = renderPanel();
		const panel = within( openGroup( 'Block style', 'Layout' ) );
		expect(
			panel.queryByLabelText( 'Grid columns' )
		).not.toBeInTheDocument();
		choose( panel.getByLabelText( 'Display' ), 'grid' );
		choose( panel.getByLabelText( 'Direction' ), 'column' );
		choose( panel.getByLabelText( 'Wrap' ), 'wrap' );
		choose( panel.getByLabelText( 'Justify content' ), 'space-between' );
		choose( panel.getByLabelText( 'Align items' ), 'center' );
		typeInto( panel.getByLabelText( 'Gap' ), '12' );
		typeInto( panel.getByLabelText( 'Grid columns' ), '3' );

		expect( block().settings.style ).toEqual( {
			options: {
				flexLayout: {
					display: 'grid',
					direction: 'column',
					wrap: 'wrap',
					justifyContent: 'space-between',
					alignItems: 'center',
					gap: { value: 12, units: 'px' },
					gridColumns: 3,
				},
			},
		} );
		expect( css() ).toBe(
			`.uip-b-${ UID }{display:grid;flex-direction:column;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:12px;grid-template-columns:repeat(3,minmax(0,1fr));}`
		);
		// Selects are discrete choices; typed values merge per field.
		expect( calls[ 0 ]?.options ).toBeUndefined();
		expect( calls[ 5 ]?.options ).toEqual( {
			mergeKey: `${ UID }:style:flexLayout.gap`,
		} );
		expect( calls[ 6 ]?.options ).toEqual( {
			mergeKey: `${ UID }:style:flexLayout.gridColumns`,
		} );
	} );

	it( 'sets the block’s size in the container holding it', () => {
		const { block, css } = renderPanel();
		const panel = within( openGroup( 'Block style', 'Layout' ) );
		choose( panel.getByLabelText( 'Size in its container' ), 'fill' );
		expect( block().settings.style ).toEqual( {
			options: { flexLayout: { size: 'fill' } },
		} );
		expect( css() ).toBe(
			`.uip-b-${ UID }{flex:1 1 0%;min-width:0;min-height:0;}`
		);
	} );

	it( 'deletes a field set back to Default or cleared', () => {
		const { block, css } = renderPanel();
		const panel = within( openGroup( 'Block style', 'Layout' ) );
		choose( panel.getByLabelText( 'Display' ), 'flex' );
		typeInto( panel.getByLabelText( 'Gap' ), '8' );
		typeInto( panel.getByLabelText( 'Gap' ), '' );
		expect( block().settings.style ).toEqual( {
			options: { flexLayout: { display: 'flex' } },
		} );
		choose( panel.getByLabelText( 'Display' ), '' );
		expect( block().settings.style ).toBeUndefined();
		expect( css() ).toBe( '' );
	} );
} );

describe( 'Dimensions editor', () => {
	it( 'writes sizes with their units, and auto', () => {
		const { block, calls, css } = renderPanel();
		const panel = within( openGroup( 'Block style', 'Dimensions' ) );
		typeInto( panel.getByLabelText( 'Width' ), '50' );
		const units = ( index: number ) => {
			const select = panel.getAllByLabelText( 'Select unit' )[ index ];
			if ( ! select ) {
				throw new Error( `No unit select ${ index }` );
			}
			return select;
		};
		choose( units( 0 ), '%' );
		choose( units( 1 ), 'auto' );
		typeInto( panel.getByLabelText( 'Maximum width' ), '40' );
		choose( units( 3 ), 'rem' );

		expect( block().settings.style?.options ).toEqual( {
			dimensions: {
				width: { value: 50, units: '%' },
				height: { value: 0, units: 'auto' },
				maxWidth: { value: 40, units: 'rem' },
			},
		} );
		expect( css() ).toBe(
			`.uip-b-${ UID }{width:50%;height:auto;max-width:40rem;}`
		);
		expect( calls[ 0 ]?.options ).toEqual( {
			mergeKey: `${ UID }:style:dimensions.width`,
		} );
	} );

	it( 'removes a cleared size', () => {
		const { block } = renderPanel();
		const panel = within( openGroup( 'Block style', 'Dimensions' ) );
		typeInto( panel.getByLabelText( 'Height' ), '10' );
		typeInto( panel.getByLabelText( 'Minimum height' ), '4' );
		typeInto( panel.getByLabelText( 'Height' ), '' );
		expect( block().settings.style?.options ).toEqual( {
			dimensions: { minHeight: { value: 4, units: 'px' } },
		} );
	} );
} );
