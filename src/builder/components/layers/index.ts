/**
 * The layers panel: the template's tree.
 */
export { default as Layers } from './layers';
export { keyboardMoveTarget, visibleRows } from './tree-rows';
