/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Whether a stored colour is fixed: a custom colour rather than a theme
 * variable, so dark mode does not change it.
 *
 * @param value A stored colour.
 */
export function isFixedColour( value: string | undefined ): boolean {
	const colour = value?.trim() ?? '';
	return colour !== '' && ! colour.startsWith( 'var(' );
}

/**
 * Warns, under a colour field, that a custom colour stays as it is in dark
 * mode (a light sidebar stays light while the rest of the interface turns
 * dark); theme colours have a dark value each.
 *
 * @param props       Component props.
 * @param props.value The stored colour.
 */
export default function FixedColourNotice( {
	value,
}: {
	value: string | undefined;
} ) {
	if ( ! isFixedColour( value ) ) {
		return null;
	}
	return (
		<p className="uip-fixed-colour-notice">
			{ __(
				'This colour stays the same in dark mode. Choose a theme colour to have it follow dark mode.',
				'uipress'
			) }
		</p>
	);
}
