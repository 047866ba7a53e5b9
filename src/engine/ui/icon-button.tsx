/**
 * External dependencies
 */
import type { MouseEvent, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import './ui.scss';

export interface IconButtonProps {
	/** The button's accessible name (it shows only an icon). */
	label: string;
	/** The icon. */
	children: ReactNode;
	onClick: ( event: MouseEvent< HTMLButtonElement > ) => void;
	className?: string;
}

/**
 * A button that shows only an icon and is named by its label.
 *
 * @param props           Component props.
 * @param props.label     Accessible name.
 * @param props.children  The icon.
 * @param props.onClick   Click handler.
 * @param props.className Extra class.
 */
export default function IconButton( {
	label,
	children,
	onClick,
	className,
}: IconButtonProps ) {
	return (
		<button
			type="button"
			className={ `uip-icon-button${
				className ? ` ${ className }` : ''
			}` }
			aria-label={ label }
			onClick={ onClick }
		>
			{ children }
		</button>
	);
}
