/**
 * Internal dependencies
 */
import type { OptionDefinition } from '../../engine/types/definition';

/**
 * The options the fullscreen and menu collapse toggles share (spec:
 * buttonText, icon, icon position, collapsedIcon).
 *
 * @param labels               Translated option labels.
 * @param labels.text          Label of buttonText.
 * @param labels.icon          Label of icon.
 * @param labels.position      Label of iconPosition.
 * @param labels.left          The left choice.
 * @param labels.right         The right choice.
 * @param labels.collapsedIcon Label of collapsedIcon.
 * @param icon                 Default icon.
 * @param collapsedIcon        Default icon in the other state.
 */
export function toggleOptions(
	labels: {
		text: string;
		icon: string;
		position: string;
		left: string;
		right: string;
		collapsedIcon: string;
	},
	icon: string,
	collapsedIcon: string
): OptionDefinition[] {
	return [
		{
			option: 'dynamicInput',
			uniqueKey: 'buttonText',
			label: labels.text,
			value: {
				string: '',
				dynamic: false,
				dynamicKey: '',
				dynamicPos: 'left',
			},
		},
		{ option: 'icon', uniqueKey: 'icon', label: labels.icon, value: icon },
		{
			option: 'choiceSelect',
			uniqueKey: 'iconPosition',
			label: labels.position,
			value: 'left',
			args: {
				options: [
					{ value: 'left', label: labels.left },
					{ value: 'right', label: labels.right },
				],
			},
		},
		{
			option: 'icon',
			uniqueKey: 'collapsedIcon',
			label: labels.collapsedIcon,
			value: collapsedIcon,
		},
	];
}
