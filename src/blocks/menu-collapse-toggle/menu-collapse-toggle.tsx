/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import { PAGE_EVENTS, dispatchPageEvent } from '../../runtime/events';
import { useMenuCollapsed } from '../../runtime/menu-collapse';
import ToggleButton from '../fullscreen-toggle/toggle-button';

/**
 * Collapses or expands the admin menu (`uipress/menu/togglecollapse`); its
 * state is the `uip-menu-collapsed` attribute of the page root.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function MenuCollapseToggle( {
	options,
	mode,
}: BlockComponentProps ) {
	const collapsed = useMenuCollapsed();
	return (
		<ToggleButton
			options={ options }
			mode={ mode }
			pressed={ collapsed }
			label={ __( 'Toggle menu', 'uipress' ) }
			className="uip-menu-collapse-toggle"
			defaultIcon="menu_open"
			defaultCollapsedIcon="menu"
			onToggle={ () =>
				dispatchPageEvent( PAGE_EVENTS.menuToggleCollapse, {
					collapsed: ! collapsed,
				} )
			}
		/>
	);
}
