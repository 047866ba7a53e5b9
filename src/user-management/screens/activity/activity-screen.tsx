/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ScreenShell from '../../../shared/components/screen-shell';

/**
 * The page Activity log.
 */
export default function ActivityScreen() {
	return (
		<ScreenShell
			title={ __( 'Activity log', 'uipress' ) }
			loadingLabel={ __( 'Loading…', 'uipress' ) }
		/>
	);
}
