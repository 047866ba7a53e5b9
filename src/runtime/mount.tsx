/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { loadCoreBlocks } from '../blocks/load';
import { providePrintedFeatures } from '../engine/features';
import AdminNotice from '../engine/ui/admin-notice';
import { mountApp } from '../shared/mount-app';
import RuntimeApp from './runtime-app';

/** The element the server prints on pages a template takes over. */
export const RUNTIME_ROOT_ID = 'uip-runtime-root';

/**
 * Renders the template that applies to the user into `#uip-runtime-root`,
 * with the code of the blocks and engine features (conditions,
 * interactions, query loops, tooltips) it uses: the server printed their
 * chunks with the page, so this takes no request.
 */
export function mountRuntime(): void {
	mountApp(
		RUNTIME_ROOT_ID,
		( { config, store } ) =>
			config.runtime ? (
				<RuntimeApp
					runtime={ config.runtime }
					menuMinimised={ config.appState.menu_minimised }
					store={ store }
				/>
			) : (
				<AdminNotice status="error">
					{ __(
						'UiPress could not start: this page has no interface to show. Reload the page.',
						'uipress'
					) }
				</AdminNotice>
			),
		() => {
			providePrintedFeatures();
			return loadCoreBlocks();
		}
	);
}
