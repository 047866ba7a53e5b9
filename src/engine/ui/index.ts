/**
 * Small controls the engine and the interface blocks draw with. The
 * interface loads on every admin page a template takes over, where the
 * WordPress components package (and the date and rich-text packages it pulls
 * in) would cost more script time than the whole interface; these stay
 * within wp-admin's own styles (`button`, `screen-reader-text`, `notice`).
 * The builder's own screens keep using the WordPress components.
 */
export { default as IconButton } from './icon-button';
export { default as ScreenReaderText } from './screen-reader-text';
export { default as AdminNotice } from './admin-notice';
