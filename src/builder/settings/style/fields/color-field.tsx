/**
 * Internal dependencies
 */
import type { ColorValue } from '../../../../engine/types';
import ThemeColourPicker from '../../controls/theme-colour-picker';
import type { FieldProps } from '../types';

/**
 * A style colour: a theme colour, so it follows the theme and dark mode, or
 * a custom colour from the picker (each step of a drag merged into one undo
 * step); clearing removes it.
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
			<ThemeColourPicker
				label={ label }
				value={ value }
				onChange={ ( colour, picking ) =>
					onChange( colour === '' ? undefined : colour, picking )
				}
			/>
		</fieldset>
	);
}
