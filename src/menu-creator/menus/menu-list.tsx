/**
 * WordPress dependencies
 */
import type { Action } from '@wordpress/dataviews/wp';
import { useCallback, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { pencil } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { EntityList, type EntityConfig } from '../../components/entity-list';
import { errorMessage } from '../../components/utils/api';
import { useCreateNotification } from '../../engine/notifications';
import {
	MENUS_PATH,
	createMenu,
	parseMenuPost,
	type MenuFields,
	type MenuPost,
} from '../api/menus';
import { liveMenu } from '../editor/use-menu-editor';
import { clearMenuCaches } from '../menu-cache';
import { menuFromLive } from '../tree/stored';
import { exportMenus } from './import-export';
import {
	MENUS_VIEW_PREFERENCE,
	copyMenu,
	importMenus,
	inPrecedence,
	menuFileName,
	menuLabels,
	menuOrder,
	nextOrder,
} from './menu-entity';

interface MenuListProps {
	onOpen: ( id: number ) => void;
}

/** A new menu's field: the full live menu, for nobody yet. */
function freshFields(): MenuFields {
	return {
		forRoles: [],
		forUsers: [],
		excludesRoles: [],
		excludesUsers: [],
		blockHidden: false,
		menu: menuFromLive( liveMenu() ),
	};
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
	const notify = useCreateNotification();
	const config = useMemo( (): EntityConfig< MenuPost > => {
		const open: Action< MenuPost > = {
			id: 'open',
			label: __( 'Open in menu editor', 'uipress' ),
			icon: pencil,
			isPrimary: true,
			isEligible: ( item ) => item.status !== 'trash',
			callback: ( [ item ] ) => item && onOpen( item.id ),
		};
		return {
			kind: 'menus',
			restPath: MENUS_PATH,
			parse: parseMenuPost,
			labels: menuLabels(),
			preferenceKey: MENUS_VIEW_PREFERENCE,
			extraActions: [ open ],
			onOpen: ( item ) => onOpen( item.id ),
			copy: copyMenu,
			exportFile: exportMenus,
			fileName: menuFileName,
			importText: importMenus,
			prepare: inPrecedence,
			afterChange: clearMenuCaches,
			order: menuOrder(),
		};
	}, [ onOpen ] );

	const create = useCallback( async () => {
		try {
			const created = await createMenu( {
				title: __( 'New admin menu', 'uipress' ),
				status: 'draft',
				menuOrder: await nextOrder(),
				fields: freshFields(),
			} );
			onOpen( created.id );
		} catch ( caught ) {
			notify( {
				title: __( 'Something went wrong', 'uipress' ),
				message: errorMessage( caught ),
				status: 'error',
			} );
		}
	}, [ notify, onOpen ] );

	return <EntityList config={ config } onCreate={ create } />;
}
