/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OptionControlProps } from '../types';
import { controlFor, type OptionControlMap } from './registry';
import './controls.scss';

export interface OptionControlFieldProps extends OptionControlProps {
	/** The controls to choose from (see optionControls()). */
	controls: OptionControlMap;
}

/**
 * The control for one option, or a message naming its type when no control
 * edits it (a block written for a plugin that is not active, or a typo).
 *
 * @param props          Component props.
 * @param props.controls The controls.
 * @param props.option   The option.
 * @param props.value    Its value.
 * @param props.onChange Receives a new value.
 */
export default function OptionControl( {
	controls,
	option,
	value,
	onChange,
}: OptionControlFieldProps ) {
	const Control = controlFor( controls, option );
	if ( ! Control ) {
		return (
			<div className="uip-option-control uip-option-control--unknown">
				<p className="uip-option-control__label">{ option.label }</p>
				<p className="uip-option-control__error">
					{ sprintf(
						/* translators: %s: an option type, e.g. "colorGradient". */
						__(
							'This setting cannot be edited here: no control is registered for the option type "%s".',
							'uipress'
						),
						option.componentName || option.option
					) }
				</p>
			</div>
		);
	}
	return <Control option={ option } value={ value } onChange={ onChange } />;
}
