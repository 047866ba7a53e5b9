/**
 * Drag and drop in the builder (inserter, layers, canvas).
 */
export {
	default as BuilderDndProvider,
	type BuilderDndProviderProps,
} from './builder-dnd-provider';
export {
	default as CanvasDropArea,
	type CanvasDropAreaProps,
} from './canvas-drop-area';
export { default as CanvasDragHandle } from './canvas-drag-handle';
export { useDropState, type DropState } from './drop-state';
export * from './constants';
export type {
	Box,
	DragData,
	DropAreaData,
	DropIndicator,
	DropPlacement,
	DropTarget,
	Point,
} from './types';
