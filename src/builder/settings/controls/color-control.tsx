/**
 * Internal dependencies
 */
import OptionField from './option-field';
import ThemeColourPicker from './theme-colour-picker';
import type { OptionControlProps } from '../types';
import { toText } from './values';

/**
 * A colour option: one of the theme's colours (stored as
 * `var(--uip-color-…)`, so it follows the theme and dark mode) or a custom
 * colour (stored as a CSS colour); '' when cleared.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the colour; '' clears it.
 */
export default function ColorOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	return (
		<OptionField option={ option } className="uip-color-control">
			<ThemeColourPicker
				label={ option.label }
				value={ toText( value ) }
				onChange={ ( colour, picking ) => onChange( colour, picking ) }
			/>
		</OptionField>
	);
}
