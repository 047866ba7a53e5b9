/**
 * A confirm dialog's footer: Cancel, then the action. One footer for the
 * modals of the users app, the role editor and the Posts table.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './dialog-buttons.scss';

export interface DialogButtonsProps {
	/** The action's button text. */
	confirmLabel: string;
	/** While the action runs: both buttons disabled, the action busy. */
	busy: boolean;
	/** The action cannot run yet (a field is missing). */
	disabled?: boolean;
	/** The action destroys something (red). */
	destructive?: boolean;
	/** The action submits the dialog's form instead of calling onConfirm. */
	submit?: boolean;
	/** A disabled action stays focusable and announced (aria-disabled). */
	accessibleWhenDisabled?: boolean;
	onCancel?: () => void;
	onConfirm?: () => void;
}

/**
 * Cancel and the dialog's action, at the end of the line.
 *
 * @param props                        Component props.
 * @param props.confirmLabel
 * @param props.busy
 * @param props.disabled
 * @param props.destructive
 * @param props.submit
 * @param props.accessibleWhenDisabled
 * @param props.onCancel
 * @param props.onConfirm
 */
export default function DialogButtons( {
	confirmLabel,
	busy,
	disabled = false,
	destructive = false,
	submit = false,
	accessibleWhenDisabled = false,
	onCancel,
	onConfirm,
}: DialogButtonsProps ) {
	return (
		<div className="uip-dialog-buttons">
			<Button
				__next40pxDefaultSize
				variant="tertiary"
				onClick={ onCancel }
				disabled={ busy }
			>
				{ __( 'Cancel', 'uipress' ) }
			</Button>
			<Button
				__next40pxDefaultSize
				variant="primary"
				type={ submit ? 'submit' : 'button' }
				isDestructive={ destructive }
				isBusy={ busy }
				disabled={ busy || disabled }
				accessibleWhenDisabled={ accessibleWhenDisabled }
				onClick={ submit ? undefined : onConfirm }
			>
				{ confirmLabel }
			</Button>
		</div>
	);
}
