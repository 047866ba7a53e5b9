/**
 * The layers panel, and the left sidebar that holds it with the inserter.
 */
export { default as Layers } from './layers';
export { default as BlocksAndLayers } from './blocks-and-layers';
export { keyboardMoveTarget, visibleRows } from './tree-rows';
