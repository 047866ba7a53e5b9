/**
 * What the inserter gates' tests share: a definition of a group, and the
 * ResizeObserver jsdom lacks (the inserter measures its panel).
 */

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../../../engine/types';

export function gatedDefinition(
	moduleName: string,
	group: string
): BlockDefinition {
	return {
		name: moduleName,
		moduleName,
		description: '',
		group,
		icon: 'star',
		optionsEnabled: {},
		component: () => null,
	};
}

export function stubResizeObserver(): void {
	window.ResizeObserver ??= class {
		observe() {}
		unobserve() {}
		disconnect() {}
	};
}
