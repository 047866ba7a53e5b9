/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Block, DisplayMode } from '../types';
import TemplatePage from './template-page';

export interface RenderedTemplate {
	/** Renders another tree (or mode) in the same place. */
	update: ( blocks: Block[], mode?: DisplayMode ) => void;
	/** Removes the template and its listeners. */
	unmount: () => void;
}

/**
 * Renders a template into an element as a page (theme, template,
 * notifications), for entries that are not React apps themselves.
 *
 * @param element Where to render; its content is replaced.
 * @param blocks  The block tree.
 * @param mode    builder, prod or preview.
 */
export function renderTemplate(
	element: HTMLElement,
	blocks: Block[],
	mode: DisplayMode
): RenderedTemplate {
	const root = createRoot( element );
	let currentMode = mode;
	root.render( <TemplatePage blocks={ blocks } mode={ mode } /> );
	return {
		update( nextBlocks, nextMode = currentMode ) {
			currentMode = nextMode;
			root.render(
				<TemplatePage blocks={ nextBlocks } mode={ nextMode } />
			);
		},
		unmount() {
			root.unmount();
		},
	};
}
