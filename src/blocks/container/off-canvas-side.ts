/**
 * Which containers are off-canvas menus on small screens: read by the
 * container (off-canvas-menu.tsx) and by the builder's edit view, which
 * shows them as they will be on a phone.
 */

/** The sides an off-canvas container slides in from, by option value. */
export const OFF_CANVAS_SIDES = {
	offCanvasLeft: 'left',
	offCanvasRight: 'right',
} as const;

export type SmallScreenBehaviour = keyof typeof OFF_CANVAS_SIDES;

/**
 * The side a container's "On small screens" option slides it in from, or
 * undefined when it stays in place.
 *
 * @param value The stored option.
 */
export function offCanvasSide( value: unknown ): 'left' | 'right' | undefined {
	return typeof value === 'string' && Object.hasOwn( OFF_CANVAS_SIDES, value )
		? OFF_CANVAS_SIDES[ value as SmallScreenBehaviour ]
		: undefined;
}
