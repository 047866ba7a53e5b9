/**
 * The options of blocks that open something from a button (dropdown,
 * slide-out panel, modal): its text, icon, icon position and keyboard
 * shortcut (spec: buttonText, iconSelect, iconPosition, keyboardShortcut).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OptionDefinition } from '../../engine/types';

/**
 * The button options, the text defaulting to `text`.
 *
 * @param text Default button text.
 */
export function triggerOptions( text: string ): OptionDefinition[] {
	return [
		{
			option: 'dynamicInput',
			uniqueKey: 'buttonText',
			label: __( 'Button text', 'uipress' ),
			value: {
				string: text,
				dynamic: false,
				dynamicKey: '',
				dynamicPos: 'left',
			},
		},
		{
			option: 'icon',
			uniqueKey: 'iconSelect',
			label: __( 'Icon', 'uipress' ),
			value: '',
		},
		{
			option: 'choiceSelect',
			uniqueKey: 'iconPosition',
			label: __( 'Icon position', 'uipress' ),
			value: 'left',
			args: {
				options: [
					{ value: 'left', label: __( 'Left', 'uipress' ) },
					{ value: 'right', label: __( 'Right', 'uipress' ) },
				],
			},
		},
	];
}

/** The keyboard shortcut option (off by default). */
export function shortcutOption(): OptionDefinition {
	return {
		option: 'keyboardShortcut',
		uniqueKey: 'keyboardShortcut',
		label: __( 'Keyboard shortcut', 'uipress' ),
		value: { enabled: false, display: false, selectedKeys: [] },
	};
}

/** The actions interactions can run on a block that opens something. */
export function openCloseActions(): Array< { name: string; label: string } > {
	return [
		{ name: 'open', label: __( 'Open', 'uipress' ) },
		{ name: 'close', label: __( 'Close', 'uipress' ) },
		{ name: 'toggle', label: __( 'Open or close', 'uipress' ) },
	];
}
