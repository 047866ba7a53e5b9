/**
 * The text option types: one line (`text`), several lines (`textarea`) and
 * a secret such as an API key (`password`).
 */

/**
 * WordPress dependencies
 */
import { TextControl, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OptionControlProps } from '../types';
import { canEditCode } from '../use-can-edit-code';
import { numberArg, stringArg, toText } from './values';

/**
 * One line of text. `args.placeholder` sets the placeholder. Text that the
 * site runs as it is (`args.isCode`, the shortcode block's text) is saved
 * only by users who may post unfiltered HTML, so everyone else sees it
 * read-only with the reason, instead of losing their edit on save.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the text; typing merges into one undo step.
 */
export function TextOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const locked = option.args?.isCode === true && ! canEditCode();
	return (
		<TextControl
			__nextHasNoMarginBottom
			label={ option.label }
			help={
				locked
					? __(
							'Only users who may post unfiltered HTML can change this.',
							'uipress'
						)
					: option.help
			}
			placeholder={ stringArg( option.args, 'placeholder', '' ) }
			value={ toText( value ) }
			readOnly={ locked }
			onChange={ ( next ) => {
				if ( ! locked ) {
					onChange( next, true );
				}
			} }
		/>
	);
}

/**
 * Several lines of text. `args.rows` sets the height (default 4).
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the text; typing merges into one undo step.
 */
export function TextareaOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	return (
		<TextareaControl
			__nextHasNoMarginBottom
			label={ option.label }
			help={ option.help }
			placeholder={ stringArg( option.args, 'placeholder', '' ) }
			rows={ numberArg( option.args, 'rows' ) ?? 4 }
			value={ toText( value ) }
			onChange={ ( next ) => onChange( next, true ) }
		/>
	);
}

/**
 * A secret (an API key): typed into a password field, never echoed.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the text; typing merges into one undo step.
 */
export function PasswordOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	return (
		<TextControl
			__nextHasNoMarginBottom
			type="password"
			autoComplete="new-password"
			spellCheck={ false }
			label={ option.label }
			help={ option.help }
			value={ toText( value ) }
			onChange={ ( next ) => onChange( next, true ) }
		/>
	);
}
