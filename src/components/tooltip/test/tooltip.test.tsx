/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import Tooltip, { TOOLTIP_DEFAULT_DELAY_MS } from '..';

describe( 'Tooltip', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'appears after the configured delay and hides on leave', () => {
		render(
			<Tooltip message="Save the template" delay={ 500 }>
				<button type="button">Save</button>
			</Tooltip>
		);
		const button = screen.getByRole( 'button', { name: 'Save' } );
		fireEvent.mouseEnter( button );
		act( () => {
			jest.advanceTimersByTime( 499 );
		} );
		expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( screen.getByRole( 'tooltip' ) ).toHaveTextContent(
			'Save the template'
		);
		fireEvent.mouseLeave( button );
		expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
	} );

	it( 'does not appear when the pointer leaves before the delay', () => {
		render(
			<Tooltip message="Hi">
				<span>Target</span>
			</Tooltip>
		);
		fireEvent.mouseEnter( screen.getByText( 'Target' ) );
		fireEvent.mouseLeave( screen.getByText( 'Target' ) );
		act( () => {
			jest.advanceTimersByTime( TOOLTIP_DEFAULT_DELAY_MS * 2 );
		} );
		expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
	} );
} );
