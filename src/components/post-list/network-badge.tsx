/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './post-list.scss';

interface NetworkBadgeProps {
	/** Whether the post is network-wide (nothing is shown otherwise). */
	shown: boolean | undefined;
}

/**
 * The "Network" badge after a network-wide template's or menu's title in
 * the lists, a space apart from it.
 *
 * @param props
 * @param props.shown Whether the post is network-wide.
 */
export default function NetworkBadge( { shown }: NetworkBadgeProps ) {
	if ( ! shown ) {
		return null;
	}
	return (
		<>
			{ ' ' }
			<span className="uip-network-badge">
				{ __( 'Network', 'uipress' ) }
			</span>
		</>
	);
}
