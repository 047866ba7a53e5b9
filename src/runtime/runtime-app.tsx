/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { discardEarlyFrame } from '../blocks/content-frame/early-frame';
import { TemplatePage } from '../engine/renderer';
import type { RuntimeConfig } from '../engine/types';
import { takeOverChrome } from './chrome-snapshot/take-over';
import { startCommandPaletteShortcut } from './command-palette';
import { DARK_PREFERENCE, startDarkMode } from './dark-mode';
import { MENU_COLLAPSED_PREFERENCE, startMenuCollapse } from './menu-collapse';
import type { AppStore } from '../shared/store/app';
import { preferenceBoolean, savePreference } from './preferences';
import SkipLink from './skip-link';

export interface RuntimeAppProps {
	runtime: RuntimeConfig;
	/** The app store's menu flag (local storage), used when no preference is saved. */
	menuMinimised?: boolean;
	/** The app store, whose menu flag follows the collapsed menu. */
	store?: AppStore;
}

/**
 * The interface users work in: the template in production mode, with the
 * theme variables, toasts, dark mode and the collapsed menu state.
 *
 * @param props               Component props.
 * @param props.runtime       The runtime configuration.
 * @param props.menuMinimised Fallback for the collapsed menu.
 * @param props.store         The app store.
 */
export default function RuntimeApp( {
	runtime,
	menuMinimised = false,
	store,
}: RuntimeAppProps ) {
	const { preferences, template } = runtime;
	// After the blocks' first effects: a page content block took the early
	// frame by now, or the template shows none; the chrome is drawn.
	useEffect( () => {
		discardEarlyFrame();
		takeOverChrome();
		// The first render's page only.
	}, [] );
	useEffect( () => {
		const stopDark = startDarkMode(
			preferenceBoolean( preferences[ DARK_PREFERENCE ] ) ?? false
		);
		const syncStore = ( collapsed: boolean ) => {
			if ( store ) {
				dispatch( store ).setMenuMinimised( collapsed );
			}
		};
		const collapsed =
			preferenceBoolean( preferences[ MENU_COLLAPSED_PREFERENCE ] ) ??
			menuMinimised;
		const stopMenu = startMenuCollapse(
			collapsed,
			savePreference,
			syncStore
		);
		syncStore( collapsed );
		const stopPalette = startCommandPaletteShortcut( document );
		return () => {
			stopDark();
			stopMenu();
			stopPalette();
		};
	}, [ preferences, menuMinimised, store ] );

	return (
		<>
			<SkipLink />
			<TemplatePage
				blocks={ template.uipress.content }
				templateId={ template.id }
				mode="prod"
				templateCss={ template.uipress.settings.css }
				templateJs={ template.uipress.settings.js }
			/>
		</>
	);
}
