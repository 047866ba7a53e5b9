/**
 * WordPress dependencies
 */
import { TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import CodeEditor, {
	type CodeLanguage,
} from '../../builder/settings/code-editor';

interface CodeFieldProps {
	id: string;
	label: string;
	help?: string;
	value: string;
	/** html, css or js. */
	language: string;
	canEditCode: boolean;
	onChange: ( value: string ) => void;
}

const LANGUAGES: Record< string, CodeLanguage > = {
	html: 'html',
	css: 'css',
	js: 'javascript',
};

/** Why a code field cannot be changed. */
export function readOnlyCodeHelp(): string {
	return __(
		'Only users who may post unfiltered HTML can change this; it is shown read-only.',
		'uipress'
	);
}

/**
 * HTML, CSS or JavaScript: WordPress's code editor (the builder's) for
 * users who may write code, a read-only text area for everyone else.
 *
 * @param props             Component props.
 * @param props.id          Id of the text area.
 * @param props.label       The setting's label.
 * @param props.help        Help text.
 * @param props.value       The code.
 * @param props.language    html, css or js.
 * @param props.canEditCode Whether the user may change it.
 * @param props.onChange    Receives the new code.
 */
export default function CodeField( {
	id,
	label,
	help,
	value,
	language,
	canEditCode,
	onChange,
}: CodeFieldProps ) {
	if ( ! canEditCode ) {
		return (
			<TextareaControl
				__nextHasNoMarginBottom
				className="uip-settings__code"
				label={ label }
				help={ [ help, readOnlyCodeHelp() ]
					.filter( Boolean )
					.join( ' ' ) }
				value={ value }
				readOnly
				rows={ 6 }
				onChange={ () => undefined }
			/>
		);
	}
	return (
		<div id={ `${ id }-wrap` }>
			<CodeEditor
				label={ label }
				help={ help }
				value={ value }
				language={ LANGUAGES[ language ] ?? 'html' }
				onChange={ ( next ) => onChange( next ) }
			/>
		</div>
	);
}
