/**
 * Internal dependencies
 */
import type { Condition, ConditionContext, ConditionSet } from '../types';

export function evaluateCondition(
	condition: Condition,
	context: ConditionContext
): boolean {
	void condition;
	void context;
	return true;
}

/**
 * Whether a block's conditions are met.
 *
 * @param set     The block's condition set.
 * @param context What the conditions are tested against.
 */
export function evaluateConditions(
	set: ConditionSet | undefined,
	context: ConditionContext
): boolean {
	void set;
	void context;
	return true;
}
