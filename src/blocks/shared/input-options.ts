/**
 * The options the input blocks share (spec: inputLabel, inputName,
 * inputPlaceHolder, inputRequired, inputType, selectOptions). The server
 * reads the same keys (includes/Forms/FormBlock.php).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OptionDefinition } from '../../engine/types';
import { defaultChoices } from './input-choices';

/** The text input's types (the server accepts these only). */
export const TEXT_INPUT_TYPES = [
	'text',
	'number',
	'email',
	'tel',
	'password',
] as const;

export type TextInputType = ( typeof TEXT_INPUT_TYPES )[ number ];

/**
 * Label, name, placeholder and required: every input has them.
 *
 * @param placeholder Whether the input shows a placeholder (text fields).
 */
export function inputOptions( placeholder = true ): OptionDefinition[] {
	const options: OptionDefinition[] = [
		{
			option: 'text',
			uniqueKey: 'inputLabel',
			label: __( 'Label', 'uipress' ),
			value: __( 'Label', 'uipress' ),
		},
		{
			option: 'text',
			uniqueKey: 'inputName',
			label: __( 'Name', 'uipress' ),
			value: '',
			help: __(
				'The key the value is saved under (a meta key, or a placeholder such as {{name}} in an email). An input without a name is not sent.',
				'uipress'
			),
		},
	];
	if ( placeholder ) {
		options.push( {
			option: 'text',
			uniqueKey: 'inputPlaceHolder',
			label: __( 'Placeholder', 'uipress' ),
			value: '',
		} );
	}
	options.push( {
		option: 'trueFalse',
		uniqueKey: 'inputRequired',
		label: __( 'Required', 'uipress' ),
		value: false,
	} );
	return options;
}

/** The text input's type (spec: inputType; default text). */
export function inputTypeOption(): OptionDefinition {
	return {
		option: 'select',
		uniqueKey: 'inputType',
		label: __( 'Input type', 'uipress' ),
		value: 'text',
		args: {
			options: [
				{ value: 'text', label: __( 'Text', 'uipress' ) },
				{ value: 'number', label: __( 'Number', 'uipress' ) },
				{ value: 'email', label: __( 'Email', 'uipress' ) },
				{ value: 'tel', label: __( 'Phone number', 'uipress' ) },
				{ value: 'password', label: __( 'Password', 'uipress' ) },
			],
		},
	};
}

/** The choices of a select or radio input (spec: selectOptions). */
export function selectOptionsOption(): OptionDefinition {
	return {
		option: 'selectOptions',
		uniqueKey: 'selectOptions',
		label: __( 'Options', 'uipress' ),
		value: defaultChoices(),
		help: __(
			'Each option’s label is shown; its value is what the form saves.',
			'uipress'
		),
	};
}
