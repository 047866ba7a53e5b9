/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { BlockOptions, DisplayMode } from '../../../engine/types';
import { block } from '../../../engine/renderer/test/helpers';
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import { startDarkMode } from '../../../runtime/dark-mode';
import DarkToggle from '../dark-toggle';
import { darkToggleDefinition } from '../definition';

function renderToggle( stored: BlockOptions = {}, mode: DisplayMode = 'prod' ) {
	return render(
		<DarkToggle
			block={ block( 'uip-dark-toggle' ) }
			mode={ mode }
			options={ optionsWithDefaults( darkToggleDefinition, stored ) }
		/>
	);
}

function answerPreferences(): APIFetchOptions[] {
	const requests: APIFetchOptions[] = [];
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		requests.push( options );
		return { value: ( options.data as { value?: unknown } )?.value };
	} );
	return requests;
}

describe( 'uip-dark-toggle', () => {
	let stop: () => void;

	afterEach( () => {
		stop?.();
		document.documentElement.removeAttribute( 'data-theme' );
		document.body.innerHTML = '';
		// @ts-expect-error jsdom has no matchMedia; tests add their own.
		delete window.matchMedia;
	} );

	it( 'switches dark mode on the page and its frames and saves darkTheme', async () => {
		const requests = answerPreferences();
		stop = startDarkMode( false );
		const frame = document.createElement( 'iframe' );
		document.body.appendChild( frame );
		renderToggle();
		const button = screen.getByRole( 'button', { name: 'Dark mode' } );
		expect( button ).toHaveAttribute( 'aria-pressed', 'false' );

		await act( async () => {
			fireEvent.click( button );
		} );
		expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( document.documentElement ).toHaveAttribute(
			'data-theme',
			'dark'
		);
		expect(
			frame.contentDocument?.documentElement.getAttribute( 'data-theme' )
		).toBe( 'dark' );
		expect( requests ).toEqual( [
			expect.objectContaining( {
				method: 'POST',
				data: { value: true },
			} ),
		] );
	} );

	it( 'copies the system preference into darkTheme with prefersColorScheme', async () => {
		const requests = answerPreferences();
		stop = startDarkMode( false );
		let onChange: ( ( event: { matches: boolean } ) => void ) | undefined;
		window.matchMedia = jest.fn().mockReturnValue( {
			matches: true,
			addEventListener: ( _name: string, listener: typeof onChange ) => {
				onChange = listener;
			},
			removeEventListener: jest.fn(),
		} ) as unknown as typeof window.matchMedia;
		await act( async () => {
			renderToggle( { prefersColorScheme: true } );
		} );
		expect( window.matchMedia ).toHaveBeenCalledWith(
			'(prefers-color-scheme: dark)'
		);
		expect( document.documentElement ).toHaveAttribute(
			'data-theme',
			'dark'
		);
		expect( requests[ 0 ] ).toMatchObject( { data: { value: true } } );

		await act( async () => onChange?.( { matches: false } ) );
		expect( document.documentElement ).not.toHaveAttribute( 'data-theme' );
		expect( requests[ 1 ] ).toMatchObject( { data: { value: false } } );
	} );

	it( 'does nothing in the builder', () => {
		const save = jest.fn();
		stop = startDarkMode( false, save );
		renderToggle( {}, 'builder' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Dark mode' } ) );
		expect( save ).not.toHaveBeenCalled();
	} );
} );
