/**
 * WordPress dependencies
 */
import { BaseControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import CodeEditor, { type CodeLanguage } from '../code-editor';
import type { OptionControlProps } from '../types';
import { canEditCode } from '../use-can-edit-code';
import { stringArg, toText } from './values';

const LANGUAGES: readonly CodeLanguage[] = [ 'css', 'javascript', 'html' ];

/**
 * The language of a code option: `args.language` ('css', 'javascript' or
 * 'html'; 'js' counts as JavaScript), CSS by default.
 *
 * @param args The option's args.
 */
export function codeLanguage(
	args: Record< string, unknown > | undefined
): CodeLanguage {
	const language = stringArg( args, 'language', 'css' ).toLowerCase();
	if ( language === 'js' ) {
		return 'javascript';
	}
	return LANGUAGES.find( ( entry ) => entry === language ) ?? 'css';
}

/**
 * CSS, JavaScript or HTML. The server keeps code only from users who may
 * post unfiltered HTML, so everyone else sees a note instead of the field.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the code; typing merges.
 */
export default function CodeOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	// Markup the server cleans for users without unfiltered_html (the
	// custom HTML block) is theirs to edit too.
	const cleanedOnSave = option.args?.cleanedOnSave === true;
	const mayEdit = canEditCode();
	if ( ! mayEdit && ! cleanedOnSave ) {
		return (
			<BaseControl
				__nextHasNoMarginBottom
				className="uip-option-control uip-code-control"
			>
				<BaseControl.VisualLabel>
					{ option.label }
				</BaseControl.VisualLabel>
				<p className="uip-option-control__note">
					{ __(
						'Only users who may post unfiltered HTML can add CSS and JavaScript.',
						'uipress'
					) }
				</p>
			</BaseControl>
		);
	}
	return (
		<CodeEditor
			label={ option.label }
			help={
				mayEdit
					? option.help
					: __(
							'Scripts and event attributes are removed when you save: only users who may post unfiltered HTML can add them.',
							'uipress'
						)
			}
			language={ codeLanguage( option.args ) }
			value={ toText( value ) }
			onChange={ ( next, merge ) => onChange( next, merge ) }
		/>
	);
}
