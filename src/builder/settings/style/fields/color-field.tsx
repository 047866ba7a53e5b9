/**
 * WordPress dependencies
 */
import { ColorPalette } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { ColorValue } from '../../../../engine/types';
import { THEME_VARIABLES } from '../../../../engine/theme';
import FixedColourNotice, {
	isFixedColour,
} from '../../controls/fixed-colour-notice';
import type { FieldProps } from '../types';

/** The theme's colour variables as palette entries (`var(--uip-color-…)`). */
export function themeColors(): { name: string; color: string }[] {
	return THEME_VARIABLES.map( ( variable ) => ( {
		name: variable.label,
		color: `var(${ variable.name })`,
	} ) );
}

/**
 * Whether a colour comes from the custom picker, which reports every step
 * of a drag (merged into one undo step), rather than from a swatch or Clear.
 *
 * @param color The new colour.
 */
export function isPickedColor( color: string | undefined ): boolean {
	return isFixedColour( color );
}

/**
 * A colour: a theme variable, so it follows the theme and dark mode, or a
 * custom colour from the picker. 'Clear' clears the field. The swatches are
 * toggle buttons (`asButtons`): the listbox form of this version sets state
 * while rendering a selected swatch, which React reports as an error.
 *
 * @param props          Field props.
 * @param props.label    Label.
 * @param props.value    Stored colour.
 * @param props.onChange Receives the colour, undefined when cleared.
 */
export default function ColorField( {
	label,
	value,
	onChange,
}: FieldProps< ColorValue > ) {
	return (
		<fieldset className="uip-style-field">
			<legend className="uip-style-field__legend">{ label }</legend>
			<ColorPalette
				asButtons
				colors={ themeColors() }
				value={ value }
				onChange={ ( color?: string ) =>
					onChange(
						color === '' ? undefined : color,
						isPickedColor( color )
					)
				}
				enableAlpha
				__experimentalIsRenderedInSidebar
			/>
			<FixedColourNotice value={ value } />
		</fieldset>
	);
}
