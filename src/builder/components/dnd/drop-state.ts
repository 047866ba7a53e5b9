/**
 * WordPress dependencies
 */
import { createContext, useContext } from '@wordpress/element';
import type { MutableRefObject } from 'react';

/**
 * Internal dependencies
 */
import type { DragData, DropIndicator, DropTarget } from './types';

/** The drag under way and where it would land. */
export interface DropState {
	drag: DragData;
	area: 'canvas' | 'layers' | null;
	indicator: DropIndicator | null;
	target: DropTarget | null;
	/** Whether dropping now changes the tree (refused and same-place drops do not). */
	allowed: boolean;
}

export interface DndEnvironment {
	state: DropState | null;
	/** The canvas element, set by `CanvasDropArea`. */
	canvasNode: MutableRefObject< HTMLElement | null >;
}

export const DndEnvironmentContext = createContext< DndEnvironment >( {
	state: null,
	canvasNode: { current: null },
} );

/**
 * The drag under way (null when none) and where it would land.
 */
export function useDropState(): DropState | null {
	return useContext( DndEnvironmentContext ).state;
}
