/**
 * WordPress dependencies
 */
import { useEffect, useLayoutEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { TODO_TEXT_MAX_HEIGHT } from './constants';

/**
 * Sizes a text area to its text, up to `maxHeight`; past that it scrolls
 * (spec §5: "To-do text area grows up to 500 px, then scrolls").
 *
 * @param element   The text area.
 * @param maxHeight Tallest it grows, in px.
 */
export function fitToText(
	element: HTMLTextAreaElement,
	maxHeight = TODO_TEXT_MAX_HEIGHT
): void {
	// Measured from its smallest size, so it also shrinks.
	element.style.height = 'auto';
	const wanted = element.scrollHeight;
	const height = Math.min( wanted, maxHeight );
	element.style.height = height > 0 ? `${ height }px` : '';
	element.style.overflowY = wanted > maxHeight ? 'auto' : 'hidden';
}

/**
 * A ref for a text area that grows with `value` (see fitToText()), and
 * fits again when the window's width changes how its text wraps.
 *
 * @param value The text it shows.
 */
export function useAutoHeight( value: string ) {
	const ref = useRef< HTMLTextAreaElement >( null );
	useLayoutEffect( () => {
		if ( ref.current ) {
			fitToText( ref.current );
		}
	}, [ value ] );
	useEffect( () => {
		const refit = () => {
			if ( ref.current ) {
				fitToText( ref.current );
			}
		};
		window.addEventListener( 'resize', refit );
		return () => window.removeEventListener( 'resize', refit );
	}, [] );
	return ref;
}
