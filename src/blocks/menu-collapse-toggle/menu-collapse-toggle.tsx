/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useRendererViewport } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import { PAGE_EVENTS, dispatchPageEvent } from '../../runtime/events';
import { useMenuCollapsed } from '../../runtime/menu-collapse';
import {
	useOffCanvasMenuState,
	useSmallScreen,
} from '../../runtime/small-screen';
import ToggleButton from '../fullscreen-toggle/toggle-button';
import './menu-collapse-toggle.scss';

/**
 * Collapses or expands the admin menu (`uipress/menu/togglecollapse`); its
 * state is the `uip-menu-collapsed` attribute of the page root. On a small
 * screen where a container is an off-canvas menu, it is that menu's button
 * instead (`uipress/menu/toggleoffcanvas`, `aria-expanded`). With `showOn`
 * 'smallScreens' it shows only there (and in the builder, to be edited).
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
	const small = useSmallScreen( useRendererViewport() );
	const offCanvas = useOffCanvasMenuState();
	const smallOnly = options.showOn === 'smallScreens';
	const className = 'uip-menu-collapse-toggle';

	if ( smallOnly && ! small && mode !== 'builder' ) {
		// Takes the block out of the page (see menu-collapse-toggle.scss).
		return <span className="uip-menu-collapse-toggle__absent" hidden />;
	}
	if ( small && offCanvas !== null && mode !== 'builder' ) {
		const open = offCanvas === 'open';
		return (
			<ToggleButton
				// A menu button shows the menu icon, unless another was chosen.
				options={ {
					...options,
					icon: options.icon === 'menu_open' ? 'menu' : options.icon,
				} }
				mode={ mode }
				pressed={ false }
				expanded={ open }
				label={ __( 'Menu', 'uipress' ) }
				className={ className }
				defaultIcon="menu"
				defaultCollapsedIcon="menu"
				onToggle={ () =>
					dispatchPageEvent( PAGE_EVENTS.menuToggleOffCanvas, {
						open: ! open,
					} )
				}
			/>
		);
	}
	return (
		<ToggleButton
			options={ options }
			mode={ mode }
			pressed={ collapsed }
			label={ __( 'Toggle menu', 'uipress' ) }
			className={ className }
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
