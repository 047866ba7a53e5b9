/**
 * Internal dependencies
 */
import type { EngineConfig } from '../types';
import type { DynamicCatalogue } from './types';

export function dynamicCatalogue(
	engine: EngineConfig,
	now: Date
): DynamicCatalogue {
	void engine;
	void now;
	return {};
}
