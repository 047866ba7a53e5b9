/**
 * The outline of the selected and hovered blocks on the canvas, marked with
 * a `data-uip-outline` attribute on their elements. Changing an attribute
 * restyles those few elements; changing a stylesheet would restyle the
 * whole canvas, which on a large template costs more than the rest of a
 * selection together.
 */

export const OUTLINE_ATTRIBUTE = 'data-uip-outline';

export type OutlineKind = 'selected' | 'hovered';

/**
 * The elements of a block inside `root` (several when a query repeats it).
 *
 * @param root The canvas.
 * @param uid  The block's uid.
 */
function blockElements( root: ParentNode, uid: string ): Element[] {
	return Array.from(
		root.querySelectorAll( `[data-uip-uid="${ CSS.escape( uid ) }"]` )
	);
}

/**
 * Marks the selected and hovered blocks inside `root` and unmarks every
 * other element. A block both selected and hovered shows as selected.
 *
 * @param root        The canvas.
 * @param selectedUid The selected block's uid.
 * @param hoveredUid  The hovered block's uid.
 */
export function applyOutline(
	root: ParentNode,
	selectedUid: string | null,
	hoveredUid: string | null
): void {
	const wanted = new Map< Element, OutlineKind >();
	if ( hoveredUid && hoveredUid !== selectedUid ) {
		blockElements( root, hoveredUid ).forEach( ( element ) =>
			wanted.set( element, 'hovered' )
		);
	}
	if ( selectedUid ) {
		blockElements( root, selectedUid ).forEach( ( element ) =>
			wanted.set( element, 'selected' )
		);
	}
	root.querySelectorAll( `[${ OUTLINE_ATTRIBUTE }]` ).forEach(
		( element ) => {
			if ( ! wanted.has( element ) ) {
				element.removeAttribute( OUTLINE_ATTRIBUTE );
			}
		}
	);
	wanted.forEach( ( kind, element ) => {
		if ( element.getAttribute( OUTLINE_ATTRIBUTE ) !== kind ) {
			element.setAttribute( OUTLINE_ATTRIBUTE, kind );
		}
	} );
}
