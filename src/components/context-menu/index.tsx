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
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { contextMenuPosition } from './position';
import './context-menu.scss';

export * from './position';

export interface ContextMenuProps {
	/** Where the menu was opened (e.g. a contextmenu event's clientX/Y); null hides it. */
	position: { x: number; y: number } | null;
	onClose: () => void;
	/** Accessible name. */
	label?: string;
	children: ReactNode;
}

/**
 * A container for a context menu at the pointer, kept on screen; closes on
 * an outside click, on another context-menu event, or on Escape.
 *
 * @param props          Component props.
 * @param props.position
 * @param props.onClose
 * @param props.label
 * @param props.children
 */
export default function ContextMenu( {
	position,
	onClose,
	label,
	children,
}: ContextMenuProps ) {
	const ref = useRef< HTMLDivElement >( null );
	const [ place, setPlace ] = useState< {
		left: number;
		top: number;
	} | null >( null );
	const closeRef = useRef( onClose );
	closeRef.current = onClose;

	useLayoutEffect( () => {
		if ( ! position ) {
			setPlace( null );
			return;
		}
		const rect = ref.current?.getBoundingClientRect();
		setPlace(
			contextMenuPosition(
				position,
				{ width: rect?.width ?? 0, height: rect?.height ?? 0 },
				{ width: window.innerWidth, height: window.innerHeight }
			)
		);
	}, [ position ] );

	const isOpen = position !== null;
	useEffect( () => {
		if ( ! isOpen ) {
			return undefined;
		}
		const onMouseDown = ( event: MouseEvent ) => {
			if (
				event.target instanceof Node &&
				ref.current?.contains( event.target )
			) {
				return;
			}
			closeRef.current();
		};
		const onContextMenu = () => closeRef.current();
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				closeRef.current();
			}
		};
		// Listening starts after the event that opened the menu.
		const timer = setTimeout( () => {
			document.addEventListener( 'mousedown', onMouseDown );
			document.addEventListener( 'contextmenu', onContextMenu, true );
			document.addEventListener( 'keydown', onKey );
		}, 0 );
		return () => {
			clearTimeout( timer );
			document.removeEventListener( 'mousedown', onMouseDown );
			document.removeEventListener( 'contextmenu', onContextMenu, true );
			document.removeEventListener( 'keydown', onKey );
		};
	}, [ isOpen ] );

	if ( ! position ) {
		return null;
	}
	return createPortal(
		<div
			ref={ ref }
			className="uip-context-menu"
			role="menu"
			aria-label={ label }
			style={ {
				left: place?.left ?? position.x,
				top: place?.top ?? position.y,
			} }
		>
			{ children }
		</div>,
		document.body
	);
}
