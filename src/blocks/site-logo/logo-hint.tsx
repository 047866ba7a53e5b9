/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Where the builder shows the site's name instead of a logo: where to set
 * one. The interface build takes logo-hint.interface.ts instead (the
 * interface never renders in the builder).
 */
export default function LogoHint() {
	return (
		<span className="uip-site-logo__hint">
			{ __( 'Set the logo in UiPress → Settings → General.', 'uipress' ) }
		</span>
	);
}
