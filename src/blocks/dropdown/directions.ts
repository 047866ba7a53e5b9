/**
 * The dropdown's twelve drop directions (spec: bottom/top/left/right
 * combined with center/left/right/top/bottom; default 'bottom left'), and
 * the popover placement each one is.
 */

/**
 * Internal dependencies
 */
import type { DropdownPlacement } from '../../components/popover-dropdown/position';

export const DROP_DIRECTIONS = {
	'bottom left': 'bottom-start',
	'bottom center': 'bottom-center',
	'bottom right': 'bottom-end',
	'top left': 'top-start',
	'top center': 'top-center',
	'top right': 'top-end',
	'left top': 'left-start',
	'left center': 'left-center',
	'left bottom': 'left-end',
	'right top': 'right-start',
	'right center': 'right-center',
	'right bottom': 'right-end',
} as const satisfies Record< string, DropdownPlacement >;

export type DropDirection = keyof typeof DROP_DIRECTIONS;

export const DEFAULT_DROP_DIRECTION: DropDirection = 'bottom left';

/**
 * The placement of a stored drop direction (the default for anything else).
 *
 * @param value Stored dropDirection.
 */
export function dropPlacement( value: unknown ): DropdownPlacement {
	return typeof value === 'string' && value in DROP_DIRECTIONS
		? DROP_DIRECTIONS[ value as DropDirection ]
		: DROP_DIRECTIONS[ DEFAULT_DROP_DIRECTION ];
}
