/**
 * The template renderer and what block components use from it.
 */
export {
	default as TemplateRenderer,
	type TemplateRendererProps,
} from './template-renderer';
export {
	default as TemplatePage,
	type TemplatePageProps,
} from './template-page';
export { renderTemplate, type RenderedTemplate } from './render-template';
export { useBlockActions, useDynamicText } from './block-hooks';
export {
	safeLinkUrl,
	safeMenuUrl,
	opensInNewTab,
	linkOpensInNewTab,
	isExternalUrl,
} from './links';
export { EMPTY_ENGINE_CONFIG, pageEngineConfig } from './page-engine-config';
