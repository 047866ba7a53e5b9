/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import type { ReactElement } from 'react';

/**
 * Internal dependencies
 */
import Tooltip from '../tooltip';
import './segmented-toggle.scss';

export type ToggleValue = string | number | boolean;

/** Spec "Toggle option": label, value, icon, tip. */
export interface ToggleOption {
	label?: string;
	value: ToggleValue;
	/** A Material Symbols name or an element. */
	icon?: string | ReactElement;
	/** Tooltip text. */
	tip?: string;
}

export interface SegmentedToggleProps {
	/** Default: Yes (true) and No (false). */
	options?: ToggleOption[];
	/** Current value; the strings 'true' and 'false' count as booleans. */
	value?: ToggleValue | null;
	/** Receives the chosen value, or null when an optional choice is cleared. */
	onChange: ( value: ToggleValue | null ) => void;
	/** Clicking the chosen option deselects it. */
	allowOptional?: boolean;
	/** Accessible name of the group. */
	label?: string;
}

/**
 * The strings 'true' and 'false' as booleans; anything else unchanged.
 *
 * @param value A value.
 */
export function toToggleValue(
	value: ToggleValue | null | undefined
): ToggleValue | null {
	if ( value === 'true' ) {
		return true;
	}
	if ( value === 'false' ) {
		return false;
	}
	return value ?? null;
}

/** The Yes/No options used when none are given. */
export function defaultToggleOptions(): ToggleOption[] {
	return [
		{ label: __( 'Yes', 'uipress' ), value: true },
		{ label: __( 'No', 'uipress' ), value: false },
	];
}

/**
 * The value after clicking an option.
 *
 * @param current       Current value.
 * @param clicked       The clicked option's value.
 * @param allowOptional Whether the chosen option may be deselected.
 */
export function nextToggleValue(
	current: ToggleValue | null | undefined,
	clicked: ToggleValue,
	allowOptional: boolean
): ToggleValue | null {
	const value = toToggleValue( clicked );
	if ( allowOptional && toToggleValue( current ) === value ) {
		return null;
	}
	return value;
}

/**
 * A segmented switch: one button per option.
 *
 * @param props               Component props.
 * @param props.options
 * @param props.value
 * @param props.onChange
 * @param props.allowOptional
 * @param props.label
 */
export default function SegmentedToggle( {
	options,
	value,
	onChange,
	allowOptional = false,
	label,
}: SegmentedToggleProps ) {
	const list = options && options.length ? options : defaultToggleOptions();
	const current = toToggleValue( value );
	return (
		<div className="uip-segmented-toggle" role="group" aria-label={ label }>
			{ list.map( ( option ) => {
				const optionValue = toToggleValue( option.value );
				const pressed = optionValue === current;
				const text = option.label ?? String( optionValue );
				const button = (
					<button
						key={ String( optionValue ) }
						type="button"
						className={ `uip-segmented-toggle__option${
							pressed ? ' is-pressed' : ''
						}` }
						aria-pressed={ pressed }
						aria-label={
							option.label ? undefined : ( option.tip ?? text )
						}
						onClick={ () =>
							onChange(
								nextToggleValue(
									current,
									option.value,
									allowOptional
								)
							)
						}
					>
						{ typeof option.icon === 'string' ? (
							<span className="uip-icon" aria-hidden="true">
								{ option.icon }
							</span>
						) : (
							option.icon
						) }
						{ option.label && <span>{ option.label }</span> }
					</button>
				);
				return option.tip ? (
					<Tooltip
						key={ String( optionValue ) }
						message={ option.tip }
					>
						{ button }
					</Tooltip>
				) : (
					button
				);
			} ) }
		</div>
	);
}
