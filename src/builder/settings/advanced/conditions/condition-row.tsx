/**
 * WordPress dependencies
 */
import { SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import RemoveButton from '../remove-button';
import type { ConditionTypeDefinition } from '../../../../engine/conditions';
import type { Condition, ConditionOperator } from '../../../../engine/types';
import ConditionValueInput from './condition-value-input';
import { isIgnored, withType } from './condition-set';
import { operatorLabel } from './labels';

export interface ConditionRowProps {
	condition: Condition;
	/** Its position, counted from 1, for the row's accessible name. */
	position: number;
	types: readonly ConditionTypeDefinition[];
	onChange: ( condition: Condition, merge: boolean ) => void;
	onRemove: () => void;
}

/**
 * One condition: its type, an operator the type offers and a value field
 * suited to the type. A type no longer registered stays selectable by name.
 *
 * @param props           Component props.
 * @param props.condition The stored condition.
 * @param props.position  Row number from 1.
 * @param props.types     The condition types.
 * @param props.onChange  Receives the new condition.
 * @param props.onRemove  Removes the row.
 */
export default function ConditionRow( {
	condition,
	position,
	types,
	onChange,
	onRemove,
}: ConditionRowProps ) {
	const definition = types.find( ( type ) => type.name === condition.type );
	const operators: readonly ConditionOperator[] = definition?.operators ?? [
		condition.operator,
	];
	const typeOptions = types.map( ( type ) => ( {
		value: type.name,
		label: type.label,
	} ) );
	if ( ! definition ) {
		typeOptions.push( {
			value: condition.type,
			label: sprintf(
				/* translators: %s: name of a condition type no plugin registers any more. */
				__( '%s (unavailable)', 'uipress' ),
				condition.type
			),
		} );
	}
	/* translators: %d: position of the condition in the list, from 1. */
	const title = sprintf( __( 'Condition %d', 'uipress' ), position );
	const removeLabel = sprintf(
		/* translators: %d: position of the condition in the list, from 1. */
		__( 'Remove condition %d', 'uipress' ),
		position
	);

	return (
		<fieldset className="uip-advanced-condition">
			<legend className="uip-advanced-condition__title">{ title }</legend>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Condition type', 'uipress' ) }
				value={ condition.type }
				options={ typeOptions }
				onChange={ ( name: string ) => {
					const next = types.find( ( type ) => type.name === name );
					if ( next ) {
						onChange(
							withType( condition, definition, next ),
							false
						);
					}
				} }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Operator', 'uipress' ) }
				value={ condition.operator }
				options={ operators.map( ( operator ) => ( {
					value: operator,
					label: operatorLabel( operator ),
				} ) ) }
				onChange={ ( operator: string ) =>
					onChange(
						{
							...condition,
							operator: operator as ConditionOperator,
						},
						false
					)
				}
			/>
			<ConditionValueInput
				conditionType={ condition.type }
				valueType={ definition?.valueType ?? 'text' }
				value={
					typeof condition.value === 'string' ? condition.value : ''
				}
				onChange={ ( value, merge ) =>
					onChange( { ...condition, value }, merge )
				}
			/>
			{ isIgnored( condition ) && (
				<p className="uip-advanced-condition__hint">
					{ __(
						'This condition has no value yet, so it is ignored.',
						'uipress'
					) }
				</p>
			) }
			<RemoveButton label={ removeLabel } onRemove={ onRemove } />
		</fieldset>
	);
}
