/**
 * Internal dependencies
 */
import { useDynamicText } from '../../engine/renderer/block-hooks';
import type { BlockOptions, DisplayMode } from '../../engine/types';
import BlockIcon from '../shared/block-icon';
import { choiceOption, dynamicOption, iconOption } from '../shared/options';
import './toggle-button.scss';

export const ICON_POSITIONS = [ 'left', 'right' ] as const;

interface ToggleButtonProps {
	options: BlockOptions;
	mode: DisplayMode;
	/** Whether the toggled state is on (full screen, collapsed). */
	pressed: boolean;
	/**
	 * For a button that opens something (a menu panel): whether it is open,
	 * said with `aria-expanded` instead of `aria-pressed`.
	 */
	expanded?: boolean;
	/** Accessible name when the button has no text. */
	label: string;
	className: string;
	defaultIcon: string;
	defaultCollapsedIcon: string;
	onToggle: () => void;
}

/**
 * A button that toggles a page state, showing `icon`, or `collapsedIcon`
 * while the state is on.
 *
 * @param props                      Component props.
 * @param props.options              The block's options.
 * @param props.mode                 Display mode: nothing toggles in the builder.
 * @param props.pressed              Whether the state is on.
 * @param props.expanded             Whether what it opens is open (menu buttons).
 * @param props.label                Accessible name without text.
 * @param props.className            Class of the button.
 * @param props.defaultIcon          Icon when none is stored.
 * @param props.defaultCollapsedIcon Icon in the on state when none is stored.
 * @param props.onToggle             Toggles the state.
 */
export default function ToggleButton( {
	options,
	mode,
	pressed,
	expanded,
	label,
	className,
	defaultIcon,
	defaultCollapsedIcon,
	onToggle,
}: ToggleButtonProps ) {
	const text = useDynamicText( dynamicOption( options, 'buttonText' ) );
	const icon = pressed
		? iconOption( options, 'collapsedIcon', defaultCollapsedIcon ) ||
			defaultCollapsedIcon
		: iconOption( options, 'icon', defaultIcon ) || defaultIcon;
	const position = choiceOption(
		options,
		'iconPosition',
		ICON_POSITIONS,
		'left'
	);
	return (
		<button
			type="button"
			className={ `uip-toggle-button ${ className }` }
			{ ...( expanded === undefined
				? { 'aria-pressed': pressed }
				: { 'aria-expanded': expanded } ) }
			aria-label={ text ? undefined : label }
			data-uip-toggle-icon={ icon }
			onClick={ mode === 'builder' ? undefined : onToggle }
		>
			{ position === 'left' && <BlockIcon name={ icon } /> }
			{ text && (
				<span className="uip-toggle-button__text">{ text }</span>
			) }
			{ position === 'right' && <BlockIcon name={ icon } /> }
		</button>
	);
}
