/**
 * Whether an element is in a template rendered in builder mode (the canvas
 * also shows the template in prod mode while previewing, where blocks are not
 * edited).
 *
 * @param element An element in the canvas.
 */
export function isInBuilderTemplate( element: Element ): boolean {
	return (
		element
			.closest( '[data-uip-mode]' )
			?.getAttribute( 'data-uip-mode' ) === 'builder'
	);
}

/**
 * Whether the canvas shows a template in builder mode.
 *
 * @param canvas The canvas element.
 */
export function canvasIsEditable( canvas: Element ): boolean {
	return canvas.querySelector( '[data-uip-mode="builder"]' ) !== null;
}
