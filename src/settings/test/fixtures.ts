/**
 * Internal dependencies
 */
import type { SettingSchema, SettingsAnswer } from '../api';

/** A small copy of the server's schema: one setting of most kinds. */
export const SCHEMA: SettingSchema[] = [
	{
		key: 'postIDs',
		group: 'general',
		kind: 'boolean',
		default: false,
		label: 'Show an ID column in post lists',
	},
	{
		key: 'logo_alignment',
		group: 'login',
		kind: 'choice',
		default: 'center',
		label: 'Logo alignment',
		choices: { left: 'Left', center: 'Center', right: 'Right' },
	},
	{
		key: 'loginCSS',
		group: 'login',
		kind: 'code',
		default: '',
		label: 'Login CSS',
		language: 'css',
	},
	{
		key: 'welcomeMessage',
		group: 'whiteLabel',
		kind: 'text',
		default: '',
		label: 'Toolbar welcome',
		help: 'Replaces “Howdy”.',
	},
	{
		key: 'theme',
		group: 'theme',
		kind: 'theme',
		default: [],
		label: 'Theme colours',
	},
	{
		key: 'enqueueScripts',
		group: 'advanced',
		kind: 'scripts',
		default: [],
		label: 'Extra scripts',
	},
	{
		key: 'uipDisabledFor',
		group: 'advanced',
		kind: 'list',
		default: [],
		label: 'Pages UiPress stays off',
	},
	{
		key: 'aiKey',
		group: 'keys',
		kind: 'secret',
		default: '',
		label: 'AI provider key',
	},
	{
		key: 'aiBaseUrl',
		group: 'keys',
		kind: 'endpoint',
		default: '',
		label: 'AI provider address',
		help: 'Empty uses OpenAI.',
	},
];

/**
 * The server's answer.
 *
 * @param overrides Changes to it.
 */
export function answer(
	overrides: Partial< SettingsAnswer > = {}
): SettingsAnswer {
	return {
		settings: {
			postIDs: false,
			logo_alignment: 'center',
			loginCSS: '',
			welcomeMessage: '',
			theme: [],
			enqueueScripts: [],
			uipDisabledFor: [ 'options-general.php' ],
			aiBaseUrl: '',
		},
		secrets: { aiKey: true },
		schema: SCHEMA,
		groups: {
			general: 'General',
			login: 'Login page',
			whiteLabel: 'White label',
			theme: 'Theme',
			advanced: 'Advanced',
			keys: 'Keys',
		},
		canEditCode: true,
		...overrides,
	};
}
