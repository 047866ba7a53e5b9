/**
 * The interface's way to the core blocks: each folder's definition (with its
 * component and styles) is one chunk, `blocks/<folder>`, which the interface
 * loads only when its template uses one of the folder's blocks. The server
 * prints those chunks with the page (build/block-chunks.php), so the imports
 * below resolve without a request. `chunks.json` maps module names to
 * folders, for this file and for the server.
 */

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../engine/types';

type DefinitionsLoader = () => Promise< readonly BlockDefinition[] >;

/** Loads a folder's definitions, keyed by folder. */
export const CORE_BLOCK_LOADERS: Readonly<
	Record< string, DefinitionsLoader >
> = {
	accordion: () =>
		import(
			/* webpackChunkName: "blocks/accordion" */ './accordion/definition'
		).then( ( module ) => [ module.accordionDefinition ] ),
	button: () =>
		import(
			/* webpackChunkName: "blocks/button" */ './button/definition'
		).then( ( module ) => [ module.buttonDefinition ] ),
	'fullscreen-toggle': () =>
		import(
			/* webpackChunkName: "blocks/fullscreen-toggle" */ './fullscreen-toggle/definition'
		).then( ( module ) => [ module.fullscreenToggleDefinition ] ),
	heading: () =>
		import(
			/* webpackChunkName: "blocks/heading" */ './heading/definition'
		).then( ( module ) => [ module.headingDefinition ] ),
	icon: () =>
		import(
			/* webpackChunkName: "blocks/icon" */ './icon/definition'
		).then( ( module ) => [ module.iconDefinition ] ),
	paragraph: () =>
		import(
			/* webpackChunkName: "blocks/paragraph" */ './paragraph/definition'
		).then( ( module ) => [ module.paragraphDefinition ] ),
	'responsive-grid': () =>
		import(
			/* webpackChunkName: "blocks/responsive-grid" */ './responsive-grid/definition'
		).then( ( module ) => [ module.responsiveGridDefinition ] ),
	image: () =>
		import(
			/* webpackChunkName: "blocks/image" */ './image/definition'
		).then( ( module ) => [ module.imageDefinition ] ),
	quote: () =>
		import(
			/* webpackChunkName: "blocks/quote" */ './quote/definition'
		).then( ( module ) => [ module.quoteDefinition ] ),
	video: () =>
		import(
			/* webpackChunkName: "blocks/video" */ './video/definition'
		).then( ( module ) => [ module.videoDefinition ] ),
	dropdown: () =>
		import(
			/* webpackChunkName: "blocks/dropdown" */ './dropdown/definition'
		).then( ( module ) => [ module.dropdownDefinition ] ),
	'slide-out': () =>
		import(
			/* webpackChunkName: "blocks/slide-out" */ './slide-out/definition'
		).then( ( module ) => [ module.slideOutDefinition ] ),
	modal: () =>
		import(
			/* webpackChunkName: "blocks/modal" */ './modal/definition'
		).then( ( module ) => [ module.modalDefinition ] ),
	tabs: () =>
		import(
			/* webpackChunkName: "blocks/tabs" */ './tabs/definition'
		).then( ( module ) => [ module.tabsDefinition ] ),
	html: () =>
		import(
			/* webpackChunkName: "blocks/html" */ './html/definition'
		).then( ( module ) => [ module.htmlDefinition ] ),
	shortcode: () =>
		import(
			/* webpackChunkName: "blocks/shortcode" */ './shortcode/definition'
		).then( ( module ) => [ module.shortcodeDefinition ] ),
	iframe: () =>
		import(
			/* webpackChunkName: "blocks/iframe" */ './iframe/definition'
		).then( ( module ) => [ module.iframeDefinition ] ),
	'icon-list': () =>
		import(
			/* webpackChunkName: "blocks/icon-list" */ './icon-list/definition'
		).then( ( module ) => [ module.iconListDefinition ] ),
};
