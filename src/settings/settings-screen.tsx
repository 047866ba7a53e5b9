/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ScreenShell from '../shared/components/screen-shell';

/**
 * The site settings screen.
 */
export default function SettingsScreen() {
	return (
		<ScreenShell
			title={ __( 'UiPress settings', 'uipress' ) }
			loadingLabel={ __( 'Loading settings…', 'uipress' ) }
		>
			{ null }
		</ScreenShell>
	);
}
