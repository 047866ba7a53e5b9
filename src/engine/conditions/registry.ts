/**
 * WordPress dependencies
 */
import { applyFilters } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { CONDITION_OPERATORS } from '../types';
import type { ConditionOperator } from '../types';
import { builtInConditionTypes } from './built-in-types';
import type { ConditionTypeDefinition, ConditionValueType } from './types';

const VALUE_TYPES: readonly ConditionValueType[] = [
	'text',
	'number',
	'date',
	'time',
	'weekday',
	'boolean',
];

function isOperator( value: unknown ): value is ConditionOperator {
	return (
		typeof value === 'string' &&
		( CONDITION_OPERATORS as readonly string[] ).includes( value )
	);
}

/**
 * A filtered entry as a definition, or undefined when it lacks a name or a
 * getValue function. A missing label falls back to the name, an unknown
 * value type to 'text', missing operators to is/isnot/contains.
 *
 * @param entry One item the filter returned.
 */
function toDefinition( entry: unknown ): ConditionTypeDefinition | undefined {
	if ( typeof entry !== 'object' || entry === null ) {
		return undefined;
	}
	const candidate = entry as Partial< Record< string, unknown > >;
	const { name, label, valueType, operators, getValue } = candidate;
	if ( typeof name !== 'string' || name === '' ) {
		return undefined;
	}
	if ( typeof getValue !== 'function' ) {
		return undefined;
	}
	const validOperators = Array.isArray( operators )
		? operators.filter( isOperator )
		: [];
	return {
		name,
		label: typeof label === 'string' && label !== '' ? label : name,
		valueType: VALUE_TYPES.find( ( type ) => type === valueType ) ?? 'text',
		operators:
			validOperators.length > 0
				? validOperators
				: [ 'is', 'isnot', 'contains' ],
		getValue: getValue as ConditionTypeDefinition[ 'getValue' ],
	};
}

/**
 * The condition types: the 16 built-in ones passed through the
 * `uipress.conditions` filter, so plugins add (or replace, by name) types.
 * Entries without a name or getValue are dropped with a console warning; a
 * later entry with the same name replaces an earlier one.
 */
export function conditionTypes(): ConditionTypeDefinition[] {
	const filtered: unknown = applyFilters(
		'uipress.conditions',
		builtInConditionTypes()
	);
	if ( ! Array.isArray( filtered ) ) {
		// eslint-disable-next-line no-console
		console.warn(
			'UiPress: the uipress.conditions filter must return an array; using the built-in condition types.'
		);
		return builtInConditionTypes();
	}
	const byName = new Map< string, ConditionTypeDefinition >();
	for ( const entry of filtered as unknown[] ) {
		const definition = toDefinition( entry );
		if ( definition ) {
			byName.set( definition.name, definition );
		} else {
			// eslint-disable-next-line no-console
			console.warn(
				'UiPress: ignored a condition type without a name or getValue.',
				entry
			);
		}
	}
	return [ ...byName.values() ];
}

export { builtInConditionTypes };
