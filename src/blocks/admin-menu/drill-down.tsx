/**
 * The admin menu's drill-down (dynamic submenus): one entry's submenu in
 * place of the menu, with a way back.
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
	/** The entry whose submenu shows. */
	current: ShownItem;
	onBack: () => void;
}

/**
 * One level of the drill-down: Back, the entry's name, its own link and its
 * submenu.
 *
 * @param props         Component props.
 * @param props.view    The menu.
 * @param props.current The entry whose submenu shows.
 * @param props.onBack  Goes up a level.
 */
export default function DrillDown( { view, current, onBack }: DrillDownProps ) {
	return (
		<div className="uip-admin-menu__level">
			<button
				type="button"
				className="uip-admin-menu__back"
				onClick={ onBack }
			>
				<BlockIcon name="chevron_left" />
				{ __( 'Back', 'uipress' ) }
			</button>
			<div className="uip-admin-menu__level-title">{ current.name }</div>
			<ul className="uip-admin-menu__list">
				<li className="uip-admin-menu__subitem">
					{ menuLink( view, current ) }
				</li>
				{ subItems( view, current ) }
			</ul>
		</div>
	);
}
