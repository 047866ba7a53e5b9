/**
 * The editing shell of the builder.
 */
export { default as Editor, type EditorProps } from './editor';
export {
	default as EditorLayout,
	type EditorLayoutProps,
} from './editor-layout';
export { useTemplateRoute, templateIdFromUrl, urlForTemplate } from './route';
export { useBuilderActions, useBuilderSelect } from './use-builder';
export { CANVAS_WIDTHS } from './constants';
