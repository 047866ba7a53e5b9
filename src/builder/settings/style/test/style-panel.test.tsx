/**
 * External dependencies
 */
import { act, fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	BUTTON_GROUP,
	openPanel,
	renderPanel,
	sampleBlock,
	sampleDefinition,
	UID,
} from './harness';

function click( element: HTMLElement ) {
	act( () => {
		fireEvent.click( element );
	} );
}

describe( 'StylePanel sections', () => {
	it( 'shows the root styles when the definition enables them', () => {
		renderPanel( sampleBlock(), sampleDefinition( { style: true } ) );
		expect(
			screen.getByRole( 'button', { name: 'Block style' } )
		).toBeInTheDocument();
	} );

	it( 'hides the root styles when optionsEnabled.style is false', () => {
		renderPanel(
			sampleBlock(),
			sampleDefinition( { style: false, styleGroups: [ BUTTON_GROUP ] } )
		);
		expect(
			screen.queryByRole( 'button', { name: 'Block style' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Button' } )
		).toBeInTheDocument();
	} );

	it( 'shows the root styles when the definition is missing', () => {
		renderPanel( sampleBlock(), undefined );
		expect(
			screen.getByRole( 'button', { name: 'Block style' } )
		).toBeInTheDocument();
	} );

	it( 'says so when a block has no style settings', () => {
		renderPanel( sampleBlock(), sampleDefinition( {} ) );
		expect(
			screen.getByText( 'This block has no style settings.' )
		).toBeInTheDocument();
	} );

	it( 'gives each style group its own panel with the 7 style groups', () => {
		renderPanel(
			sampleBlock(),
			sampleDefinition( { style: true, styleGroups: [ BUTTON_GROUP ] } )
		);
		const panel = openPanel( 'Button' );
		for ( const title of [
			'Layout',
			'Dimensions',
			'Background and border',
			'Spacing',
			'Text',
			'Position',
			'Effects',
			'Decoration before the content',
			'Decoration after the content',
		] ) {
			expect(
				within( panel ).getByRole( 'button', { name: title } )
			).toBeInTheDocument();
		}
	} );

	it( 'skips groups named like the reserved settings keys', () => {
		renderPanel(
			sampleBlock(),
			sampleDefinition( {
				styleGroups: [
					{ name: 'advanced', label: 'Sneaky', class: '.x' },
				],
			} )
		);
		expect(
			screen.queryByRole( 'button', { name: 'Sneaky' } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'presets and reset', () => {
	const definition = sampleDefinition( {
		style: true,
		styleGroups: [ BUTTON_GROUP ],
	} );

	it( 'applies a preset as the group options, in one undo step', () => {
		const { block, calls, css } = renderPanel(
			sampleBlock( {
				settings: {
					buttonStyle: {
						options: { styles: { cursor: 'pointer' } },
					},
				},
			} ),
			definition
		);
		const panel = openPanel( 'Button' );
		click(
			within( panel ).getByRole( 'button', {
				name: 'Apply the preset Primary',
			} )
		);
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ]?.options ).toBeUndefined();
		expect( block().settings.buttonStyle ).toEqual( {
			options: BUTTON_GROUP.presets?.Primary,
		} );
		expect( block().settings.buttonStyle?.options ).not.toBe(
			BUTTON_GROUP.presets?.Primary
		);
		expect( css() ).toBe(
			`.uip-b-${ UID } .uip-button{background-color:var(--uip-color-primary);color:var(--uip-color-text-inverse);}`
		);

		click(
			within( panel ).getByRole( 'button', {
				name: 'Apply the preset Outline',
			} )
		);
		expect( css() ).toBe(
			`.uip-b-${ UID } .uip-button{border-width:1px;border-style:solid;border-color:var(--uip-color-border);}`
		);
	} );

	it( 'resets a group, removing it from the settings', () => {
		const { block, css } = renderPanel(
			sampleBlock( {
				settings: {
					style: { options: { styles: { cursor: 'pointer' } } },
					buttonStyle: {
						options: { styles: { cursor: 'move' } },
					},
				},
			} ),
			definition
		);
		const panel = openPanel( 'Button' );
		const reset = within( panel ).getByRole( 'button', {
			name: 'Reset the styles of Button',
		} );
		click( reset );
		expect( block().settings ).toEqual( {
			style: { options: { styles: { cursor: 'pointer' } } },
		} );
		expect( css() ).toBe( `.uip-b-${ UID }{cursor:pointer;}` );
		expect( reset ).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'offers no preset buttons for the root styles', () => {
		renderPanel( sampleBlock(), definition );
		const panel = openPanel( 'Block style' );
		expect(
			within( panel ).queryByRole( 'group', { name: 'Apply preset' } )
		).not.toBeInTheDocument();
	} );
} );
