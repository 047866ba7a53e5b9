/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StyleOptions } from '../../../engine/types';
import { presetOptions } from './style-settings';

export interface GroupActionsProps {
	/** The group's label, for the buttons' accessible names. */
	label: string;
	/** Named presets the definition declares. */
	presets?: Record< string, StyleOptions >;
	/** Whether the group has options to reset. */
	hasOptions: boolean;
	/** Replaces the group's options (one undo step). */
	onApply: ( options: StyleOptions ) => void;
	/** Clears the group's options. */
	onReset: () => void;
}

/**
 * 'Apply preset' buttons, one per preset, and 'Reset'.
 *
 * @param props            Props.
 * @param props.label      The group's label.
 * @param props.presets    The presets.
 * @param props.hasOptions Whether there is anything to reset.
 * @param props.onApply    Applies a preset's options.
 * @param props.onReset    Clears the options.
 */
export default function GroupActions( {
	label,
	presets,
	hasOptions,
	onApply,
	onReset,
}: GroupActionsProps ) {
	const entries = Object.entries( presets ?? {} );
	return (
		<div className="uip-style-actions">
			{ entries.length > 0 && (
				<div
					className="uip-style-actions__presets"
					role="group"
					aria-label={ __( 'Apply preset', 'uipress' ) }
				>
					<span className="uip-style-actions__title" aria-hidden>
						{ __( 'Apply preset', 'uipress' ) }
					</span>
					{ entries.map( ( [ name, preset ] ) => (
						<Button
							key={ name }
							variant="secondary"
							size="small"
							label={ sprintf(
								/* translators: %s: the preset's name. */
								__( 'Apply the preset %s', 'uipress' ),
								name
							) }
							showTooltip={ false }
							onClick={ () => onApply( presetOptions( preset ) ) }
						>
							{ name }
						</Button>
					) ) }
				</div>
			) }
			<Button
				variant="tertiary"
				size="small"
				isDestructive
				disabled={ ! hasOptions }
				accessibleWhenDisabled
				label={ sprintf(
					/* translators: %s: the style group's label. */
					__( 'Reset the styles of %s', 'uipress' ),
					label
				) }
				showTooltip={ false }
				onClick={ onReset }
			>
				{ __( 'Reset', 'uipress' ) }
			</Button>
		</div>
	);
}
