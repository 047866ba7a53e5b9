/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import type { RefObject } from 'react';

/**
 * Whether an element's content is wider than the element (what would make
 * a phone scroll sideways), measured again whenever it or its content
 * changes size or structure while `active`.
 *
 * @param ref    The element (the canvas frame at the previewed width).
 * @param active Whether to measure (the mobile preview).
 */
export function useSidewaysOverflow(
	ref: RefObject< HTMLElement >,
	active: boolean
): boolean {
	const [ overflowing, setOverflowing ] = useState( false );
	useEffect( () => {
		const element = ref.current;
		if ( ! active || ! element ) {
			setOverflowing( false );
			return undefined;
		}
		// A pixel of rounding is not a scroll bar.
		const measure = () =>
			setOverflowing( element.scrollWidth > element.clientWidth + 1 );
		measure();
		const resize =
			typeof ResizeObserver === 'function'
				? new ResizeObserver( measure )
				: null;
		resize?.observe( element );
		const mutations = new MutationObserver( () => {
			// New blocks may be wider: watch their size too.
			element
				.querySelectorAll( '[data-uip-uid]' )
				.forEach( ( block ) => resize?.observe( block ) );
			measure();
		} );
		mutations.observe( element, {
			childList: true,
			subtree: true,
			attributes: true,
			attributeFilter: [ 'style', 'class' ],
		} );
		element
			.querySelectorAll( '[data-uip-uid]' )
			.forEach( ( block ) => resize?.observe( block ) );
		return () => {
			resize?.disconnect();
			mutations.disconnect();
		};
	}, [ ref, active ] );
	return overflowing;
}
