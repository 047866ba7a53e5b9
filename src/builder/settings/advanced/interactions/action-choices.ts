/**
 * The actions an interaction may run, grouped as the action select shows
 * them.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { interactionActions } from '../../../../engine/interactions';
import {
	ELEMENT_ACTIONS,
	GLOBAL_ACTIONS,
	type BlockDefinition,
} from '../../../../engine/types';
import { builtInActionLabel } from './labels';

export interface ActionChoice {
	value: string;
	label: string;
}

export interface ActionGroup {
	label: string;
	choices: ActionChoice[];
}

const BUILT_IN: readonly string[] = [ ...ELEMENT_ACTIONS, ...GLOBAL_ACTIONS ];

function noLog(): void {}

/**
 * Names of the actions plugins added through `uipress.interactions.actions`
 * (the record holds handlers only, so they show by name).
 */
export function pluginActionNames(): string[] {
	return Object.keys( interactionActions( noLog ) ).filter(
		( name ) => ! BUILT_IN.includes( name )
	);
}

/**
 * The groups of the action select: element actions, global actions, the
 * actions the target block's definition exposes, and plugin actions. A
 * stored action found in none of them is kept as an extra choice so the
 * select still shows it.
 *
 * @param target  The definition of the target block, when the target is a block.
 * @param plugins Names of plugin-added actions.
 * @param current The stored action.
 */
export function actionGroups(
	target: BlockDefinition | undefined,
	plugins: readonly string[],
	current: string
): ActionGroup[] {
	const label = ( name: string ) => builtInActionLabel( name ) ?? name;
	const groups: ActionGroup[] = [
		{
			label: __( 'Element', 'uipress' ),
			choices: ELEMENT_ACTIONS.map( ( name ) => ( {
				value: name,
				label: label( name ),
			} ) ),
		},
		{
			label: __( 'Interface', 'uipress' ),
			choices: GLOBAL_ACTIONS.map( ( name ) => ( {
				value: name,
				label: label( name ),
			} ) ),
		},
	];
	const blockActions = ( target?.actions ?? [] ).filter(
		( action ) => ! BUILT_IN.includes( action.name )
	);
	if ( target && blockActions.length ) {
		groups.push( {
			/* translators: %s: the target block's type, e.g. "Dropdown". */
			label: sprintf( __( '%s actions', 'uipress' ), target.name ),
			choices: blockActions.map( ( action ) => ( {
				value: action.name,
				label: action.label,
			} ) ),
		} );
	}
	const shown = new Set(
		groups.flatMap( ( group ) =>
			group.choices.map( ( choice ) => choice.value )
		)
	);
	const extra = plugins.filter( ( name ) => ! shown.has( name ) );
	if ( extra.length ) {
		groups.push( {
			label: __( 'Added by plugins', 'uipress' ),
			choices: extra.map( ( name ) => ( { value: name, label: name } ) ),
		} );
		extra.forEach( ( name ) => shown.add( name ) );
	}
	if ( current && ! shown.has( current ) ) {
		groups.push( {
			label: __( 'Unavailable', 'uipress' ),
			choices: [
				{
					value: current,
					label: sprintf(
						/* translators: %s: stored name of an action the target does not offer. */
						__( '%s (unavailable)', 'uipress' ),
						current
					),
				},
			],
		} );
	}
	return groups;
}
