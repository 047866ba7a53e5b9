/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The green notice a block whose module cannot be found (or that failed to
 * render) shows in its place (spec: missing module).
 */
export function MissingBlockNotice() {
	return (
		<div className="uip-block-notice uip-block-notice--missing">
			{ __( "This component is missing or can't be loaded", 'uipress' ) }
		</div>
	);
}

/**
 * What a pro block shows while pro is locked (spec: pro-only blocks).
 */
export function ProBlockNotice() {
	return (
		<div className="uip-block-notice uip-block-notice--pro">
			{ __( 'This is a pro option. Upgrade to unlock', 'uipress' ) }
		</div>
	);
}
