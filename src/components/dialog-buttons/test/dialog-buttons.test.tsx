/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import DialogButtons from '..';

describe( 'DialogButtons', () => {
	it( 'cancels and confirms', () => {
		const onCancel = jest.fn();
		const onConfirm = jest.fn();
		render(
			<DialogButtons
				confirmLabel="Delete"
				busy={ false }
				destructive
				onCancel={ onCancel }
				onConfirm={ onConfirm }
			/>
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Delete' } ) );
		expect( onCancel ).toHaveBeenCalledTimes( 1 );
		expect( onConfirm ).toHaveBeenCalledTimes( 1 );
		expect( screen.getByRole( 'button', { name: 'Delete' } ) ).toHaveClass(
			'is-destructive'
		);
	} );

	it( 'disables both buttons while busy and the action while not ready', () => {
		const { rerender } = render(
			<DialogButtons confirmLabel="Apply" busy />
		);
		expect(
			screen.getByRole( 'button', { name: 'Cancel' } )
		).toBeDisabled();
		expect(
			screen.getByRole( 'button', { name: 'Apply' } )
		).toBeDisabled();
		rerender(
			<DialogButtons confirmLabel="Apply" busy={ false } disabled />
		);
		expect(
			screen.getByRole( 'button', { name: 'Cancel' } )
		).toBeEnabled();
		expect(
			screen.getByRole( 'button', { name: 'Apply' } )
		).toBeDisabled();
	} );

	it( 'submits its form when asked to', () => {
		const onSubmit = jest.fn( ( event: { preventDefault: () => void } ) =>
			event.preventDefault()
		);
		render(
			<form onSubmit={ onSubmit }>
				<DialogButtons confirmLabel="Add user" busy={ false } submit />
			</form>
		);
		expect(
			screen.getByRole( 'button', { name: 'Add user' } )
		).toHaveAttribute( 'type', 'submit' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Add user' } ) );
		expect( onSubmit ).toHaveBeenCalledTimes( 1 );
	} );
} );
