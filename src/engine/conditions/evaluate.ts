/**
 * Internal dependencies
 */
import type { Condition, ConditionContext, ConditionSet } from '../types';
import { compareValues } from './compare';
import { conditionTypes } from './registry';
import type { ConditionTypeDefinition } from './types';

/**
 * Whether one entry holds. An unknown type, or a type whose getValue throws,
 * makes the entry false and is reported with console.warn.
 *
 * @param condition The stored entry (its value is not empty).
 * @param context   What it is tested against.
 * @param types     The condition types (conditionTypes() by default).
 */
export function evaluateCondition(
	condition: Condition,
	context: ConditionContext,
	types: ConditionTypeDefinition[] = conditionTypes()
): boolean {
	const type = types.find(
		( candidate ) => candidate.name === condition.type
	);
	if ( ! type ) {
		// eslint-disable-next-line no-console
		console.warn(
			`UiPress: unknown condition type "${ String(
				condition.type
			) }"; the condition is treated as not met.`
		);
		return false;
	}
	try {
		return compareValues(
			type.getValue( context ),
			condition.operator,
			condition.value,
			type.valueType
		);
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.warn(
			`UiPress: condition type "${ type.name }" failed to read its value; the condition is treated as not met.`,
			error
		);
		return false;
	}
}

function hasValue( condition: unknown ): condition is Condition {
	if ( typeof condition !== 'object' || condition === null ) {
		return false;
	}
	const { value } = condition as { value?: unknown };
	return (
		( typeof value === 'string' && value.trim() !== '' ) ||
		typeof value === 'number'
	);
}

/**
 * Whether a block's conditions are met. No set, no entries, or only entries
 * with an empty value (spec: those are ignored) → true. Relation 'or' needs
 * one entry to hold, anything else ('and') every entry.
 *
 * @param set     The block's `settings.advanced.options.conditions`.
 * @param context What the conditions are tested against.
 * @param types   The condition types; pass them in when evaluating many blocks.
 */
export function evaluateConditions(
	set: ConditionSet | undefined,
	context: ConditionContext,
	types?: ConditionTypeDefinition[]
): boolean {
	if ( ! set || ! Array.isArray( set.conditions ) ) {
		return true;
	}
	const entries = set.conditions.filter( hasValue ).map( ( entry ) => ( {
		...entry,
		value: String( entry.value ),
	} ) );
	if ( entries.length === 0 ) {
		return true;
	}
	const available = types ?? conditionTypes();
	const holds = ( entry: Condition ) =>
		evaluateCondition( entry, context, available );
	return set.relation === 'or'
		? entries.some( holds )
		: entries.every( holds );
}
