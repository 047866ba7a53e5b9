/**
 * External dependencies
 */
import { within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	BUTTON_GROUP,
	choose,
	openGroup,
	renderPanel,
	sampleBlock,
	sampleDefinition,
	typeInto,
	UID,
} from './harness';

describe( 'Spacing editor', () => {
	it( 'writes a preset for all four sides', () => {
		const { block, css, calls } = renderPanel();
		const panel = within( openGroup( 'Block style', 'Spacing' ) );
		choose( panel.getByLabelText( 'Margin preset' ), 'M' );
		choose( panel.getByLabelText( 'Padding preset' ), '0' );
		expect( block().settings.style?.options ).toEqual( {
			spacing: { margin: { preset: 'M' }, padding: { preset: '0' } },
		} );
		expect( css() ).toBe(
			`.uip-b-${ UID }{margin:var(--uip-spacing-m);padding:0;}`
		);
		expect( calls[ 0 ]?.options ).toBeUndefined();
	} );

	it( "reveals a length per side for 'custom'", () => {
		const { block, css, calls } = renderPanel();
		const panel = within( openGroup( 'Block style', 'Spacing' ) );
		expect(
			panel.queryByLabelText( 'Padding top' )
		).not.toBeInTheDocument();
		choose( panel.getByLabelText( 'Padding preset' ), 'custom' );
		expect( block().settings.style?.options ).toEqual( {
			spacing: { padding: { preset: 'custom' } },
		} );
		typeInto( panel.getByLabelText( 'Padding top' ), '4' );
		typeInto( panel.getByLabelText( 'Padding left' ), '10' );
		expect( block().settings.style?.options ).toEqual( {
			spacing: {
				padding: {
					preset: 'custom',
					custom: {
						top: { value: 4, units: 'px' },
						left: { value: 10, units: 'px' },
					},
				},
			},
		} );
		expect( css() ).toBe(
			`.uip-b-${ UID }{padding-top:4px;padding-left:10px;}`
		);
		expect( calls[ 1 ]?.options ).toEqual( {
			mergeKey: `${ UID }:style:spacing.padding`,
		} );

		typeInto( panel.getByLabelText( 'Padding top' ), '' );
		typeInto( panel.getByLabelText( 'Padding left' ), '' );
		expect( block().settings.style?.options ).toEqual( {
			spacing: { padding: { preset: 'custom' } },
		} );
		choose( panel.getByLabelText( 'Padding preset' ), '' );
		expect( block().settings.style ).toBeUndefined();
	} );

	it( 'drops the custom sides when a preset is chosen', () => {
		const { block } = renderPanel(
			sampleBlock( {
				settings: {
					buttonStyle: {
						options: {
							spacing: {
								margin: {
									preset: 'custom',
									custom: { top: { value: 1, units: 'em' } },
								},
							},
						},
					},
				},
			} ),
			sampleDefinition( { styleGroups: [ BUTTON_GROUP ] } )
		);
		const panel = within( openGroup( 'Button', 'Spacing' ) );
		expect( panel.getByLabelText( 'Margin top' ) ).toHaveValue( 1 );
		choose( panel.getByLabelText( 'Margin preset' ), 'XL' );
		expect( block().settings.buttonStyle ).toEqual( {
			options: { spacing: { margin: { preset: 'XL' } } },
		} );
	} );
} );
