/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block, paragraph } from '../../../engine/renderer/test/helpers';
import type { Viewport } from '../../../engine/types';
import { responsiveGridDefinition } from '../definition';
import { gridLayout } from '../grid-layout';

function grid( options: Record< string, unknown > = {} ) {
	return block( 'responsive-grid', {
		settings: { block: { options } },
		content: [ paragraph( 'One' ), paragraph( 'Two' ) ],
	} );
}

describe( 'responsive-grid', () => {
	it( 'is a layout block holding others', () => {
		expect( responsiveGridDefinition ).toMatchObject( {
			moduleName: 'responsive-grid',
			group: 'layout',
			container: true,
		} );
	} );

	it.each< [ Viewport, number ] >( [
		[ 'mobile', 1 ],
		[ 'tablet', 2 ],
		[ 'desktop', 4 ],
	] )( 'takes the %s column count', ( viewport, columns ) => {
		const { container } = render(
			<TemplateRenderer
				mode="prod"
				viewport={ viewport }
				blocks={ [
					grid( { columnsDesktop: 4, gap: 24, minColumnWidth: 200 } ),
				] }
			/>
		);
		const element = container.querySelector< HTMLElement >(
			'.uip-responsive-grid'
		);
		expect( element ).toHaveAttribute( 'data-columns', String( columns ) );
		expect( element?.style.getPropertyValue( '--uip-grid-gap' ) ).toBe(
			'24px'
		);
		expect( element?.style.getPropertyValue( '--uip-grid-min' ) ).toBe(
			'200px'
		);
		expect( screen.getByText( 'Two' ) ).toBeInTheDocument();
	} );

	it( 'falls back to the defaults for values out of range', () => {
		expect(
			gridLayout(
				{ columnsDesktop: 40, gap: -1, minColumnWidth: 'wide' },
				'desktop'
			)
		).toEqual( { columns: 3, gap: 16, minColumnWidth: 0 } );
		expect( gridLayout( { columnsTablet: '5' }, 'tablet' ).columns ).toBe(
			5
		);
	} );

	it( 'shows a drop zone when empty in the builder, nothing elsewhere', () => {
		const empty = block( 'responsive-grid' );
		const { container, rerender } = render(
			<TemplateRenderer mode="builder" blocks={ [ empty ] } />
		);
		expect( screen.getByText( 'Drop blocks here' ) ).toBeInTheDocument();
		rerender( <TemplateRenderer mode="prod" blocks={ [ empty ] } /> );
		expect(
			container.querySelector( '.uip-container__drop-zone' )
		).toBeNull();
	} );
} );
