/**
 * Changes to the theme's colour variables, kept minimal: only values that
 * differ from the defaults are stored.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { THEME_VARIABLES } from '../../engine/theme';
import type { ThemeOverrides } from '../../engine/theme';
import type { ThemeVariable } from '../../engine/types';
import { isRecord } from '../../shared/config/fields';

export type ColourMode = 'value' | 'darkValue';

/**
 * The overrides of a stored `theme` value, ignoring anything malformed.
 *
 * @param value The stored value.
 */
export function toOverrides( value: unknown ): ThemeOverrides {
	const overrides: ThemeOverrides = {};
	if ( ! isRecord( value ) ) {
		return overrides;
	}
	for ( const [ name, entry ] of Object.entries( value ) ) {
		if ( ! isRecord( entry ) ) {
			continue;
		}
		const kept: { value?: string; darkValue?: string } = {};
		if ( typeof entry.value === 'string' && entry.value ) {
			kept.value = entry.value;
		}
		if ( typeof entry.darkValue === 'string' && entry.darkValue ) {
			kept.darkValue = entry.darkValue;
		}
		if ( kept.value || kept.darkValue ) {
			overrides[ name ] = kept;
		}
	}
	return overrides;
}

/**
 * The colour a variable shows in a mode: its override, else its default.
 *
 * @param overrides The overrides.
 * @param variable  The variable.
 * @param mode      Light (`value`) or dark (`darkValue`).
 */
export function effectiveColour(
	overrides: ThemeOverrides,
	variable: ThemeVariable,
	mode: ColourMode
): string {
	return overrides[ variable.name ]?.[ mode ] || variable[ mode ];
}

/**
 * The overrides with one colour changed; a colour equal to the default (or
 * '') removes the override.
 *
 * @param overrides The overrides.
 * @param variable  The variable.
 * @param mode      Light or dark.
 * @param colour    The new colour.
 */
export function withColour(
	overrides: ThemeOverrides,
	variable: ThemeVariable,
	mode: ColourMode,
	colour: string
): ThemeOverrides {
	const entry = { ...overrides[ variable.name ] };
	if (
		colour === '' ||
		colour.toLowerCase() === variable[ mode ].toLowerCase()
	) {
		delete entry[ mode ];
	} else {
		entry[ mode ] = colour;
	}
	const next = { ...overrides };
	if ( entry.value || entry.darkValue ) {
		next[ variable.name ] = entry;
	} else {
		delete next[ variable.name ];
	}
	return next;
}

/**
 * The overrides without a variable's.
 *
 * @param overrides The overrides.
 * @param name      The variable's name.
 */
export function withoutVariable(
	overrides: ThemeOverrides,
	name: string
): ThemeOverrides {
	const next = { ...overrides };
	delete next[ name ];
	return next;
}

export interface VariableGroup {
	id: string;
	label: string;
	variables: ThemeVariable[];
}

/**
 * The colour variables in the screen's groups: brand colours, bases, text
 * and border.
 */
export function variableGroups(): VariableGroup[] {
	const named = ( prefix: string ) =>
		THEME_VARIABLES.filter( ( variable ) =>
			variable.name.startsWith( `--uip-color-${ prefix }` )
		);
	const bases = named( 'base-' );
	const texts = named( 'text-' );
	const borders = named( 'border' );
	const brand = THEME_VARIABLES.filter(
		( variable ) =>
			! bases.includes( variable ) &&
			! texts.includes( variable ) &&
			! borders.includes( variable )
	);
	return [
		{
			id: 'brand',
			label: __( 'Brand colours', 'uipress' ),
			variables: brand,
		},
		{ id: 'bases', label: __( 'Bases', 'uipress' ), variables: bases },
		{ id: 'text', label: __( 'Text', 'uipress' ), variables: texts },
		{ id: 'border', label: __( 'Border', 'uipress' ), variables: borders },
	];
}
