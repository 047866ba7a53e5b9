/**
 * Internal dependencies
 */
import type {
	AccountMenu,
	EngineConfig,
	MenuItem,
	RuntimeConfig,
	SiteLogoUrls,
	ToolbarItem,
} from '../../engine/types';
import type { ThemeOverrides } from '../../engine/theme/theme-css';

/**
 * The spec's app state, as the server hands it to the page: only the fields
 * something reads (the spec's others had no reader; docs/DECISIONS.md).
 */
export interface AppState {
	loading: boolean;
	adminUrl: string;
	menu_minimised: boolean;
}

export interface CurrentUser {
	id: number;
	login: string;
	displayName: string;
	email: string;
	roles: string[];
	/** Whether the user has unfiltered_html: only then are CSS and JS they save kept. */
	canEditCode: boolean;
}

/**
 * What the preview screen (`admin.php?page=uip-preview&template=ID`) is given.
 */
export interface PreviewConfig {
	/** The `uip-ui-template` post to render. */
	templateId: number;
}

/**
 * The current user's admin menu and toolbar on the builder and preview
 * screens, so the blocks that show them render what the user really has.
 */
export interface ChromeConfig {
	adminMenu: MenuItem[];
	toolbar: ToolbarItem[];
	account?: AccountMenu;
}

/**
 * `window.uipressConfig`, printed by the server before each UiPress script.
 */
export interface UipressConfig {
	appState: AppState;
	currentUser: CurrentUser;
	version: string;
	/** On pages that render templates: context, dynamic data, pro flag. */
	engine?: EngineConfig;
	/** On the preview screen only. */
	preview?: PreviewConfig;
	/** On admin pages a template takes over. */
	runtime?: RuntimeConfig;
	/** On the builder and preview screens. */
	chrome?: ChromeConfig;
	/** The site's theme colours (only the changed values), on every UiPress page. */
	theme?: ThemeOverrides;
	/** The Site logo block's images (every UiPress screen). */
	siteLogo?: SiteLogoUrls;
}

declare global {
	interface Window {
		uipressConfig?: unknown;
	}
}
