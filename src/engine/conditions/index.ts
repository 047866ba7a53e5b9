/**
 * Conditions: whether a block shows (production mode only).
 */
export type {
	ConditionTypeDefinition,
	ConditionValueType,
	ConditionCurrentValue,
} from './types';
export { conditionTypes, builtInConditionTypes } from './registry';
export { evaluateConditions, evaluateCondition } from './evaluate';
export { buildConditionContext } from './context';
export type { ClientConditionValues } from './context';
export { compareValues } from './compare';
