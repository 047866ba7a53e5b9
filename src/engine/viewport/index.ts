/**
 * Viewports and responsive hiding (spec: breakpoints 699 and 990).
 */
export { viewportForWidth, isHiddenAt } from './breakpoints';
export { responsiveCss } from './responsive-css';
export { useViewport, currentViewport } from './use-viewport';
export { VIEWPORT_MEDIA_QUERIES, VIEWPORTS } from './media-queries';
