/**
 * Test helpers: a block and definitions, and StylePanel rendered with its
 * changes applied as the store would apply them.
 */

/**
 * External dependencies
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type {
	Block,
	BlockDefinition,
	StyleGroupDefinition,
} from '../../../../engine/types';
import { compileBlockCss } from '../../../../engine/styles';
import type { EditOptions } from '../../../store/types';
import StylePanel from '../style-panel';

export const UID = 'abcdefghijklmnopqrstuvwx';

export function sampleBlock( changes: Partial< Block > = {} ): Block {
	return {
		uid: UID,
		name: 'Button',
		moduleName: 'uip-button',
		settings: {},
		...changes,
	};
}

export function sampleDefinition(
	optionsEnabled: BlockDefinition[ 'optionsEnabled' ] = { style: true }
): BlockDefinition {
	return {
		name: 'Button',
		moduleName: 'uip-button',
		description: 'A button.',
		group: 'elements',
		icon: 'button',
		optionsEnabled,
		component: () => null,
	};
}

export const BUTTON_GROUP: StyleGroupDefinition = {
	name: 'buttonStyle',
	label: 'Button',
	class: '.uip-button',
	presets: {
		Primary: {
			styles: { backgroundColor: 'var(--uip-color-primary)' },
			textFormat: { color: 'var(--uip-color-text-inverse)' },
		},
		Outline: {
			styles: {
				border: {
					width: { value: 1, units: 'px' },
					style: 'solid',
					color: 'var(--uip-color-border)',
				},
			},
		},
	},
};

export interface Change {
	changes: Partial< Block >;
	options?: EditOptions;
}

/**
 * Renders StylePanel; every change is recorded and applied to the block
 * (shallow merge, like the store's updateBlock).
 *
 * @param block      The block.
 * @param definition Its definition.
 */
export function renderPanel(
	block: Block = sampleBlock(),
	definition: BlockDefinition | undefined = sampleDefinition()
) {
	const calls: Change[] = [];
	let current = block;
	function Harness() {
		const [ state, setState ] = useState( block );
		return (
			<StylePanel
				block={ state }
				definition={ definition }
				onChange={ ( changes, options ) => {
					calls.push( { changes, options } );
					current = { ...current, ...changes, uid: current.uid };
					setState( current );
				} }
			/>
		);
	}
	const result = render( <Harness /> );
	return {
		...result,
		calls,
		block: () => current,
		css: () =>
			compileBlockCss( current, definition?.optionsEnabled.styleGroups ),
	};
}

/**
 * Opens the collapsed panel whose title button has this name, inside
 * `container` when given; returns the panel's element.
 *
 * @param title     Panel title.
 * @param container Where to look.
 */
export function openPanel( title: string, container?: HTMLElement ) {
	const scope = container ? within( container ) : screen;
	const button = scope.getByRole( 'button', { name: title } );
	if ( button.getAttribute( 'aria-expanded' ) !== 'true' ) {
		act( () => {
			fireEvent.click( button );
		} );
	}
	const panel = button.closest( '.components-panel__body' );
	if ( ! ( panel instanceof HTMLElement ) ) {
		throw new Error( `No panel titled ${ title }` );
	}
	return panel;
}

/**
 * Opens a style settings group, then one of its 7 style groups.
 *
 * @param section The group's panel title ('Block style', 'Button'…).
 * @param group   The style group's title ('Spacing'…).
 */
export function openGroup( section: string, group: string ) {
	return openPanel( group, openPanel( section ) );
}

/**
 * Types into an input (a change event, as the controls listen to).
 *
 * @param input The input.
 * @param value The new value.
 */
export function typeInto( input: HTMLElement, value: string ) {
	act( () => {
		fireEvent.change( input, { target: { value } } );
	} );
}

/**
 * Chooses an option of a select.
 *
 * @param select The select.
 * @param value  The option's value.
 */
export function choose( select: HTMLElement, value: string ) {
	act( () => {
		fireEvent.change( select, { target: { value } } );
	} );
}

/**
 * Chooses a theme colour in a colour field: opens its list of theme colours
 * when closed, then presses the colour's button (named as people read it).
 *
 * @param field  The colour field (the group its label names).
 * @param colour The colour's name, e.g. 'Primary' or 'Muted text'.
 */
export function chooseColour( field: HTMLElement, colour: string ) {
	const toggle = field.querySelector( '.uip-theme-colour__current' );
	if ( ! ( toggle instanceof HTMLElement ) ) {
		throw new Error( 'No colour field here' );
	}
	if ( toggle.getAttribute( 'aria-expanded' ) !== 'true' ) {
		act( () => {
			fireEvent.click( toggle );
		} );
	}
	act( () => {
		fireEvent.click(
			within( field ).getByRole( 'button', { name: colour } )
		);
	} );
}
