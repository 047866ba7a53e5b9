/**
 * Where an off-canvas panel shows, and what push mode moves. In the
 * builder's canvas (previewing), the template is laid out at a simulated
 * screen's size and scaled (`data-uip-popover-scaled`): the panel covers
 * that screen, scaled with it, instead of the builder. The interface build
 * takes layer.interface.ts instead: the window.
 */

/**
 * Internal dependencies
 */
import { pushTarget } from './state';

/** Where a panel shows. */
export interface OffCanvasLayer {
	/** What the panel is portalled into. */
	root: HTMLElement;
	/** What push mode moves aside. */
	page: HTMLElement;
	/** The width of the screen the panel covers, in its own pixels. */
	width: number;
}

/**
 * The scaled canvas when there is one, else the window.
 */
export function offCanvasLayer(): OffCanvasLayer {
	const scaled = document.querySelector< HTMLElement >(
		'[data-uip-popover-scaled]'
	);
	if ( ! scaled ) {
		return {
			root: document.body,
			page: pushTarget( document ),
			width: window.innerWidth,
		};
	}
	return {
		root: scaled,
		page:
			scaled.querySelector< HTMLElement >( '[data-uip-mode]' ) ?? scaled,
		width: scaled.offsetWidth,
	};
}
