/**
 * Internal dependencies
 */
import { DRAG_ITEMS_TYPE } from '../../drag';
import {
	afterRowsMoved,
	checkedIds,
	makeRowsDraggable,
	rowDragIds,
} from '../list-rows';

function table(): HTMLElement {
	document.body.innerHTML = `<table><tbody id="the-list">
		${ [ 11, 12, 13 ]
			.map(
				( id ) =>
					`<tr id="post-${ id }"><th><input type="checkbox" name="post[]" value="${ id }"></th><td><a href="#">Page ${ id }</a></td></tr>`
			)
			.join( '' ) }
		</tbody></table>`;
	return document.getElementById( 'the-list' ) as HTMLElement;
}

function box( body: HTMLElement, id: number ): HTMLInputElement {
	return body.querySelector( `input[value="${ id }"]` ) as HTMLInputElement;
}

function row( body: HTMLElement, id: number ): HTMLElement {
	return body.querySelector( `#post-${ id }` ) as HTMLElement;
}

describe( 'list rows', () => {
	it( 'drags the row alone when it is not checked', () => {
		const body = table();
		box( body, 11 ).checked = true;
		expect( rowDragIds( body, row( body, 12 ) ) ).toEqual( [ 12 ] );
	} );

	it( 'drags every checked row when the dragged one is checked', () => {
		const body = table();
		box( body, 11 ).checked = true;
		box( body, 13 ).checked = true;
		expect( rowDragIds( body, row( body, 13 ) ) ).toEqual( [ 11, 13 ] );
		expect( checkedIds( body ) ).toEqual( [ 11, 13 ] );
	} );

	it( 'puts the ids on the drag under the folders type', () => {
		const body = table();
		makeRowsDraggable( body, 'page' );
		expect( row( body, 12 ).draggable ).toBe( true );
		const data: Record< string, string > = {};
		const event = new Event( 'dragstart', { bubbles: true } );
		Object.defineProperty( event, 'dataTransfer', {
			value: {
				setData: ( type: string, value: string ) => {
					data[ type ] = value;
				},
				setDragImage: () => undefined,
			},
		} );
		row( body, 12 ).dispatchEvent( event );
		expect( JSON.parse( data[ DRAG_ITEMS_TYPE ] ?? 'null' ) ).toEqual( {
			kind: 'page',
			ids: [ 12 ],
		} );
	} );

	it( 'takes moved rows away when they left the open folder, else unchecks them', () => {
		const body = table();
		box( body, 11 ).checked = true;
		box( body, 12 ).checked = true;
		afterRowsMoved( body, [ 11 ], false );
		expect( box( body, 11 ).checked ).toBe( false );
		afterRowsMoved( body, [ 12 ], true );
		expect( row( body, 12 ) ).toBeNull();
		expect( row( body, 11 ) ).not.toBeNull();
	} );
} );
