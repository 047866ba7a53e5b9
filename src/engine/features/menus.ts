/**
 * The custom menus feature: a custom or static admin menu set against the
 * user's live menu. Pages whose admin menu shows the user's own menu never
 * run it.
 */

/**
 * Internal dependencies
 */
import { menuToShow, reconcileMenu } from '../menus';

export const menusFeature = { menuToShow, reconcileMenu };
