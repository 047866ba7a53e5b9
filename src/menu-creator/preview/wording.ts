/**
 * What the preview says about its audience, for administrators: whom it
 * shows the menu as, and why entries are greyed out. Each sentence comes
 * whole for a role and for a user, so translations need no grammar of ours.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AudienceChoice } from './audience';
import type { OutOfReachLine } from './reach';

/**
 * Why an entry is greyed out, for administrators.
 *
 * @param choice     The audience.
 * @param capability The capability the entry needs.
 */
export function noAccessReason(
	choice: AudienceChoice,
	capability: string
): string {
	return choice.audience.type === 'role'
		? sprintf(
				/* translators: 1: a role's display name, e.g. "Editor"; 2: a capability, e.g. "manage_options". */
				__(
					'Users with the %1$s role cannot open this: it needs the %2$s capability.',
					'uipress'
				),
				choice.label,
				capability
			)
		: sprintf(
				/* translators: 1: a user's display name; 2: a capability, e.g. "manage_options". */
				__(
					'%1$s cannot open this: it needs the %2$s capability.',
					'uipress'
				),
				choice.label,
				capability
			);
}

/**
 * What the preview says about the greyed-out entries.
 *
 * @param choice The audience.
 * @param count  How many entries are greyed out.
 */
export function reachSummary( choice: AudienceChoice, count: number ): string {
	if ( choice.audience.type === 'self' ) {
		return __( 'You can open every item of this menu.', 'uipress' );
	}
	const role = choice.audience.type === 'role';
	if ( count === 0 ) {
		return role
			? sprintf(
					/* translators: %s: a role's display name, e.g. "Editor". */
					__(
						'Users with the %s role can open every item of this menu.',
						'uipress'
					),
					choice.label
				)
			: sprintf(
					/* translators: %s: a user's display name. */
					__( '%s can open every item of this menu.', 'uipress' ),
					choice.label
				);
	}
	return role
		? sprintf(
				/* translators: 1: number of items; 2: a role's display name, e.g. "Editor". */
				_n(
					'Greyed out: %1$d item users with the %2$s role cannot open. WordPress leaves it out of their menu.',
					'Greyed out: %1$d items users with the %2$s role cannot open. WordPress leaves them out of their menu.',
					count,
					'uipress'
				),
				count,
				choice.label
			)
		: sprintf(
				/* translators: 1: number of items; 2: a user's display name. */
				_n(
					'Greyed out: %1$d item %2$s cannot open. WordPress leaves it out of their menu.',
					'Greyed out: %1$d items %2$s cannot open. WordPress leaves them out of their menu.',
					count,
					'uipress'
				),
				count,
				choice.label
			);
}

/**
 * The name of the list of greyed-out entries.
 *
 * @param choice The audience.
 */
export function outOfReachTitle( choice: AudienceChoice ): string {
	return choice.audience.type === 'role'
		? sprintf(
				/* translators: %s: a role's display name, e.g. "Editor". */
				__( 'Items users with the %s role cannot open', 'uipress' ),
				choice.label
			)
		: sprintf(
				/* translators: %s: a user's display name. */
				__( 'Items %s cannot open', 'uipress' ),
				choice.label
			);
}

/**
 * What the preview says while it asks the server.
 *
 * @param choice The audience.
 */
export function checkingText( choice: AudienceChoice ): string {
	return choice.audience.type === 'role'
		? sprintf(
				/* translators: %s: a role's display name, e.g. "Editor". */
				__(
					'Checking what users with the %s role can open…',
					'uipress'
				),
				choice.label
			)
		: sprintf(
				/* translators: %s: a user's display name. */
				__( 'Checking what %s can open…', 'uipress' ),
				choice.label
			);
}

/**
 * The name of an entry in the list of what the audience cannot open: a
 * submenu entry with its top-level entry's.
 *
 * @param line The line.
 */
export function lineName( line: OutOfReachLine ): string {
	const { entry } = line;
	return entry.parentName === undefined
		? entry.name
		: sprintf(
				/* translators: 1: a top-level menu item, e.g. "Tools"; 2: an item of its submenu, e.g. "Import". */
				__( '%1$s › %2$s', 'uipress' ),
				entry.parentName,
				entry.name
			);
}

/**
 * What goes with a top-level entry out of reach.
 *
 * @param line The line.
 */
export function lineSubmenu( line: OutOfReachLine ): string {
	return line.submenu > 0
		? sprintf(
				/* translators: %d: number of submenu items. */
				_n(
					'(with its %d submenu item)',
					'(with its %d submenu items)',
					line.submenu,
					'uipress'
				),
				line.submenu
			)
		: '';
}
