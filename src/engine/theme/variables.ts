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
 * @param name
 * @param label
 * @param value
 * @param darkValue
 */
function colour(
	name: string,
	label: string,
	value: string,
	darkValue: string
): ThemeVariable {
	return {
		name: `--uip-color-${ name }`,
		label,
		type: 'color',
		value,
		darkValue,
	};
}

export const THEME_VARIABLES: ThemeVariable[] = [
	colour( 'primary', __( 'Primary', 'uipress' ), '#1f6aa8', '#5aa2e8' ),
	colour(
		'primary-darker',
		__( 'Primary darker', 'uipress' ),
		'#0b4f80',
		'#3b87d4'
	),
	colour(
		'primary-lighter',
		__( 'Primary lighter', 'uipress' ),
		'#72aee6',
		'#a6cdf2'
	),
	colour( 'accent', __( 'Accent', 'uipress' ), '#7036d6', '#b18cff' ),
	colour(
		'accent-darker',
		__( 'Accent darker', 'uipress' ),
		'#5020a8',
		'#9466f0'
	),
	colour(
		'accent-lighter',
		__( 'Accent lighter', 'uipress' ),
		'#a782ec',
		'#d2bdff'
	),
	colour( 'success', __( 'Success', 'uipress' ), '#0a7a2a', '#4cc46a' ),
	colour(
		'success-darker',
		__( 'Success darker', 'uipress' ),
		'#005c1c',
		'#2fa84f'
	),
	colour(
		'success-lighter',
		__( 'Success lighter', 'uipress' ),
		'#5fbf77',
		'#8ee0a2'
	),
	colour( 'warning', __( 'Warning', 'uipress' ), '#8f5f00', '#e8b33c' ),
	colour(
		'warning-darker',
		__( 'Warning darker', 'uipress' ),
		'#6b4700',
		'#c9951c'
	),
	colour(
		'warning-lighter',
		__( 'Warning lighter', 'uipress' ),
		'#d9a227',
		'#f5d37e'
	),
	colour( 'danger', __( 'Danger', 'uipress' ), '#cc1818', '#ff7070' ),
	colour(
		'danger-darker',
		__( 'Danger darker', 'uipress' ),
		'#9e1010',
		'#e84c4c'
	),
	colour(
		'danger-lighter',
		__( 'Danger lighter', 'uipress' ),
		'#ef6a6a',
		'#ffa3a3'
	),
	colour( 'base-0', __( 'Base 0', 'uipress' ), '#ffffff', '#16181d' ),
	colour( 'base-1', __( 'Base 1', 'uipress' ), '#f6f7f7', '#1d2026' ),
	colour( 'base-2', __( 'Base 2', 'uipress' ), '#e9ebee', '#282c34' ),
	colour( 'text-base', __( 'Text base', 'uipress' ), '#2c3338', '#d8dce2' ),
	colour(
		'text-emphasis',
		__( 'Text emphasis', 'uipress' ),
		'#101517',
		'#ffffff'
	),
	colour( 'text-muted', __( 'Text muted', 'uipress' ), '#5b636b', '#a4acb7' ),
	colour(
		'text-inverse',
		__( 'Text inverse', 'uipress' ),
		'#ffffff',
		'#16181d'
	),
	colour( 'border', __( 'Border', 'uipress' ), '#dcdcde', '#3a3f4a' ),
];
