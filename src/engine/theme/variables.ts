/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ThemeVariable } from '../types';

/**
 * The colour variables (spec: theme variable). Light values sit on white
 * bases, dark values on near-black bases. Contrast (WCAG 2.1), checked by
 * test/variables.test.ts:
 * - text base, emphasis and muted on base 0, 1 and 2: at least 4.5:1 (AA);
 * - primary, accent, success, warning and danger on base 0, 1 and 2: at
 *   least 4.5:1, so they can be used as text (links, error messages);
 * - text inverse on each of those colours: at least 4.5:1 (button labels).
 * `darker` and `lighter` are hover/pressed shades and tints; they are not
 * meant for body text.
 *
 * Labels are what people read in the builder's colour fields and the
 * settings screen: plain names for what each colour is for ("Background",
 * "Surface", "Text on accent"); the variable names (`base-0`…) are what
 * templates store and never change. The interface build leaves the labels
 * out (only the settings screen and the builder show them):
 * tools/webpack/strip-builder-texts.js.
 *
 * @param variable Its name without the `--uip-color-` prefix, label, light
 *                 and dark values.
 */
function colour( variable: Omit< ThemeVariable, 'type' > ): ThemeVariable {
	return {
		...variable,
		name: `--uip-color-${ variable.name }`,
		type: 'color',
	};
}

export const THEME_VARIABLES: ThemeVariable[] = [
	colour( {
		name: 'primary',
		label: __( 'Primary', 'uipress' ),
		value: '#1f6aa8',
		darkValue: '#5aa2e8',
	} ),
	colour( {
		name: 'primary-darker',
		label: __( 'Darker primary', 'uipress' ),
		value: '#0b4f80',
		darkValue: '#3b87d4',
	} ),
	colour( {
		name: 'primary-lighter',
		label: __( 'Lighter primary', 'uipress' ),
		value: '#72aee6',
		darkValue: '#a6cdf2',
	} ),
	colour( {
		name: 'accent',
		label: __( 'Accent', 'uipress' ),
		value: '#7036d6',
		darkValue: '#b18cff',
	} ),
	colour( {
		name: 'accent-darker',
		label: __( 'Darker accent', 'uipress' ),
		value: '#5020a8',
		darkValue: '#9466f0',
	} ),
	colour( {
		name: 'accent-lighter',
		label: __( 'Lighter accent', 'uipress' ),
		value: '#a782ec',
		darkValue: '#d2bdff',
	} ),
	colour( {
		name: 'success',
		label: __( 'Success', 'uipress' ),
		value: '#0a7a2a',
		darkValue: '#4cc46a',
	} ),
	colour( {
		name: 'success-darker',
		label: __( 'Darker success', 'uipress' ),
		value: '#005c1c',
		darkValue: '#2fa84f',
	} ),
	colour( {
		name: 'success-lighter',
		label: __( 'Lighter success', 'uipress' ),
		value: '#5fbf77',
		darkValue: '#8ee0a2',
	} ),
	colour( {
		name: 'warning',
		label: __( 'Warning', 'uipress' ),
		value: '#8f5f00',
		darkValue: '#e8b33c',
	} ),
	colour( {
		name: 'warning-darker',
		label: __( 'Darker warning', 'uipress' ),
		value: '#6b4700',
		darkValue: '#c9951c',
	} ),
	colour( {
		name: 'warning-lighter',
		label: __( 'Lighter warning', 'uipress' ),
		value: '#d9a227',
		darkValue: '#f5d37e',
	} ),
	colour( {
		name: 'danger',
		label: __( 'Danger', 'uipress' ),
		value: '#cc1818',
		darkValue: '#ff7070',
	} ),
	colour( {
		name: 'danger-darker',
		label: __( 'Darker danger', 'uipress' ),
		value: '#9e1010',
		darkValue: '#e84c4c',
	} ),
	colour( {
		name: 'danger-lighter',
		label: __( 'Lighter danger', 'uipress' ),
		value: '#ef6a6a',
		darkValue: '#ffa3a3',
	} ),
	colour( {
		name: 'base-0',
		label: __( 'Background', 'uipress' ),
		value: '#ffffff',
		darkValue: '#16181d',
	} ),
	colour( {
		name: 'base-1',
		label: __( 'Surface', 'uipress' ),
		value: '#f6f7f7',
		darkValue: '#1d2026',
	} ),
	colour( {
		name: 'base-2',
		label: __( 'Raised surface', 'uipress' ),
		value: '#e9ebee',
		darkValue: '#282c34',
	} ),
	colour( {
		name: 'text-base',
		label: __( 'Text', 'uipress' ),
		value: '#2c3338',
		darkValue: '#d8dce2',
	} ),
	colour( {
		name: 'text-emphasis',
		label: __( 'Strong text', 'uipress' ),
		value: '#101517',
		darkValue: '#ffffff',
	} ),
	colour( {
		name: 'text-muted',
		label: __( 'Muted text', 'uipress' ),
		value: '#5b636b',
		darkValue: '#a4acb7',
	} ),
	colour( {
		name: 'text-inverse',
		label: __( 'Text on accent', 'uipress' ),
		value: '#ffffff',
		darkValue: '#16181d',
	} ),
	colour( {
		name: 'border',
		label: __( 'Border', 'uipress' ),
		value: '#dcdcde',
		darkValue: '#3a3f4a',
	} ),
];
