/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OptionDefinition } from '../../engine/types/definition';

/**
 * The options the fullscreen and menu collapse toggles share (spec:
 * buttonText, icon, icon position, collapsedIcon). The words live here and in
 * `label` properties only, which the interface build strips
 * (tools/webpack/strip-builder-texts.js).
 *
 * @param icon          Default icon.
 * @param collapsedIcon Default icon in the other state.
 * @param other         The other state's icon option's words (`label`).
 * @param other.label
 */
export function toggleOptions(
	icon: string,
	collapsedIcon: string,
	other: { label: string }
): OptionDefinition[] {
	return [
		{
			option: 'dynamicInput',
			uniqueKey: 'buttonText',
			label: __( 'Text', 'uipress' ),
			value: {
				string: '',
				dynamic: false,
				dynamicKey: '',
				dynamicPos: 'left',
			},
		},
		{
			option: 'icon',
			uniqueKey: 'icon',
			label: __( 'Icon', 'uipress' ),
			value: icon,
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
		{
			option: 'icon',
			uniqueKey: 'collapsedIcon',
			...other,
			value: collapsedIcon,
		},
	];
}
