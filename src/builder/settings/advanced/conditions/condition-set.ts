/**
 * Pure edits of a block's condition set: each returns the set to store, or
 * undefined when no condition is left (the set is removed).
 */

/**
 * Internal dependencies
 */
import type {
	Condition,
	ConditionOperator,
	ConditionRelation,
	ConditionSet,
} from '../../../../engine/types';
import type { ConditionTypeDefinition } from '../../../../engine/conditions';

/**
 * The stored set, or an empty 'and' set when none (or a malformed one) is
 * stored.
 *
 * @param stored What `settings.advanced.options.conditions` holds.
 */
export function conditionSetOf( stored: unknown ): ConditionSet {
	if ( typeof stored !== 'object' || stored === null ) {
		return { relation: 'and', conditions: [] };
	}
	const candidate = stored as Partial< ConditionSet >;
	return {
		relation: candidate.relation === 'or' ? 'or' : 'and',
		conditions: Array.isArray( candidate.conditions )
			? candidate.conditions
			: [],
	};
}

/**
 * A new condition of the first type, with its first operator and no value.
 *
 * @param types The condition types.
 */
export function newCondition(
	types: readonly ConditionTypeDefinition[]
): Condition {
	const first = types[ 0 ];
	return {
		type: first?.name ?? 'userrole',
		operator: first?.operators[ 0 ] ?? 'is',
		value: '',
	};
}

/**
 * The set with a condition added at the end.
 *
 * @param set   The current set.
 * @param types The condition types.
 */
export function addCondition(
	set: ConditionSet,
	types: readonly ConditionTypeDefinition[]
): ConditionSet {
	return {
		...set,
		conditions: [ ...set.conditions, newCondition( types ) ],
	};
}

/**
 * The set without the condition at `index`; undefined when it was the last.
 *
 * @param set   The current set.
 * @param index The row.
 */
export function removeCondition(
	set: ConditionSet,
	index: number
): ConditionSet | undefined {
	const conditions = set.conditions.filter( ( _, at ) => at !== index );
	return conditions.length ? { ...set, conditions } : undefined;
}

/**
 * The set with the condition at `index` replaced.
 *
 * @param set       The current set.
 * @param index     The row.
 * @param condition The new condition.
 */
export function replaceCondition(
	set: ConditionSet,
	index: number,
	condition: Condition
): ConditionSet {
	return {
		...set,
		conditions: set.conditions.map( ( item, at ) =>
			at === index ? condition : item
		),
	};
}

/**
 * The set with another relation.
 *
 * @param set      The current set.
 * @param relation 'and' or 'or'.
 */
export function withRelation(
	set: ConditionSet,
	relation: ConditionRelation
): ConditionSet {
	return { ...set, relation };
}

/**
 * A condition switched to another type: the operator stays when the new
 * type offers it (else its first operator), the value stays when both
 * types read values the same way (else it empties).
 *
 * @param condition The condition.
 * @param previous  Its current type's definition, if known.
 * @param next      The new type's definition.
 */
export function withType(
	condition: Condition,
	previous: ConditionTypeDefinition | undefined,
	next: ConditionTypeDefinition
): Condition {
	const operator: ConditionOperator = next.operators.includes(
		condition.operator
	)
		? condition.operator
		: ( next.operators[ 0 ] ?? 'is' );
	return {
		type: next.name,
		operator,
		value: previous?.valueType === next.valueType ? condition.value : '',
	};
}

/**
 * Whether the engine ignores the condition (spec: entries with an empty
 * value are ignored).
 *
 * @param condition The condition.
 */
export function isIgnored( condition: Condition ): boolean {
	return typeof condition.value !== 'string' || condition.value.trim() === '';
}
