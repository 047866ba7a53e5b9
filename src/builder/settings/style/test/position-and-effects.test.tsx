/**
 * External dependencies
 */
import { act, fireEvent, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	choose,
	chooseColour,
	openGroup,
	renderPanel,
	typeInto,
	UID,
} from './harness';

function click( element: HTMLElement ) {
	act( () => {
		fireEvent.click( element );
	} );
}

describe( 'Position editor', () => {
	it( 'writes position, offsets and z-index', () => {
		const { block, css } = renderPanel();
		const panel = within( openGroup( 'Block style', 'Position' ) );
		choose( panel.getByLabelText( 'Position' ), 'absolute' );
		typeInto( panel.getByLabelText( 'Top' ), '0' );
		typeInto( panel.getByLabelText( 'Right' ), '16' );
		typeInto( panel.getByLabelText( 'Z-index' ), '10' );
		expect( block().settings.style?.options ).toEqual( {
			positionDesigner: {
				position: 'absolute',
				top: { value: 0, units: 'px' },
				right: { value: 16, units: 'px' },
				zIndex: 10,
			},
		} );
		expect( css() ).toBe(
			`.uip-b-${ UID }{position:absolute;top:0;right:16px;z-index:10;}`
		);
		typeInto( panel.getByLabelText( 'Z-index' ), '' );
		expect(
			block().settings.style?.options.positionDesigner
		).not.toHaveProperty( 'zIndex' );
	} );
} );

describe( 'Effects editor', () => {
	it( 'writes opacity, blur, transition, scale and rotation', () => {
		const { block, css, calls } = renderPanel();
		const panel = within( openGroup( 'Block style', 'Effects' ) );
		typeInto( panel.getByRole( 'slider', { name: 'Opacity' } ), '0.5' );
		typeInto( panel.getByLabelText( 'Blur' ), '2' );
		typeInto( panel.getByLabelText( 'Transition duration' ), '200' );
		typeInto( panel.getByLabelText( 'Scale' ), '1.1' );
		typeInto( panel.getByLabelText( 'Rotation' ), '45' );
		expect( block().settings.style?.options ).toEqual( {
			effectsDesigner: {
				opacity: 0.5,
				blur: 2,
				transition: 200,
				scale: 1.1,
				rotate: 45,
			},
		} );
		expect( css() ).toBe(
			`.uip-b-${ UID }{opacity:0.5;filter:blur(2px);transition:all 200ms;transform:scale(1.1) rotate(45deg);}`
		);
		expect( calls[ 0 ]?.options ).toEqual( {
			mergeKey: `${ UID }:style:effectsDesigner.opacity`,
		} );

		click( panel.getByRole( 'button', { name: 'Reset' } ) );
		expect(
			block().settings.style?.options.effectsDesigner
		).not.toHaveProperty( 'opacity' );
	} );

	it( 'adds, edits and removes shadows', () => {
		const { block, css, calls } = renderPanel();
		const panel = within( openGroup( 'Block style', 'Effects' ) );
		click( panel.getByRole( 'button', { name: 'Add shadow' } ) );
		expect( calls[ 0 ]?.options ).toBeUndefined();
		expect( css() ).toBe(
			`.uip-b-${ UID }{box-shadow:0 2px 6px 0 rgba(0,0,0,0.15);}`
		);
		click( panel.getByRole( 'button', { name: 'Add shadow' } ) );
		const second = within(
			panel.getByRole( 'group', { name: 'Shadow 2' } )
		);
		typeInto( second.getByLabelText( 'Horizontal offset' ), '3' );
		typeInto( second.getByLabelText( 'Spread' ), '' );
		chooseColour(
			panel.getByRole( 'group', { name: 'Shadow 2' } ),
			'Primary'
		);
		click( second.getByRole( 'checkbox', { name: 'Inner shadow' } ) );
		expect(
			block().settings.style?.options.effectsDesigner?.shadows
		).toEqual( [
			{ x: 0, y: 2, blur: 6, spread: 0, color: 'rgba(0,0,0,0.15)' },
			{
				x: 3,
				y: 2,
				blur: 6,
				spread: 0,
				color: 'var(--uip-color-primary)',
				inset: true,
			},
		] );
		expect( css() ).toBe(
			`.uip-b-${ UID }{box-shadow:0 2px 6px 0 rgba(0,0,0,0.15),inset 3px 2px 6px 0 var(--uip-color-primary);}`
		);
		expect( calls[ 2 ]?.options ).toEqual( {
			mergeKey: `${ UID }:style:effectsDesigner.shadows`,
		} );

		click( panel.getByRole( 'button', { name: 'Remove shadow 1' } ) );
		click( panel.getByRole( 'button', { name: 'Remove shadow 1' } ) );
		expect( block().settings.style ).toBeUndefined();
	} );
} );
