/**
 * External dependencies
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { builderStore } from '../../store';
import { templatePost } from '../../store/test/fixtures';
import Editor from '../editor';

let saved: unknown[] = [];

// jsdom has no scrolling; panels scroll the selection into view.
window.scrollTo = jest.fn();

beforeEach( () => {
	saved = [];
	apiFetch.setFetchHandler( ( options: APIFetchOptions ) => {
		if ( options.method === 'POST' ) {
			saved.push( options.data );
			return Promise.resolve( options.data );
		}
		return Promise.resolve( templatePost() );
	} );
} );

async function openEditor() {
	const view = render( <Editor templateId={ 7 } onBack={ jest.fn() } /> );
	expect( screen.getByRole( 'status' ) ).toHaveTextContent(
		'Loading template…'
	);
	await screen.findByRole( 'region', { name: 'Canvas' } );
	return view;
}

function blockElement( uid: string ): Element {
	const element = document.querySelector( `[data-uip-uid="${ uid }"]` );
	if ( ! element ) {
		throw new Error( `No block ${ uid }` );
	}
	return element;
}

describe( 'Editor', () => {
	it( 'loads the template and shows its title, with history disabled', async () => {
		await openEditor();
		expect(
			screen.getByRole( 'textbox', { name: 'Template title' } )
		).toHaveValue( 'My template' );
		expect(
			screen.getByRole( 'button', { name: 'Undo' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Redo' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Save' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'outlines the block under the pointer, and nothing once it leaves the canvas', async () => {
		await openEditor();
		const canvas = screen.getByRole( 'region', { name: 'Canvas' } );
		const outline = () =>
			blockElement( 'a' ).getAttribute( 'data-uip-outline' );
		expect( outline() ).toBeNull();

		fireEvent.mouseOver( blockElement( 'a' ) );
		expect( select( builderStore ).getHoveredUid() ).toBe( 'a' );
		expect( outline() ).toBe( 'hovered' );

		// Selected, it is outlined as selected, not hovered.
		fireEvent.click( blockElement( 'a' ) );
		expect( outline() ).toBe( 'selected' );

		fireEvent.mouseLeave( canvas );
		expect( select( builderStore ).getHoveredUid() ).toBeNull();
		fireEvent.keyDown( canvas, { key: 'Escape' } );
		expect( outline() ).toBeNull();
	} );

	it( 'selects by click, deletes by key, undoes and saves', async () => {
		await openEditor();
		const canvas = screen.getByRole( 'region', { name: 'Canvas' } );
		fireEvent.click( blockElement( 'a' ) );
		expect( select( builderStore ).getSelectedUid() ).toBe( 'a' );

		fireEvent.keyDown( canvas, { key: 'Delete' } );
		expect( select( builderStore ).getBlock( 'a' ) ).toBeNull();
		const snackbars = document.querySelector(
			'.uip-editor-snackbars'
		) as HTMLElement;
		expect( within( snackbars ).getByText( 'Block deleted' ) ).toBeTruthy();
		fireEvent.click(
			within( snackbars ).getByRole( 'button', { name: 'Undo' } )
		);
		expect( select( builderStore ).getBlock( 'a' ) ).not.toBeNull();
		fireEvent.click( blockElement( 'a' ) );
		fireEvent.keyDown( canvas, { key: 'Delete' } );
		expect( select( builderStore ).getBlock( 'a' ) ).toBeNull();
		const history = screen.getByRole( 'group', { name: 'History' } );
		expect(
			within( history ).getByRole( 'button', { name: 'Undo' } )
		).not.toHaveAttribute( 'aria-disabled' );

		fireEvent.keyDown( canvas, { key: 'z', ctrlKey: true } );
		expect( select( builderStore ).getBlock( 'a' ) ).not.toBeNull();

		fireEvent.keyDown( canvas, { key: 'Escape' } );
		fireEvent.click( blockElement( 'c' ) );
		fireEvent.keyDown( canvas, { key: 'd', ctrlKey: true } );
		expect( select( builderStore ).getBlocks() ).toHaveLength( 4 );

		await act( async () => {
			fireEvent.keyDown( canvas, { key: 's', ctrlKey: true } );
		} );
		expect( saved ).toHaveLength( 1 );
		expect( select( builderStore ).isDirty() ).toBe( false );
	} );

	it( 'lays the canvas out at each viewport’s real width and renders prod in preview', async () => {
		await openEditor();
		fireEvent.click( screen.getByRole( 'button', { name: 'Mobile' } ) );
		const frame = document.querySelector(
			'.uip-editor-canvas__frame'
		) as HTMLElement;
		expect( frame.style.width ).toBe( '480px' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Tablet' } ) );
		expect( frame.style.width ).toBe( '768px' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Desktop' } ) );
		// The administrator's own window (jsdom's is 1024 px wide).
		expect( frame.style.width ).toBe( `${ window.innerWidth }px` );
		expect( frame.style.minHeight ).toBe( `${ window.innerHeight }px` );

		// Full screen until the user turns it off.
		expect( document.body ).toHaveClass( 'uip-builder-is-full-screen' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Full screen' } )
		);
		expect( document.body ).not.toHaveClass( 'uip-builder-is-full-screen' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Full screen' } )
		);
		expect( document.body ).toHaveClass( 'uip-builder-is-full-screen' );

		fireEvent.click( screen.getByRole( 'button', { name: 'Preview' } ) );
		expect( select( builderStore ).isPreview() ).toBe( true );
		fireEvent.click( blockElement( 'a' ) );
		expect( select( builderStore ).getSelectedUid() ).toBeNull();
	} );
} );
