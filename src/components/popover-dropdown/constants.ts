/** Gap between the toggle and the panel, in px (spec: offset 8). */
export const DROPDOWN_OFFSET = 8;
/** z-index of the panel (spec: layering 9). */
export const DROPDOWN_Z_INDEX = 9;
/** The panel is positioned this long after it opens, in ms. */
export const DROPDOWN_POSITION_DELAY_MS = 100;
/** A hover-opened panel closes this long after the mouse leaves, in ms. */
export const DROPDOWN_HOVER_CLOSE_MS = 400;
/** Share of the window's height a panel takes at most (its stylesheet's 70vh). */
export const DROPDOWN_MAX_HEIGHT_SHARE = 0.7;
