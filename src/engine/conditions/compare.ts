/**
 * Internal dependencies
 */
import type { ConditionOperator } from '../types';
import type { ConditionCurrentValue, ConditionValueType } from './types';

export function compareValues(
	current: ConditionCurrentValue,
	operator: ConditionOperator,
	expected: string,
	valueType: ConditionValueType
): boolean {
	void current;
	void operator;
	void expected;
	void valueType;
	return true;
}
