/**
 * Internal dependencies
 */
import type { BlockActionHandlers, Interaction } from '../../types';
import type { InteractionEnvironment } from '../types';

export function interaction(
	overrides: Partial< Interaction > = {}
): Interaction {
	return {
		id: 'i1',
		type: 'click',
		target: 'self',
		blockTarget: '',
		selector: '',
		action: 'hideElement',
		key: '',
		keyvalue: '',
		javascript: '',
		...overrides,
	};
}

/**
 * A page with a button block (self) and two panels, one of them a block.
 */
export function page(): {
	root: HTMLElement;
	self: HTMLElement;
	panel: HTMLElement;
	other: HTMLElement;
} {
	document.body.innerHTML = `
		<div id="root">
			<button data-uip-uid="btn000000000000000000001" data-uip-module="uip-button">Go</button>
			<div class="panel" data-uip-uid="pnl000000000000000000001" data-uip-module="uip-container">Panel</div>
			<div class="panel other">Other</div>
		</div>`;
	const root = document.getElementById( 'root' ) as HTMLElement;
	return {
		root,
		self: root.querySelector( 'button' ) as HTMLElement,
		panel: root.querySelector(
			'[data-uip-uid="pnl000000000000000000001"]'
		) as HTMLElement,
		other: root.querySelector( '.other' ) as HTMLElement,
	};
}

export function environment(
	self: HTMLElement,
	root: Document | HTMLElement,
	blocks: Record< string, BlockActionHandlers > = {}
): InteractionEnvironment & { log: jest.Mock } {
	return {
		self,
		root,
		blockActions: ( uid ) => blocks[ uid ],
		log: jest.fn(),
	};
}
