/**
 * The layers panel.
 */
export { default as Layers } from './layers';
export { keyboardMoveTarget, visibleRows } from './tree-rows';
