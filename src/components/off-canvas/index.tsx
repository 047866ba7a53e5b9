/**
 * WordPress dependencies
 */
import {
	createPortal,
	useCallback,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import {
	nextOffCanvasState,
	OFF_CANVAS_CLOSE_MS,
	OFF_CANVAS_WIDTH_PERCENT,
	offCanvasWidth,
	PAGE_LOAD_FINISH_EVENT,
	pushTransform,
	type OffCanvasEvent,
	type OffCanvasState,
} from './state';
import { IconButton } from '../../engine/ui';
import { offCanvasLayer } from './layer';
import { useShortcut } from '../utils/use-shortcut';
import './off-canvas.scss';

export * from './state';

export interface OffCanvasProps {
	title?: string;
	/**
	 * Keeps the title for screen readers only, when what the panel shows
	 * already says it (a phone menu headed by the site's logo and name).
	 */
	hideTitle?: boolean;
	/** Side it opens from; default 'right'. */
	side?: 'left' | 'right';
	/** 'overlay' (default) covers the page; 'push' shifts the page body. */
	overlayStyle?: 'overlay' | 'push';
	/** Keys held together that open it, e.g. [ 'Control', 'm' ]. */
	shortcut?: string[];
	/** Closes when a page load finishes (uipress/page/loadfinish). */
	closeOnPageLoad?: boolean;
	/** Renders what opens the panel. */
	trigger?: ( open: () => void ) => ReactNode;
	/** Called on every state change. */
	onStateChange?: ( state: OffCanvasState ) => void;
	/** Open initially. */
	defaultOpen?: boolean;
	/**
	 * Opens and closes it from outside (a menu button elsewhere on the page);
	 * its own close button, Escape and outside clicks still close it, which
	 * `onStateChange` reports.
	 */
	open?: boolean;
	/** Extra class of the layer. */
	className?: string;
	children: ReactNode | ( ( close: () => void ) => ReactNode );
}

/**
 * A panel sliding in from the left or right at 30% of the width. Opens by
 * its trigger or shortcut; closes on a click outside, its close button,
 * Escape, or (optionally) when a page load finishes.
 *
 * @param props                 Component props.
 * @param props.title
 * @param props.hideTitle
 * @param props.side
 * @param props.overlayStyle
 * @param props.shortcut
 * @param props.closeOnPageLoad
 * @param props.trigger
 * @param props.onStateChange
 * @param props.defaultOpen
 * @param props.open
 * @param props.className
 * @param props.children
 */
export default function OffCanvas( {
	title,
	hideTitle = false,
	side = 'right',
	overlayStyle = 'overlay',
	shortcut,
	closeOnPageLoad = false,
	trigger,
	onStateChange,
	defaultOpen = false,
	open: openProp,
	className,
	children,
}: OffCanvasProps ) {
	const [ state, setState ] = useState< OffCanvasState >(
		defaultOpen || openProp ? 'open' : 'closed'
	);
	const panelRef = useRef< HTMLDivElement >( null );
	const send = useCallback(
		( event: OffCanvasEvent ) =>
			setState( ( current ) => nextOffCanvasState( current, event ) ),
		[]
	);
	const open = useCallback( () => send( 'open' ), [ send ] );
	const close = useCallback( () => send( 'close' ), [ send ] );

	const changed = useRef( onStateChange );
	changed.current = onStateChange;
	useEffect( () => {
		changed.current?.( state );
		if ( state !== 'closing' ) {
			return undefined;
		}
		const timer = setTimeout( () => send( 'closed' ), OFF_CANVAS_CLOSE_MS );
		return () => clearTimeout( timer );
	}, [ state, send ] );

	useShortcut( shortcut, open );

	useEffect( () => {
		if ( openProp !== undefined ) {
			send( openProp ? 'open' : 'close' );
		}
	}, [ openProp, send ] );

	// The panel takes the focus when it opens (its first control) and gives
	// it back when it has closed.
	const isOpen = state === 'open';
	useEffect( () => {
		if ( ! isOpen ) {
			return undefined;
		}
		const previous = panelRef.current?.ownerDocument.activeElement;
		panelRef.current
			?.querySelector< HTMLElement >(
				'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'
			)
			?.focus();
		return () => {
			if ( previous instanceof HTMLElement && previous.isConnected ) {
				previous.focus();
			}
		};
	}, [ isOpen ] );

	useEffect( () => {
		if ( ! closeOnPageLoad || state !== 'open' ) {
			return undefined;
		}
		document.addEventListener( PAGE_LOAD_FINISH_EVENT, close );
		return () =>
			document.removeEventListener( PAGE_LOAD_FINISH_EVENT, close );
	}, [ closeOnPageLoad, state, close ] );

	useEffect( () => {
		if ( state !== 'open' ) {
			return undefined;
		}
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				close();
			}
		};
		document.addEventListener( 'keydown', onKey );
		return () => document.removeEventListener( 'keydown', onKey );
	}, [ state, close ] );

	useEffect( () => {
		if ( overlayStyle !== 'push' || state !== 'open' ) {
			return undefined;
		}
		const { page, width } = offCanvasLayer();
		const previous = {
			transform: page.style.transform,
			transition: page.style.transition,
		};
		page.style.transition = `transform ${ OFF_CANVAS_CLOSE_MS }ms ease`;
		page.style.transform = pushTransform( side, offCanvasWidth( width ) );
		return () => {
			page.style.transform = previous.transform;
			page.style.transition = previous.transition;
		};
	}, [ overlayStyle, state, side ] );

	return (
		<>
			{ trigger?.( open ) }
			{ state !== 'closed' &&
				createPortal(
					<div
						className={ `uip-off-canvas is-${ side } is-${ state } is-${ overlayStyle }${
							className ? ` ${ className }` : ''
						}` }
					>
						{ /* A click on the backdrop, outside the panel, closes it. */ }
						<div
							className="uip-off-canvas__backdrop"
							aria-hidden="true"
							onClick={ close }
						/>
						<div
							ref={ panelRef }
							className="uip-off-canvas__panel"
							role="dialog"
							// The backdrop covers the page: it is modal.
							aria-modal="true"
							aria-label={ title }
							style={ {
								width: `${ OFF_CANVAS_WIDTH_PERCENT }%`,
							} }
						>
							<div className="uip-off-canvas__header">
								{ title && (
									<h2
										className={
											hideTitle
												? 'screen-reader-text'
												: undefined
										}
									>
										{ title }
									</h2>
								) }
								{ /* The engine's button: the interface loads no
								WordPress components for one. */ }
								<IconButton
									className="uip-off-canvas__close"
									label={ __( 'Close', 'uipress' ) }
									onClick={ close }
								>
									{ /* The icon font the interface has. */ }
									<span
										className="uip-icon"
										aria-hidden="true"
									>
										close
									</span>
								</IconButton>
							</div>
							<div className="uip-off-canvas__body">
								{ typeof children === 'function'
									? children( close )
									: children }
							</div>
						</div>
					</div>,
					offCanvasLayer().root
				) }
		</>
	);
}
