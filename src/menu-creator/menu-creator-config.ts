/**
 * Internal dependencies
 */
import { isRecord } from '../shared/config/fields';

/** A role of the site, as the preview's picker names it. */
export interface SiteRole {
	name: string;
	/** Translated display name. */
	label: string;
}

/** What the server hands the menu creator (Menus\MenuCapabilities). */
export interface MenuCreatorConfig {
	/**
	 * The capability WordPress checks for each item of the live menu, by
	 * item key (engine/menus itemKey: `>edit.php`, `edit.php>edit.php`).
	 */
	capabilities: Record< string, string >;
	roles: SiteRole[];
}

/**
 * The menu creator's part of the page configuration; anything malformed is
 * left out (the preview then greys nothing out).
 *
 * @param value `uipressConfig.menuCreator`.
 */
export function parseMenuCreatorConfig( value: unknown ): MenuCreatorConfig {
	const source = isRecord( value ) ? value : {};
	const capabilities: Record< string, string > = {};
	if ( isRecord( source.capabilities ) ) {
		for ( const [ key, capability ] of Object.entries(
			source.capabilities
		) ) {
			if ( typeof capability === 'string' && capability ) {
				capabilities[ key ] = capability;
			}
		}
	}
	const roles: SiteRole[] = [];
	for ( const role of Array.isArray( source.roles ) ? source.roles : [] ) {
		if (
			isRecord( role ) &&
			typeof role.name === 'string' &&
			role.name &&
			typeof role.label === 'string'
		) {
			roles.push( { name: role.name, label: role.label || role.name } );
		}
	}
	return { capabilities, roles };
}

/**
 * `uipressConfig.menuCreator`.
 */
export function readMenuCreatorConfig(): MenuCreatorConfig {
	const source = window.uipressConfig;
	return parseMenuCreatorConfig(
		isRecord( source ) ? source.menuCreator : undefined
	);
}
