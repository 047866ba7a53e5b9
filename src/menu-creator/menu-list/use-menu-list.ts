/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useBusyIds } from '../../components/post-list/use-busy-ids';
import { downloadJson, exportFileName } from '../../components/post-list';
import { errorMessage } from '../../components/utils/api';
import { useCreateNotification } from '../../engine/notifications';
import {
	createMenu,
	fetchMenus,
	trashMenu,
	updateMenu,
	type MenuFields,
	type MenuPost,
} from '../api/menus';
import { liveMenu } from '../editor/use-menu-editor';
import { clearMenuCaches } from '../menu-cache';
import { menuFromLive } from '../tree/stored';
import {
	MenuImportError,
	exportMenus,
	parseMenuImportText,
} from './import-export';

export type ListStatus = 'loading' | 'ready' | 'error';

export interface MenuList {
	status: ListStatus;
	menus: MenuPost[];
	error: string;
	/** Ids of menus with a request under way. */
	busy: number[];
	reload: () => Promise< void >;
	create: () => Promise< number | null >;
	rename: ( menu: MenuPost, title: string ) => Promise< boolean >;
	duplicate: ( menu: MenuPost ) => Promise< void >;
	trash: ( menu: MenuPost ) => Promise< void >;
	toggleStatus: ( menu: MenuPost ) => Promise< void >;
	exportMenu: ( menu: MenuPost ) => void;
	importFile: ( file: File ) => Promise< boolean >;
	/** Puts the menus in this order of precedence. */
	reorder: ( order: number[] ) => Promise< void >;
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
 * Loads the menus and performs the list's actions, with notices.
 */
export function useMenuList(): MenuList {
	const notify = useCreateNotification();
	const [ status, setStatus ] = useState< ListStatus >( 'loading' );
	const [ menus, setMenus ] = useState< MenuPost[] >( [] );
	const [ error, setError ] = useState( '' );
	const [ busy, withMenu ] = useBusyIds();
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const reload = useCallback( async () => {
		try {
			const list = await fetchMenus();
			if ( mounted.current ) {
				setMenus( list );
				setStatus( 'ready' );
			}
		} catch ( caught ) {
			if ( mounted.current ) {
				setError( errorMessage( caught ) );
				setStatus( 'error' );
			}
		}
	}, [] );

	useEffect( () => {
		clearMenuCaches();
		reload();
	}, [ reload ] );

	const fail = useCallback(
		( caught: unknown ) =>
			notify( {
				title: __( 'Something went wrong', 'uipress' ),
				message: errorMessage( caught ),
				status: 'error',
			} ),
		[ notify ]
	);

	const replace = ( updated: MenuPost ) =>
		setMenus( ( list ) =>
			list.map( ( item ) => ( item.id === updated.id ? updated : item ) )
		);

	/** After the last menu: new menus come last in precedence. */
	const nextOrder = useCallback(
		() =>
			menus.reduce(
				( highest, menu ) => Math.max( highest, menu.menuOrder ),
				0
			) + 1,
		[ menus ]
	);

	const create = useCallback( async () => {
		try {
			const created = await createMenu( {
				title: __( 'New admin menu', 'uipress' ),
				status: 'draft',
				menuOrder: nextOrder(),
				fields: freshFields(),
			} );
			return created.id;
		} catch ( caught ) {
			fail( caught );
			return null;
		}
	}, [ fail, nextOrder ] );

	const rename = useCallback(
		( menu: MenuPost, title: string ) =>
			withMenu( menu.id, async () => {
				try {
					replace( await updateMenu( menu.id, { title } ) );
					return true;
				} catch ( caught ) {
					fail( caught );
					return false;
				}
			} ),
		[ withMenu, fail ]
	);

	const duplicate = useCallback(
		( menu: MenuPost ) =>
			withMenu( menu.id, async () => {
				try {
					await createMenu( {
						title: sprintf(
							/* translators: %s: the original menu's title. */
							__( '%s (copy)', 'uipress' ),
							menu.title
						),
						status: 'draft',
						menuOrder: nextOrder(),
						fields: menu.fields,
					} );
					notify( {
						title: __( 'Menu duplicated', 'uipress' ),
						status: 'success',
					} );
					await reload();
				} catch ( caught ) {
					fail( caught );
				}
			} ),
		[ withMenu, fail, notify, reload, nextOrder ]
	);

	const trash = useCallback(
		( menu: MenuPost ) =>
			withMenu( menu.id, async () => {
				try {
					await trashMenu( menu.id );
					setMenus( ( list ) =>
						list.filter( ( item ) => item.id !== menu.id )
					);
					clearMenuCaches();
					notify( {
						title: __( 'Menu moved to the trash', 'uipress' ),
						status: 'success',
					} );
				} catch ( caught ) {
					fail( caught );
				}
			} ),
		[ withMenu, fail, notify ]
	);

	const toggleStatus = useCallback(
		( menu: MenuPost ) =>
			withMenu( menu.id, async () => {
				try {
					replace(
						await updateMenu( menu.id, {
							status:
								menu.status === 'publish' ? 'draft' : 'publish',
						} )
					);
					clearMenuCaches();
				} catch ( caught ) {
					fail( caught );
				}
			} ),
		[ withMenu, fail ]
	);

	const exportMenu = useCallback( ( menu: MenuPost ) => {
		downloadJson(
			exportFileName( menu.title, 'menu' ),
			exportMenus( [ menu ] )
		);
	}, [] );

	const importFile = useCallback(
		async ( file: File ) => {
			let parsed;
			try {
				parsed = parseMenuImportText( await file.text() );
			} catch ( caught ) {
				notify( {
					title: __( 'The file was not imported', 'uipress' ),
					message:
						caught instanceof MenuImportError
							? caught.message
							: errorMessage( caught ),
					status: 'error',
				} );
				return false;
			}
			try {
				let order = nextOrder();
				for ( const menu of parsed ) {
					await createMenu( {
						title: menu.title,
						status: 'draft',
						menuOrder: order++,
						fields: menu.fields,
					} );
				}
				notify( {
					title: sprintf(
						/* translators: %d: number of menus. */
						_n(
							'%d menu imported as a draft',
							'%d menus imported as drafts',
							parsed.length,
							'uipress'
						),
						parsed.length
					),
					status: 'success',
				} );
				await reload();
				return true;
			} catch ( caught ) {
				fail( caught );
				await reload();
				return false;
			}
		},
		[ notify, fail, reload, nextOrder ]
	);

	const reorder = useCallback(
		async ( order: number[] ) => {
			const previous = menus;
			const byId = new Map( menus.map( ( menu ) => [ menu.id, menu ] ) );
			const next = order
				.map( ( id, index ) => {
					const menu = byId.get( id );
					return menu ? { ...menu, menuOrder: index + 1 } : null;
				} )
				.filter( ( menu ): menu is MenuPost => menu !== null );
			setMenus( next );
			try {
				await Promise.all(
					next
						.filter(
							( menu ) =>
								byId.get( menu.id )?.menuOrder !==
								menu.menuOrder
						)
						.map( ( menu ) =>
							updateMenu( menu.id, { menuOrder: menu.menuOrder } )
						)
				);
				clearMenuCaches();
			} catch ( caught ) {
				setMenus( previous );
				fail( caught );
			}
		},
		[ menus, fail ]
	);

	return {
		status,
		menus,
		error,
		busy,
		reload,
		create,
		rename,
		duplicate,
		trash,
		toggleStatus,
		exportMenu,
		importFile,
		reorder,
	};
}
