/**
 * WordPress dependencies
 */
import {
	useCallback,
	useLayoutEffect,
	useState,
	type RefObject,
} from '@wordpress/element';

/** Height of a layers row in px (layers.scss sets it). */
export const ROW_HEIGHT = 32;

/** Rows rendered above and below the visible ones. */
const OVERSCAN = 12;

/** Trees up to this many rows render whole: windowing only pays off beyond. */
export const WINDOW_FROM_ROWS = 80;

export interface RowWindow {
	/** First rendered row. */
	start: number;
	/** One past the last rendered row. */
	end: number;
}

/**
 * The nearest ancestor that scrolls vertically.
 *
 * @param element Where to start.
 */
function scrollParent( element: HTMLElement ): HTMLElement | null {
	for ( let node = element.parentElement; node; node = node.parentElement ) {
		const { overflowY } = window.getComputedStyle( node );
		if ( overflowY === 'auto' || overflowY === 'scroll' ) {
			return node;
		}
	}
	return null;
}

/**
 * Which rows of a long list show in its scrolling ancestor.
 *
 * @param visibleTop    Top of the visible area, in px from the list's top.
 * @param visibleHeight Height of the visible area.
 * @param count         Number of rows.
 */
export function windowFor(
	visibleTop: number,
	visibleHeight: number,
	count: number
): RowWindow {
	const first = Math.floor( visibleTop / ROW_HEIGHT ) - OVERSCAN;
	const last =
		Math.ceil( ( visibleTop + visibleHeight ) / ROW_HEIGHT ) + OVERSCAN;
	const start = Math.min( Math.max( 0, first ), count );
	return { start, end: Math.min( count, Math.max( start, last ) ) };
}

/**
 * Renders only the rows of a long list that its scrolling ancestor shows
 * (plus a margin), so a tree of hundreds of blocks costs what a screenful
 * does. Lists of up to WINDOW_FROM_ROWS rows, and lists not laid out (no
 * scrolling ancestor), render whole.
 *
 * @param list  The list element.
 * @param count Number of rows.
 * @return The window, and `reveal( index )` which scrolls a row into view.
 */
export function useRowWindow(
	list: RefObject< HTMLElement >,
	count: number
): { window: RowWindow; reveal: ( index: number ) => void } {
	const whole = { start: 0, end: count };
	const [ window_, setWindow ] = useState< RowWindow | null >( null );
	const windowed = count > WINDOW_FROM_ROWS;

	const measure = useCallback( () => {
		const element = list.current;
		const scroller = element && scrollParent( element );
		if ( ! element || ! scroller || ! windowed ) {
			setWindow( null );
			return;
		}
		const top =
			scroller.getBoundingClientRect().top -
			element.getBoundingClientRect().top;
		const next = windowFor( top, scroller.clientHeight, count );
		setWindow( ( current ) =>
			current?.start === next.start && current.end === next.end
				? current
				: next
		);
	}, [ list, count, windowed ] );

	useLayoutEffect( () => {
		const element = list.current;
		const scroller = element && windowed ? scrollParent( element ) : null;
		measure();
		if ( ! scroller ) {
			return;
		}
		scroller.addEventListener( 'scroll', measure, { passive: true } );
		const resize =
			typeof ResizeObserver === 'undefined'
				? null
				: new ResizeObserver( measure );
		resize?.observe( scroller );
		return () => {
			scroller.removeEventListener( 'scroll', measure );
			resize?.disconnect();
		};
	}, [ list, windowed, measure ] );

	const reveal = useCallback(
		( index: number ) => {
			const element = list.current;
			const scroller = element && scrollParent( element );
			if ( ! element || ! scroller ) {
				return;
			}
			const listTop =
				element.getBoundingClientRect().top -
				scroller.getBoundingClientRect().top +
				scroller.scrollTop;
			const rowTop = listTop + index * ROW_HEIGHT;
			if ( rowTop < scroller.scrollTop ) {
				scroller.scrollTop = rowTop;
			} else if (
				rowTop + ROW_HEIGHT >
				scroller.scrollTop + scroller.clientHeight
			) {
				scroller.scrollTop =
					rowTop + ROW_HEIGHT - scroller.clientHeight;
			}
			measure();
		},
		[ list, measure ]
	);

	return {
		window: windowed && window_ ? window_ : whole,
		reveal,
	};
}
