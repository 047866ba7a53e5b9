/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * What the builder shows for a toolbar with no entries. The interface
 * build takes toolbar-placeholder.interface.ts instead (the interface never
 * renders in the builder).
 */
export default function ToolbarPlaceholder() {
	return (
		<p className="uip-toolbar__empty">
			{ __( 'The admin toolbar shows here.', 'uipress' ) }
		</p>
	);
}
