/**
 * Internal dependencies
 */
import { startBridge } from '../bridge';

const ADMIN = `${ window.location.origin }/wp-admin/`;

/**
 * The test's window plays the framed page; a second window (an iframe's)
 * plays the interface around it.
 */
function setUp() {
	const holder = document.createElement( 'iframe' );
	document.body.appendChild( holder );
	const parent = holder.contentWindow as Window;
	const sent: unknown[] = [];
	const post = jest
		.spyOn( parent, 'postMessage' )
		.mockImplementation( ( message: unknown ) => {
			sent.push( message );
		} );
	const parentGetter = jest
		.spyOn( window, 'parent', 'get' )
		.mockReturnValue( parent as Window & typeof globalThis );
	document.title = 'Posts ‹ My site';
	const stop = startBridge( window, ADMIN );
	return {
		parent,
		sent,
		post,
		tearDown() {
			stop();
			parentGetter.mockRestore();
			holder.remove();
			document.documentElement.removeAttribute( 'data-theme' );
		},
	};
}

function fromParent( data: unknown, source: Window, origin?: string ) {
	window.dispatchEvent(
		new MessageEvent( 'message', {
			data,
			source,
			origin: origin ?? window.location.origin,
		} )
	);
}

describe( 'frame bridge', () => {
	it( 'does nothing in a top-level window', () => {
		const post = jest.spyOn( window, 'postMessage' );
		const stop = startBridge( window, ADMIN );
		window.history.replaceState( {}, '', '/wp-admin/edit.php' );
		expect( post ).not.toHaveBeenCalled();
		stop();
		post.mockRestore();
	} );

	it( 'reports the location and title at once, to its own origin only', () => {
		const bridge = setUp();
		expect( bridge.post ).toHaveBeenCalledWith(
			{
				type: 'uipress/frame/location',
				url: window.location.href,
				title: 'Posts ‹ My site',
			},
			window.location.origin
		);
		bridge.tearDown();
	} );

	it( 'reports moves by the history API and title changes, once each', async () => {
		const bridge = setUp();
		bridge.sent.length = 0;
		window.history.replaceState(
			{},
			'',
			'/wp-admin/post.php?post=11&action=edit'
		);
		window.history.replaceState(
			{},
			'',
			'/wp-admin/post.php?post=11&action=edit'
		);
		expect( bridge.sent ).toEqual( [
			{
				type: 'uipress/frame/location',
				url: `${ ADMIN }post.php?post=11&action=edit`,
				title: 'Posts ‹ My site',
			},
		] );
		document.title = 'Edit Post “Hello” ‹ My site';
		// The title is watched with a MutationObserver (a microtask later).
		await Promise.resolve();
		expect( bridge.sent.at( -1 ) ).toEqual( {
			type: 'uipress/frame/location',
			url: `${ ADMIN }post.php?post=11&action=edit`,
			title: 'Edit Post “Hello” ‹ My site',
		} );
		bridge.tearDown();
	} );

	it( 'reports the menu entry WordPress marks, and the editor’s move to post.php with the title core prints there', () => {
		window.history.replaceState( {}, '', '/wp-admin/post-new.php' );
		document.body.innerHTML = `<ul id="adminmenu">
			<li class="wp-has-current-submenu"><a href="edit.php">Posts</a>
				<ul class="wp-submenu">
					<li><a href="edit.php">All Posts</a></li>
					<li class="current"><a href="post-new.php">Add Post</a></li>
				</ul>
			</li>
		</ul>`;
		const select = ( store: string ) =>
			store === 'core/editor'
				? { getCurrentPostType: () => 'post' }
				: {
						getPostType: ( type: string ) =>
							type === 'post'
								? { labels: { edit_item: 'Edit Post' } }
								: undefined,
					};
		( window as unknown as { wp: unknown } ).wp = { data: { select } };
		const bridge = setUp();
		document.title = 'Add Post ‹ My site';
		bridge.sent.length = 0;
		window.history.replaceState(
			{},
			'',
			'/wp-admin/post-new.php?wp-post-new-reload=true'
		);
		// The same screen: its own menu mark holds.
		expect( bridge.sent.at( -1 ) ).toEqual( {
			type: 'uipress/frame/location',
			url: `${ ADMIN }post-new.php?wp-post-new-reload=true`,
			title: 'Add Post ‹ My site',
			menuUrl: `${ ADMIN }post-new.php`,
		} );
		window.history.replaceState(
			{},
			'',
			'/wp-admin/post.php?post=12&action=edit'
		);
		// Another screen: the top-level entry, and core's title for it.
		expect( bridge.sent.at( -1 ) ).toEqual( {
			type: 'uipress/frame/location',
			url: `${ ADMIN }post.php?post=12&action=edit`,
			title: 'Edit Post ‹ My site',
			menuUrl: `${ ADMIN }edit.php`,
		} );
		expect( document.title ).toBe( 'Edit Post ‹ My site' );
		bridge.tearDown();
		delete ( window as unknown as { wp?: unknown } ).wp;
		document.body.innerHTML = '';
	} );

	it( 'reports each post the block editor saved without loading a page', () => {
		let listener = () => {};
		const editor = { saving: false, succeeded: true };
		const unsubscribe = jest.fn();
		( window as unknown as { wp: unknown } ).wp = {
			data: {
				select: () => ( {
					isSavingPost: () => editor.saving,
					didPostSaveRequestSucceed: () => editor.succeeded,
				} ),
				subscribe: ( callback: () => void ) => {
					listener = callback;
					return unsubscribe;
				},
			},
		};
		const bridge = setUp();
		const saved = () =>
			bridge.sent.filter(
				( message ) =>
					( message as { type: string } ).type ===
					'uipress/frame/postsaved'
			).length;

		listener(); // Any change while no save runs says nothing.
		editor.saving = true;
		listener();
		expect( saved() ).toBe( 0 );
		editor.saving = false;
		listener();
		expect( saved() ).toBe( 1 );
		listener();
		expect( saved() ).toBe( 1 );
		// A save that failed changed nothing.
		editor.saving = true;
		listener();
		editor.succeeded = false;
		editor.saving = false;
		listener();
		expect( saved() ).toBe( 1 );

		bridge.tearDown();
		expect( unsubscribe ).toHaveBeenCalled();
		delete ( window as unknown as { wp?: unknown } ).wp;
	} );

	it( 'reports leaving the page, and Escape outside fields', () => {
		const bridge = setUp();
		window.dispatchEvent( new Event( 'pagehide' ) );
		expect( bridge.sent.at( -1 ) ).toEqual( {
			type: 'uipress/frame/loadstart',
		} );
		const input = document.createElement( 'input' );
		document.body.appendChild( input );
		input.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( bridge.sent.at( -1 ) ).toEqual( {
			type: 'uipress/frame/loadstart',
		} );
		document.body.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( bridge.sent.at( -1 ) ).toEqual( {
			type: 'uipress/frame/escape',
		} );
		input.remove();
		bridge.tearDown();
	} );

	it( 'passes links that must leave the frame to the interface and lets admin links go', () => {
		const bridge = setUp();
		document.body.innerHTML = `<a href="https://wordpress.org/">Out</a><a href="${ ADMIN }users.php">Users</a><a href="${ ADMIN }site-editor.php">Editor</a>`;
		const [ out, users, siteEditor ] = Array.from(
			document.querySelectorAll( 'a' )
		);
		const click = ( link?: HTMLAnchorElement ) => {
			const event = new MouseEvent( 'click', {
				bubbles: true,
				cancelable: true,
			} );
			link?.dispatchEvent( event );
			return event.defaultPrevented;
		};
		expect( click( out ) ).toBe( true );
		expect( bridge.sent.at( -1 ) ).toEqual( {
			type: 'uipress/frame/leave',
			url: 'https://wordpress.org/',
		} );
		expect( click( siteEditor ) ).toBe( true );
		expect( bridge.sent.at( -1 ) ).toEqual( {
			type: 'uipress/frame/leave',
			url: `${ ADMIN }site-editor.php`,
		} );
		const before = bridge.sent.length;
		// jsdom does not navigate; the default action is simply not prevented.
		users?.addEventListener( 'click', ( event ) => event.preventDefault() );
		click( users );
		expect( bridge.sent ).toHaveLength( before );
		document.body.innerHTML = '';
		bridge.tearDown();
	} );

	it( 'turns dark mode on and off and opens the command palette when the interface asks', () => {
		const bridge = setUp();
		const open = jest.fn();
		( window as Window & { wp?: unknown } ).wp = {
			data: { dispatch: () => ( { open } ) },
		};
		fromParent(
			{ type: 'uipress/frame/darkmode', dark: true },
			bridge.parent
		);
		expect( document.documentElement ).toHaveAttribute(
			'data-theme',
			'dark'
		);
		fromParent( { type: 'uipress/frame/commandpalette' }, bridge.parent );
		expect( open ).toHaveBeenCalledTimes( 1 );
		fromParent(
			{ type: 'uipress/frame/darkmode', dark: false },
			bridge.parent
		);
		expect( document.documentElement ).not.toHaveAttribute( 'data-theme' );
		delete ( window as Window & { wp?: unknown } ).wp;
		bridge.tearDown();
	} );

	it( 'opens and closes Screen Options and Help by clicking WordPress’s links when the interface asks', () => {
		const bridge = setUp();
		document.body.innerHTML =
			'<button id="show-settings-link"></button><button id="contextual-help-link"></button><button id="other"></button>';
		const clicks: string[] = [];
		document.body.addEventListener( 'click', ( event ) =>
			clicks.push( ( event.target as HTMLElement ).id )
		);
		const ask = ( link: string ) =>
			fromParent(
				{ type: 'uipress/frame/screenmeta', link },
				bridge.parent
			);
		ask( 'show-settings-link' );
		ask( 'contextual-help-link' );
		ask( 'other' );
		expect( clicks ).toEqual( [
			'show-settings-link',
			'contextual-help-link',
		] );
		document.body.innerHTML = '';
		bridge.tearDown();
	} );

	it( 'opens the command palette once the frame’s held palette has loaded', () => {
		const bridge = setUp();
		const open = jest.fn();
		const page = window as Window & {
			wp?: unknown;
			uipressLaterPalette?: ( then: () => void ) => void;
		};
		let loaded = () => {};
		page.uipressLaterPalette = ( then ) => {
			loaded = then;
		};
		fromParent( { type: 'uipress/frame/commandpalette' }, bridge.parent );
		expect( open ).not.toHaveBeenCalled();
		// The palette's scripts ran: its store is there.
		page.wp = { data: { dispatch: () => ( { open } ) } };
		loaded();
		expect( open ).toHaveBeenCalledTimes( 1 );
		delete page.uipressLaterPalette;
		delete page.wp;
		bridge.tearDown();
	} );

	it( 'opens the command palette asked for while the page loads once it has loaded', () => {
		const readyState = jest
			.spyOn( document, 'readyState', 'get' )
			.mockReturnValue( 'interactive' );
		const bridge = setUp();
		const open = jest.fn();
		( window as Window & { wp?: unknown } ).wp = {
			data: { dispatch: () => ( { open } ) },
		};
		fromParent( { type: 'uipress/frame/commandpalette' }, bridge.parent );
		expect( open ).not.toHaveBeenCalled();
		readyState.mockReturnValue( 'complete' );
		window.dispatchEvent( new Event( 'load' ) );
		expect( open ).toHaveBeenCalledTimes( 1 );
		window.dispatchEvent( new Event( 'load' ) );
		expect( open ).toHaveBeenCalledTimes( 1 );
		readyState.mockRestore();
		delete ( window as Window & { wp?: unknown } ).wp;
		bridge.tearDown();
	} );

	it( 'ignores messages from another origin, another window, or of a bad shape', () => {
		const bridge = setUp();
		const stranger = document.createElement( 'iframe' );
		document.body.appendChild( stranger );
		const dark = { type: 'uipress/frame/darkmode', dark: true };
		fromParent( dark, bridge.parent, 'https://attacker.example' );
		fromParent( dark, stranger.contentWindow as Window );
		fromParent(
			{ type: 'uipress/frame/darkmode', dark: 'yes' },
			bridge.parent
		);
		fromParent( null, bridge.parent );
		fromParent( [ dark ], bridge.parent );
		expect( document.documentElement ).not.toHaveAttribute( 'data-theme' );
		stranger.remove();
		bridge.tearDown();
	} );
} );
