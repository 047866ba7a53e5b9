/**
 * Contrast between theme colours (WCAG 2.x relative luminance), so the
 * settings screen can warn when overridden text colours become hard to read.
 */

/**
 * Internal dependencies
 */
import { THEME_VARIABLES } from './variables';
import type { ThemeOverrides } from './theme-css';

/** The least contrast body text needs (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [ number, number, number ];

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB =
	/^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

/**
 * The red, green and blue (0–255) of a hex or `rgb()` colour; null for
 * anything else (keywords, other functions), which is then not checked.
 *
 * @param colour A CSS colour.
 */
export function parseColour( colour: string ): Rgb | null {
	const value = colour.trim();
	const hex = HEX.exec( value );
	if ( hex ) {
		let digits = hex[ 1 ] ?? '';
		if ( digits.length <= 4 ) {
			digits = digits
				.split( '' )
				.map( ( digit ) => digit + digit )
				.join( '' );
		}
		return [ 0, 2, 4 ].map( ( start ) =>
			parseInt( digits.slice( start, start + 2 ), 16 )
		) as Rgb;
	}
	const rgb = RGB.exec( value );
	if ( rgb ) {
		const channels = rgb.slice( 1, 4 ).map( Number );
		if ( channels.every( ( channel ) => channel <= 255 ) ) {
			return channels as Rgb;
		}
	}
	return null;
}

/**
 * Relative luminance of a colour, from 0 (black) to 1 (white).
 *
 * @param rgb Red, green and blue, 0–255.
 */
export function luminance( rgb: Rgb ): number {
	const [ r, g, b ] = rgb.map( ( channel ) => {
		const c = channel / 255;
		return c <= 0.04045 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4;
	} ) as Rgb;
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The contrast ratio of two colours (1 to 21); null when either is not a
 * colour this module reads.
 *
 * @param a A CSS colour.
 * @param b Another.
 */
export function contrastRatio( a: string, b: string ): number | null {
	const first = parseColour( a );
	const second = parseColour( b );
	if ( ! first || ! second ) {
		return null;
	}
	const light = Math.max( luminance( first ), luminance( second ) );
	const dark = Math.min( luminance( first ), luminance( second ) );
	return ( light + 0.05 ) / ( dark + 0.05 );
}

/** A text colour on a base below the needed contrast. */
export interface ContrastProblem {
	text: string;
	base: string;
	mode: 'light' | 'dark';
	ratio: number;
}

const TEXTS = [ 'text-base', 'text-emphasis', 'text-muted' ];
const BASES = [ 'base-0', 'base-1', 'base-2' ];

/**
 * Every text colour (base, emphasis, muted) on base 0, 1 or 2 whose
 * contrast falls below 4.5:1, in light or dark mode, with the overrides
 * applied.
 *
 * @param overrides The theme overrides.
 */
export function themeContrastProblems(
	overrides: ThemeOverrides
): ContrastProblem[] {
	const effective = ( name: string, mode: 'light' | 'dark' ) => {
		const variable = THEME_VARIABLES.find(
			( item ) => item.name === `--uip-color-${ name }`
		);
		const override = overrides[ `--uip-color-${ name }` ];
		if ( mode === 'dark' ) {
			return override?.darkValue || variable?.darkValue || '';
		}
		return override?.value || variable?.value || '';
	};
	const problems: ContrastProblem[] = [];
	for ( const mode of [ 'light', 'dark' ] as const ) {
		for ( const text of TEXTS ) {
			for ( const base of BASES ) {
				const ratio = contrastRatio(
					effective( text, mode ),
					effective( base, mode )
				);
				if ( ratio !== null && ratio < MIN_TEXT_CONTRAST ) {
					problems.push( { text, base, mode, ratio } );
				}
			}
		}
	}
	return problems;
}
