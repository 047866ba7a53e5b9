/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Viewport } from '../types';
import { viewportForWidth } from './breakpoints';
import { VIEWPORT_MEDIA_QUERIES, VIEWPORTS } from './media-queries';

/**
 * The viewport of the current window, read through the same media queries as
 * the CSS (so script and styles always agree); falls back to the window
 * width where matchMedia is missing.
 */
export function currentViewport(): Viewport {
	if ( typeof window.matchMedia === 'function' ) {
		const matched = VIEWPORTS.find(
			( viewport ) =>
				window.matchMedia( VIEWPORT_MEDIA_QUERIES[ viewport ] ).matches
		);
		if ( matched ) {
			return matched;
		}
	}
	return viewportForWidth( window.innerWidth );
}

/**
 * The current viewport; re-renders when the window crosses a breakpoint.
 */
export function useViewport(): Viewport {
	const [ viewport, setViewport ] = useState< Viewport >( currentViewport );

	useEffect( () => {
		const update = () => setViewport( currentViewport() );
		const lists =
			typeof window.matchMedia === 'function'
				? VIEWPORTS.map( ( name ) =>
						window.matchMedia( VIEWPORT_MEDIA_QUERIES[ name ] )
					)
				: [];
		lists.forEach( ( list ) =>
			list.addEventListener?.( 'change', update )
		);
		window.addEventListener( 'resize', update );
		update();
		return () => {
			lists.forEach( ( list ) =>
				list.removeEventListener?.( 'change', update )
			);
			window.removeEventListener( 'resize', update );
		};
	}, [] );

	return viewport;
}
