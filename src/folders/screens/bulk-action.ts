/**
 * "Move to folder…" among a list table's bulk actions: chosen and applied,
 * it opens the dialog with the checked rows instead of submitting.
 */

/**
 * WordPress dependencies
 */
import { speak } from '@wordpress/a11y';
import { __ } from '@wordpress/i18n';

/** The option's value (never reaches the server). */
export const MOVE_ACTION = 'uip-move-to-folder';

/**
 * Adds the action to both bulk action menus and calls back on Apply.
 *
 * @param form   The list's form (`#posts-filter`).
 * @param onMove Gets the checked ids.
 * @param ids    Reads the checked ids.
 */
export function addMoveBulkAction(
	form: HTMLFormElement,
	onMove: ( ids: number[] ) => void,
	ids: () => number[]
): void {
	for ( const select of Array.from(
		form.querySelectorAll( 'select[name="action"], select[name="action2"]' )
	) ) {
		const option = document.createElement( 'option' );
		option.value = MOVE_ACTION;
		option.textContent = __( 'Move to folder…', 'uipress' );
		select.appendChild( option );
	}
	form.addEventListener(
		'submit',
		( event ) => {
			// The Apply pressed names its menu (#doaction → action,
			// #doaction2 → action2); Enter in the search box names none.
			const submitter = ( event as SubmitEvent ).submitter;
			const name = submitter?.id === 'doaction2' ? 'action2' : 'action';
			if ( ! submitter || ! /^doaction2?$/.test( submitter.id ) ) {
				return;
			}
			const select = form.querySelector( `select[name="${ name }"]` );
			if (
				! ( select instanceof HTMLSelectElement ) ||
				select.value !== MOVE_ACTION
			) {
				return;
			}
			event.preventDefault();
			event.stopImmediatePropagation();
			const checked = ids();
			if ( ! checked.length ) {
				speak(
					__( 'Select the items to move first.', 'uipress' ),
					'assertive'
				);
				return;
			}
			onMove( checked );
		},
		true
	);
}
