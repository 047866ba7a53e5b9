/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../../../engine/types';
import { fakeStore, testBlock } from '../../dnd/test/fake-builder-store';
import Inserter from '../inserter';

describe( 'Inserter', () => {
	beforeEach( () => {
		act( () => {
			dispatch( fakeStore ).setBlocks( [ testBlock( 'first' ) ] );
		} );
	} );

	it( 'lists the core blocks by group', () => {
		render( <Inserter /> );
		expect(
			screen.getByRole( 'list', { name: 'Layout' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: /Container/ } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: /Heading/ } )
		).toBeInTheDocument();
	} );

	it( 'filters by the search, and says when nothing matches', () => {
		render( <Inserter /> );
		const search = screen.getByRole( 'searchbox', {
			name: 'Search blocks',
		} );
		fireEvent.change( search, { target: { value: 'HEAD' } } );
		expect(
			screen.getByRole( 'button', { name: /Heading/ } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /Container/ } )
		).not.toBeInTheDocument();
		fireEvent.change( search, { target: { value: 'nothing like it' } } );
		expect( screen.getByText( /No blocks found/ ) ).toBeInTheDocument();
	} );

	it( 'inserts a block after the selection on click and selects it', () => {
		render( <Inserter /> );
		act( () => {
			dispatch( fakeStore ).selectBlock( 'first' );
		} );
		fireEvent.click( screen.getByRole( 'button', { name: /Container/ } ) );
		const blocks = select( fakeStore ).getBlocks();
		expect( blocks ).toHaveLength( 2 );
		expect( blocks[ 1 ]?.moduleName ).toBe( 'uip-container' );
		expect( select( fakeStore ).getSelectedUid() ).toBe( blocks[ 1 ]?.uid );
	} );
} );

describe( 'Inserter pro blocks', () => {
	it( 'marks pro blocks with a Pro badge', () => {
		act( () => {
			addFilter(
				'uipress.blocks',
				'uipress-test/pro',
				( blocks: BlockDefinition[] ) => [
					...blocks,
					{
						name: 'Sales chart',
						moduleName: 'uipress-test-sales',
						description: 'Sales over time.',
						group: 'analytics',
						icon: 'monitoring',
						optionsEnabled: {},
						pro: true,
						component: () => null,
					},
				]
			);
		} );
		const { unmount } = render( <Inserter /> );
		const item = screen.getByRole( 'button', { name: /Sales chart/ } );
		expect( item ).toHaveTextContent( 'Pro' );
		expect(
			screen.getByRole( 'list', { name: 'Analytics' } )
		).toContainElement( item );
		expect(
			screen.getByRole( 'button', { name: /Heading/ } )
		).not.toHaveTextContent( 'Pro' );
		unmount();
		act( () => {
			removeFilter( 'uipress.blocks', 'uipress-test/pro' );
		} );
	} );
} );
