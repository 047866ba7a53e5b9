/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';

// jsdom has no PointerEvent: a MouseEvent of the same type carries `button`.
function press( element: Element ) {
	act( () => {
		for ( const type of [ 'pointerdown', 'pointerup' ] ) {
			element.dispatchEvent(
				new MouseEvent( type, { bubbles: true, button: 0 } )
			);
		}
	} );
}

/**
 * Internal dependencies
 */
import UipModal from '..';

describe( 'UipModal', () => {
	it( 'closes on a click outside, not inside', async () => {
		const onClose = jest.fn();
		render(
			<UipModal isOpen title="Settings" onClose={ onClose }>
				<p>Inside</p>
			</UipModal>
		);
		const inside = screen.getByText( 'Inside' );
		press( inside );
		expect( onClose ).not.toHaveBeenCalled();

		const overlay = document.querySelector(
			'.components-modal__screen-overlay'
		);
		expect( overlay ).not.toBeNull();
		press( overlay as Element );
		// The modal plays its exit animation before it asks to close.
		await waitFor( () => expect( onClose ).toHaveBeenCalledTimes( 1 ) );
	} );

	it( 'renders nothing when closed', () => {
		render(
			<UipModal isOpen={ false } title="Settings" onClose={ jest.fn() }>
				<p>Inside</p>
			</UipModal>
		);
		expect( screen.queryByText( 'Inside' ) ).not.toBeInTheDocument();
	} );
} );
