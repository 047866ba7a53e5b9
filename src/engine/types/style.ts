/**
 * The style settings groups (spec: flexLayout, dimensions, styles, spacing,
 * textFormat, positionDesigner, effectsDesigner). Every field is optional: an
 * absent field writes no CSS.
 */

export type CssUnit = 'px' | '%' | 'em' | 'rem' | 'vw' | 'vh' | 'fr' | 'auto';

/** A length: `{ value: 12, units: 'px' }`; units 'auto' ignores value. */
export interface SizeValue {
	value: number | string;
	units: CssUnit;
}

/** A CSS colour, or a theme variable reference such as `var(--uip-color-primary)`. */
export type ColorValue = string;

export const TEXT_SIZE_PRESETS = [
	'XS',
	'S',
	'M',
	'L',
	'XL',
	'custom',
] as const;
export type TextSizePreset = ( typeof TEXT_SIZE_PRESETS )[ number ];

export const SPACING_PRESETS = [
	'0',
	'XS',
	'S',
	'M',
	'L',
	'XL',
	'custom',
] as const;
export type SpacingPreset = ( typeof SPACING_PRESETS )[ number ];

export interface BoxSides {
	top?: SizeValue;
	right?: SizeValue;
	bottom?: SizeValue;
	left?: SizeValue;
}

/** A preset applies to all four sides; 'custom' uses `custom`. */
export interface SpacingValue {
	preset: SpacingPreset;
	custom?: BoxSides;
}

export interface FlexLayout {
	display?: 'flex' | 'grid' | 'block' | 'inline-flex' | 'none';
	direction?: 'row' | 'column' | 'row-reverse' | 'column-reverse';
	wrap?: 'wrap' | 'nowrap' | 'wrap-reverse';
	justifyContent?:
		| 'flex-start'
		| 'center'
		| 'flex-end'
		| 'space-between'
		| 'space-around'
		| 'space-evenly';
	alignItems?: 'stretch' | 'flex-start' | 'center' | 'flex-end' | 'baseline';
	gap?: SizeValue;
	/** Grid only: number of equal columns. */
	gridColumns?: number;
	/**
	 * The block's own size in the flex container that holds it: its set
	 * size, the space left, or its content's size.
	 */
	size?: FlexItemSize;
}

/** How a block takes room in a flex row or column. */
export type FlexItemSize = 'fixed' | 'fill' | 'fit';

export interface Dimensions {
	width?: SizeValue;
	height?: SizeValue;
	minWidth?: SizeValue;
	maxWidth?: SizeValue;
	minHeight?: SizeValue;
	maxHeight?: SizeValue;
}

export interface Border {
	width?: SizeValue;
	style?: 'solid' | 'dashed' | 'dotted' | 'double' | 'none';
	color?: ColorValue;
}

export interface Styles {
	backgroundColor?: ColorValue;
	backgroundImage?: {
		url: string;
		size?: 'cover' | 'contain' | 'auto';
		position?: string;
		repeat?: boolean;
	};
	border?: Border;
	radius?: SizeValue;
	overflow?: 'visible' | 'hidden' | 'auto' | 'scroll';
	cursor?: 'auto' | 'pointer' | 'default' | 'text' | 'move' | 'not-allowed';
}

export interface Spacing {
	margin?: SpacingValue;
	padding?: SpacingValue;
}

export interface TextFormat {
	size?: { preset: TextSizePreset; custom?: SizeValue };
	color?: ColorValue;
	weight?:
		| 'normal'
		| 'bold'
		| '100'
		| '200'
		| '300'
		| '400'
		| '500'
		| '600'
		| '700'
		| '800'
		| '900';
	lineHeight?: number | SizeValue;
	letterSpacing?: SizeValue;
	align?: 'left' | 'center' | 'right' | 'justify';
	transform?: 'none' | 'uppercase' | 'lowercase' | 'capitalize';
	decoration?: 'none' | 'underline' | 'line-through' | 'overline';
	italic?: boolean;
	fontFamily?: string;
}

export interface PositionDesigner {
	position?: 'static' | 'relative' | 'absolute' | 'fixed' | 'sticky';
	top?: SizeValue;
	right?: SizeValue;
	bottom?: SizeValue;
	left?: SizeValue;
	zIndex?: number;
}

export interface Shadow {
	x: number;
	y: number;
	blur: number;
	spread: number;
	color: ColorValue;
	inset?: boolean;
}

export interface EffectsDesigner {
	opacity?: number;
	shadows?: Shadow[];
	blur?: number;
	/** Transition duration in ms for all properties. */
	transition?: number;
	scale?: number;
	rotate?: number;
}

export interface StyleOptions {
	flexLayout?: FlexLayout;
	dimensions?: Dimensions;
	styles?: Styles;
	spacing?: Spacing;
	textFormat?: TextFormat;
	positionDesigner?: PositionDesigner;
	effectsDesigner?: EffectsDesigner;
}

export type StyleGroupName = keyof StyleOptions;

/** Styles of a ::before or ::after pseudo-element. */
export interface PseudoContent {
	/** Text of the pseudo-element (CSS `content`). */
	content: string;
	options: StyleOptions;
}

/**
 * One style settings group: the block root's (`settings.style`) or a named
 * group the definition declares for an inner element.
 */
export interface StyleSettings {
	options: StyleOptions;
	beforeContent?: PseudoContent;
	afterContent?: PseudoContent;
}

/** A theme variable (spec: name, label, type colour, value, darkValue). */
export interface ThemeVariable {
	/** CSS custom property, e.g. `--uip-color-primary`. */
	name: string;
	label: string;
	type: 'color';
	value: string;
	darkValue: string;
}
