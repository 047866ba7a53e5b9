/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { DYNAMIC_REFRESH_MS } from '../constants';
import { useDynamicCatalogue } from '../use-dynamic-catalogue';
import { engineConfig } from '../../conditions/test/fixtures';

function Clock( { engine }: { engine: ReturnType< typeof engineConfig > } ) {
	const catalogue = useDynamicCatalogue( engine );
	return <p>{ String( catalogue.time?.value ) }</p>;
}

describe( 'useDynamicCatalogue', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		jest.setSystemTime( new Date( 2024, 4, 15, 11, 58, 30 ) );
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'refreshes the values every 60 s', () => {
		expect( DYNAMIC_REFRESH_MS ).toBe( 60000 );
		const engine = engineConfig();
		render( <Clock engine={ engine } /> );
		expect( screen.getByText( '11:58' ) ).toBeInTheDocument();
		act( () => {
			jest.advanceTimersByTime( DYNAMIC_REFRESH_MS );
		} );
		expect( screen.getByText( '11:59' ) ).toBeInTheDocument();
		act( () => {
			jest.advanceTimersByTime( DYNAMIC_REFRESH_MS );
		} );
		expect( screen.getByText( '12:00' ) ).toBeInTheDocument();
	} );

	it( 'stops its timer when unmounted', () => {
		const { unmount } = render( <Clock engine={ engineConfig() } /> );
		unmount();
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );
