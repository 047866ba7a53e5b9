/**
 * External dependencies
 */
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	createPortal,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	type FlyoutPlace,
	type FlyoutPlacement,
	flyoutPosition,
} from './flyout-position';
import './hover-submenu.scss';

export interface HoverSubmenuProps {
	/** Element id, named by the entry's aria-controls. */
	id: string;
	/** The entry's row: the flyout is placed beside it. */
	anchor: HTMLElement;
	placement: FlyoutPlacement;
	/** The entry's name, shown as a title (the collapsed menu shows no names). */
	title?: string;
	/** Move the focus to the first link when it opens. */
	focusFirst: boolean;
	/** The pointer or the focus came in: keep it open. */
	onEnter: () => void;
	/** The pointer left. */
	onLeave: () => void;
	/**
	 * Leave by keyboard: close and focus the entry (`'entry'`), or the link
	 * after or before the entry (Tab, Shift+Tab).
	 */
	onExit: ( to: 'entry' | 'next' | 'previous' ) => void;
	/** The submenu's entries, each an `<li>`. */
	children: ReactNode;
}

function links( list: HTMLElement | null ): HTMLAnchorElement[] {
	return list ? Array.from( list.querySelectorAll( 'a[href]' ) ) : [];
}

/**
 * A hover submenu: in the document's body, fixed to the viewport, so no
 * sidebar's overflow clips it and it shows above the content frame; placed
 * beside its entry, kept on screen, and placed again when the window
 * resizes or the menu scrolls. Arrow keys move between its links; Escape
 * and the arrow back return to the entry.
 *
 * @param props            Component props (HoverSubmenuProps).
 * @param props.id         Element id.
 * @param props.anchor     The entry's row.
 * @param props.placement  The side the block asks for.
 * @param props.title      Title shown above the links.
 * @param props.focusFirst Focus the first link when shown.
 * @param props.onEnter    Pointer or focus came in.
 * @param props.onLeave    Pointer left.
 * @param props.onExit     Left by keyboard.
 * @param props.children   The links, each an `<li>`.
 */
export default function HoverSubmenu( {
	id,
	anchor,
	placement,
	title,
	focusFirst,
	onEnter,
	onLeave,
	onExit,
	children,
}: HoverSubmenuProps ) {
	const ref = useRef< HTMLUListElement >( null );
	const [ place, setPlace ] = useState< FlyoutPlace | null >( null );

	useLayoutEffect( () => {
		const list = ref.current;
		if ( ! list ) {
			return undefined;
		}
		const measure = () => {
			// Its natural size, not the one a previous placement limited.
			list.style.maxHeight = '';
			const box = anchor.getBoundingClientRect();
			setPlace(
				flyoutPosition(
					box,
					{ width: list.offsetWidth, height: list.scrollHeight },
					{
						width: document.documentElement.clientWidth,
						height: document.documentElement.clientHeight,
					},
					placement
				)
			);
		};
		measure();
		window.addEventListener( 'resize', measure );
		// Capture: the menu's own scrolling container moves the entry.
		window.addEventListener( 'scroll', measure, true );
		return () => {
			window.removeEventListener( 'resize', measure );
			window.removeEventListener( 'scroll', measure, true );
		};
	}, [ anchor, placement ] );

	useEffect( () => {
		if ( focusFirst && place ) {
			links( ref.current )[ 0 ]?.focus();
		}
	}, [ focusFirst, place ] );

	const onKeyDown = ( event: KeyboardEvent< HTMLUListElement > ) => {
		const all = links( ref.current );
		const index = all.indexOf(
			event.target as unknown as HTMLAnchorElement
		);
		const back = placement === 'left' ? 'ArrowRight' : 'ArrowLeft';
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			event.preventDefault();
			const step = event.key === 'ArrowDown' ? 1 : -1;
			all[ ( index + step + all.length ) % all.length ]?.focus();
		} else if ( event.key === 'Home' || event.key === 'End' ) {
			event.preventDefault();
			all[ event.key === 'Home' ? 0 : all.length - 1 ]?.focus();
		} else if ( event.key === 'Escape' || event.key === back ) {
			event.preventDefault();
			event.stopPropagation();
			onExit( 'entry' );
		} else if ( event.key === 'Tab' ) {
			// The flyout is at the end of the page: Tab goes on from its entry.
			event.preventDefault();
			onExit( event.shiftKey ? 'previous' : 'next' );
		}
	};

	return createPortal(
		// Keyboard handling is on the links inside (they take the focus).
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<ul
			ref={ ref }
			id={ id }
			className="uip-admin-menu__submenu uip-admin-menu__submenu--hover uip-admin-menu__flyout"
			data-placement={ place?.placement ?? placement }
			style={ {
				top: place?.top ?? 0,
				left: place?.left ?? 0,
				maxHeight: place?.maxHeight,
				visibility: place ? 'visible' : 'hidden',
			} }
			onMouseEnter={ onEnter }
			onMouseLeave={ onLeave }
			onKeyDown={ onKeyDown }
		>
			{ title && (
				<li className="uip-admin-menu__submenu-title">{ title }</li>
			) }
			{ children }
		</ul>,
		document.body
	);
}
