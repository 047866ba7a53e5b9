/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { BlockOptions, DisplayMode } from '../../../engine/types';
import { block } from '../../../engine/renderer/test/helpers';
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import { PAGE_EVENTS } from '../../../runtime/events';
import { fullScreenFlag } from '../../../runtime/flag';
import FullscreenToggle from '../fullscreen-toggle';
import { fullscreenToggleDefinition } from '../definition';

function renderToggle( stored: BlockOptions = {}, mode: DisplayMode = 'prod' ) {
	return render(
		<FullscreenToggle
			block={ block( 'uip-fullscreen-toggle' ) }
			mode={ mode }
			options={ optionsWithDefaults(
				fullscreenToggleDefinition,
				stored
			) }
		/>
	);
}

describe( 'uip-fullscreen-toggle', () => {
	afterEach( () => act( () => fullScreenFlag.set( false ) ) );

	it( 'asks for full screen and swaps to the collapsed icon when on', () => {
		const asked: unknown[] = [];
		document.addEventListener( PAGE_EVENTS.fullScreen, ( event ) =>
			asked.push( ( event as CustomEvent ).detail )
		);
		renderToggle();
		const button = screen.getByRole( 'button', {
			name: 'Toggle full screen',
		} );
		expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
		expect( button ).toHaveAttribute(
			'data-uip-toggle-icon',
			'fullscreen'
		);
		fireEvent.click( button );
		expect( asked ).toEqual( [ { fullScreen: true } ] );

		act( () => fullScreenFlag.set( true ) );
		expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( button ).toHaveAttribute(
			'data-uip-toggle-icon',
			'fullscreen_exit'
		);
	} );

	it( 'shows its text with the icon on the chosen side', () => {
		renderToggle( {
			buttonText: 'Focus',
			icon: 'zoom_out_map',
			iconPosition: 'right',
		} );
		const button = screen.getByRole( 'button', { name: 'Focus' } );
		expect( button.lastElementChild ).toHaveAttribute(
			'data-uip-icon',
			'zoom_out_map'
		);
	} );

	it( 'does nothing in the builder', () => {
		const asked = jest.fn();
		document.addEventListener( PAGE_EVENTS.fullScreen, asked );
		renderToggle( {}, 'builder' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Toggle full screen' } )
		);
		expect( asked ).not.toHaveBeenCalled();
		document.removeEventListener( PAGE_EVENTS.fullScreen, asked );
	} );
} );
