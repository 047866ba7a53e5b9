/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import {
	block,
	paragraph,
	rootOf,
} from '../../../engine/renderer/test/helpers';
import { containerDefinition } from '../definition';

describe( 'uip-container', () => {
	it( 'is a layout block that holds other blocks', () => {
		expect( containerDefinition ).toMatchObject( {
			moduleName: 'uip-container',
			group: 'layout',
			container: true,
		} );
	} );

	it( 'renders its children directly in its root div', () => {
		const child = paragraph( 'Inside' );
		const box = block( 'uip-container', { content: [ child ] } );
		const { container } = render(
			<TemplateRenderer blocks={ [ box ] } mode="prod" />
		);

		const root = rootOf( container, box.uid );
		expect( root.tagName ).toBe( 'DIV' );
		expect( rootOf( container, child.uid ).parentElement ).toBe( root );
	} );

	it( 'shows a dashed drop zone when empty in the builder only', () => {
		const empty = block( 'uip-container' );
		const { container, rerender } = render(
			<TemplateRenderer blocks={ [ empty ] } mode="builder" />
		);
		expect( screen.getByText( 'Drop blocks here' ) ).toHaveClass(
			'uip-container__drop-zone'
		);

		rerender( <TemplateRenderer blocks={ [ empty ] } mode="prod" /> );
		expect(
			screen.queryByText( 'Drop blocks here' )
		).not.toBeInTheDocument();
		expect( rootOf( container, empty.uid ) ).toBeEmptyDOMElement();
	} );
} );
