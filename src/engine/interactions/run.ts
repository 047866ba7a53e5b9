/**
 * Internal dependencies
 */
import type { Interaction } from '../types';
import { interactionActions } from './actions';
import { isGlobalAction } from './is-global-action';
import { resolveTargets, targetBlockUids } from './targets';
import type { InteractionEnvironment } from './types';
import { validateInteraction } from './validate';

function failure(
	env: InteractionEnvironment,
	interaction: Interaction,
	reason: string,
	...details: unknown[]
): false {
	env.log(
		`UiPress: interaction "${ interaction.id }" (${ String(
			interaction.action
		) }) failed: ${ reason }`,
		...details
	);
	return false;
}

/**
 * Runs a block-specific action (one a block definition exposes, such as a
 * dropdown's openDropdown) through the handlers the target blocks registered.
 *
 * @param interaction The interaction.
 * @param env         Where it runs.
 */
function runBlockAction(
	interaction: Interaction,
	env: InteractionEnvironment
): boolean {
	const resolved = targetBlockUids( interaction, env );
	if ( ! resolved.ok ) {
		return failure( env, interaction, resolved.reason );
	}
	for ( const uid of resolved.uids ?? [] ) {
		const handlers = env.blockActions( uid );
		if ( ! handlers ) {
			return failure( env, interaction, `block not found: "${ uid }"` );
		}
		const handler = Object.prototype.hasOwnProperty.call(
			handlers,
			interaction.action
		)
			? handlers[ interaction.action ]
			: undefined;
		if ( typeof handler !== 'function' ) {
			return failure(
				env,
				interaction,
				`block "${ uid }" lacks the method "${ interaction.action }"`
			);
		}
		try {
			handler( interaction );
		} catch ( error ) {
			return failure( env, interaction, 'the block action threw', error );
		}
	}
	return true;
}

/**
 * Runs one interaction; true when it ran, false (and a console-style log
 * line, spec: console log only) when it did not: invalid (see
 * validateInteraction), no valid target, invalid selector, block not found,
 * block lacks the method, or the action threw.
 *
 * Order: global actions (no target needed), then actions of the
 * `uipress.interactions.actions` record (element actions and those plugins
 * add) on the resolved targets, then block-specific actions.
 *
 * @param interaction The stored interaction.
 * @param env         Where it runs.
 */
export function runInteraction(
	interaction: Interaction,
	env: InteractionEnvironment
): boolean {
	const validation = validateInteraction( interaction );
	if ( ! validation.valid ) {
		return failure( env, interaction, validation.reason );
	}
	const actions = interactionActions( env.log );
	const handler = Object.prototype.hasOwnProperty.call(
		actions,
		interaction.action
	)
		? actions[ interaction.action ]
		: undefined;
	if ( ! handler ) {
		return runBlockAction( interaction, env );
	}
	let targets: HTMLElement[] = [];
	if ( ! isGlobalAction( interaction.action ) ) {
		const resolved = resolveTargets( interaction, env );
		if ( ! resolved.ok ) {
			return failure( env, interaction, resolved.reason );
		}
		targets = resolved.targets;
	}
	try {
		handler( targets, interaction, env );
	} catch ( error ) {
		return failure( env, interaction, 'the action threw', error );
	}
	return true;
}
