/** Attribute carrying a block's tooltip message (`Block.tooltip.message`). */
export const TOOLTIP_ATTRIBUTE = 'data-uip-tooltip';

/** Pointer rest before a tooltip shows: the core Tooltip's delay. */
export const TOOLTIP_DELAY_MS = 700;
