/**
 * Internal dependencies
 */
import type { DynamicCatalogue } from './types';

export function clientDynamicValues(
	now: Date,
	locale: string
): DynamicCatalogue {
	void now;
	void locale;
	return {};
}
