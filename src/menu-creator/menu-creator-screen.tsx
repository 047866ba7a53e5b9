/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ScreenShell from '../shared/components/screen-shell';

export default function MenuCreatorScreen() {
	return (
		<ScreenShell
			title={ __( 'UiPress menu creator', 'uipress' ) }
			loadingLabel={ __( 'Loading menus…', 'uipress' ) }
		/>
	);
}
