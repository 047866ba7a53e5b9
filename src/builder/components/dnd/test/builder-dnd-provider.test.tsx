/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../../engine/renderer';
import { Inserter } from '../../inserter';
import { Layers } from '../../layers';
import BuilderDndProvider from '../builder-dnd-provider';
import CanvasDragHandle from '../canvas-drag-handle';
import CanvasDropArea from '../canvas-drop-area';
import { fakeStore, testBlock } from './fake-builder-store';

describe( 'BuilderDndProvider', () => {
	it( 'hosts the inserter, the layers and the canvas with a drag handle on the selection', () => {
		const blocks = [
			testBlock( 'a' ),
			testBlock( 'box', 'uip-container', [] ),
		];
		act( () => {
			dispatch( fakeStore ).setBlocks( blocks );
			dispatch( fakeStore ).selectBlock( 'a' );
		} );
		const { container } = render(
			<BuilderDndProvider>
				<Inserter />
				<Layers />
				<CanvasDropArea>
					<TemplateRenderer blocks={ blocks } mode="builder" />
				</CanvasDropArea>
				<CanvasDragHandle />
			</BuilderDndProvider>
		);
		expect(
			container.querySelector( '[data-uip-drop-area="canvas"]' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Drop blocks here' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Drag block' } )
		).toBeInTheDocument();
		expect( screen.getAllByRole( 'treeitem' ) ).toHaveLength( 2 );
	} );
} );
