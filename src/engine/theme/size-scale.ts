/**
 * The size scale behind the text size and spacing presets (spec: text size
 * presets XS, S, M, L, XL; spacing presets 0, XS, S, M, L, XL).
 *
 * The text scale starts at WordPress admin's 13 px body text (S) and steps
 * by roughly a major third; the spacing scale is a 4 px grid, close to the
 * spec's menu gaps (4, 8, 12 px).
 */
export interface SizeVariable {
	name: string;
	value: string;
}

export const TEXT_SIZE_VARIABLES = {
	XS: '--uip-text-xs',
	S: '--uip-text-s',
	M: '--uip-text-m',
	L: '--uip-text-l',
	XL: '--uip-text-xl',
} as const;

export const SPACING_VARIABLES = {
	XS: '--uip-spacing-xs',
	S: '--uip-spacing-s',
	M: '--uip-spacing-m',
	L: '--uip-spacing-l',
	XL: '--uip-spacing-xl',
} as const;

export const SIZE_VARIABLES: SizeVariable[] = [
	{ name: TEXT_SIZE_VARIABLES.XS, value: '11px' },
	{ name: TEXT_SIZE_VARIABLES.S, value: '13px' },
	{ name: TEXT_SIZE_VARIABLES.M, value: '16px' },
	{ name: TEXT_SIZE_VARIABLES.L, value: '20px' },
	{ name: TEXT_SIZE_VARIABLES.XL, value: '26px' },
	{ name: SPACING_VARIABLES.XS, value: '4px' },
	{ name: SPACING_VARIABLES.S, value: '8px' },
	{ name: SPACING_VARIABLES.M, value: '12px' },
	{ name: SPACING_VARIABLES.L, value: '20px' },
	{ name: SPACING_VARIABLES.XL, value: '32px' },
];
