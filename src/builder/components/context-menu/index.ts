/**
 * The block context menu (canvas and layers).
 */
export {
	default as BlockContextMenu,
	type BlockContextMenuProps,
} from './block-context-menu';
export {
	default as CanvasContextMenu,
	type CanvasContextMenuProps,
} from './canvas-context-menu';
export { useContextMenu, type ContextMenuRequest } from './use-context-menu';
