/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import Tooltip, { TOOLTIP_DEFAULT_DELAY_MS } from '..';

/**
 * The pointer comes to rest on an element, as WordPress's tooltip (Ariakit)
 * hears it: it enters, then moves.
 *
 * @param element The element.
 */
function hover( element: HTMLElement ) {
	fireEvent.mouseEnter( element );
	fireEvent.mouseMove( element );
}

async function wait( ms: number ) {
	await act( async () => {
		jest.advanceTimersByTime( ms );
	} );
}

describe( 'Tooltip', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'is WordPress’s tooltip: appears after the configured delay and hides on Escape', async () => {
		render(
			<Tooltip message="Save the template" delay={ 1200 }>
				<button type="button">Save</button>
			</Tooltip>
		);
		const button = screen.getByRole( 'button', { name: 'Save' } );
		hover( button );
		await wait( 1100 );
		expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
		await wait( 200 );
		expect( screen.getByRole( 'tooltip' ) ).toHaveTextContent(
			'Save the template'
		);
		expect( button ).toHaveAttribute( 'aria-describedby' );
		fireEvent.keyDown( button, { key: 'Escape' } );
		await wait( 1000 );
		expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
	} );

	it( 'waits WordPress’s 700 ms by default, the same as blocks’ tooltips', async () => {
		expect( TOOLTIP_DEFAULT_DELAY_MS ).toBe( 700 );
		render(
			<Tooltip message="Hi">
				<button type="button">Target</button>
			</Tooltip>
		);
		hover( screen.getByRole( 'button', { name: 'Target' } ) );
		await wait( 600 );
		expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
		await wait( 200 );
		expect( screen.getByRole( 'tooltip' ) ).toHaveTextContent( 'Hi' );
	} );

	it( 'adds nothing without a message', () => {
		render(
			<Tooltip message="">
				<button type="button">Plain</button>
			</Tooltip>
		);
		expect(
			screen.getByRole( 'button', { name: 'Plain' } )
		).not.toHaveAttribute( 'aria-describedby' );
	} );
} );
