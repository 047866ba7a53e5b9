/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './drop-zone.scss';

/**
 * What an empty block that holds others shows in the builder: a place to
 * drop blocks into (the builder's drag and drop recognises its class).
 */
export default function BlockDropZone() {
	return (
		<div className="uip-container__drop-zone">
			{ __( 'Drop blocks here', 'uipress' ) }
		</div>
	);
}
