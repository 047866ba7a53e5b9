/**
 * WordPress dependencies
 */
import {
	flushSync,
	useCallback,
	useEffect,
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
import { IconButton } from '../../engine/ui';
import { adminBaseUrl } from '../../runtime/admin-base';
import {
	PAGE_EVENTS,
	dispatchPageEvent,
	toggledValue,
	usePageEvent,
} from '../../runtime/events';
import { fullScreenFlag, useFlag } from '../../runtime/flag';
import {
	DEFAULT_STRIPPED_PARAMS,
	decideLink,
	framedUrl,
	isAdminUrl,
	isForcedFullScreen,
	isPageBuilderUrl,
	resolveAdminUrl,
	stripParams,
} from '../../runtime/frame-url';
import { readRuntime } from '../../runtime/runtime-config';
import BlockIcon from '../shared/block-icon';
import './content-frame.scss';

/** Loading is forced off after this long (spec: loading timeout). */
export const LOADING_TIMEOUT = 3000;
/** The address is pushed to history this long after a page loads. */
export const ADDRESS_UPDATE_DELAY = 600;
/** `data.type` of the message a framed page posts to toggle full screen. */
export const FULL_SCREEN_MESSAGE = 'uipress/window/fullscreen';

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

/**
 * Whether a keyboard event comes from a field the user types in.
 *
 * @param target The event target.
 */
function isTyping( target: EventTarget | null ): boolean {
	const element = target as HTMLElement | null;
	if ( ! element || typeof element.tagName !== 'string' ) {
		return false;
	}
	return (
		[ 'INPUT', 'TEXTAREA', 'SELECT' ].includes( element.tagName ) ||
		element.isContentEditable === true
	);
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
	const startUrl = runtime?.frameUrl || resolveAdminUrl( '', adminUrl );
	const builder = mode === 'builder';
	const disableFullScreen = options.disableFullScreen === true;
	const hideLoader = options.hideLoader === true;

	const frameRef = useRef< HTMLIFrameElement >( null );
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
				( isPageBuilderUrl( url ) || ! isAdminUrl( url, adminUrl ) )
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
		[ adminUrl, builder, startLoading, stripped ]
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
			! isTyping( event.target )
		) {
			fullScreenFlag.set( false );
		}
	}, [] );

	const onFrameClick = useCallback(
		( event: MouseEvent, pageUrl: string ) => {
			if (
				event.defaultPrevented ||
				event.button !== 0 ||
				event.metaKey ||
				event.ctrlKey ||
				event.shiftKey ||
				event.altKey
			) {
				return;
			}
			const target = event.target as Element | null;
			const anchor =
				target && typeof target.closest === 'function'
					? ( target.closest( 'a' ) as HTMLAnchorElement | null )
					: null;
			if ( ! anchor ) {
				return;
			}
			const decision = decideLink(
				{
					href: anchor.getAttribute( 'href' ),
					target: anchor.getAttribute( 'target' ),
					role: anchor.getAttribute( 'role' ),
					resolved: anchor.href,
					pageUrl,
				},
				adminUrl
			);
			if ( decision === 'ignore' ) {
				return;
			}
			event.preventDefault();
			if ( decision === 'window' ) {
				if ( ! builder ) {
					navigateWindow( anchor.href );
				}
				return;
			}
			load( anchor.href );
		},
		[ adminUrl, builder, load ]
	);

	const onLoad = useCallback( () => {
		const frame = frameRef.current;
		if ( ! frame ) {
			return;
		}
		const view = readFrame( frame );
		if ( ! view ) {
			finishLoading();
			if ( ! builder ) {
				navigateWindow( stripParams( requested.current, stripped ) );
			}
			return;
		}
		if ( view.url === 'about:blank' ) {
			return;
		}
		const shown = stripParams( view.url, stripped );
		if ( ! builder && ! isAdminUrl( view.url, adminUrl ) ) {
			// Front-end reload: a page outside the admin takes the window.
			navigateWindow( shown );
			return;
		}
		requested.current = view.url;
		if ( view.doc.title ) {
			document.title = view.doc.title;
			// WordPress titles read "Page ‹ Site — WordPress".
			const pageName = view.doc.title.split( ' ‹ ' )[ 0 ]?.trim() ?? '';
			dispatchPageEvent( PAGE_EVENTS.breadcrumbsUpdate, {
				crumbs: pageName ? [ { name: pageName, url: shown } ] : [],
			} );
		}
		view.doc.addEventListener( 'click', ( event ) =>
			onFrameClick( event, view.url )
		);
		view.doc.addEventListener( 'keydown', onKeyDown );
		view.doc.defaultView?.addEventListener( 'pagehide', () =>
			startLoading()
		);
		// The loading indicator goes in the frame the page finished loading,
		// not a render later: the page is there to use from this moment.
		flushSync( () => {
			setRendered( true );
			setLoading( false );
		} );
		finishLoading( shown );
		if ( builder ) {
			return;
		}
		if ( isForcedFullScreen( shown, fullScreenUrls ) ) {
			setFullScreen( true );
		}
		clearTimeout( addressTimer.current );
		addressTimer.current = setTimeout( () => {
			if ( window.location.href !== shown ) {
				window.history.pushState( { uipress: shown }, '', shown );
			}
		}, ADDRESS_UPDATE_DELAY );
	}, [
		adminUrl,
		builder,
		finishLoading,
		fullScreenUrls,
		onFrameClick,
		onKeyDown,
		setFullScreen,
		startLoading,
		stripped,
	] );

	usePageEvent( PAGE_EVENTS.pageChange, ( detail ) => {
		if ( typeof detail.url === 'string' && detail.url !== '' ) {
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
			const data = event.data as { type?: unknown; fullScreen?: unknown };
			if (
				event.origin !== window.location.origin ||
				typeof data !== 'object' ||
				data === null ||
				data.type !== FULL_SCREEN_MESSAGE
			) {
				return;
			}
			setFullScreen(
				typeof data.fullScreen === 'boolean'
					? data.fullScreen
					: ! fullScreenFlag.get()
			);
		};
		window.addEventListener( 'message', onMessage );
		return () => {
			document.removeEventListener( 'keydown', onKeyDown );
			window.removeEventListener( 'message', onMessage );
		};
	}, [ onKeyDown, setFullScreen ] );

	useEffect( () => {
		startLoading( stripParams( requested.current, stripped ) );
		const timers = { loading: loadingTimer, address: addressTimer };
		return () => {
			clearTimeout( timers.loading.current );
			clearTimeout( timers.address.current );
		};
		// Only the first page: later loads start on navigation.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

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

	return (
		<div
			className={ classes }
			data-uip-frame-state={ loading ? 'loading' : 'ready' }
		>
			<iframe
				ref={ frameRef }
				className="uip-content-frame__frame"
				title={ __( 'Page content', 'uipress' ) }
				src={ initialSrc }
				onLoad={ onLoad }
			/>
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
		</div>
	);
}
