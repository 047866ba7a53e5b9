/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';

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

/**
 * A pointer event for jsdom, which has none.
 */
class TestPointerEvent extends MouseEvent {
	readonly pointerId: number;
	readonly isPrimary: boolean;
	readonly pointerType: string;

	constructor( type: string, init: PointerEventInit = {} ) {
		super( type, init );
		this.pointerId = init.pointerId ?? 1;
		this.isPrimary = init.isPrimary ?? true;
		this.pointerType = init.pointerType ?? 'mouse';
	}
}

interface TestBox {
	top: number;
	left: number;
	width: number;
	height: number;
}

/**
 * Where the test lays elements out, as jsdom does no layout.
 *
 * @param element An element of the page.
 */
function boxOf( element: Element ): TestBox | null {
	if ( element.matches( '[data-uip-drop-area="canvas"]' ) ) {
		return { top: 0, left: 300, width: 400, height: 400 };
	}
	// The container holds only the heading and shrinks to it, as in builder mode.
	if ( element.matches( '[data-uip-uid="box"], [data-uip-uid="b"]' ) ) {
		return { top: 0, left: 300, width: 400, height: 20 };
	}
	if ( element.matches( '[data-uip-inserter-item="uip-button"]' ) ) {
		return { top: 300, left: 0, width: 100, height: 40 };
	}
	return null;
}

function rectOf( box: TestBox | null ): DOMRect {
	const { top, left, width, height } = box ?? {
		top: 0,
		left: 0,
		width: 0,
		height: 0,
	};
	return {
		top,
		left,
		width,
		height,
		bottom: top + height,
		right: left + width,
		x: left,
		y: top,
		toJSON: () => ( {} ),
	} as DOMRect;
}

describe( 'BuilderDndProvider drops', () => {
	const reactActEnvironment = globalThis as unknown as {
		IS_REACT_ACT_ENVIRONMENT?: boolean;
	};
	let restore: Array< () => void > = [];

	beforeEach( () => {
		const windowWithPointer = window as unknown as {
			PointerEvent?: typeof MouseEvent;
		};
		const pointerEvent = windowWithPointer.PointerEvent;
		windowWithPointer.PointerEvent = TestPointerEvent;
		const rect = jest
			.spyOn( Element.prototype, 'getBoundingClientRect' )
			.mockImplementation( function ( this: Element ) {
				return rectOf( boxOf( this ) );
			} );
		const withStack = document as Document & {
			elementsFromPoint?: Document[ 'elementsFromPoint' ];
		};
		const elementsFromPoint = withStack.elementsFromPoint;
		// Topmost first: the innermost laid-out element under the point.
		withStack.elementsFromPoint = ( x: number, y: number ) =>
			Array.from( document.querySelectorAll( '*' ) )
				.filter( ( element ) => {
					const box = boxOf( element );
					return (
						!! box &&
						x >= box.left &&
						x <= box.left + box.width &&
						y >= box.top &&
						y <= box.top + box.height
					);
				} )
				.reverse();
		restore = [
			() => {
				windowWithPointer.PointerEvent = pointerEvent;
			},
			() => rect.mockRestore(),
			() => {
				withStack.elementsFromPoint = elementsFromPoint;
			},
		];
	} );

	afterEach( () => {
		restore.forEach( ( undo ) => undo() );
		reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
	} );

	it( 'drops where the pointer is released, even before the last move was rendered', async () => {
		const blocks = [
			testBlock( 'box', 'uip-container', [ testBlock( 'b' ) ] ),
		];
		act( () => {
			dispatch( fakeStore ).setBlocks( blocks );
		} );
		const { container } = render(
			<BuilderDndProvider>
				<Inserter />
				<CanvasDropArea>
					<TemplateRenderer blocks={ blocks } mode="builder" />
				</CanvasDropArea>
			</BuilderDndProvider>
		);
		const item = container.querySelector(
			'[data-uip-inserter-item="uip-button"]'
		) as HTMLElement;
		act( () => {
			fireEvent.pointerDown( item, {
				clientX: 50,
				clientY: 320,
				button: 0,
			} );
			fireEvent.pointerMove( document, { clientX: 60, clientY: 330 } );
		} );
		// Over the canvas, below the container: rendered.
		act( () => {
			fireEvent.pointerMove( document, { clientX: 500, clientY: 200 } );
		} );
		// Then, as in a busy browser, the last move and the release arrive
		// before React has rendered that move: onto the heading's lower half,
		// inside the container.
		// (fireEvent would render in act() after each event.)
		reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
		for ( const type of [ 'pointermove', 'pointerup' ] ) {
			document.dispatchEvent(
				new TestPointerEvent( type, {
					bubbles: true,
					clientX: 500,
					clientY: 15,
				} )
			);
		}
		reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
		await act( async () => {
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		} );

		const after = select( fakeStore ).getBlocks();
		expect( after.map( ( { uid } ) => uid ) ).toEqual( [ 'box' ] );
		expect(
			after[ 0 ]?.content?.map( ( { moduleName } ) => moduleName )
		).toEqual( [ 'uip-heading', 'uip-button' ] );
	} );
} );
