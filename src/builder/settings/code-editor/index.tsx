/**
 * WordPress dependencies
 */
import { TextareaControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	focusOutside,
	wpCodeEditor,
	type CodeMirrorInstance,
} from './wp-code-editor';
import { loadCodeEditor } from './load-code-editor';
import './code-editor.scss';

export type CodeLanguage = 'css' | 'javascript' | 'html';

export interface CodeEditorProps {
	label: string;
	value: string;
	language: CodeLanguage;
	/** `merge` is true: typing is merged into one undo step. */
	onChange: ( value: string, merge: boolean ) => void;
	help?: string;
}

/** CodeMirror mode of each language. */
const MODES: Record< CodeLanguage, string > = {
	css: 'css',
	javascript: 'javascript',
	html: 'htmlmixed',
};

/**
 * An editor for CSS, JavaScript or HTML stored with a block or template: a
 * text area, upgraded to WordPress's code editor (syntax highlighting and
 * linting) when the page queued it. Escape then Tab leaves the code editor.
 *
 * @param props          Component props.
 * @param props.label    Visible label.
 * @param props.value    The code.
 * @param props.language What the code is.
 * @param props.onChange Receives the new code.
 * @param props.help     Help text under the field.
 */
export default function CodeEditor( {
	label,
	value,
	language,
	onChange,
	help,
}: CodeEditorProps ) {
	const textarea = useRef< HTMLTextAreaElement >( null );
	const editor = useRef< CodeMirrorInstance | null >( null );
	const latest = useRef( { onChange, value } );
	latest.current = { onChange, value };
	const [ api, setApi ] = useState( wpCodeEditor );
	// The editor's files load when the first code field shows.
	useEffect( () => {
		if ( api ) {
			return undefined;
		}
		let live = true;
		loadCodeEditor().then( ( loaded ) => {
			if ( live && loaded ) {
				setApi( loaded );
			}
		} );
		return () => {
			live = false;
		};
	}, [ api ] );

	useEffect( () => {
		const element = textarea.current;
		if ( ! api || ! element ) {
			return undefined;
		}
		const defaults = api.defaultSettings ?? {};
		const { codemirror } = api.initialize( element, {
			...defaults,
			codemirror: {
				...defaults.codemirror,
				mode: MODES[ language ],
				screenReaderLabel: label,
			},
			onTabNext: ( instance ) =>
				focusOutside( instance.getWrapperElement(), true ),
			onTabPrevious: ( instance ) =>
				focusOutside( instance.getWrapperElement(), false ),
		} );
		editor.current = codemirror;
		if ( codemirror.getValue() !== latest.current.value ) {
			codemirror.setValue( latest.current.value );
		}
		codemirror.on( 'change', ( instance, change ) => {
			// setValue() is the store's value arriving (undo, another tab):
			// not an edit.
			if ( change.origin !== 'setValue' ) {
				latest.current.onChange( instance.getValue(), true );
			}
		} );
		return () => {
			editor.current = null;
			codemirror.toTextArea();
		};
		// The editor is built once per field; `label` only names it.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ api, language ] );

	// Show values that change outside the editor (undo, redo).
	useEffect( () => {
		const codemirror = editor.current;
		if ( codemirror && codemirror.getValue() !== value ) {
			codemirror.setValue( value );
		}
	}, [ value ] );

	const fullHelp = api
		? [
				help,
				__( 'Press Escape, then Tab, to leave the editor.', 'uipress' ),
			]
				.filter( Boolean )
				.join( ' ' )
		: help;

	return (
		<TextareaControl
			__nextHasNoMarginBottom
			ref={ textarea }
			className={ `uip-code-editor uip-code-editor--${ language }` }
			label={ label }
			help={ fullHelp }
			value={ value }
			rows={ 8 }
			spellCheck={ false }
			onChange={ ( next ) => onChange( next, true ) }
		/>
	);
}
