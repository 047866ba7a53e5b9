/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { closeSmall } from '@wordpress/icons';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import './side-panel.scss';

/** Width of the route-driven side panel, in px. */
export const SIDE_PANEL_WIDTH = 500;

export interface SidePanelProps {
	title?: string;
	/** The route that closes the panel (the route without it). */
	closeRoute: string;
	/**
	 * Navigates to a route; default: sets the location hash to a route
	 * starting with '#', else assigns the location.
	 */
	navigate?: ( route: string ) => void;
	children: ReactNode;
}

/**
 * Goes to a route the default way.
 *
 * @param route A '#…' route or a URL.
 */
export function defaultNavigate( route: string ): void {
	if ( route.startsWith( '#' ) ) {
		window.location.hash = route;
	} else {
		window.location.assign( route );
	}
}

/**
 * A 500 px panel shown while its route is current; closing navigates to
 * `closeRoute` (the route change is what hides it).
 *
 * @param props            Component props.
 * @param props.title
 * @param props.closeRoute
 * @param props.navigate
 * @param props.children
 */
export default function SidePanel( {
	title,
	closeRoute,
	navigate = defaultNavigate,
	children,
}: SidePanelProps ) {
	return (
		<aside
			className="uip-side-panel"
			aria-label={ title }
			style={ { width: SIDE_PANEL_WIDTH } }
		>
			<div className="uip-side-panel__header">
				{ title && <h2>{ title }</h2> }
				<Button
					icon={ closeSmall }
					label={ __( 'Close', 'uipress' ) }
					onClick={ () => navigate( closeRoute ) }
				/>
			</div>
			<div className="uip-side-panel__body">{ children }</div>
		</aside>
	);
}
