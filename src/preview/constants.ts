/** The element the preview screen (admin.php?page=uip-preview) prints. */
export const PREVIEW_ROOT_ID = 'uip-preview-root';

/** performance.measure name around the first render of the template. */
export const RENDER_MEASURE = 'uipress:render';
