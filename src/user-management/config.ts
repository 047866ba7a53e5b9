/**
 * Internal dependencies
 */
import { isRecord } from '../shared/config/fields';

export type UserManagementScreenSlug =
	'uip-users' | 'uip-roles' | 'uip-activity';

/** What the server hands the user management screens (Users\UserManagementScreens). */
export interface UserManagementConfig {
	/** The page being shown. */
	screen: UserManagementScreenSlug;
	/** The three screens' addresses, for links between them. */
	urls: { users: string; roles: string; activity: string };
}

const SCREENS: UserManagementScreenSlug[] = [
	'uip-users',
	'uip-roles',
	'uip-activity',
];

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

/**
 * `uipressConfig.userManagement`; the users screen and empty links when absent.
 */
export function readUserManagementConfig(): UserManagementConfig {
	const source = window.uipressConfig;
	const config = isRecord( source ) ? source.userManagement : undefined;
	const screen = isRecord( config ) ? config.screen : undefined;
	const urls =
		isRecord( config ) && isRecord( config.urls ) ? config.urls : {};
	return {
		screen: SCREENS.find( ( slug ) => slug === screen ) ?? 'uip-users',
		urls: {
			users: text( urls.users ),
			roles: text( urls.roles ),
			activity: text( urls.activity ),
		},
	};
}
