/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ScreenShell from '../../../shared/components/screen-shell';

/**
 * The page Roles and capabilities.
 */
export default function RolesScreen() {
	return (
		<ScreenShell
			title={ __( 'Roles and capabilities', 'uipress' ) }
			loadingLabel={ __( 'Loading…', 'uipress' ) }
		/>
	);
}
