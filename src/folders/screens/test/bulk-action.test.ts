/**
 * WordPress dependencies
 */
import { speak } from '@wordpress/a11y';

/**
 * Internal dependencies
 */
import { addMoveBulkAction, MOVE_ACTION } from '../bulk-action';

jest.mock( '@wordpress/a11y', () => ( { speak: jest.fn() } ) );

function form(): HTMLFormElement {
	document.body.innerHTML = `<form id="posts-filter">
		<select name="action"><option value="-1">Bulk actions</option><option value="trash">Move to Trash</option></select>
		<input type="submit" id="doaction" value="Apply">
		<select name="action2"><option value="-1">Bulk actions</option></select>
		<input type="submit" id="doaction2" value="Apply">
		<input type="submit" id="search-submit" value="Search">
	</form>`;
	return document.getElementById( 'posts-filter' ) as HTMLFormElement;
}

function submit( target: HTMLFormElement, submitter: string ): boolean {
	const event = new Event( 'submit', { bubbles: true, cancelable: true } );
	Object.defineProperty( event, 'submitter', {
		value: target.querySelector( `#${ submitter }` ),
	} );
	return target.dispatchEvent( event );
}

function choose( target: HTMLFormElement, name: string, value: string ) {
	(
		target.querySelector( `select[name="${ name }"]` ) as HTMLSelectElement
	 ).value = value;
}

describe( 'the "Move to folder…" bulk action', () => {
	it( 'is offered in both menus', () => {
		const target = form();
		addMoveBulkAction( target, jest.fn(), () => [] );
		expect(
			target.querySelectorAll( `option[value="${ MOVE_ACTION }"]` )
		).toHaveLength( 2 );
		expect(
			target.querySelector( `option[value="${ MOVE_ACTION }"]` )
				?.textContent
		).toBe( 'Move to folder…' );
	} );

	it( 'opens the dialog with the checked ids instead of submitting', () => {
		const target = form();
		const onMove = jest.fn();
		addMoveBulkAction( target, onMove, () => [ 4, 9 ] );
		choose( target, 'action2', MOVE_ACTION );
		expect( submit( target, 'doaction2' ) ).toBe( false );
		expect( onMove ).toHaveBeenCalledWith( [ 4, 9 ] );
	} );

	it( 'says what to do when nothing is checked', () => {
		const target = form();
		const onMove = jest.fn();
		addMoveBulkAction( target, onMove, () => [] );
		choose( target, 'action', MOVE_ACTION );
		expect( submit( target, 'doaction' ) ).toBe( false );
		expect( onMove ).not.toHaveBeenCalled();
		expect( speak ).toHaveBeenCalledWith(
			'Select the items to move first.',
			'assertive'
		);
	} );

	it( 'lets other actions and the search submit as before', () => {
		const target = form();
		const onMove = jest.fn();
		addMoveBulkAction( target, onMove, () => [ 1 ] );
		choose( target, 'action', 'trash' );
		expect( submit( target, 'doaction' ) ).toBe( true );
		// The other menu's choice does not count for this Apply.
		choose( target, 'action2', MOVE_ACTION );
		expect( submit( target, 'doaction' ) ).toBe( true );
		choose( target, 'action', MOVE_ACTION );
		expect( submit( target, 'search-submit' ) ).toBe( true );
		expect( onMove ).not.toHaveBeenCalled();
	} );
} );
