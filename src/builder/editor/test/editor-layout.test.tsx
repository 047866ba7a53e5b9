/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import EditorLayout from '../editor-layout';

describe( 'EditorLayout region keys', () => {
	// jsdom lays nothing out; every region counts as shown.
	const getClientRects = Element.prototype.getClientRects;
	beforeAll( () => {
		Element.prototype.getClientRects = () =>
			[ {} ] as unknown as DOMRectList;
	} );
	afterAll( () => {
		Element.prototype.getClientRects = getClientRects;
	} );

	function renderLayout() {
		return render(
			<EditorLayout
				topBar={ <button>Save</button> }
				right={ <button>Setting</button> }
			>
				<p>Canvas</p>
			</EditorLayout>
		);
	}

	it( 'takes the focus the opening view lost, into its first region', () => {
		(
			document.body.ownerDocument.activeElement as HTMLElement | null
		 )?.blur();
		renderLayout();
		expect(
			screen.getByRole( 'region', { name: 'Editor top bar' } )
		).toHaveFocus();
	} );

	it( 'leaves the focus where it is when something holds it', () => {
		const outside = document.createElement( 'button' );
		document.body.append( outside );
		outside.focus();
		renderLayout();
		expect( outside ).toHaveFocus();
		outside.remove();
	} );

	it( 'answers F6 from the page when nothing holds the focus', () => {
		renderLayout();
		(
			document.body.ownerDocument.activeElement as HTMLElement | null
		 )?.blur();
		fireEvent.keyDown( document.body, { key: 'F6', code: 'F6' } );
		expect(
			screen.getByRole( 'region', { name: 'Editor top bar' } )
		).toHaveFocus();
		fireEvent.keyDown(
			document.body.ownerDocument.activeElement as Element,
			{
				key: 'F6',
				code: 'F6',
			}
		);
		expect(
			screen.getByRole( 'region', { name: 'Settings' } )
		).toHaveFocus();
	} );
} );
