/* global requestAnimationFrame, MutationObserver, CSS, MouseEvent, PointerEvent -- the probes run in the page. */
/**
 * In-page measuring for `npm run bench:builder`. `installBuilderProbes` runs
 * in the builder page before its own scripts (Playwright's addInitScript), so
 * it is self-contained: it can use nothing from this module's scope.
 *
 * Every figure is taken inside the page with performance.now() (whose origin
 * is the navigation start), so the bench's own round trips to the browser are
 * not counted. "Painted" means: the DOM shows the change, then the next
 * animation frame has run and a task queued from it has run, which is after
 * that frame was painted.
 *
 * What it defines, on `window.uipBench`:
 * - `interactive`: a promise of `{ shown, interactive, blocks }`, in ms from
 *   the navigation start. `shown` is when the canvas first holds `expected`
 *   rendered blocks (`.uip-editor-canvas [data-uip-uid]`); at that moment a
 *   synthetic click is sent to the block `firstClick.uid` and `interactive` is
 *   when its selection is painted (see `select`).
 * - `select( uid, name )`: clicks the block's element in the canvas (a
 *   synthetic bubbling click) and resolves with the ms until the selection is
 *   painted: its layers row is `aria-selected="true"` and the settings
 *   sidebar's header names it.
 * - `drag( uid, afterUid )`: drags the block's layers row with synthetic
 *   pointer events onto the lower half of the row of `afterUid` (a sibling
 *   leaf: the drop lands just after it), waits for the drop indicator, then
 *   resolves with the ms from the drop (pointerup) until the tree painted
 *   `uid`'s row right after `afterUid`'s.
 *
 * @param {{ expected: number, firstClick: { uid: string, name: string }, timeout: number }} options
 */
export function installBuilderProbes( { expected, firstClick, timeout } ) {
	const CANVAS_BLOCKS = '.uip-editor-canvas [data-uip-uid]';

	/** Resolves after the next frame was painted, with the time then. */
	const painted = () =>
		new Promise( ( resolve ) => {
			requestAnimationFrame( () => {
				const channel = new MessageChannel();
				channel.port1.onmessage = () => resolve( performance.now() );
				channel.port2.postMessage( null );
			} );
		} );

	const frame = () =>
		new Promise( ( resolve ) => requestAnimationFrame( () => resolve() ) );

	/**
	 * Resolves with `test()`'s first truthy value, checked now and after
	 * every DOM change; rejects after `timeout` ms with `what`.
	 *
	 * @param {() => unknown} test
	 * @param {string}        what
	 */
	const until = ( test, what ) =>
		new Promise( ( resolve, reject ) => {
			const first = test();
			if ( first ) {
				resolve( first );
				return;
			}
			const observer = new MutationObserver( () => {
				const value = test();
				if ( value ) {
					observer.disconnect();
					clearTimeout( timer );
					resolve( value );
				}
			} );
			observer.observe( document, {
				subtree: true,
				childList: true,
				attributes: true,
				characterData: true,
			} );
			const timer = setTimeout( () => {
				observer.disconnect();
				reject( new Error( `Timed out waiting for ${ what }` ) );
			}, timeout );
		} );

	const layerRow = ( uid ) =>
		document.querySelector( `[data-uip-layer="${ CSS.escape( uid ) }"]` );

	const canvasBlock = ( uid ) =>
		document.querySelector(
			`.uip-editor-canvas [data-uip-uid="${ CSS.escape( uid ) }"]`
		);

	const isSelected = ( uid, name ) =>
		layerRow( uid )?.getAttribute( 'aria-selected' ) === 'true' &&
		document
			.querySelector(
				'.uip-editor__sidebar--right .uip-settings__header h2'
			)
			?.textContent.trim() === name;

	const click = ( uid ) => {
		const element = canvasBlock( uid );
		if ( ! element ) {
			throw new Error( `Block ${ uid } is not in the canvas` );
		}
		element.dispatchEvent(
			new MouseEvent( 'click', {
				bubbles: true,
				cancelable: true,
				view: window,
				button: 0,
			} )
		);
	};

	const select = async ( uid, name ) => {
		const start = performance.now();
		click( uid );
		await until(
			() => isSelected( uid, name ),
			`the selection of ${ name } ${ uid }`
		);
		return ( await painted() ) - start;
	};

	const pointer = ( target, type, point ) =>
		target.dispatchEvent(
			new PointerEvent( type, {
				bubbles: true,
				cancelable: true,
				composed: true,
				view: window,
				pointerId: 1,
				pointerType: 'mouse',
				isPrimary: true,
				button: 0,
				buttons: type === 'pointerup' ? 0 : 1,
				clientX: point.x,
				clientY: point.y,
			} )
		);

	const rowOrder = () =>
		Array.from( document.querySelectorAll( '[data-uip-layer]' ), ( row ) =>
			row.getAttribute( 'data-uip-layer' )
		);

	const drag = async ( uid, afterUid ) => {
		// The layers render only the rows near the visible ones: selecting
		// the block in the canvas scrolls its row (and its siblings) in.
		document
			.querySelector( `.uip-editor-canvas [data-uip-uid="${ uid }"]` )
			?.dispatchEvent( new MouseEvent( 'click', { bubbles: true } ) );
		const [ row, target ] = await until( () => {
			const rows = [ layerRow( uid ), layerRow( afterUid ) ];
			return rows[ 0 ] && rows[ 1 ] ? rows : null;
		}, 'the rows to drag in the layers' );
		row.scrollIntoView( { block: 'center' } );
		await frame();
		await frame();
		const from = row.getBoundingClientRect();
		const to = target.getBoundingClientRect();
		const start = { x: from.left + 40, y: from.top + from.height / 2 };
		const end = { x: to.left + 40, y: to.top + ( to.height * 3 ) / 4 };

		pointer( row, 'pointerdown', start );
		await frame();
		// Past the 4 px activation distance: the drag starts.
		pointer( document, 'pointermove', { x: start.x, y: start.y + 8 } );
		await frame();
		await frame();
		const steps = 5;
		for ( let step = 1; step <= steps; step++ ) {
			pointer( document, 'pointermove', {
				x: start.x + ( ( end.x - start.x ) * step ) / steps,
				y: start.y + 8 + ( ( end.y - start.y - 8 ) * step ) / steps,
			} );
			await frame();
		}
		await until(
			() =>
				layerRow( afterUid )?.getAttribute(
					'data-uip-drop-placement'
				) === 'after',
			'the drop indicator after the target row'
		);
		await frame();

		const dropped = performance.now();
		pointer( document, 'pointerup', end );
		await until( () => {
			const order = rowOrder();
			const index = order.indexOf( afterUid );
			return index >= 0 && order[ index + 1 ] === uid;
		}, 'the moved row in the tree' );
		return ( await painted() ) - dropped;
	};

	const interactive = until( () => {
		const count = document.querySelectorAll( CANVAS_BLOCKS ).length;
		return count >= expected ? { count, at: performance.now() } : null;
	}, `${ expected } blocks in the canvas` ).then( async ( { count, at } ) => {
		const took = await select( firstClick.uid, firstClick.name );
		return { shown: at, interactive: at + took, blocks: count };
	} );
	// Reported when read; keeps an early failure from being unhandled.
	interactive.catch( () => {} );

	window.uipBench = { interactive, select, drag, rowOrder };
}
