/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { DisplayMode } from '../../../engine/types';
import { block } from '../../../engine/renderer/test/helpers';
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import { PAGE_EVENTS, dispatchPageEvent } from '../../../runtime/events';
import PageLoader from '../page-loader';
import { pageLoaderDefinition } from '../definition';

function renderLoader( mode: DisplayMode = 'prod', loaderImage = '' ) {
	return render(
		<PageLoader
			block={ block( 'uip-page-loader' ) }
			mode={ mode }
			options={ optionsWithDefaults( pageLoaderDefinition, {
				loaderImage,
			} ) }
		/>
	);
}

const bar = () => screen.queryByRole( 'progressbar', { name: 'Loading page' } );
const advance = ( ms: number ) => act( () => jest.advanceTimersByTime( ms ) );
const start = () =>
	act( () => dispatchPageEvent( PAGE_EVENTS.loadStart, { url: '/x' } ) );
const finish = () =>
	act( () => dispatchPageEvent( PAGE_EVENTS.loadFinish, { url: '/x' } ) );

describe( 'uip-page-loader', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'shows nothing for loads shorter than 200 ms', () => {
		renderLoader();
		start();
		advance( 199 );
		expect( bar() ).toBeNull();
		finish();
		advance( 1000 );
		expect( bar() ).toBeNull();
	} );

	it( 'runs after 200 ms, completes on finish, hides after 500 ms and resets after 400 ms', () => {
		renderLoader();
		start();
		advance( 200 );
		expect( bar() ).toHaveAttribute( 'data-uip-loader-state', 'running' );
		expect( bar() ).toHaveStyle( '--uip-page-loader-height: 3px' );
		expect( bar() ).toHaveStyle( '--uip-page-loader-duration: 2000ms' );
		finish();
		expect( bar() ).toHaveAttribute( 'data-uip-loader-state', 'complete' );
		advance( 500 );
		expect( bar() ).toHaveAttribute( 'data-uip-loader-state', 'hidden' );
		advance( 399 );
		expect( bar() ).not.toBeNull();
		advance( 1 );
		expect( bar() ).toBeNull();
	} );

	it( 'shows for at most 2 s after a start event', () => {
		renderLoader();
		start();
		advance( 1999 );
		expect( bar() ).toHaveAttribute( 'data-uip-loader-state', 'running' );
		advance( 1 );
		expect( bar() ).toHaveAttribute( 'data-uip-loader-state', 'complete' );
		advance( 900 );
		expect( bar() ).toBeNull();
	} );

	it( 'is always shown in the builder, with its image', () => {
		const { container } = renderLoader(
			'builder',
			'https://example.com/logo.png'
		);
		expect( bar() ).toHaveAttribute( 'data-uip-loader-state', 'running' );
		expect( container.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://example.com/logo.png'
		);
	} );
} );
