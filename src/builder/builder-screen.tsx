/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ScreenShell from '../shared/components/screen-shell';

export default function BuilderScreen() {
	return (
		<ScreenShell
			title={ __( 'UiPress builder', 'uipress' ) }
			loadingLabel={ __( 'Loading templates…', 'uipress' ) }
		/>
	);
}
