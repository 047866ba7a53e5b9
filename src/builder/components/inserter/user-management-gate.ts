/**
 * The Users and Activity blocks need user management (the site setting
 * `userManagementEnabled`, which the builder's page prints): without it
 * their routes do not exist and they would render nothing. The inserter
 * then leaves them out and says, in the dynamic group, how to get them.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../../engine/types';
import type { DefinitionGroup } from './catalogue';
import { pageFlag, withGroupListed } from './inserter-gate';

/** The blocks user management brings. */
export const USER_MANAGEMENT_BLOCKS: readonly string[] = [
	'uip-users-list',
	'uip-activity-log',
];

/** Their group, where the inserter says why they are missing. */
export const USER_MANAGEMENT_GROUP = 'dynamic';

/** What the group says when user management is off. */
export function userManagementNotice(): string {
	return __(
		'User management blocks need User management turned on in UiPress settings.',
		'uipress'
	);
}

/**
 * Whether the page says user management is on.
 *
 * @param config The page configuration, normally `window.uipressConfig`.
 */
export function userManagementEnabled(
	config: unknown = window.uipressConfig
): boolean {
	return pageFlag( config, 'userManagementEnabled' );
}

/**
 * Whether a definition is one of user management's blocks.
 *
 * @param definition A block definition.
 */
export function isUserManagementBlock( definition: BlockDefinition ): boolean {
	return USER_MANAGEMENT_BLOCKS.includes( definition.moduleName );
}

/**
 * The definitions the inserter may offer: with user management off, none
 * of its blocks.
 *
 * @param definitions The catalogue.
 * @param enabled     Whether user management is on.
 */
export function withoutUserManagementBlocks(
	definitions: readonly BlockDefinition[],
	enabled: boolean
): BlockDefinition[] {
	return enabled
		? [ ...definitions ]
		: definitions.filter(
				( definition ) => ! isUserManagementBlock( definition )
			);
}

/**
 * The groups with the dynamic group present (empty when nothing else of it
 * matched), where it is listed, so the inserter can say why.
 *
 * @param groups The groups the inserter lists.
 */
export function withUserManagementGroup(
	groups: readonly DefinitionGroup[]
): DefinitionGroup[] {
	return withGroupListed( groups, USER_MANAGEMENT_GROUP );
}
