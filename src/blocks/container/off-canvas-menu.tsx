/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import OffCanvas from './off-canvas-panel';
import { PAGE_EVENTS, toggledValue, usePageEvent } from '../../runtime/events';
import { setOffCanvasMenuState } from '../../runtime/small-screen';

export {
	OFF_CANVAS_SIDES,
	offCanvasSide,
	type SmallScreenBehaviour,
} from './off-canvas-side';

/**
 * A container's blocks on a small screen: in a panel sliding in from the
 * side, opened and closed by `uipress/menu/toggleoffcanvas` (the menu
 * button), closed again by Escape, its close button, a click outside or
 * when the next page has loaded (a menu entry was chosen). The page root
 * says whether it is open (`uip-off-canvas-menu`), for the menu button.
 *
 * @param props          Component props.
 * @param props.side     Where it slides in from.
 * @param props.label    Its name (the container's landmark name).
 * @param props.children The container's blocks.
 */
export default function OffCanvasMenu( {
	side,
	label,
	children,
}: {
	side: 'left' | 'right';
	label: string;
	children: ReactNode;
} ) {
	const [ open, setOpen ] = useState( false );
	usePageEvent( PAGE_EVENTS.menuToggleOffCanvas, ( detail ) =>
		setOpen( ( current ) => toggledValue( detail, 'open', current ) )
	);
	useEffect( () => {
		setOffCanvasMenuState( open ? 'open' : 'closed' );
	}, [ open ] );
	useEffect( () => () => setOffCanvasMenuState( null ), [] );

	return (
		<>
			{ /* Takes the container out of the page (see container.scss). */ }
			<span className="uip-container__off-canvas-source" hidden />
			<OffCanvas
				className="uip-off-canvas--menu"
				title={ label || __( 'Menu', 'uipress' ) }
				// Its blocks (the site logo and name, the menu) say what it is.
				hideTitle
				side={ side }
				open={ open }
				closeOnPageLoad
				onStateChange={ ( state ) => {
					if ( state !== 'open' ) {
						setOpen( false );
					}
				} }
			>
				{ children }
			</OffCanvas>
		</>
	);
}
