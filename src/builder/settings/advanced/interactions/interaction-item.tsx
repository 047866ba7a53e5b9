/**
 * WordPress dependencies
 */
import { Notice, SelectControl, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import RemoveButton from '../remove-button';
import { isGlobalAction } from '../../../../engine/interactions/is-global-action';
import {
	INTERACTION_EVENTS,
	type BlockDefinition,
	type Interaction,
	type InteractionEvent,
	type InteractionTarget,
} from '../../../../engine/types';
import CodeEditor from '../../code-editor';
import { canEditCode } from '../../use-can-edit-code';
import { codeNote } from '../code-note';
import { actionGroups } from './action-choices';
import type { BlockTargetChoice } from './block-targets';
import { builtInActionLabel, eventLabel, targetLabel } from './labels';
import { validationMessage } from './validation-message';

const TARGETS: readonly InteractionTarget[] = [ 'self', 'block', 'selector' ];

export interface InteractionItemProps {
	interaction: Interaction;
	/** Its position, counted from 1, for the item's accessible name. */
	position: number;
	/** Definition of the block being edited (the 'self' target). */
	ownDefinition: BlockDefinition | undefined;
	/** Definitions by module, for the target block's actions. */
	definitionOf: ( moduleName: string ) => BlockDefinition | undefined;
	/** The template's other blocks. */
	blockTargets: readonly BlockTargetChoice[];
	/** Names of plugin-added actions. */
	pluginActions: readonly string[];
	/** `mergeKeyField` names the field being typed in, for undo merging. */
	onChange: (
		changes: Partial< Interaction >,
		mergeKeyField?: string
	) => void;
	onRemove: () => void;
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

/**
 * The definition whose actions the action select offers: the edited block's
 * for 'self', the chosen block's for 'block', none for a selector.
 *
 * @param interaction   The interaction.
 * @param ownDefinition The edited block's definition.
 * @param definitionOf  Definitions by module.
 * @param blockTargets  The template's other blocks.
 */
function targetDefinition(
	interaction: Interaction,
	ownDefinition: BlockDefinition | undefined,
	definitionOf: ( moduleName: string ) => BlockDefinition | undefined,
	blockTargets: readonly BlockTargetChoice[]
): BlockDefinition | undefined {
	if ( interaction.target === 'self' ) {
		return ownDefinition;
	}
	if ( interaction.target === 'block' ) {
		const chosen = blockTargets.find(
			( choice ) => choice.uid === interaction.blockTarget
		);
		return chosen ? definitionOf( chosen.moduleName ) : undefined;
	}
	return undefined;
}

/**
 * One interaction: the event, the action, the target (not for global
 * actions), the fields the action needs, and why it cannot run yet.
 *
 * @param props               Component props.
 * @param props.interaction   The stored interaction.
 * @param props.position      Item number from 1.
 * @param props.ownDefinition The edited block's definition.
 * @param props.definitionOf  Definitions by module.
 * @param props.blockTargets  The template's other blocks.
 * @param props.pluginActions Plugin-added action names.
 * @param props.onChange      Receives changed fields.
 * @param props.onRemove      Removes the interaction.
 */
export default function InteractionItem( {
	interaction,
	position,
	ownDefinition,
	definitionOf,
	blockTargets,
	pluginActions,
	onChange,
	onRemove,
}: InteractionItemProps ) {
	const action = text( interaction.action );
	const global = isGlobalAction( action );
	const targetBlock = targetDefinition(
		interaction,
		ownDefinition,
		definitionOf,
		blockTargets
	);
	const groups = actionGroups( targetBlock, pluginActions, action );
	const needsKey =
		action === 'addAttribute' ||
		action === 'removeAttribute' ||
		action === 'toggleAttribute';
	// A block action that takes a value (a tab to select) names its field.
	const valueLabel =
		action === 'addAttribute' || action === 'toggleAttribute'
			? __( 'Attribute value', 'uipress' )
			: targetBlock?.actions?.find( ( entry ) => entry.name === action )
					?.valueLabel;
	const message = validationMessage( interaction );
	const blockTarget = text( interaction.blockTarget );
	const targetKnown = blockTargets.some(
		( choice ) => choice.uid === blockTarget
	);

	const title = sprintf(
		/* translators: 1: position of the interaction in the list, from 1; 2: its event, e.g. "Click"; 3: its action, e.g. "Hide element". */
		__( '%1$d. %2$s: %3$s', 'uipress' ),
		position,
		eventLabel( interaction.type ),
		builtInActionLabel( action ) ??
			( action || __( 'no action', 'uipress' ) )
	);
	const removeLabel = sprintf(
		/* translators: %d: position of the interaction in the list, from 1. */
		__( 'Remove interaction %d', 'uipress' ),
		position
	);

	return (
		<fieldset className="uip-advanced-interaction">
			<legend className="uip-advanced-interaction__title">
				{ title }
			</legend>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Event', 'uipress' ) }
				value={ interaction.type }
				options={ INTERACTION_EVENTS.map( ( event ) => ( {
					value: event,
					label: eventLabel( event ),
				} ) ) }
				onChange={ ( type: string ) =>
					onChange( { type: type as InteractionEvent } )
				}
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Action', 'uipress' ) }
				value={ action }
				onChange={ ( next: string ) => onChange( { action: next } ) }
			>
				{ action === '' && (
					<option value="">
						{ __( 'Choose an action', 'uipress' ) }
					</option>
				) }
				{ groups.map( ( group ) => (
					<optgroup key={ group.label } label={ group.label }>
						{ group.choices.map( ( choice ) => (
							<option key={ choice.value } value={ choice.value }>
								{ choice.label }
							</option>
						) ) }
					</optgroup>
				) ) }
			</SelectControl>
			{ ! global && (
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Target', 'uipress' ) }
					value={ interaction.target }
					options={ TARGETS.map( ( target ) => ( {
						value: target,
						label: targetLabel( target ),
					} ) ) }
					onChange={ ( target: string ) =>
						onChange( { target: target as InteractionTarget } )
					}
				/>
			) }
			{ ! global && interaction.target === 'block' && (
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Target block', 'uipress' ) }
					value={ blockTarget }
					onChange={ ( uid: string ) =>
						onChange( { blockTarget: uid } )
					}
				>
					<option value="">
						{ __( 'Choose a block', 'uipress' ) }
					</option>
					{ blockTargets.map( ( choice ) => (
						<option key={ choice.uid } value={ choice.uid }>
							{ choice.label }
						</option>
					) ) }
					{ blockTarget !== '' && ! targetKnown && (
						<option value={ blockTarget }>
							{ __(
								'A block no longer in the template',
								'uipress'
							) }
						</option>
					) }
				</SelectControl>
			) }
			{ ! global && interaction.target === 'selector' && (
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'CSS selector', 'uipress' ) }
					help={ __(
						'Every element of the page that matches, e.g. #wpadminbar or .my-panel.',
						'uipress'
					) }
					value={ text( interaction.selector ) }
					onChange={ ( selector: string ) =>
						onChange( { selector }, 'selector' )
					}
				/>
			) }
			{ needsKey && (
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Attribute name', 'uipress' ) }
					value={ text( interaction.key ) }
					onChange={ ( key: string ) => onChange( { key }, 'key' ) }
				/>
			) }
			{ valueLabel && (
				<TextControl
					__nextHasNoMarginBottom
					label={ valueLabel }
					value={ text( interaction.keyvalue ) }
					onChange={ ( keyvalue: string ) =>
						onChange( { keyvalue }, 'keyvalue' )
					}
				/>
			) }
			{ action === 'javascript' &&
				( canEditCode() ? (
					<CodeEditor
						label={ __( 'JavaScript', 'uipress' ) }
						language="javascript"
						value={ text( interaction.javascript ) }
						help={ __(
							'Runs once per target, with `element` (the target, also `this`), `targets` (all targets) and `interaction` in scope.',
							'uipress'
						) }
						onChange={ ( javascript, merge ) =>
							onChange(
								{ javascript },
								merge ? 'javascript' : undefined
							)
						}
					/>
				) : (
					<p className="uip-advanced__note">{ codeNote() }</p>
				) ) }
			{ message && (
				<Notice
					className="uip-advanced-interaction__problem"
					status="warning"
					isDismissible={ false }
				>
					{ message }
				</Notice>
			) }
			<RemoveButton label={ removeLabel } onRemove={ onRemove } />
		</fieldset>
	);
}
