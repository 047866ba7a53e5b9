/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

/** Spec (chat constants): the models offered first. */
export const CHAT_MODEL_PRESETS = [
	'gpt-3.5-turbo',
	'gpt-3.5-turbo-16k',
	'gpt-4',
	'gpt-4-32k',
] as const;

export const aiChatDefinition: BlockDefinition = {
	name: __( 'AI chat', 'uipress' ),
	moduleName: 'uip-ai-chat',
	description: __(
		'A conversation with an AI assistant, through the site’s server.',
		'uipress'
	),
	group: 'dynamic',
	icon: 'smart_toy',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'aiProvider',
					uniqueKey: 'provider',
					label: __( 'AI provider', 'uipress' ),
					value: '',
				},
				{
					option: 'password',
					uniqueKey: 'apiKey',
					label: __( 'API key', 'uipress' ),
					value: '',
					help: __(
						'Kept on the server and never shown again. Leave it empty to keep a saved key, or to use the key in the UiPress settings.',
						'uipress'
					),
				},
				{
					option: 'textarea',
					uniqueKey: 'welcomeMessage',
					label: __( 'Welcome message', 'uipress' ),
					value: '',
					help: __(
						'Shown as the assistant’s first message. Not sent to the provider.',
						'uipress'
					),
				},
				{
					option: 'textarea',
					uniqueKey: 'systemMessage',
					label: __( 'System message', 'uipress' ),
					value: '',
					help: __(
						'Instructions the assistant gets before every conversation. Users do not see them.',
						'uipress'
					),
				},
				{
					option: 'aiModel',
					uniqueKey: 'chatModel',
					label: __( 'Model', 'uipress' ),
					value: CHAT_MODEL_PRESETS[ 0 ],
					args: { presets: [ ...CHAT_MODEL_PRESETS ] },
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
