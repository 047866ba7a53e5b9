/**
 * External dependencies
 */
import { act, fireEvent, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	BUTTON_GROUP,
	choose,
	openPanel,
	renderPanel,
	sampleBlock,
	sampleDefinition,
	typeInto,
	UID,
} from './harness';

describe( 'Decorations before and after the content (pseudo-elements)', () => {
	it( 'writes ::after content and its styles', () => {
		const { block, css, calls } = renderPanel(
			sampleBlock(),
			sampleDefinition( { styleGroups: [ BUTTON_GROUP ] } )
		);
		const after = openPanel(
			'Decoration after the content',
			openPanel( 'Button' )
		);
		typeInto( within( after ).getByLabelText( 'Decoration text' ), '→' );
		expect( calls[ 0 ]?.options ).toEqual( {
			mergeKey: `${ UID }:buttonStyle:afterContent.content`,
		} );
		const spacing = within( openPanel( 'Spacing', after ) );
		choose( spacing.getByLabelText( 'Margin preset' ), 'XS' );
		expect( block().settings.buttonStyle ).toEqual( {
			options: {},
			afterContent: {
				content: '→',
				options: { spacing: { margin: { preset: 'XS' } } },
			},
		} );
		expect( css() ).toBe(
			`.uip-b-${ UID } .uip-button::after{content:"→";margin:var(--uip-spacing-xs);}`
		);

		act( () => {
			fireEvent.click(
				within( after ).getByRole( 'button', {
					name: 'Remove the decoration',
				} )
			);
		} );
		expect( block().settings.buttonStyle ).toBeUndefined();
	} );

	it( 'removes a pseudo-element whose content and styles are cleared', () => {
		const { block } = renderPanel();
		const before = openPanel(
			'Decoration before the content',
			openPanel( 'Block style' )
		);
		typeInto( within( before ).getByLabelText( 'Decoration text' ), '*' );
		expect( block().settings.style ).toEqual( {
			options: {},
			beforeContent: { content: '*', options: {} },
		} );
		typeInto( within( before ).getByLabelText( 'Decoration text' ), '' );
		expect( block().settings.style ).toBeUndefined();
	} );
} );
