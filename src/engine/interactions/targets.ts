/**
 * Internal dependencies
 */
import type { Interaction } from '../types';
import { blockElementSelector, safeUid } from '../styles/sanitize/selector';
import type { InteractionEnvironment } from './types';

export type TargetResult =
	{ ok: true; targets: HTMLElement[] } | { ok: false; reason: string };

function elementsOf( list: NodeListOf< Element > ): HTMLElement[] {
	return Array.from( list ).filter(
		( node ): node is HTMLElement => node.nodeType === 1 && 'hidden' in node
	);
}

/**
 * The elements an interaction acts on: the element that triggered it
 * (self), every rendered element of the target block (a block repeated by a
 * query loop renders once per result), or every match of the selector
 * inside the root. No element is a failure ('no valid target'); so is a
 * selector the browser cannot parse ('invalid selector').
 *
 * @param interaction The interaction.
 * @param env         Where it runs.
 */
export function resolveTargets(
	interaction: Interaction,
	env: Pick< InteractionEnvironment, 'self' | 'root' >
): TargetResult {
	let targets: HTMLElement[] = [];
	if ( interaction.target === 'self' ) {
		targets = [ env.self ];
	} else if ( interaction.target === 'block' ) {
		const uid = interaction.blockTarget.trim();
		if ( uid !== '' && safeUid( uid ) === uid ) {
			targets = elementsOf(
				env.root.querySelectorAll( blockElementSelector( uid ) )
			);
		}
	} else if ( interaction.target === 'selector' ) {
		try {
			targets = elementsOf(
				env.root.querySelectorAll( interaction.selector )
			);
		} catch {
			return {
				ok: false,
				reason: `invalid selector "${ interaction.selector }"`,
			};
		}
	}
	return targets.length > 0
		? { ok: true, targets }
		: { ok: false, reason: 'no valid target' };
}

/**
 * The uids of the blocks a block-specific action goes to: the target block,
 * or the blocks of the elements self / the selector resolve to.
 *
 * @param interaction The interaction.
 * @param env         Where it runs.
 */
export function targetBlockUids(
	interaction: Interaction,
	env: Pick< InteractionEnvironment, 'self' | 'root' >
): TargetResult & { uids?: string[] } {
	if ( interaction.target === 'block' ) {
		const uid = interaction.blockTarget.trim();
		return uid === ''
			? { ok: false, reason: 'no valid target' }
			: { ok: true, targets: [], uids: [ uid ] };
	}
	const resolved = resolveTargets( interaction, env );
	if ( ! resolved.ok ) {
		return resolved;
	}
	const uids = [
		...new Set(
			resolved.targets
				.map( ( element ) => element.getAttribute( 'data-uip-uid' ) )
				.filter( ( uid ): uid is string => !! uid )
		),
	];
	return uids.length > 0
		? { ok: true, targets: resolved.targets, uids }
		: { ok: false, reason: 'no valid target' };
}
