/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { EntityList } from '../../components/entity-list';
import { menuConfig } from './menu-entity';

interface MenuListProps {
	onOpen: ( id: number ) => void;
}

/**
 * The menu creator's start screen: every custom menu in the entity list,
 * in its order of precedence (the first published menu that applies to a
 * user wins) with Move up / Move down, and "Open in menu editor".
 *
 * @param props        Component props.
 * @param props.onOpen Opens a menu in the editor.
 */
export default function MenuList( { onOpen }: MenuListProps ) {
	const config = useMemo( menuConfig, [] );
	return <EntityList config={ config } onOpen={ onOpen } />;
}
