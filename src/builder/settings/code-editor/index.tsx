/**
 * WordPress dependencies
 */
import { TextareaControl } from '@wordpress/components';

export type CodeLanguage = 'css' | 'javascript' | 'html';

export interface CodeEditorProps {
	label: string;
	value: string;
	language: CodeLanguage;
	/** `merge` is true: typing is merged into one undo step. */
	onChange: ( value: string, merge: boolean ) => void;
	help?: string;
}

/**
 * An editor for CSS, JavaScript or HTML stored with a block or template.
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
	return (
		<TextareaControl
			__nextHasNoMarginBottom
			className={ `uip-code-editor uip-code-editor--${ language }` }
			label={ label }
			help={ help }
			value={ value }
			rows={ 8 }
			spellCheck={ false }
			onChange={ ( next ) => onChange( next, true ) }
		/>
	);
}
