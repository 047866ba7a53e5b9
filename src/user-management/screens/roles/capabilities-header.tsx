/**
 * The heading over a capability checklist (a role's or a user's), with
 * Discard changes and Save capabilities when it may be changed.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

interface CapabilitiesHeaderProps {
	title: string;
	/** The heading's id, for the section's aria-labelledby. */
	titleId?: string;
	/** Whether the buttons are offered (a role above the manager is not). */
	editable?: boolean;
	dirty: boolean;
	saving: boolean;
	onDiscard: () => void;
	onSave: () => void;
}

/**
 * The checklist's heading and its two buttons.
 *
 * @param props           Component props.
 * @param props.title
 * @param props.titleId
 * @param props.editable
 * @param props.dirty
 * @param props.saving
 * @param props.onDiscard
 * @param props.onSave
 */
export default function CapabilitiesHeader( {
	title,
	titleId,
	editable = true,
	dirty,
	saving,
	onDiscard,
	onSave,
}: CapabilitiesHeaderProps ) {
	return (
		<div className="uip-role-capabilities__header">
			<h2 id={ titleId }>{ title }</h2>
			{ editable && (
				<div className="uip-role-capabilities__actions">
					<Button
						__next40pxDefaultSize
						variant="tertiary"
						disabled={ ! dirty || saving }
						accessibleWhenDisabled
						onClick={ onDiscard }
					>
						{ __( 'Discard changes', 'uipress' ) }
					</Button>
					<Button
						__next40pxDefaultSize
						variant="primary"
						isBusy={ saving }
						disabled={ ! dirty || saving }
						accessibleWhenDisabled
						onClick={ onSave }
					>
						{ __( 'Save capabilities', 'uipress' ) }
					</Button>
				</div>
			) }
		</div>
	);
}
