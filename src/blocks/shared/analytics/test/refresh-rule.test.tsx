/**
 * External dependencies
 */
import { act, render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { nextRefreshIn, useRefreshWhileVisible } from '../refresh-rule';

function setHidden( hidden: boolean ) {
	Object.defineProperty( document, 'visibilityState', {
		configurable: true,
		get: () => ( hidden ? 'hidden' : 'visible' ),
	} );
	document.dispatchEvent( new Event( 'visibilitychange' ) );
}

function Probe( {
	refresh,
	settledAt,
}: {
	refresh: () => void;
	settledAt: number;
} ) {
	useRefreshWhileVisible( refresh, settledAt, 60_000 );
	return null;
}

describe( 'nextRefreshIn', () => {
	it( 'waits out the interval from the last answer, never while hidden', () => {
		expect( nextRefreshIn( 1000, 21_000, 60_000, false ) ).toBe( 40_000 );
		expect( nextRefreshIn( 1000, 90_000, 60_000, false ) ).toBe( 0 );
		expect( nextRefreshIn( 1000, 21_000, 60_000, true ) ).toBeNull();
		// No answer yet (or one under way): nothing to refresh.
		expect( nextRefreshIn( 0, 21_000, 60_000, false ) ).toBeNull();
	} );
} );

describe( 'useRefreshWhileVisible', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		setHidden( false );
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'refreshes every interval while the page is visible', () => {
		const refresh = jest.fn();
		render( <Probe refresh={ refresh } settledAt={ Date.now() } /> );
		act( () => jest.advanceTimersByTime( 59_000 ) );
		expect( refresh ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 1000 ) );
		expect( refresh ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does not refresh while hidden, and refreshes at once on showing when due', () => {
		const refresh = jest.fn();
		render( <Probe refresh={ refresh } settledAt={ Date.now() } /> );
		act( () => setHidden( true ) );
		act( () => jest.advanceTimersByTime( 5 * 60_000 ) );
		expect( refresh ).not.toHaveBeenCalled();
		act( () => setHidden( false ) );
		act( () => jest.advanceTimersByTime( 0 ) );
		expect( refresh ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits the rest of the interval on showing when not yet due', () => {
		const refresh = jest.fn();
		render( <Probe refresh={ refresh } settledAt={ Date.now() } /> );
		act( () => setHidden( true ) );
		act( () => jest.advanceTimersByTime( 20_000 ) );
		act( () => setHidden( false ) );
		act( () => jest.advanceTimersByTime( 39_000 ) );
		expect( refresh ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 1000 ) );
		expect( refresh ).toHaveBeenCalledTimes( 1 );
	} );
} );
