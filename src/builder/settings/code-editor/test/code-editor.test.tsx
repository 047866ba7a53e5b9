/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import CodeEditor from '..';
import type { CodeEditorSettings, CodeMirrorInstance } from '../wp-code-editor';

type ChangeHandler = (
	instance: CodeMirrorInstance,
	change: { origin?: string }
) => void;

/**
 * A stand-in for CodeMirror that keeps its value and change handlers.
 * @param textarea
 */
function fakeCodeMirror( textarea: HTMLTextAreaElement ) {
	const handlers: ChangeHandler[] = [];
	const wrapper = document.createElement( 'div' );
	textarea.after( wrapper );
	textarea.style.display = 'none';
	let current = textarea.value;
	const instance: CodeMirrorInstance & {
		type: ( text: string ) => void;
		setValue: jest.Mock;
		toTextArea: jest.Mock;
	} = {
		getValue: () => current,
		setValue: jest.fn( ( next: string ) => {
			current = next;
			handlers.forEach( ( handler ) =>
				handler( instance, { origin: 'setValue' } )
			);
		} ),
		on: ( _event, handler ) => {
			handlers.push( handler );
		},
		getWrapperElement: () => wrapper,
		focus: () => undefined,
		toTextArea: jest.fn( () => {
			wrapper.remove();
			textarea.style.display = '';
		} ),
		type: ( text: string ) => {
			current = text;
			handlers.forEach( ( handler ) =>
				handler( instance, { origin: '+input' } )
			);
		},
	};
	return instance;
}

describe( 'CodeEditor', () => {
	afterEach( () => {
		delete ( window as unknown as { wp?: unknown } ).wp;
	} );

	it( 'is a plain text area without wp.codeEditor', () => {
		const onChange = jest.fn();
		render(
			<CodeEditor
				label="CSS"
				language="css"
				value="a{}"
				help="Some help."
				onChange={ onChange }
			/>
		);
		const field = screen.getByRole( 'textbox', { name: 'CSS' } );
		expect( field ).toHaveValue( 'a{}' );
		expect( screen.getByText( 'Some help.' ) ).toBeInTheDocument();
		expect( screen.queryByText( /Press Escape, then Tab/ ) ).toBeNull();
		fireEvent.change( field, { target: { value: 'b{}' } } );
		expect( onChange ).toHaveBeenCalledWith( 'b{}', true );
	} );

	it( 'upgrades to WordPress’s code editor when it is queued', () => {
		let editor: ReturnType< typeof fakeCodeMirror > | undefined;
		const settings: CodeEditorSettings[] = [];
		( window as unknown as { wp: unknown } ).wp = {
			codeEditor: {
				defaultSettings: {
					codemirror: { lint: true, mode: 'css', indentUnit: 4 },
					csslint: { errors: true },
				},
				initialize: (
					textarea: HTMLTextAreaElement,
					given: CodeEditorSettings
				) => {
					settings.push( given );
					editor = fakeCodeMirror( textarea );
					return { codemirror: editor };
				},
			},
		};
		const onChange = jest.fn();
		const { rerender, unmount } = render(
			<CodeEditor
				label="JavaScript"
				language="javascript"
				value="go()"
				onChange={ onChange }
			/>
		);
		expect( settings[ 0 ] ).toMatchObject( {
			csslint: { errors: true },
			codemirror: {
				lint: true,
				indentUnit: 4,
				mode: 'javascript',
				screenReaderLabel: 'JavaScript',
			},
		} );
		expect(
			screen.getByText( 'Press Escape, then Tab, to leave the editor.' )
		).toBeInTheDocument();

		editor?.type( 'stop()' );
		expect( onChange ).toHaveBeenLastCalledWith( 'stop()', true );

		// A value from outside (undo) is shown, and is no edit.
		onChange.mockClear();
		rerender(
			<CodeEditor
				label="JavaScript"
				language="javascript"
				value="undone()"
				onChange={ onChange }
			/>
		);
		expect( editor?.setValue ).toHaveBeenCalledWith( 'undone()' );
		expect( onChange ).not.toHaveBeenCalled();

		unmount();
		expect( editor?.toTextArea ).toHaveBeenCalled();
	} );

	it( 'maps HTML to CodeMirror’s mixed mode and moves focus out on Escape, Tab', () => {
		const settings: CodeEditorSettings[] = [];
		let editor: ReturnType< typeof fakeCodeMirror > | undefined;
		( window as unknown as { wp: unknown } ).wp = {
			codeEditor: {
				initialize: (
					textarea: HTMLTextAreaElement,
					given: CodeEditorSettings
				) => {
					settings.push( given );
					editor = fakeCodeMirror( textarea );
					return { codemirror: editor };
				},
			},
		};
		render(
			<>
				<button type="button">Before</button>
				<CodeEditor
					label="HTML"
					language="html"
					value=""
					onChange={ () => undefined }
				/>
				<button type="button">After</button>
			</>
		);
		expect( settings[ 0 ]?.codemirror ).toMatchObject( {
			mode: 'htmlmixed',
		} );
		if ( ! editor ) {
			throw new Error( 'The editor was not built.' );
		}
		settings[ 0 ]?.onTabNext?.( editor );
		expect( screen.getByRole( 'button', { name: 'After' } ) ).toHaveFocus();
		settings[ 0 ]?.onTabPrevious?.( editor );
		expect(
			screen.getByRole( 'button', { name: 'Before' } )
		).toHaveFocus();
	} );
} );
