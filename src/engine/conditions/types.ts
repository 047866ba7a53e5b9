/**
 * Internal dependencies
 */
import type { ConditionContext, ConditionOperator } from '../types';

/** How a condition type's values are compared (see compare.ts). */
export type ConditionValueType =
	'text' | 'number' | 'date' | 'time' | 'weekday' | 'boolean';

/** A current value: a list (roles, plugins) matches when any entry matches. */
export type ConditionCurrentValue = string | number | boolean | string[];

/** A condition type: built in, or added through the `uipress.conditions` filter. */
export interface ConditionTypeDefinition {
	/** Stored in `Condition.type`. */
	name: string;
	/** Shown in the builder. */
	label: string;
	valueType: ConditionValueType;
	/** Operators the builder offers for this type. */
	operators: ConditionOperator[];
	/** The current value, read from the context. */
	getValue: ( context: ConditionContext ) => ConditionCurrentValue;
}
