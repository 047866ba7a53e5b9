/**
 * WordPress dependencies
 */
import {
	BaseControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { SegmentedToggle } from '../../../components';
import type { DynamicInputValue } from '../../../engine/types';
import type { OptionControlProps } from '../types';
import { useDynamicGroups } from './dynamic-groups';
import { toDynamicInput } from './values';

interface DynamicPickerProps {
	value: DynamicInputValue;
	onChange: ( changes: Partial< DynamicInputValue > ) => void;
}

/**
 * The dynamic value and its side of the text. A component of its own so
 * the catalogue (dates formatted every minute) is read only while a
 * dynamic value is on.
 *
 * @param props          Component props.
 * @param props.value    The option's value.
 * @param props.onChange Receives the changed members.
 */
function DynamicPicker( { value, onChange }: DynamicPickerProps ) {
	const groups = useDynamicGroups();
	const chosen = groups
		.flatMap( ( group ) => group.choices )
		.find( ( choice ) => choice.key === value.dynamicKey );
	return (
		<>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Dynamic value', 'uipress' ) }
				value={ value.dynamicKey }
				help={
					chosen
						? sprintf(
								/* translators: %s: what the dynamic value shows now. */
								__( 'Now: %s', 'uipress' ),
								chosen.preview
							)
						: undefined
				}
				onChange={ ( dynamicKey: string ) =>
					onChange( { dynamicKey } )
				}
			>
				<option value="">{ __( 'Choose a value', 'uipress' ) }</option>
				{ value.dynamicKey && ! chosen && (
					<option value={ value.dynamicKey }>
						{ sprintf(
							/* translators: %s: the key of a dynamic value. */
							__( '%s (not available)', 'uipress' ),
							value.dynamicKey
						) }
					</option>
				) }
				{ groups.map( ( group ) => (
					<optgroup key={ group.name } label={ group.label }>
						{ group.choices.map( ( choice ) => (
							<option key={ choice.key } value={ choice.key }>
								{ choice.label }
							</option>
						) ) }
					</optgroup>
				) ) }
			</SelectControl>
			<BaseControl
				__nextHasNoMarginBottom
				className="uip-option-control__row"
			>
				<BaseControl.VisualLabel>
					{ __( 'Dynamic value position', 'uipress' ) }
				</BaseControl.VisualLabel>
				<SegmentedToggle
					label={ __( 'Dynamic value position', 'uipress' ) }
					options={ [
						{
							value: 'left',
							label: __( 'Before the text', 'uipress' ),
						},
						{
							value: 'right',
							label: __( 'After the text', 'uipress' ),
						},
					] }
					value={ value.dynamicPos }
					onChange={ ( next ) => {
						if ( next === 'left' || next === 'right' ) {
							onChange( { dynamicPos: next } );
						}
					} }
				/>
			</BaseControl>
		</>
	);
}

/**
 * Text that may carry a dynamic value (the user's name, the site title, a
 * date…) before or after it. Stores a DynamicInputValue; a plain string
 * stored by older templates is read as its text.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the whole value; typing merges.
 */
export default function DynamicInputOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const current = toDynamicInput( value );
	const change = ( changes: Partial< DynamicInputValue >, merge = false ) =>
		onChange( { ...current, ...changes }, merge );

	return (
		<div className="uip-option-control uip-dynamic-input">
			<TextControl
				__nextHasNoMarginBottom
				label={ option.label }
				help={ option.help }
				value={ current.string }
				onChange={ ( next ) => change( { string: next }, true ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Add a dynamic value', 'uipress' ) }
				checked={ current.dynamic }
				onChange={ ( dynamic: boolean ) => change( { dynamic } ) }
			/>
			{ current.dynamic && (
				<DynamicPicker
					value={ current }
					onChange={ ( changes ) => change( changes ) }
				/>
			) }
		</div>
	);
}
