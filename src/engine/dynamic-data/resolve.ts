/**
 * Internal dependencies
 */
import type { DynamicInputValue } from '../types';
import type { DynamicCatalogue } from './types';

export function resolveDynamicInput(
	value: DynamicInputValue | string | undefined,
	catalogue: DynamicCatalogue
): string {
	void catalogue;
	if ( typeof value === 'string' ) {
		return value;
	}
	return value?.string ?? '';
}
