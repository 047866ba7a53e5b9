/**
 * Internal dependencies
 */
import { isRecord } from '../shared/config/fields';

export type UserManagementScreenSlug =
	'uip-users' | 'uip-roles' | 'uip-activity';

/** A role as the users app filters by and gives it. */
export interface ConfigRole {
	slug: string;
	name: string;
	/** Whether the acting user may give it (get_editable_roles). */
	assignable: boolean;
}

/** What the users app needs before its first request. */
export interface UsersAppConfig {
	roles: ConfigRole[];
	/** The role new users get by default (Settings → General). */
	defaultRole: string;
	canCreateUsers: boolean;
	currentUserId: number;
	/** `GET /users/export`'s address. */
	exportUrl: string;
	/** The `wp_rest` nonce, for the export's download link. */
	restNonce: string;
}

/** What the activity log needs before its first request. */
export interface ActivityLogConfig {
	/** `GET /activity/export`'s address. */
	exportUrl: string;
}

/** What the server hands the user management screens (Users\UserManagementScreens). */
export interface UserManagementConfig {
	/** The page being shown. */
	screen: UserManagementScreenSlug;
	/** The three screens' addresses, for links between them. */
	urls: { users: string; roles: string; activity: string };
	users: UsersAppConfig;
	activity: ActivityLogConfig;
}

const SCREENS: UserManagementScreenSlug[] = [
	'uip-users',
	'uip-roles',
	'uip-activity',
];

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

function readRoles( value: unknown ): ConfigRole[] {
	return Array.isArray( value )
		? value
				.filter( isRecord )
				.filter( ( role ) => typeof role.slug === 'string' )
				.map( ( role ) => ( {
					slug: text( role.slug ),
					name: text( role.name ) || text( role.slug ),
					assignable: role.assignable === true,
				} ) )
		: [];
}

/**
 * The users app's part of the configuration.
 *
 * @param value `userManagement.users`.
 */
export function readUsersAppConfig( value: unknown ): UsersAppConfig {
	const source = isRecord( value ) ? value : {};
	return {
		roles: readRoles( source.roles ),
		defaultRole: text( source.defaultRole ) || 'subscriber',
		canCreateUsers: source.canCreateUsers === true,
		currentUserId:
			typeof source.currentUserId === 'number' ? source.currentUserId : 0,
		exportUrl: text( source.exportUrl ),
		restNonce: text( source.restNonce ),
	};
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
		users: readUsersAppConfig(
			isRecord( config ) ? config.users : undefined
		),
		activity: {
			exportUrl:
				isRecord( config ) && isRecord( config.activity )
					? text( config.activity.exportUrl )
					: '',
		},
	};
}
