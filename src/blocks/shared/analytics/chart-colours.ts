/**
 * Chart colours from UiPress's theme variables (src/engine/theme), read
 * from the element the chart draws in, so they follow the theme a site
 * sets and dark mode (`[data-theme="dark"]` swaps the variables' values).
 * Canvas charts cannot use `var()`: the values are read and handed over,
 * and read again when dark mode changes.
 */

export interface ChartColours {
	/** One colour per series: primary, then accent. */
	series: string[];
	/** Axis labels. */
	text: string;
	/** Grid lines and axis ticks. */
	grid: string;
	/** The chart's background (tooltips). */
	background: string;
}

/** Light values of the theme, for when a variable is not set. */
const FALLBACK = {
	primary: '#1f6aa8',
	accent: '#7036d6',
	text: '#50575e',
	grid: '#dcdcde',
	background: '#ffffff',
};

/**
 * A theme variable's value as set on (or inherited by) an element.
 *
 * @param element  Where the chart is.
 * @param name     The variable (`--uip-color-primary`).
 * @param fallback When it is not set.
 */
export function themeValue(
	element: Element,
	name: string,
	fallback: string
): string {
	const value = getComputedStyle( element ).getPropertyValue( name ).trim();
	return value || fallback;
}

/**
 * The colours a chart in this element draws with.
 *
 * @param element Where the chart is.
 */
export function chartColours( element: Element ): ChartColours {
	return {
		series: [
			themeValue( element, '--uip-color-primary', FALLBACK.primary ),
			themeValue( element, '--uip-color-accent', FALLBACK.accent ),
		],
		text: themeValue( element, '--uip-color-text-muted', FALLBACK.text ),
		grid: themeValue( element, '--uip-color-border', FALLBACK.grid ),
		background: themeValue(
			element,
			'--uip-color-base-0',
			FALLBACK.background
		),
	};
}
