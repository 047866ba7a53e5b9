/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { useViewport } from '../use-viewport';

type Listener = () => void;

/**
 * A matchMedia that evaluates min-width / max-width against a settable
 * width, and notifies listeners when the width changes.
 */
function fakeMatchMedia() {
	let width = 1200;
	const listeners = new Set< Listener >();
	const matches = ( query: string ) => {
		const min = /min-width:\s*([\d.]+)px/.exec( query );
		const max = /max-width:\s*([\d.]+)px/.exec( query );
		return (
			( ! min || width >= Number( min[ 1 ] ) ) &&
			( ! max || width <= Number( max[ 1 ] ) )
		);
	};
	const matchMedia = ( query: string ) =>
		( {
			media: query,
			get matches() {
				return matches( query );
			},
			addEventListener: ( _type: string, listener: Listener ) =>
				listeners.add( listener ),
			removeEventListener: ( _type: string, listener: Listener ) =>
				listeners.delete( listener ),
		} ) as unknown as MediaQueryList;
	return {
		matchMedia,
		listeners,
		resize( next: number ) {
			width = next;
			listeners.forEach( ( listener ) => listener() );
		},
	};
}

function Probe() {
	return <p>{ useViewport() }</p>;
}

describe( 'useViewport', () => {
	const original = window.matchMedia;
	afterEach( () => {
		window.matchMedia = original;
	} );

	it( 'follows the window across the breakpoints', () => {
		const fake = fakeMatchMedia();
		window.matchMedia = fake.matchMedia;
		const { unmount } = render( <Probe /> );
		expect( screen.getByText( 'desktop' ) ).toBeInTheDocument();
		act( () => fake.resize( 990 ) );
		expect( screen.getByText( 'desktop' ) ).toBeInTheDocument();
		act( () => fake.resize( 989 ) );
		expect( screen.getByText( 'tablet' ) ).toBeInTheDocument();
		act( () => fake.resize( 699 ) );
		expect( screen.getByText( 'tablet' ) ).toBeInTheDocument();
		act( () => fake.resize( 698 ) );
		expect( screen.getByText( 'mobile' ) ).toBeInTheDocument();
		unmount();
		expect( fake.listeners.size ).toBe( 0 );
	} );

	it( 'falls back to the window width without matchMedia', () => {
		( window as { matchMedia?: unknown } ).matchMedia = undefined;
		window.innerWidth = 700;
		render( <Probe /> );
		expect( screen.getByText( 'tablet' ) ).toBeInTheDocument();
		act( () => {
			window.innerWidth = 500;
			window.dispatchEvent( new Event( 'resize' ) );
		} );
		expect( screen.getByText( 'mobile' ) ).toBeInTheDocument();
	} );
} );
