/** Attribute carrying a block's tooltip message (`Block.tooltip.message`). */
export const TOOLTIP_ATTRIBUTE = 'data-uip-tooltip';

/** Attribute carrying a block's tooltip delay in ms (`Block.tooltip.delay`). */
export const TOOLTIP_DELAY_ATTRIBUTE = 'data-uip-tooltip-delay';

/** Pointer rest before a tooltip shows when none is set: the core Tooltip's delay. */
export const TOOLTIP_DELAY_MS = 700;

/** The longest delay a block's tooltip may ask for, in ms. */
export const TOOLTIP_MAX_DELAY_MS = 5000;

/**
 * A block's tooltip delay from its attribute: a whole number of ms from 0 to
 * TOOLTIP_MAX_DELAY_MS, else the default.
 *
 * @param value The attribute's value.
 */
export function tooltipDelay( value: string | null | undefined ): number {
	const delay = Number( value );
	return value && Number.isInteger( delay ) && delay >= 0
		? Math.min( delay, TOOLTIP_MAX_DELAY_MS )
		: TOOLTIP_DELAY_MS;
}
