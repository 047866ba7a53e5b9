/**
 * One DataViews list for UiPress posts (templates, custom menus).
 */
export { default as EntityList, initialView } from './entity-list';
export type {
	EntityConfig,
	EntityItem,
	EntityLabels,
	EntityOrder,
} from './types';
export { copyTitle } from './copy-title';
export { openAction } from './open-action';
