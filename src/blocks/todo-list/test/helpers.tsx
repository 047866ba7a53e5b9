/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import type { DisplayMode } from '../../../engine/types';

/**
 * Renders a template holding a to-do list block and, outside the builder,
 * waits until the user's list has loaded (or failed to).
 *
 * @param mode Display mode.
 */
export async function renderTodoList( mode: DisplayMode = 'prod' ) {
	const todoList = block( 'uip-todo-list' );
	const view = render(
		<TemplateRenderer mode={ mode } blocks={ [ todoList ] } />
	);
	if ( mode !== 'builder' ) {
		// Loading shows first, while the request is under way.
		expect( screen.getByText( /Loading your to-dos/ ) ).toBeInTheDocument();
		await waitUntilLoaded();
	}
	return view;
}

/** Waits until the loading message has gone (the list or an error shows). */
export async function waitUntilLoaded(): Promise< void > {
	await waitFor( () =>
		expect(
			screen.queryByText( /Loading your to-dos/ )
		).not.toBeInTheDocument()
	);
}

/** The names of the to-dos shown, in order. */
export function shownNames(): string[] {
	return screen
		.queryAllByRole( 'textbox', { name: /^Name of to-do/ } )
		.map( ( field ) => ( field as HTMLTextAreaElement ).value );
}

/**
 * The list item of a to-do shown.
 *
 * @param name Its name.
 */
export function itemNamed( name: string ): HTMLElement {
	const field = screen
		.getAllByRole( 'textbox', { name: /^Name of to-do/ } )
		.find( ( entry ) => ( entry as HTMLTextAreaElement ).value === name );
	const item = field?.closest< HTMLElement >( 'li' );
	if ( ! item ) {
		throw new Error( `No to-do named ${ name } is shown.` );
	}
	return item;
}

/**
 * A control of a to-do shown.
 *
 * @param name  The to-do's name.
 * @param role  The control's role.
 * @param label Its accessible name.
 */
export function controlOf(
	name: string,
	role: 'button' | 'checkbox' | 'textbox',
	label: string | RegExp
): HTMLElement {
	return within( itemNamed( name ) ).getByRole( role, { name: label } );
}

/** What the block last said to screen readers (speak(), politely). */
export function announced(): string {
	return (
		document
			.getElementById( 'a11y-speak-polite' )
			?.textContent?.replace( /\u00A0+$/, '' ) ?? ''
	);
}
