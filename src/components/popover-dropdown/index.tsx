/**
 * WordPress dependencies
 */
import {
	createPortal,
	useCallback,
	useEffect,
	useId,
	useRef,
	useState,
} from '@wordpress/element';
import type { FocusEvent, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import {
	DROPDOWN_HOVER_CLOSE_MS,
	DROPDOWN_MAX_HEIGHT_SHARE,
	DROPDOWN_OFFSET,
	DROPDOWN_POSITION_DELAY_MS,
	DROPDOWN_Z_INDEX,
} from './constants';
import { placementSpace } from './layer-space';
import { dropdownPosition, type DropdownPlacement } from './position';
import { useOutsideClick } from '../utils/use-outside-click';
import { useShortcut } from '../utils/use-shortcut';
import './popover-dropdown.scss';

/** What takes the focus first in an opened panel. */
const FOCUSABLE =
	'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

export * from './constants';
export { dropdownPosition } from './position';
export type { DropdownPlacement } from './position';

export interface PopoverDropdownProps {
	/** What the toggle button shows. */
	trigger: ReactNode;
	/** Accessible name of the toggle when `trigger` is not text. */
	label?: string;
	/** The panel's content, or a function given `close`. */
	children: ReactNode | ( ( close: () => void ) => ReactNode );
	/** 'click' (default) or 'hover'; hover also opens on click. */
	openOn?: 'click' | 'hover';
	/** Keys held together that toggle the panel, e.g. [ 'Control', 'k' ]. */
	shortcut?: string[];
	placement?: DropdownPlacement;
	/** Gap in px; default 8. */
	offset?: number;
	className?: string;
	/** Called when the panel opens or closes. */
	onToggle?: ( isOpen: boolean ) => void;
	/**
	 * Whether the panel is open, for a parent that keeps the state (a block
	 * whose interactions open it); it then changes only through `onToggle`.
	 */
	open?: boolean;
	/** Classes of the panel. */
	panelClassName?: string;
}

/**
 * A toggle with a panel. Opens on click, on a keyboard shortcut or on hover;
 * closes on an outside click, a toggle click, Escape, or 400 ms after the
 * mouse leaves a hover-opened panel. The panel (z-index 9) is positioned
 * 100 ms after it opens, 8 px from the toggle and at least 8 px from the
 * window's edges; while open it never gets narrower (ticking an item does
 * not make it jump).
 *
 * Like a dialog, a panel opened other than by hover takes the focus (its
 * first field, button or link, else itself) once it shows; closing it while
 * the focus is inside gives the focus back to the toggle, and moving the
 * focus out of both with the keyboard closes it.
 *
 * @param props                Component props.
 * @param props.trigger
 * @param props.label
 * @param props.children
 * @param props.openOn
 * @param props.shortcut
 * @param props.placement
 * @param props.offset
 * @param props.className
 * @param props.onToggle
 * @param props.open
 * @param props.panelClassName
 */
export default function PopoverDropdown( {
	trigger,
	label,
	children,
	openOn = 'click',
	shortcut,
	placement = 'bottom-start',
	offset = DROPDOWN_OFFSET,
	className,
	onToggle,
	open,
	panelClassName,
}: PopoverDropdownProps ) {
	const [ ownOpen, setOwnOpen ] = useState( false );
	const isOpen = open ?? ownOpen;
	const panelId = useId();
	const toggleId = useId();
	// The state the last render showed, for handlers that toggle it.
	const openRef = useRef( isOpen );
	openRef.current = isOpen;
	const [ position, setPosition ] = useState< {
		top: number;
		left: number;
		maxHeight?: number;
		minWidth?: number;
	} | null >( null );
	const toggleRef = useRef< HTMLButtonElement >( null );
	const panelRef = useRef< HTMLDivElement >( null );
	const closeTimer = useRef< ReturnType< typeof setTimeout > >();
	// Whether the open panel came from hovering (it then leaves the focus be).
	const openedByHover = useRef( false );
	// The widest the open panel has been, so it never narrows while open.
	const widest = useRef( 0 );

	const setOpenState = useCallback(
		( next: boolean, byHover = false ) => {
			if ( openRef.current === next ) {
				return;
			}
			if ( next ) {
				openedByHover.current = byHover;
			} else if (
				panelRef.current?.contains(
					panelRef.current.ownerDocument.activeElement
				)
			) {
				// The panel goes away with the focus in it: back to the toggle.
				toggleRef.current?.focus();
			}
			openRef.current = next;
			setOwnOpen( next );
			onToggle?.( next );
		},
		[ onToggle ]
	);
	const close = useCallback( () => setOpenState( false ), [ setOpenState ] );
	const cancelClose = () => {
		if ( closeTimer.current ) {
			clearTimeout( closeTimer.current );
			closeTimer.current = undefined;
		}
	};

	useShortcut( shortcut, () => setOpenState( ! openRef.current ) );
	useOutsideClick( [ toggleRef, panelRef ], isOpen, close );

	useEffect( () => {
		if ( ! isOpen ) {
			setPosition( null );
			widest.current = 0;
			return undefined;
		}
		const place = () => {
			const panel = panelRef.current;
			if ( ! toggleRef.current || ! panel?.parentElement ) {
				return;
			}
			const { toggle, bounds } = placementSpace(
				toggleRef.current,
				panel.parentElement
			);
			// Its natural height (up to the stylesheet's cap), not the one a
			// previous placement gave it.
			const height = Math.min(
				panel.scrollHeight +
					( panel.offsetHeight - panel.clientHeight ),
				bounds.height * DROPDOWN_MAX_HEIGHT_SHARE
			);
			widest.current = Math.max( widest.current, panel.offsetWidth );
			setPosition( {
				...dropdownPosition(
					toggle,
					{ width: widest.current, height },
					bounds,
					placement,
					offset
				),
				minWidth: widest.current || undefined,
			} );
		};
		let observer: ResizeObserver | undefined;
		const timer = setTimeout( () => {
			place();
			// Placed again whenever its content changes size (results that
			// arrive after it opened) or the window moves under it.
			if ( typeof ResizeObserver === 'function' && panelRef.current ) {
				observer = new ResizeObserver( place );
				const content = panelRef.current.firstElementChild;
				observer.observe( content ?? panelRef.current );
			}
			window.addEventListener( 'resize', place );
			window.addEventListener( 'scroll', place, true );
		}, DROPDOWN_POSITION_DELAY_MS );
		return () => {
			clearTimeout( timer );
			observer?.disconnect();
			window.removeEventListener( 'resize', place );
			window.removeEventListener( 'scroll', place, true );
		};
	}, [ isOpen, placement, offset ] );

	useEffect( () => cancelClose, [] );

	// Once the panel shows (it is hidden until placed), it takes the focus.
	const shown = position !== null;
	useEffect( () => {
		const panel = panelRef.current;
		if ( ! shown || ! panel || openedByHover.current ) {
			return;
		}
		const first = panel.querySelector< HTMLElement >( FOCUSABLE );
		// It is already placed: focusing must not scroll the page under it.
		( first ?? panel ).focus( { preventScroll: true } );
	}, [ shown ] );

	useEffect( () => {
		if ( ! isOpen ) {
			return undefined;
		}
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				close();
				toggleRef.current?.focus();
			}
		};
		document.addEventListener( 'keydown', onKey );
		return () => document.removeEventListener( 'keydown', onKey );
	}, [ isOpen, close ] );

	const hover = openOn === 'hover';
	const onMouseEnter = hover
		? () => {
				cancelClose();
				setOpenState( true, true );
			}
		: undefined;
	// Tabbing out of the panel (not to its toggle) closes it.
	const onPanelBlur = ( event: FocusEvent< HTMLDivElement > ) => {
		const next = event.relatedTarget as Node | null;
		if (
			next &&
			! panelRef.current?.contains( next ) &&
			! toggleRef.current?.contains( next )
		) {
			close();
		}
	};
	const onMouseLeave = hover
		? () => {
				cancelClose();
				closeTimer.current = setTimeout(
					close,
					DROPDOWN_HOVER_CLOSE_MS
				);
			}
		: undefined;

	return (
		<>
			<button
				type="button"
				id={ toggleId }
				ref={ toggleRef }
				className={ `uip-dropdown__toggle${
					className ? ` ${ className }` : ''
				}` }
				aria-expanded={ isOpen }
				aria-haspopup="dialog"
				aria-controls={ isOpen ? panelId : undefined }
				aria-label={ label }
				onClick={ () => setOpenState( ! isOpen ) }
				onMouseEnter={ onMouseEnter }
				onMouseLeave={ onMouseLeave }
			>
				{ trigger }
			</button>
			{ isOpen &&
				createPortal(
					<div
						ref={ panelRef }
						id={ panelId }
						className={ `uip-dropdown__panel${
							panelClassName ? ` ${ panelClassName }` : ''
						}` }
						role="dialog"
						aria-label={ label }
						// Named by its toggle's text when it has no label of its own.
						aria-labelledby={ label ? undefined : toggleId }
						tabIndex={ -1 }
						style={ {
							position: 'fixed',
							zIndex: DROPDOWN_Z_INDEX,
							top: position?.top ?? 0,
							left: position?.left ?? 0,
							maxHeight: position?.maxHeight,
							// The width measured includes padding and border.
							minWidth: position?.minWidth,
							boxSizing: 'border-box',
							visibility: position ? 'visible' : 'hidden',
						} }
						onMouseEnter={ onMouseEnter }
						onMouseLeave={ onMouseLeave }
						onBlur={ onPanelBlur }
					>
						{ typeof children === 'function'
							? children( close )
							: children }
					</div>,
					// In the layer of what holds the toggle (a full-screen
					// editor stacks above the page, the builder's canvas
					// scales its template), else the page itself.
					toggleRef.current?.closest< HTMLElement >(
						'[data-uip-popover-layer]'
					) ?? document.body
				) }
		</>
	);
}
