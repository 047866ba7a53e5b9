/**
 * Internal dependencies
 */
import type { Block, StyleGroupDefinition } from '../types';

export function compileBlockCss(
	block: Block,
	styleGroups?: StyleGroupDefinition[]
): string {
	void block;
	void styleGroups;
	return '';
}
