/**
 * The icons the commands show, by the names the server uses.
 */

/**
 * WordPress dependencies
 */
import {
	backup,
	category,
	drawerLeft,
	layout,
	lock,
	menu,
	people,
	seen,
	settings,
} from '@wordpress/icons';

export const ICONS = {
	backup,
	category,
	drawerLeft,
	layout,
	lock,
	menu,
	people,
	seen,
	settings,
};

export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys( ICONS ) as IconName[];
