/**
 * WordPress dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import DialogButtons from '../../../../components/dialog-buttons';

interface UserDialogBodyProps {
	children: ReactNode;
	confirmLabel: string;
	destructive?: boolean;
	disabled?: boolean;
	busy: boolean;
	onCancel?: () => void;
	onConfirm: () => void;
}

/**
 * A user action's dialog: its text and controls, then Cancel and the action.
 *
 * @param props              Component props.
 * @param props.children
 * @param props.confirmLabel
 * @param props.destructive
 * @param props.disabled
 * @param props.busy
 * @param props.onCancel
 * @param props.onConfirm
 */
export default function UserDialog( {
	children,
	...buttons
}: UserDialogBodyProps ) {
	return (
		<div className="uip-users-screen__stack uip-users-screen__dialog">
			{ children }
			<DialogButtons { ...buttons } />
		</div>
	);
}
