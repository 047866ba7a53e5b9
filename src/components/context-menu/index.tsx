/**
 * WordPress dependencies
 */
import { NavigableMenu } from '@wordpress/components';
import {
	createPortal,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { contextMenuPosition, type MenuPosition } from './position';
import './context-menu.scss';

export * from './position';

export interface ContextMenuProps {
	/** Where the menu was opened (e.g. a contextmenu event's clientX/Y); null hides it. */
	position: { x: number; y: number } | null;
	/** Open leftwards from the point (menus opened from a right-hand panel). */
	snapRight?: boolean;
	onClose: () => void;
	/** Accessible name. */
	label?: string;
	/** The entries: `MenuItem`s, in `MenuGroup`s if wanted. */
	children: ReactNode;
}

/**
 * A context menu at the pointer, kept on screen (`contextMenuPosition`),
 * in a portal. Arrow keys move between its entries; the first one takes the
 * focus once the menu is placed, and the focus goes back where it was when
 * the menu closes. It closes on an outside click, on another context-menu
 * event, and on Escape; clicks inside stay inside (React events would bubble
 * out of the portal to the opener's ancestors).
 *
 * @param props           Component props.
 * @param props.position  Where it opened.
 * @param props.snapRight Open leftwards.
 * @param props.onClose   Called when the menu should close.
 * @param props.label     Accessible name.
 * @param props.children  The entries.
 */
export default function ContextMenu( {
	position,
	snapRight = false,
	onClose,
	label,
	children,
}: ContextMenuProps ) {
	const ref = useRef< HTMLDivElement >( null );
	const [ place, setPlace ] = useState< MenuPosition | null >( null );
	const closeRef = useRef( onClose );
	closeRef.current = onClose;
	const x = position?.x;
	const y = position?.y;

	useLayoutEffect( () => {
		const menu = ref.current;
		if ( x === undefined || y === undefined || ! menu ) {
			setPlace( null );
			return;
		}
		const rect = menu.getBoundingClientRect();
		setPlace(
			contextMenuPosition( {
				x,
				y,
				width: rect.width,
				height: rect.height,
				viewportWidth: window.innerWidth,
				viewportHeight: window.innerHeight,
				snapRight,
			} )
		);
	}, [ x, y, snapRight ] );

	const isOpen = position !== null;

	// Give focus back to where it was when the menu closes.
	useEffect( () => {
		if ( ! isOpen ) {
			return undefined;
		}
		const previous = ref.current?.ownerDocument.activeElement;
		return () => {
			if ( previous instanceof HTMLElement && previous.isConnected ) {
				previous.focus();
			}
		};
	}, [ isOpen ] );

	// Focus the first entry once placed (a hidden menu cannot take focus).
	const placed = place !== null;
	useEffect( () => {
		if ( placed ) {
			ref.current
				?.querySelector< HTMLElement >(
					'[role="menuitem"]:not([disabled])'
				)
				?.focus();
		}
	}, [ placed ] );

	useEffect( () => {
		if ( ! isOpen ) {
			return undefined;
		}
		const onOutside = ( event: Event ) => {
			if (
				event.target instanceof Node &&
				ref.current?.contains( event.target )
			) {
				return;
			}
			closeRef.current();
		};
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				closeRef.current();
			}
		};
		document.addEventListener( 'pointerdown', onOutside, true );
		document.addEventListener( 'contextmenu', onOutside, true );
		document.addEventListener( 'keydown', onKey );
		return () => {
			document.removeEventListener( 'pointerdown', onOutside, true );
			document.removeEventListener( 'contextmenu', onOutside, true );
			document.removeEventListener( 'keydown', onKey );
		};
	}, [ isOpen ] );

	if ( ! position ) {
		return null;
	}
	/* eslint-disable jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */
	return createPortal(
		<div
			ref={ ref }
			onClick={ ( event ) => event.stopPropagation() }
			className="uip-context-menu"
			style={ {
				left: place?.left ?? position.x,
				top: place?.top ?? position.y,
				visibility: place ? 'visible' : 'hidden',
			} }
		>
			<NavigableMenu orientation="vertical" cycle aria-label={ label }>
				{ children }
			</NavigableMenu>
		</div>,
		document.body
	);
	/* eslint-enable jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */
}
