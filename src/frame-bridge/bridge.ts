/**
 * The bridge of a framed admin page: tells the interface around it where the
 * page is and what it asks for, and takes the interface's requests (dark
 * mode, the command palette, Screen Options and Help). Needed where the
 * interface cannot read the frame (WordPress 7.1 isolates the block
 * editor); harmless where it can.
 * Message types: src/runtime/frame-messages.ts.
 */

/**
 * Internal dependencies
 */
import {
	type FrameMessage,
	isTrustedSource,
	parseInterfaceMessage,
} from '../runtime/frame-messages';
import { clickedLink } from '../runtime/frame-links';
import { currentMenuUrl, isOtherScreen } from '../runtime/frame-menu';
import { isTypingTarget } from '../runtime/typing';

/** What WordPress puts on `window` that the bridge may use. */
interface WordPressGlobals {
	/** Calls back once the palette is loaded (Runtime\FramedPalette). */
	uipressLaterPalette?: ( then: () => void ) => void;
	wp?: {
		data?: {
			dispatch?: ( store: string ) => { open?: () => void } | undefined;
			select?: ( store: string ) => WordPressSelectors | undefined;
			subscribe?: ( listener: () => void ) => () => void;
		};
	};
}

/** The selectors of `core/editor` and `core` the bridge reads. */
interface WordPressSelectors {
	isSavingPost?: () => boolean;
	didPostSaveRequestSucceed?: () => boolean;
	getCurrentPostType?: () => string | undefined;
	getPostType?: (
		type: string
	) => { labels?: { edit_item?: unknown } } | undefined;
}

/**
 * The title core prints for the post being edited ("Edit Post ‹ Site —
 * WordPress") when the block editor's page moved from `post-new.php` to
 * `post.php`: the document keeps the "Add Post" title it was printed with.
 * Null outside the block editor or before its post type is known.
 *
 * @param win   The page's window.
 * @param title The document's title.
 */
function editedPostTitle( win: Window, title: string ): string | null {
	const data = ( win as Window & WordPressGlobals ).wp?.data;
	const type = data?.select?.( 'core/editor' )?.getCurrentPostType?.();
	const label = type
		? data?.select?.( 'core' )?.getPostType?.( type )?.labels?.edit_item
		: undefined;
	if ( typeof label !== 'string' || ! label ) {
		return null;
	}
	const rest = title.split( ' ‹ ' ).slice( 1 ).join( ' ‹ ' );
	return rest ? `${ label } ‹ ${ rest }` : label;
}

/**
 * Starts the bridge in a framed page. Does nothing in a top-level window.
 *
 * @param win         The page's window.
 * @param adminUrl    The admin base URL, e.g. `https://example.com/wp-admin/`.
 * @param windowPages `page` slugs of admin.php that open in the whole window.
 * @return Stops it.
 */
export function startBridge(
	win: Window,
	adminUrl: string,
	windowPages: readonly string[] = []
): () => void {
	if ( win.parent === win ) {
		return () => {};
	}
	const doc = win.document;
	const origin = win.location.origin;
	const post = ( message: FrameMessage ) =>
		win.parent.postMessage( message, origin );

	// The screen the page was printed for: a move to another one by the
	// history API leaves the page's title and menu behind.
	const printedUrl = win.location.href;
	const where = () => {
		const url = win.location.href;
		const moved = isOtherScreen( printedUrl, url );
		const menuUrl = currentMenuUrl( doc, moved );
		return {
			url,
			title: ( moved && editedPostTitle( win, doc.title ) ) || doc.title,
			...( menuUrl ? { menuUrl } : {} ),
		};
	};

	let lastReport = '';
	const reportLocation = () => {
		const location = where();
		// The page's own title follows too, as after a reload.
		if ( location.title !== doc.title ) {
			doc.title = location.title;
		}
		const report = JSON.stringify( location );
		if ( report !== lastReport ) {
			lastReport = report;
			post( { type: 'uipress/frame/location', ...location } );
		}
	};

	// The block editor moves from post-new.php to post.php?post=N by
	// history.replaceState: the interface must hear of it.
	const history = win.history;
	const originals = {
		pushState: history.pushState,
		replaceState: history.replaceState,
	};
	( [ 'pushState', 'replaceState' ] as const ).forEach( ( method ) => {
		history[ method ] = function (
			this: History,
			...args: Parameters< History[ typeof method ] >
		) {
			originals[ method ].apply( this, args );
			reportLocation();
		};
	} );

	const titles = new MutationObserver( reportLocation );
	const watchTitle = () => {
		if ( doc.head ) {
			titles.observe( doc.head, {
				subtree: true,
				childList: true,
				characterData: true,
			} );
		}
	};

	const onReady = () => {
		watchTitle();
		reportLocation();
	};
	// The block editor saves (and publishes) without loading a page: the
	// interface's post lists hear of each save (autosaves too: a draft's
	// autosave is a save of the post).
	let stopWatchingSaves: ( () => void ) | undefined;
	const watchSaves = () => {
		const data = ( win as Window & WordPressGlobals ).wp?.data;
		let saving = false;
		stopWatchingSaves = data?.subscribe?.( () => {
			const editor = data.select?.( 'core/editor' );
			const now = !! editor?.isSavingPost?.();
			if ( saving && ! now && editor?.didPostSaveRequestSucceed?.() ) {
				post( { type: 'uipress/frame/postsaved' } );
			}
			saving = now;
		} );
	};
	const onLoad = () => {
		post( { type: 'uipress/frame/loadfinish', ...where() } );
		watchSaves();
	};
	const onLeave = () => post( { type: 'uipress/frame/loadstart' } );
	const openPalette = () => {
		const page = win as Window & WordPressGlobals;
		const open = () =>
			page.wp?.data?.dispatch?.( 'core/commands' )?.open?.();
		// The frame's palette loads after the page, or when asked for.
		( page.uipressLaterPalette ?? ( ( then ) => then() ) )( open );
	};

	const onClick = ( event: MouseEvent ) => {
		const link = clickedLink(
			event,
			win.location.href,
			adminUrl,
			windowPages
		);
		// Admin pages open in the frame by themselves (the server frames any
		// page the browser loads into a frame).
		if ( link?.decision === 'window' ) {
			event.preventDefault();
			post( { type: 'uipress/frame/leave', url: link.anchor.href } );
		}
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && ! isTypingTarget( event.target ) ) {
			post( { type: 'uipress/frame/escape' } );
		}
	};

	const onMessage = ( event: MessageEvent ) => {
		if ( ! isTrustedSource( event, win.parent, origin ) ) {
			return;
		}
		const message = parseInterfaceMessage( event.data );
		if ( message?.type === 'uipress/frame/darkmode' ) {
			if ( message.dark ) {
				doc.documentElement.setAttribute( 'data-theme', 'dark' );
			} else {
				doc.documentElement.removeAttribute( 'data-theme' );
			}
		} else if ( message?.type === 'uipress/frame/screenmeta' ) {
			doc.getElementById( message.link )?.click();
		} else if ( message?.type === 'uipress/frame/commandpalette' ) {
			// Asked for while the page still loads (its palette comes with
			// its last scripts): opened once it has loaded.
			if ( doc.readyState === 'complete' ) {
				openPalette();
			} else {
				win.addEventListener( 'load', openPalette, { once: true } );
			}
		}
	};

	if ( doc.readyState === 'loading' ) {
		doc.addEventListener( 'DOMContentLoaded', onReady );
	} else {
		onReady();
	}
	if ( doc.readyState === 'complete' ) {
		onLoad();
	} else {
		win.addEventListener( 'load', onLoad );
	}
	win.addEventListener( 'pagehide', onLeave );
	win.addEventListener( 'popstate', reportLocation );
	win.addEventListener( 'hashchange', reportLocation );
	win.addEventListener( 'message', onMessage );
	doc.addEventListener( 'click', onClick );
	doc.addEventListener( 'keydown', onKeyDown );

	return () => {
		stopWatchingSaves?.();
		history.pushState = originals.pushState;
		history.replaceState = originals.replaceState;
		titles.disconnect();
		doc.removeEventListener( 'DOMContentLoaded', onReady );
		win.removeEventListener( 'load', onLoad );
		win.removeEventListener( 'load', openPalette );
		win.removeEventListener( 'pagehide', onLeave );
		win.removeEventListener( 'popstate', reportLocation );
		win.removeEventListener( 'hashchange', reportLocation );
		win.removeEventListener( 'message', onMessage );
		doc.removeEventListener( 'click', onClick );
		doc.removeEventListener( 'keydown', onKeyDown );
	};
}
