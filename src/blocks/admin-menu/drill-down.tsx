/**
 * The admin menu's drill-down (dynamic submenus): one entry's submenu in
 * place of the menu, with a way back and the trail of levels entered.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import BlockIcon from '../shared/block-icon';
import type { ShownItem } from './menu-logic';
import { type MenuView, menuLink, subItems } from './menu-item';

interface DrillDownProps {
	view: MenuView;
	/** The entries entered, outermost first. */
	levels: ShownItem[];
	/** The last of them, whose submenu shows. */
	current: ShownItem;
	/** Goes back to the level after this many entries (0: the menu). */
	onLeave: ( keep: number ) => void;
}

/**
 * One level of the drill-down: Back, the trail (the menu, then each entry
 * entered; all but the current one go back to their level), the entry's own
 * link and its submenu.
 *
 * @param props         Component props.
 * @param props.view    The menu.
 * @param props.levels  The entries entered.
 * @param props.current The last of them.
 * @param props.onLeave Goes back to a level.
 */
export default function DrillDown( {
	view,
	levels,
	current,
	onLeave,
}: DrillDownProps ) {
	return (
		<div className="uip-admin-menu__level">
			<button
				type="button"
				className="uip-admin-menu__back"
				onClick={ () => onLeave( levels.length - 1 ) }
			>
				<BlockIcon name="chevron_left" />
				{ __( 'Back', 'uipress' ) }
			</button>
			<nav
				className="uip-admin-menu__trail"
				aria-label={ __( 'Menu levels', 'uipress' ) }
			>
				<ol>
					{ [ undefined, ...levels.slice( 0, -1 ) ].map(
						( level, index ) => (
							<li key={ index }>
								<button
									type="button"
									onClick={ () => onLeave( index ) }
								>
									{ level?.name ?? __( 'Menu', 'uipress' ) }
								</button>
							</li>
						)
					) }
					<li aria-current="location">{ current.name }</li>
				</ol>
			</nav>
			<ul className="uip-admin-menu__list">
				<li className="uip-admin-menu__subitem">
					{ menuLink( view, current ) }
				</li>
				{ subItems( view, current ) }
			</ul>
		</div>
	);
}
