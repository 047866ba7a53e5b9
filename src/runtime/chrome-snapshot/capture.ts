/**
 * The markup of the interface's chrome as the server keeps it
 * (Runtime\ChromeSnapshotMarkup): its styles first, then its elements,
 * without the framed page or anything that only lives for a moment.
 */

/**
 * The chrome's markup under an element: a copy where every frame is an
 * empty box of the same classes (the framed page loads on its own), live
 * regions are empty (toasts), progress bars (the page loader's) and what a
 * block marks `data-uip-transient` are left out, and the `<style>`
 * elements go first, bare.
 *
 * @param root The runtime's root, or the printed snapshot.
 */
export function captureChrome( root: Element ): string {
	const copy = root.cloneNode( true ) as Element;
	copy.querySelectorAll( 'iframe' ).forEach( ( frame ) => {
		const box = document.createElement( 'div' );
		const className = frame.getAttribute( 'class' );
		if ( className ) {
			box.setAttribute( 'class', className );
		}
		frame.replaceWith( box );
	} );
	copy.querySelectorAll(
		'script, noscript, template, [role="progressbar"], [data-uip-transient]'
	).forEach( ( node ) => node.remove() );
	copy.querySelectorAll( '[aria-live]' ).forEach( ( region ) =>
		region.replaceChildren()
	);
	// As the browser writes them, so a kept snapshot reads the same again.
	copy.querySelectorAll< HTMLElement >( '[style]' ).forEach( ( element ) =>
		element.setAttribute( 'style', element.style.cssText )
	);
	const styles = Array.from( copy.querySelectorAll( 'style' ) ).map(
		( style ) => {
			style.remove();
			return `<style>${ style.textContent ?? '' }</style>`;
		}
	);
	return styles.join( '' ) + copy.innerHTML;
}
