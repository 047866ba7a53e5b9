/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const formDefinition: BlockDefinition = {
	name: __( 'Form', 'uipress' ),
	moduleName: 'uip-form',
	description: __(
		'A form around input blocks: sends their values by email, to a PHP function, or saves them as a site option or user meta.',
		'uipress'
	),
	group: 'form',
	icon: 'dynamic_form',
	container: true,
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'dynamicInput',
					uniqueKey: 'submitText',
					label: __( 'Submit button text', 'uipress' ),
					value: {
						string: __( 'Submit', 'uipress' ),
						dynamic: false,
						dynamicKey: '',
						dynamicPos: 'left',
					},
				},
				{
					option: 'formAction',
					uniqueKey: 'submitAction',
					label: __( 'When the form is sent', 'uipress' ),
					value: {
						action: 'email',
						emailAddress: '',
						emailSubject: '',
						emailTemplate: '',
						phpFunction: '',
						siteOptionName: '',
						objectOrSingle: 'single',
						userMetaObjectKey: '',
						redirectURL: { value: '', newTab: false },
					},
				},
				{
					option: 'trueFalse',
					uniqueKey: 'prePopulate',
					label: __( 'Fill in the saved values', 'uipress' ),
					value: false,
					help: __(
						'User meta forms show each user what they saved. Site option forms show the saved values only to users who can manage options (the option holds what anyone sent last).',
						'uipress'
					),
				},
				{
					option: 'text',
					uniqueKey: 'successMessage',
					label: __( 'Success message', 'uipress' ),
					value: '',
					help: __(
						'Shown for 10 seconds after the form is sent. Empty: “Form submitted”.',
						'uipress'
					),
				},
			],
		},
		style: true,
		styleGroups: [
			{
				name: 'submitButton',
				label: __( 'Submit button', 'uipress' ),
				class: '.uip-form__submit',
			},
		],
		advanced: true,
	},
	component,
};
