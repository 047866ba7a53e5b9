/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ScreenShell from '../../../shared/components/screen-shell';

/**
 * The page Manage users.
 */
export default function UsersScreen() {
	return (
		<ScreenShell
			title={ __( 'Manage users', 'uipress' ) }
			loadingLabel={ __( 'Loading…', 'uipress' ) }
		/>
	);
}
