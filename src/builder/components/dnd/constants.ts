/**
 * Drag and drop constants (spec: "Dragging: 300 ms drag animation"; issue 4:
 * auto-scroll while dragging with sensitivity 30 px, speed 10, interval 24 ms).
 */

/** Duration of the drop animation, in milliseconds. */
export const DROP_ANIMATION_MS = 300;

/** Distance from a scroll container's edge at which auto-scroll starts, in px. */
export const AUTO_SCROLL_SENSITIVITY = 30;

/** Pixels scrolled per tick at the edge of the scroll container. */
export const AUTO_SCROLL_SPEED = 10;

/** Time between two auto-scroll ticks, in milliseconds. */
export const AUTO_SCROLL_INTERVAL = 24;

/** A pointer must move this far before a drag starts, so clicks still select. */
export const POINTER_ACTIVATION_DISTANCE = 4;

/** Droppable id of the canvas. */
export const CANVAS_DROP_ID = 'uip-canvas';

/** Droppable id of the empty end of the layers tree (append at the root). */
export const LAYERS_END_DROP_ID = 'uip-layers-end';
