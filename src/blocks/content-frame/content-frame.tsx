/**
 * WordPress dependencies
 */
import {
	flushSync,
	useCallback,
	useEffect,
	useLayoutEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import LoadingSpinner from '../../components/spinner';
import { adoptEarlyFrame, findEarlyFrame, hasLoaded } from './early-frame';
import { IconButton } from '../../engine/ui';
import { adminBaseUrl } from '../../runtime/admin-base';
import {
	PAGE_EVENTS,
	dispatchPageEvent,
	toggledValue,
	usePageEvent,
} from '../../runtime/events';
import { fullScreenFlag, useFlag } from '../../runtime/flag';
import { clickedLink } from '../../runtime/frame-links';
import { currentMenuUrl } from '../../runtime/frame-menu';
import { isTypingTarget } from '../../runtime/typing';
import {
	DEFAULT_STRIPPED_PARAMS,
	framedUrl,
	isAdminUrl,
	isSameSite,
	isForcedFullScreen,
	opensInWindow,
	resolveAdminUrl,
	stripParams,
} from '../../runtime/frame-url';
import {
	type FrameMessage,
	isTrustedSource,
	parseFrameMessage,
} from '../../runtime/frame-messages';
import { readRuntime } from '../../runtime/runtime-config';
import BlockIcon from '../shared/block-icon';
import './content-frame.scss';

/** Loading is forced off after this long (spec: loading timeout). */
export const LOADING_TIMEOUT = 3000;
/**
 * The address follows the frame this long after a page loads. Each page the
 * frame opens is its own history entry (the frame's), so the address is
 * replaced, never pushed: Back and Forward move the frame, and the address
 * follows it.
 */
export const ADDRESS_UPDATE_DELAY = 600;
/** `data.type` of the message a framed page posts to toggle full screen. */
export const FULL_SCREEN_MESSAGE = 'uipress/window/fullscreen';
/**
 * How long an unreadable frame has to answer through its bridge before the
 * window loads the page itself (spec: "if the frame cannot be read").
 */
export const BRIDGE_WAIT = 1500;

interface FrameView {
	url: string;
	doc: Document;
}

/**
 * The frame's page, or null when it cannot be read (another origin).
 *
 * @param frame The frame.
 */
function readFrame( frame: HTMLIFrameElement ): FrameView | null {
	try {
		const win = frame.contentWindow;
		const doc = frame.contentDocument;
		if ( ! win || ! doc ) {
			return null;
		}
		return { url: win.location.href, doc };
	} catch {
		return null;
	}
}

function navigateWindow( url: string ): void {
	window.location.assign( url );
}

/**
 * The page content block: admin pages in a frame (spec: page content block).
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode: the builder never leaves its page.
 */
export default function ContentFrame( { options, mode }: BlockComponentProps ) {
	const runtime = useMemo( readRuntime, [] );
	const adminUrl = useMemo(
		() => runtime?.site.adminUrl ?? adminBaseUrl(),
		[ runtime ]
	);
	const stripped = runtime?.strippedParams.length
		? runtime.strippedParams
		: DEFAULT_STRIPPED_PARAMS;
	const fullScreenUrls = useMemo(
		() => runtime?.fullScreenUrls ?? [],
		[ runtime ]
	);
	const windowPages = useMemo(
		() => runtime?.windowPages ?? [],
		[ runtime ]
	);
	const startUrl = runtime?.frameUrl || resolveAdminUrl( '', adminUrl );
	const builder = mode === 'builder';
	const disableFullScreen = options.disableFullScreen === true;
	const hideLoader = options.hideLoader === true;
	// Front-end reload (on by default): the site's own pages outside the
	// admin take the whole window; off, they show in the frame too.
	const framesFrontEnd = options.frontEndReload === false;
	const framed = useCallback(
		( url: string ) =>
			isAdminUrl( url, adminUrl ) ||
			( framesFrontEnd && isSameSite( url, adminUrl ) ),
		[ adminUrl, framesFrontEnd ]
	);

	const frameRef = useRef< HTMLIFrameElement | null >( null );
	// The first page, when the interface page started loading it already.
	const [ earlyFrame ] = useState( () =>
		builder ? null : findEarlyFrame( startUrl )
	);
	const earlyHolder = useRef< HTMLDivElement >( null );
	const requested = useRef( startUrl );
	const loadingTimer = useRef< ReturnType< typeof setTimeout > >();
	const addressTimer = useRef< ReturnType< typeof setTimeout > >();
	const [ initialSrc ] = useState( () => framedUrl( startUrl ) );
	const [ loading, setLoading ] = useState( true );
	const [ rendered, setRendered ] = useState( false );
	const fullScreen = useFlag( fullScreenFlag );

	const finishLoading = useCallback( ( url?: string ) => {
		clearTimeout( loadingTimer.current );
		setLoading( false );
		dispatchPageEvent( PAGE_EVENTS.loadFinish, { url } );
	}, [] );

	const startLoading = useCallback(
		( url?: string ) => {
			clearTimeout( loadingTimer.current );
			setLoading( true );
			dispatchPageEvent( PAGE_EVENTS.loadStart, { url } );
			loadingTimer.current = setTimeout(
				() => finishLoading( url ),
				LOADING_TIMEOUT
			);
		},
		[ finishLoading ]
	);

	const load = useCallback(
		( url: string ) => {
			if (
				! builder &&
				( opensInWindow( url, windowPages ) || ! framed( url ) )
			) {
				navigateWindow( url );
				return;
			}
			requested.current = url;
			startLoading( stripParams( url, stripped ) );
			if ( frameRef.current ) {
				frameRef.current.src = framedUrl( url );
			}
		},
		[ builder, framed, startLoading, stripped, windowPages ]
	);

	const setFullScreen = useCallback(
		( on: boolean ) => {
			if ( ! disableFullScreen ) {
				fullScreenFlag.set( on );
			}
		},
		[ disableFullScreen ]
	);

	// Leaves full screen on Escape, unless the user is typing.
	const onKeyDown = useCallback( ( event: KeyboardEvent ) => {
		if (
			event.key === 'Escape' &&
			fullScreenFlag.get() &&
			! isTypingTarget( event.target )
		) {
			fullScreenFlag.set( false );
		}
	}, [] );

	const onFrameClick = useCallback(
		( event: MouseEvent, pageUrl: string ) => {
			const link = clickedLink( event, pageUrl, adminUrl, windowPages );
			if ( ! link ) {
				return;
			}
			const { anchor, decision } = link;
			if ( decision === 'ignore' ) {
				return;
			}
			event.preventDefault();
			if ( decision === 'window' ) {
				// load() sends it to the window unless the front end is framed.
				if ( ! builder ) {
					load( anchor.href );
				}
				return;
			}
			load( anchor.href );
		},
		[ adminUrl, builder, load, windowPages ]
	);

	/**
	 * A page is showing at `url` with `title`: the document title,
	 * breadcrumbs, the admin menu's active entry (`uipress/page/location`),
	 * forced full screen and, a moment later, the address follow it. Called
	 * for every location a readable frame or a bridge reports: loads,
	 * redirects after a form, the history API. Returns false when the page
	 * left the frame for the whole window.
	 */
	const showPage = useCallback(
		( url: string, title: string, menuUrl?: string ): boolean => {
			const shown = stripParams( url, stripped );
			if ( ! builder && ! framed( url ) ) {
				// Front-end reload: a page outside the frame takes the window.
				navigateWindow( shown );
				return false;
			}
			requested.current = url;
			if ( title ) {
				document.title = title;
				// WordPress titles read "Page ‹ Site — WordPress".
				const pageName = title.split( ' ‹ ' )[ 0 ]?.trim() ?? '';
				dispatchPageEvent( PAGE_EVENTS.breadcrumbsUpdate, {
					crumbs: pageName ? [ { name: pageName, url: shown } ] : [],
				} );
			}
			dispatchPageEvent( PAGE_EVENTS.location, {
				url: shown,
				title,
				...( menuUrl ? { menuUrl } : {} ),
			} );
			if ( builder ) {
				return true;
			}
			if ( isForcedFullScreen( shown, fullScreenUrls ) ) {
				setFullScreen( true );
			}
			clearTimeout( addressTimer.current );
			addressTimer.current = setTimeout( () => {
				// A framed front-end page keeps the last admin address, so
				// a reload still opens the interface.
				if (
					window.location.href !== shown &&
					isAdminUrl( shown, adminUrl )
				) {
					window.history.replaceState(
						{ uipress: shown },
						'',
						shown
					);
				}
			}, ADDRESS_UPDATE_DELAY );
			return true;
		},
		[ adminUrl, builder, framed, fullScreenUrls, setFullScreen, stripped ]
	);

	/** The page in the frame is there to use: the loading state ends. */
	const markReady = useCallback(
		( url: string ) => {
			// In the same task as the load, not a render later.
			flushSync( () => {
				setRendered( true );
				setLoading( false );
			} );
			finishLoading( stripParams( url, stripped ) );
		},
		[ finishLoading, stripped ]
	);

	// Whether the frame's current page has a bridge that spoke, and the wait
	// for one when the frame cannot be read.
	const bridgeAnswered = useRef( false );
	const bridgeTimer = useRef< ReturnType< typeof setTimeout > >();

	const onLoad = useCallback( () => {
		const frame = frameRef.current;
		if ( ! frame ) {
			return;
		}
		const view = readFrame( frame );
		if ( ! view ) {
			// Isolated (WordPress 7.1's block editor) or another origin: the
			// page's bridge reports instead. Without one, the window loads it.
			if ( bridgeAnswered.current ) {
				markReady( requested.current );
				return;
			}
			clearTimeout( bridgeTimer.current );
			bridgeTimer.current = setTimeout( () => {
				if ( bridgeAnswered.current ) {
					return;
				}
				finishLoading();
				if ( ! builder ) {
					navigateWindow(
						stripParams( requested.current, stripped )
					);
				}
			}, BRIDGE_WAIT );
			return;
		}
		if ( view.url === 'about:blank' ) {
			return;
		}
		if (
			! showPage(
				view.url,
				view.doc.title,
				currentMenuUrl( view.doc ) || undefined
			)
		) {
			return;
		}
		view.doc.addEventListener( 'click', ( event ) =>
			onFrameClick( event, view.url )
		);
		view.doc.addEventListener( 'keydown', onKeyDown );
		view.doc.defaultView?.addEventListener( 'pagehide', () =>
			startLoading()
		);
		markReady( view.url );
	}, [
		builder,
		finishLoading,
		markReady,
		onFrameClick,
		onKeyDown,
		showPage,
		startLoading,
		stripped,
	] );

	// The early frame moves into place before the first paint; its load
	// event (if still to come) runs the latest onLoad.
	const onLoadRef = useRef( onLoad );
	onLoadRef.current = onLoad;
	useLayoutEffect( () => {
		if ( ! earlyFrame || ! earlyHolder.current ) {
			return;
		}
		adoptEarlyFrame( earlyFrame, earlyHolder.current );
		earlyFrame.className = 'uip-content-frame__frame';
		earlyFrame.title = __( 'Page content', 'uipress' );
		frameRef.current = earlyFrame;
		const listener = () => onLoadRef.current();
		earlyFrame.addEventListener( 'load', listener );
		return () => earlyFrame.removeEventListener( 'load', listener );
	}, [ earlyFrame ] );

	/**
	 * A message from the frame's bridge (src/frame-bridge).
	 *
	 * @param message The checked message.
	 */
	const onFrameMessage = useCallback(
		( message: FrameMessage ) => {
			// A readable frame's load is followed by onLoad; its bridge only
			// adds what onLoad cannot see (history API moves, title changes).
			const readable =
				frameRef.current !== null &&
				readFrame( frameRef.current ) !== null;
			switch ( message.type ) {
				case 'uipress/frame/loadstart':
					bridgeAnswered.current = false;
					if ( ! readable ) {
						startLoading();
					}
					return;
				case 'uipress/frame/location':
					bridgeAnswered.current = true;
					clearTimeout( bridgeTimer.current );
					showPage( message.url, message.title, message.menuUrl );
					return;
				case 'uipress/frame/loadfinish':
					bridgeAnswered.current = true;
					clearTimeout( bridgeTimer.current );
					if ( ! readable ) {
						showPage( message.url, message.title, message.menuUrl );
						markReady( message.url );
					}
					return;
				case 'uipress/frame/leave':
					if ( ! builder ) {
						navigateWindow( message.url );
					}
					return;
				case 'uipress/frame/escape':
					if ( fullScreenFlag.get() ) {
						fullScreenFlag.set( false );
					}
					return;
				case 'uipress/frame/postsaved':
					dispatchPageEvent( PAGE_EVENTS.postSaved, {} );
					return;
				case 'uipress/darkmode/toggle':
					if ( ! builder ) {
						dispatchPageEvent( PAGE_EVENTS.darkModeToggle, {} );
					}
					return;
				case 'uipress/menu/togglecollapse':
					if ( ! builder ) {
						dispatchPageEvent( PAGE_EVENTS.menuToggleCollapse, {} );
					}
					return;
				case 'uipress/window/fullscreen':
					setFullScreen(
						message.fullScreen ?? ! fullScreenFlag.get()
					);
			}
		},
		[ builder, markReady, setFullScreen, showPage, startLoading ]
	);

	usePageEvent( PAGE_EVENTS.pageChange, ( detail ) => {
		// An empty relative URL is the admin home (the "Admin" breadcrumb).
		if ( typeof detail.url === 'string' ) {
			load( resolveAdminUrl( detail.url, adminUrl ) );
		}
	} );

	usePageEvent( PAGE_EVENTS.fullScreen, ( detail ) => {
		setFullScreen(
			toggledValue( detail, 'fullScreen', fullScreenFlag.get() )
		);
	} );

	useEffect( () => {
		document.addEventListener( 'keydown', onKeyDown );
		const onMessage = ( event: MessageEvent ) => {
			if (
				! isTrustedSource(
					event,
					frameRef.current?.contentWindow,
					window.location.origin
				)
			) {
				return;
			}
			const message = parseFrameMessage( event.data );
			if ( message ) {
				onFrameMessage( message );
			}
		};
		window.addEventListener( 'message', onMessage );
		return () => {
			document.removeEventListener( 'keydown', onKeyDown );
			window.removeEventListener( 'message', onMessage );
		};
	}, [ onFrameMessage, onKeyDown ] );

	usePageEvent( PAGE_EVENTS.commandPalette, () => {
		const frame = frameRef.current;
		if ( ! frame?.contentWindow ) {
			return;
		}
		// Focus goes into the frame first, so the palette's field can take it.
		frame.focus();
		frame.contentWindow.postMessage(
			{ type: 'uipress/frame/commandpalette' },
			window.location.origin
		);
	} );

	useEffect( () => {
		startLoading( stripParams( requested.current, stripped ) );
		const timers = {
			loading: loadingTimer,
			address: addressTimer,
			bridge: bridgeTimer,
		};
		return () => {
			clearTimeout( timers.loading.current );
			clearTimeout( timers.address.current );
			clearTimeout( timers.bridge.current );
		};
		// Only the first page: later loads start on navigation.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// An early frame whose page loaded before the block took it had its
	// load event already.
	useEffect( () => {
		if ( earlyFrame && hasLoaded( earlyFrame ) ) {
			onLoadRef.current();
		}
	}, [ earlyFrame ] );

	useEffect( () => {
		if ( disableFullScreen && fullScreenFlag.get() ) {
			fullScreenFlag.set( false );
		}
	}, [ disableFullScreen ] );

	const isFull = fullScreen && ! disableFullScreen;
	const classes = [
		'uip-content-frame',
		isFull ? 'uip-content-frame--fullscreen' : '',
		loading ? 'uip-content-frame--loading' : '',
		rendered ? 'uip-content-frame--rendered' : '',
	]
		.filter( Boolean )
		.join( ' ' );

	// The page content is the interface's main landmark (the builder has its own).
	const Root = builder ? 'div' : 'main';
	return (
		<Root
			className={ classes }
			data-uip-frame-state={ loading ? 'loading' : 'ready' }
		>
			{ earlyFrame ? (
				// The early frame goes in here (display: contents, so it is
				// laid out as the frame itself).
				<div ref={ earlyHolder } className="uip-content-frame__early" />
			) : (
				<iframe
					ref={ frameRef }
					className="uip-content-frame__frame"
					title={ __( 'Page content', 'uipress' ) }
					src={ initialSrc }
					onLoad={ onLoad }
				/>
			) }
			{ loading && ! hideLoader && (
				<div className="uip-content-frame__loader">
					<LoadingSpinner />
				</div>
			) }
			{ ! disableFullScreen && (
				<IconButton
					className="uip-content-frame__fullscreen"
					label={
						isFull
							? __( 'Exit full screen', 'uipress' )
							: __( 'Enter full screen', 'uipress' )
					}
					onClick={ () => setFullScreen( ! fullScreenFlag.get() ) }
				>
					<BlockIcon
						name={ isFull ? 'close_fullscreen' : 'open_in_full' }
					/>
				</IconButton>
			) }
		</Root>
	);
}
