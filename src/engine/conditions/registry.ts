/**
 * WordPress dependencies
 */
import { applyFilters } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import type { ConditionTypeDefinition } from './types';

export function builtInConditionTypes(): ConditionTypeDefinition[] {
	return [];
}

/**
 * The condition types: the built-in ones plus those added through `uipress.conditions`.
 */
export function conditionTypes(): ConditionTypeDefinition[] {
	const filtered: unknown = applyFilters(
		'uipress.conditions',
		builtInConditionTypes()
	);
	return Array.isArray( filtered ) ? filtered : builtInConditionTypes();
}
