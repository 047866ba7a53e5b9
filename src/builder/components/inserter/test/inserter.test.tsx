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

// jsdom has no ResizeObserver; the inside/after choice (ToggleGroupControl)
// measures its options with one.
beforeAll( () => {
	window.ResizeObserver ??= class {
		observe() {}
		unobserve() {}
		disconnect() {}
	};
} );

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

	it( 'says where a block will go before the click, and inserts it there', async () => {
		render( <Inserter /> );
		expect(
			screen.getByText( 'At the end of the template' )
		).toBeVisible();
		await act( async () => {
			dispatch( fakeStore ).selectBlock( 'first' );
		} );
		// A selected leaf: the block goes after it, and no choice is offered.
		expect( screen.getByText( 'After “first”' ) ).toBeVisible();
		expect(
			screen.queryByRole( 'radio', { name: 'Inside' } )
		).not.toBeInTheDocument();
		const heading = screen.getByRole( 'button', { name: /Heading/ } );
		expect( heading ).toHaveAccessibleDescription( /After “first”/ );
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', { name: /Container/ } )
			);
		} );
		const blocks = select( fakeStore ).getBlocks();
		expect( blocks ).toHaveLength( 2 );
		expect( blocks[ 1 ]?.moduleName ).toBe( 'uip-container' );
		expect( select( fakeStore ).getSelectedUid() ).toBe( blocks[ 1 ]?.uid );
	} );

	it( 'puts blocks inside a selected container, or after it when chosen', async () => {
		render( <Inserter /> );
		await act( async () => {
			dispatch( fakeStore ).setBlocks( [
				{
					...testBlock( 'main' ),
					moduleName: 'uip-container',
					name: 'Main',
					content: [ testBlock( 'title' ) ],
				},
			] );
			dispatch( fakeStore ).selectBlock( 'main' );
		} );
		expect( screen.getByText( 'Inside “Main”' ) ).toBeVisible();
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', { name: /Heading/ } )
			);
		} );
		let [ main ] = select( fakeStore ).getBlocks();
		expect( main?.content?.map( ( block ) => block.moduleName ) ).toEqual( [
			testBlock( 'title' ).moduleName,
			'uip-heading',
		] );

		await act( async () => {
			dispatch( fakeStore ).selectBlock( 'main' );
		} );
		await act( async () => {
			fireEvent.click( screen.getByRole( 'radio', { name: 'After' } ) );
		} );
		expect( screen.getByText( 'After “Main”' ) ).toBeVisible();
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', { name: /Paragraph/ } )
			);
		} );
		const blocks = select( fakeStore ).getBlocks();
		[ main ] = blocks;
		expect( blocks.map( ( block ) => block.moduleName ) ).toEqual( [
			'uip-container',
			'uip-paragraph',
		] );
		expect( main?.content ).toHaveLength( 2 );

		// The choice is per selection: selecting the container again goes
		// back to inside.
		await act( async () => {
			dispatch( fakeStore ).selectBlock( null );
		} );
		await act( async () => {
			dispatch( fakeStore ).selectBlock( 'main' );
		} );
		expect( screen.getByText( 'Inside “Main”' ) ).toBeVisible();
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
