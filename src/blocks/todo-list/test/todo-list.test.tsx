/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

/**
 * Internal dependencies
 */
import { todoListDefinition } from '../definition';
import { TODO_TEXT_MAX_HEIGHT } from '../constants';
import { fakePreferenceServer, todo } from './fake-server';
import {
	announced,
	controlOf,
	itemNamed,
	renderTodoList,
	shownNames,
} from './helpers';

function addField() {
	return screen.getByRole( 'textbox', { name: 'New to-do' } );
}

function addTodo( name: string, how: 'enter' | 'button' = 'enter' ) {
	fireEvent.change( addField(), { target: { value: name } } );
	if ( how === 'enter' ) {
		fireEvent.submit( addField() );
	} else {
		fireEvent.click( screen.getByRole( 'button', { name: 'Add' } ) );
	}
}

function tab( name: string ) {
	return screen.getByRole( 'tab', {
		name: new RegExp( `^${ name } \\d+$` ),
	} );
}

describe( 'uip-todo-list', () => {
	it( 'is the dynamic block uip-todo-list', () => {
		expect( todoListDefinition ).toMatchObject( {
			moduleName: 'uip-todo-list',
			group: 'dynamic',
		} );
	} );

	it( 'says there is nothing to do when the user saved no list', async () => {
		fakePreferenceServer( null );
		await renderTodoList();
		expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent(
			'Nothing to do. Add your first to-do above.'
		);
		expect( tab( 'All' ) ).toHaveTextContent( 'All 0' );
	} );

	it( 'adds a to-do with Enter or the button, and refuses a blank name', async () => {
		fakePreferenceServer( [] );
		await renderTodoList();

		addTodo( 'Write the newsletter' );
		addTodo( 'Call the printer', 'button' );
		expect( shownNames() ).toEqual( [
			'Write the newsletter',
			'Call the printer',
		] );
		expect( addField() ).toHaveValue( '' );
		expect( announced() ).toBe( '“Call the printer” added.' );

		addTodo( '   ' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Give the to-do a name first.'
		);
		expect( addField() ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( addField() ).toHaveAccessibleDescription(
			'Give the to-do a name first.'
		);
		expect( addField() ).toHaveFocus();
		expect( shownNames() ).toHaveLength( 2 );

		// Typing a name clears the message.
		fireEvent.change( addField(), { target: { value: 'B' } } );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'edits names and descriptions in place, and puts back a name left blank', async () => {
		fakePreferenceServer( [ todo( 'Draft post', false, 'About spring' ) ] );
		await renderTodoList();
		const name = controlOf( 'Draft post', 'textbox', 'Name of to-do 1' );
		const description = controlOf(
			'Draft post',
			'textbox',
			'Description of to-do 1'
		);
		expect( description ).toHaveValue( 'About spring' );

		fireEvent.change( description, {
			target: { value: 'About spring\nWith photos' },
		} );
		expect( description ).toHaveValue( 'About spring\nWith photos' );

		fireEvent.focus( name );
		// A name is one line: pasted line breaks become spaces.
		fireEvent.change( name, { target: { value: 'Draft\npost 2' } } );
		expect( name ).toHaveValue( 'Draft post 2' );
		fireEvent.change( name, { target: { value: '' } } );
		fireEvent.blur( name );
		expect( name ).toHaveValue( 'Draft post' );
		expect( announced() ).toBe(
			'A to-do needs a name: “Draft post” was put back.'
		);
	} );

	it( 'grows a text area with its text up to 500 px, then scrolls', async () => {
		fakePreferenceServer( [ todo( 'Notes' ) ] );
		// jsdom lays nothing out: 20 px per line of text.
		const scrollHeight = jest
			.spyOn( HTMLTextAreaElement.prototype, 'scrollHeight', 'get' )
			.mockImplementation( function ( this: HTMLTextAreaElement ) {
				return this.value.split( '\n' ).length * 20;
			} );
		try {
			await renderTodoList();
			const description = controlOf(
				'Notes',
				'textbox',
				'Description of to-do 1'
			);
			fireEvent.change( description, {
				target: { value: 'one\ntwo\nthree' },
			} );
			expect( description.style.height ).toBe( '60px' );
			expect( description.style.overflowY ).toBe( 'hidden' );

			fireEvent.change( description, {
				target: { value: Array( 40 ).fill( 'line' ).join( '\n' ) },
			} );
			expect( description.style.height ).toBe(
				`${ TODO_TEXT_MAX_HEIGHT }px`
			);
			expect( description.style.overflowY ).toBe( 'auto' );

			// And shrinks again.
			fireEvent.change( description, { target: { value: 'one' } } );
			expect( description.style.height ).toBe( '20px' );

			// A narrower window wraps the text on more lines.
			scrollHeight.mockReturnValue( 40 );
			act( () => {
				window.dispatchEvent( new Event( 'resize' ) );
			} );
			expect( description.style.height ).toBe( '40px' );
		} finally {
			scrollHeight.mockRestore();
		}
	} );

	it( 'ticks to-dos done with a checkbox, and the tabs show all, to do and completed', async () => {
		fakePreferenceServer( [
			todo( 'Reply to comments' ),
			todo( 'Update plugins' ),
			todo( 'Back up the site', true ),
		] );
		await renderTodoList();
		expect( tab( 'All' ) ).toHaveAttribute( 'aria-selected', 'true' );
		expect( tab( 'All' ) ).toHaveTextContent( 'All 3' );
		expect( tab( 'To do' ) ).toHaveTextContent( 'To do 2' );
		expect( tab( 'Completed' ) ).toHaveTextContent( 'Completed 1' );

		const done = controlOf(
			'Update plugins',
			'checkbox',
			'Done: Update plugins'
		);
		expect( done ).not.toBeChecked();
		fireEvent.click( done );
		expect( done ).toBeChecked();
		expect( announced() ).toBe( '“Update plugins” is done.' );
		expect( tab( 'To do' ) ).toHaveTextContent( 'To do 1' );
		expect( tab( 'Completed' ) ).toHaveTextContent( 'Completed 2' );

		fireEvent.click( tab( 'To do' ) );
		expect( screen.getByRole( 'tabpanel' ) ).toHaveAccessibleName(
			/^To do/
		);
		expect( shownNames() ).toEqual( [ 'Reply to comments' ] );

		// Arrow keys move along the tabs and show them.
		fireEvent.keyDown( tab( 'To do' ), { key: 'ArrowRight' } );
		expect( tab( 'Completed' ) ).toHaveFocus();
		expect( tab( 'Completed' ) ).toHaveAttribute( 'aria-selected', 'true' );
		expect( shownNames() ).toEqual( [
			'Update plugins',
			'Back up the site',
		] );
		expect( tab( 'All' ) ).toHaveAttribute( 'tabindex', '-1' );
		fireEvent.keyDown( tab( 'Completed' ), { key: 'Home' } );
		expect( tab( 'All' ) ).toHaveFocus();
		expect( shownNames() ).toHaveLength( 3 );

		// Unticked in the Completed tab, it leaves it; the focus goes to the next one.
		fireEvent.click( tab( 'Completed' ) );
		fireEvent.click(
			controlOf( 'Update plugins', 'checkbox', 'Done: Update plugins' )
		);
		expect( shownNames() ).toEqual( [ 'Back up the site' ] );
		expect(
			controlOf(
				'Back up the site',
				'checkbox',
				'Done: Back up the site'
			)
		).toHaveFocus();
		expect( screen.getByRole( 'tabpanel' ) ).not.toHaveTextContent(
			'Nothing completed yet.'
		);
		fireEvent.click(
			controlOf(
				'Back up the site',
				'checkbox',
				'Done: Back up the site'
			)
		);
		expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent(
			'Nothing completed yet.'
		);
		expect( screen.getByRole( 'tabpanel' ) ).toHaveFocus();
	} );

	it( 'deletes a to-do, and Undo puts it back where it was', async () => {
		fakePreferenceServer( [
			todo( 'First' ),
			todo( 'Second', true ),
			todo( 'Third' ),
		] );
		await renderTodoList();
		fireEvent.click( controlOf( 'Second', 'button', 'Delete “Second”' ) );
		expect( shownNames() ).toEqual( [ 'First', 'Third' ] );
		expect( announced() ).toBe( '“Second” deleted.' );
		const undo = screen.getByRole( 'button', { name: 'Undo' } );
		expect( undo ).toHaveFocus();
		expect( undo.parentElement ).toHaveTextContent( '“Second” deleted.' );

		fireEvent.click( undo );
		expect( shownNames() ).toEqual( [ 'First', 'Second', 'Third' ] );
		expect(
			controlOf( 'Second', 'checkbox', 'Done: Second' )
		).toBeChecked();
		expect(
			controlOf( 'Second', 'button', 'Delete “Second”' )
		).toHaveFocus();
		expect( announced() ).toBe( '“Second” restored.' );
		expect(
			screen.queryByRole( 'button', { name: 'Undo' } )
		).not.toBeInTheDocument();

		// Dismissed, the undo goes away and the to-do stays deleted.
		fireEvent.click( controlOf( 'Third', 'button', 'Delete “Third”' ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Dismiss' } ) );
		expect(
			screen.queryByRole( 'button', { name: 'Undo' } )
		).not.toBeInTheDocument();
		expect( shownNames() ).toEqual( [ 'First', 'Second' ] );
	} );

	it( 'reorders with the move buttons, keeping the focus and saying where it went', async () => {
		fakePreferenceServer( [ todo( 'A' ), todo( 'B', true ), todo( 'C' ) ] );
		await renderTodoList();
		expect( controlOf( 'A', 'button', 'Move “A” up' ) ).toBeDisabled();
		expect( controlOf( 'C', 'button', 'Move “C” down' ) ).toBeDisabled();

		const up = controlOf( 'C', 'button', 'Move “C” up' );
		up.focus();
		fireEvent.click( up );
		expect( shownNames() ).toEqual( [ 'A', 'C', 'B' ] );
		expect( announced() ).toBe( '“C” moved to position 2 of 3.' );
		expect( controlOf( 'C', 'button', 'Move “C” up' ) ).toHaveFocus();

		// At the top, the focus goes to the button that can still move it.
		fireEvent.click( controlOf( 'C', 'button', 'Move “C” up' ) );
		expect( shownNames() ).toEqual( [ 'C', 'A', 'B' ] );
		expect( controlOf( 'C', 'button', 'Move “C” down' ) ).toHaveFocus();

		// In a tab, it moves past the next to-do shown there.
		fireEvent.click( tab( 'To do' ) );
		expect( shownNames() ).toEqual( [ 'C', 'A' ] );
		fireEvent.click( controlOf( 'C', 'button', 'Move “C” down' ) );
		expect( shownNames() ).toEqual( [ 'A', 'C' ] );
		fireEvent.click( tab( 'All' ) );
		expect( shownNames() ).toEqual( [ 'A', 'C', 'B' ] );
	} );

	it( 'gives its drag handles a name and dnd-kit’s keyboard instructions', async () => {
		fakePreferenceServer( [ todo( 'A' ), todo( 'B' ) ] );
		await renderTodoList();
		const handle = controlOf( 'A', 'button', 'Reorder “A”' );
		expect( handle ).toHaveAttribute( 'aria-roledescription', 'sortable' );
		// dnd-kit adds its instructions to the page once it has mounted.
		await waitFor( () =>
			expect( handle ).toHaveAccessibleDescription(
				/press Space or Enter on its handle/
			)
		);
	} );

	it( 'shows sample to-dos in the builder and asks the server nothing', async () => {
		const server = fakePreferenceServer( [ todo( 'Private' ) ] );
		await renderTodoList( 'builder' );
		expect( shownNames() ).toEqual( [
			'Review the drafts waiting for approval',
			'Update the plugins',
			'Reply to new comments',
		] );
		addTodo( 'Tried in the builder' );
		fireEvent.click(
			within( itemNamed( 'Update the plugins' ) ).getByRole( 'checkbox' )
		);
		await act( async () => {
			window.dispatchEvent( new Event( 'pagehide' ) );
		} );
		expect( server.requests ).toEqual( [] );
	} );
} );
