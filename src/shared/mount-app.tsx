/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { bootApp, type BootedApp } from './boot';
import { ConfigError } from './config/read-config';
import AdminNotice from '../engine/ui/admin-notice';

/**
 * Boots the app and renders it into the element the server printed.
 * A broken configuration shows an explanation instead of a blank screen.
 *
 * @param rootId  Id of the element to render into.
 * @param render  Renders the screen once the app has booted.
 * @param prepare Work to finish before the first render (loading the code
 *                of the blocks a template uses), so nothing renders half.
 */
export function mountApp(
	rootId: string,
	render: ( app: BootedApp ) => JSX.Element,
	prepare?: ( app: BootedApp ) => Promise< void >
): void {
	const element = document.getElementById( rootId );
	if ( ! element ) {
		// eslint-disable-next-line no-console
		console.error( `UiPress: #${ rootId } is not on this page.` );
		return;
	}

	const root = createRoot( element );
	let app: BootedApp;
	try {
		app = bootApp();
	} catch ( error ) {
		if ( ! ( error instanceof ConfigError ) ) {
			throw error;
		}
		// eslint-disable-next-line no-console
		console.error( 'UiPress:', error.message );
		root.render(
			<AdminNotice status="error">
				{ sprintf(
					/* translators: %s: technical detail of what is wrong with the configuration. */
					__(
						'UiPress could not start because this page’s configuration is invalid (%s). Reload the page; if this keeps happening, deactivate other plugins that change admin scripts.',
						'uipress'
					),
					error.message
				) }
			</AdminNotice>
		);
		return;
	}
	if ( prepare ) {
		prepare( app ).then( () => root.render( render( app ) ) );
	} else {
		root.render( render( app ) );
	}
}
