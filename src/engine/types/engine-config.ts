/**
 * What the server adds to `window.uipressConfig.engine` on pages that render templates.
 */

/** A dynamic value resolved on the server (filter uipress/dynamic_data). */
export interface ServerDynamicValue {
	label: string;
	value: string | number | boolean;
	/** Catalogue group: 'user', 'site', 'content'… */
	group: string;
}

export interface EngineConfig {
	context: {
		user: {
			id: number;
			login: string;
			email: string;
			roles: string[];
			name: string;
		};
		site: { title: string; url: string; adminUrl: string; locale: string };
		/** Plugin basenames, e.g. 'akismet/akismet.php', and their folder slugs. */
		activePlugins: string[];
		/** Update and comment counts WordPress shows in the admin menu. */
		notificationCount: number;
	};
	dynamicData: Record< string, ServerDynamicValue >;
	/** Result of the uipress/pro/unlocked filter. */
	proUnlocked: boolean;
}
