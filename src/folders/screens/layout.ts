/**
 * Puts the folder panel beside a server-rendered list: a two-column
 * layout wrapped around the list's element (one column on narrow screens,
 * the panel above; screens.scss).
 */

/**
 * Wraps a list in the layout and answers the panel's element.
 *
 * @param list  The list (the media frame, the list table's form).
 * @param place The layout's modifier (`media-grid`, `list-table`…).
 */
export function besideList( list: HTMLElement, place: string ): HTMLElement {
	const layout = document.createElement( 'div' );
	layout.className = `uip-folders-layout uip-folders-layout--${ place }`;
	const panel = document.createElement( 'div' );
	panel.className = 'uip-folders-layout__panel';
	const main = document.createElement( 'div' );
	main.className = 'uip-folders-layout__main';
	list.parentNode?.insertBefore( layout, list );
	main.appendChild( list );
	layout.append( panel, main );
	return panel;
}
