/**
 * What the server gives the admin interface users live in
 * (`window.uipressConfig.runtime`, on admin pages a template takes over).
 */
import type { TemplateFields } from './template';

/** An admin menu entry (spec: menu item). */
export interface MenuItem {
	/** Stable id across requests: the menu slug of the item (spec: uip_uid). */
	uip_uid: string;
	id: string;
	type: 'menu' | 'sep' | 'separator';
	/** Label as WordPress prints it (may hold the count bubble's markup stripped to text). */
	name: string;
	/** Label without counts or markup. */
	cleanName: string;
	/** Absolute admin URL. */
	url: string;
	target: '_self' | '_blank';
	/** Pending count WordPress shows in a bubble (updates, comments…). */
	notifications: number;
	/** A Material Symbols name (after the spec's icon overrides), a dashicons class, or an image/data URL. */
	icon: string;
	/** Whether the current admin page is this item or one of its submenu items. */
	active: boolean;
	open: boolean;
	submenu: MenuItem[];
	/** Set on items of a custom menu (uip-admin-menu): what the administrator changed. */
	custom?: {
		name?: string;
		icon?: string;
		classes?: string;
		url?: string;
		newTab?: boolean;
		hidden?: boolean;
		/** Ask before opening the item (a confirm dialog naming it). */
		confirm?: boolean;
	};
	customItem?: boolean;
	/**
	 * In a custom menu: the uip_uid of the item it sat under in the live
	 * menu ('' at the top level). With uip_uid it names the live item,
	 * wherever the menu creator moved it (a first submenu item shares its
	 * parent's uip_uid).
	 */
	parent_uid?: string;
}

/** An admin bar node (spec: toolbar item). */
export interface ToolbarItem {
	id: string;
	name: string;
	url: string;
	target: '_self' | '_blank';
	screenReaderName: string;
	/** A Material Symbols name replacing the core icon, when the spec lists one. */
	icon: string;
	submenu: ToolbarItem[];
}

/**
 * The signed-in user's account menu (the account block, the toolbar's
 * account menu): name, avatar, Edit profile, Log out, and the entries
 * plugins add to the toolbar's account menu.
 */
export interface AccountMenu {
	/** Display name. */
	name: string;
	/** Avatar image URL (http/https), '' where the site shows no avatars. */
	avatar: string;
	profileUrl: string;
	/** Log out, with its nonce. */
	logoutUrl: string;
	items: ToolbarItem[];
}

/** The site logo settings (globalLogo, globalLogoDarkMode): http(s) URLs, '' when not set. */
export interface SiteLogoUrls {
	light: string;
	dark: string;
}

export interface RuntimeConfig {
	/** The template that applies to the user (secrets stripped). */
	template: { id: number; title: string; uipress: TemplateFields };
	/** The user's real admin menu, captured after every plugin added its items. */
	adminMenu: MenuItem[];
	/** The first custom menu (uip-admin-menu) matching the user, if any. */
	customMenu: { id: number; menu: MenuItem[] } | null;
	/** Custom menus the template's admin menu blocks show statically, keyed by menu id. */
	staticMenus: Record< string, MenuItem[] >;
	toolbar: ToolbarItem[];
	/** The user's account menu; undefined when the server printed none. */
	account?: AccountMenu;
	/**
	 * The user's preferences the first paint needs (menuCollapsed, darkTheme,
	 * prefersGridView), booleans as booleans; read any other one with
	 * fetchPreference() (`uipress/v1/preferences/<key>`).
	 */
	preferences: Record< string, unknown >;
	/** The admin page the frame loads first (the requested page, or the login-redirect option). */
	frameUrl: string;
	site: { name: string; url: string; adminUrl: string; logo: SiteLogoUrls };
	/** Admin URLs (substring match) always shown full screen. */
	fullScreenUrls: string[];
	/** Query parameters stripped from URLs shown to the user (spec list). */
	strippedParams: string[];
	/** `page` slugs of admin.php that always open in the whole window (UiPress's own screens). */
	windowPages: string[];
}
