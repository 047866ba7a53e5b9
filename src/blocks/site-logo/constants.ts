/** The logo's height when the block sets none, in pixels. */
export const DEFAULT_LOGO_HEIGHT = 32;
