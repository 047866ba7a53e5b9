/**
 * External dependencies
 */
import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps, MenuItem } from '../../engine/types';
import { adminBaseUrl } from '../../runtime/admin-base';
import {
	PAGE_EVENTS,
	dispatchPageEvent,
	usePageEvent,
} from '../../runtime/events';
import { isPlainClick } from '../../runtime/frame-links';
import { DEFAULT_STRIPPED_PARAMS, isAdminUrl } from '../../runtime/frame-url';
import { useMenuCollapsed } from '../../runtime/menu-collapse';
import {
	readChrome,
	readRuntime,
	readUserAndSite,
} from '../../runtime/runtime-config';
import { browserStorage } from '../../shared/menu-state/menu-state';
import BlockIcon from '../shared/block-icon';
import { choiceOption, iconOption } from '../shared/options';
import MenuIcon from './menu-icon';
import { fetchStaticMenu, serverStaticMenu, staticMenuId } from './static-menu';
import {
	MENU_REGENERATE_DELAY,
	type ActivePath,
	type SearchResult,
	type ShownItem,
	clearMenuCacheOnMenuCreator,
	cycleIndex,
	findActive,
	initialActive,
	menuCacheKey,
	readMenuCache,
	searchMenu,
	shownMenu,
	toAdminRelative,
	toggledSubmenus,
	writeMenuCache,
} from './menu-logic';
import './admin-menu.scss';

export const SUBMENU_STYLES = [ 'inline', 'hover', 'dynamic' ] as const;
export const DROPDOWN_POSITIONS = [
	'bottom-left',
	'bottom-right',
	'top-left',
	'top-right',
	'left',
	'right',
] as const;

function flag( value: unknown, fallback: boolean ): boolean {
	return typeof value === 'boolean' ? value : fallback;
}

/**
 * The menu to show: the static menu when the block has one (resolved by the
 * server on takeover pages, fetched elsewhere), else the runtime's (custom
 * menu first), else the user's menu the builder and preview screens carry,
 * else the cached one, else nothing. Writes the runtime's menu to the cache.
 *
 * @param staticId The static menu option's menu id, or 0.
 */
function useMenu( staticId: number ): MenuItem[] {
	const [ menu, setMenu ] = useState< MenuItem[] >( () => {
		const runtime = readRuntime();
		if ( runtime ) {
			return runtime.customMenu?.menu ?? runtime.adminMenu;
		}
		const chrome = readChrome();
		if ( chrome ) {
			return chrome.adminMenu;
		}
		const { userId, siteUrl } = readUserAndSite();
		return (
			readMenuCache(
				browserStorage(),
				menuCacheKey( userId, siteUrl ),
				Date.now()
			) ?? []
		);
	} );
	useEffect( () => {
		const storage = browserStorage();
		if ( clearMenuCacheOnMenuCreator( storage, window.location.search ) ) {
			return;
		}
		const regenerate = () => {
			const runtime = readRuntime();
			if ( ! runtime ) {
				return;
			}
			const next = runtime.customMenu?.menu ?? runtime.adminMenu;
			const { userId, siteUrl } = readUserAndSite();
			writeMenuCache(
				storage,
				menuCacheKey( userId, siteUrl ),
				next,
				Date.now()
			);
			setMenu( next );
		};
		regenerate();
		const timer = setTimeout( regenerate, MENU_REGENERATE_DELAY );
		return () => clearTimeout( timer );
	}, [] );
	const [ staticMenu, setStaticMenu ] = useState< MenuItem[] | undefined >(
		() => ( staticId ? serverStaticMenu( staticId ) : undefined )
	);
	useEffect( () => {
		const resolved = staticId ? serverStaticMenu( staticId ) : undefined;
		setStaticMenu( resolved );
		if ( ! staticId || resolved ) {
			return;
		}
		let current = true;
		fetchStaticMenu( staticId ).then( ( items ) => {
			if ( current && items ) {
				setStaticMenu( items );
			}
		} );
		return () => {
			current = false;
		};
	}, [ staticId ] );
	return staticMenu ?? menu;
}

/**
 * The admin menu block (`uip-admin-menu-new`, alias `uip-admin-menu`).
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function AdminMenu( { options, mode }: BlockComponentProps ) {
	const rawMenu = useMenu( staticMenuId( options ) );
	const menu = useMemo( () => shownMenu( rawMenu ), [ rawMenu ] );
	const adminUrl = useMemo( adminBaseUrl, [] );
	const stripped = useMemo(
		() => readRuntime()?.strippedParams ?? DEFAULT_STRIPPED_PARAMS,
		[]
	);

	const menuCollapse = flag( options.menuCollapse, true );
	const collapsed = useMenuCollapsed() && menuCollapse;
	const chosenStyle = choiceOption(
		options,
		'subMenuStyle',
		SUBMENU_STYLES,
		'dynamic'
	);
	const subMenuStyle = collapsed ? 'hover' : chosenStyle;
	const dropdownPosition = choiceOption(
		options,
		'dropdownPosition',
		DROPDOWN_POSITIONS,
		'right'
	);
	const showSearch = flag( options.showSearch, true ) && ! collapsed;
	const loadOnClick = flag( options.loadOnClick, true );
	const hideIcons = flag( options.hideIcons, false ) && ! collapsed;
	const subMenuIcon = iconOption( options, 'subMenuIcon', 'chevron_right' );

	const [ active, setActive ] = useState< ActivePath | undefined >( () =>
		initialActive( menu )
	);
	const [ openIds, setOpenIds ] = useState< Set< string > >(
		() =>
			new Set(
				menu
					.filter(
						( item ) =>
							item.open ||
							( item.active && item.submenu.length > 0 )
					)
					.map( ( item ) => item.id )
			)
	);
	const [ level, setLevel ] = useState< ShownItem[] >( [] );
	const [ query, setQuery ] = useState( '' );
	const [ highlighted, setHighlighted ] = useState( -1 );
	const results: SearchResult[] = useMemo(
		() => searchMenu( menu, query ),
		[ menu, query ]
	);

	const syncActive = ( detail: Record< string, unknown > ) => {
		if ( typeof detail.url === 'string' ) {
			// The frame showing the menu creator: menus may change there.
			const queryIndex = detail.url.indexOf( '?' );
			clearMenuCacheOnMenuCreator(
				browserStorage(),
				queryIndex >= 0 ? detail.url.slice( queryIndex ) : ''
			);
			const found = findActive( menu, detail.url, stripped );
			if ( found ) {
				setActive( found );
			}
		}
	};
	usePageEvent( PAGE_EVENTS.loadStart, syncActive );
	usePageEvent( PAGE_EVENTS.loadFinish, syncActive );

	const toggleOpen = useCallback( ( id: string ) => {
		setOpenIds( ( current ) => toggledSubmenus( current, id ) );
	}, [] );

	const open = useCallback(
		( item: ShownItem, parent?: ShownItem ) => {
			setActive(
				parent ? { id: parent.id, subId: item.id } : { id: item.id }
			);
			const hasFrame =
				document.querySelector(
					'[data-uip-module="uip-content-frame"]'
				) !== null;
			if ( ! hasFrame || ! isAdminUrl( item.url, adminUrl ) ) {
				window.location.assign( item.url );
				return;
			}
			dispatchPageEvent( PAGE_EVENTS.pageChange, {
				url: toAdminRelative( item.url, adminUrl ),
			} );
		},
		[ adminUrl ]
	);

	const onLinkClick = (
		event: MouseEvent,
		item: ShownItem,
		parent?: ShownItem
	) => {
		if ( mode === 'builder' ) {
			event.preventDefault();
			return;
		}
		if ( ! isPlainClick( event ) || item.newTab ) {
			return;
		}
		event.preventDefault();
		if ( item.submenu.length > 0 && ! loadOnClick ) {
			if ( subMenuStyle === 'dynamic' ) {
				setLevel( ( current ) => [ ...current, item ] );
			} else {
				toggleOpen( item.id );
			}
			return;
		}
		if ( item.submenu.length > 0 && subMenuStyle === 'inline' ) {
			setOpenIds( new Set( [ item.id ] ) );
		}
		open( item, parent );
	};

	// A chosen result ends the search, so the menu shows again.
	const openResult = ( result: SearchResult ) => {
		setQuery( '' );
		setHighlighted( -1 );
		if ( mode !== 'builder' ) {
			open( result.item, result.parent );
		}
	};

	const onSearchKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			event.preventDefault();
			setHighlighted( ( current ) =>
				cycleIndex(
					current,
					results.length,
					event.key === 'ArrowDown' ? 1 : -1
				)
			);
		} else if ( event.key === 'Enter' ) {
			const result = results[ highlighted ];
			if ( result ) {
				event.preventDefault();
				openResult( result );
			}
		} else if ( event.key === 'Escape' ) {
			setQuery( '' );
			setHighlighted( -1 );
		}
	};

	const badge = ( count: number ) =>
		count > 0 ? (
			<span
				className="uip-admin-menu__badge"
				aria-label={ sprintf(
					/* translators: %d: number of pending items. */
					_n(
						'%d notification',
						'%d notifications',
						count,
						'uipress'
					),
					count
				) }
			>
				{ count }
			</span>
		) : null;

	const link = ( item: ShownItem, parent?: ShownItem ) => {
		const isActive = parent
			? active?.id === parent.id && active.subId === item.id
			: active?.id === item.id;
		return (
			<a
				className={ `uip-admin-menu__link${
					isActive ? ' uip-admin-menu__link--active' : ''
				}` }
				href={ item.url || undefined }
				target={ item.newTab ? '_blank' : undefined }
				rel={ item.newTab ? 'noopener noreferrer' : undefined }
				aria-current={ isActive ? 'page' : undefined }
				onClick={ ( event ) => onLinkClick( event, item, parent ) }
			>
				{ ! parent && ! hideIcons && <MenuIcon icon={ item.icon } /> }
				<span className="uip-admin-menu__name">{ item.name }</span>
				{ badge( item.notifications ) }
			</a>
		);
	};

	const renderItem = ( item: ShownItem ) => {
		if ( item.type === 'separator' ) {
			return (
				<li
					key={ item.id }
					className="uip-admin-menu__separator"
					role="separator"
				/>
			);
		}
		const hasSubmenu = item.submenu.length > 0;
		const isOpen = openIds.has( item.id );
		const itemActive = active?.id === item.id;
		return (
			<li
				key={ item.id }
				className={ [
					'uip-admin-menu__item',
					hasSubmenu ? 'uip-admin-menu__item--has-submenu' : '',
					itemActive ? 'uip-admin-menu__item--active' : '',
					isOpen ? 'uip-admin-menu__item--open' : '',
					item.classes,
				]
					.filter( Boolean )
					.join( ' ' ) }
				data-uip-menu-item={ item.id }
			>
				<div className="uip-admin-menu__row">
					{ link( item ) }
					{ hasSubmenu && subMenuStyle !== 'hover' && (
						<button
							type="button"
							className="uip-admin-menu__toggle"
							aria-expanded={
								subMenuStyle === 'inline' ? isOpen : undefined
							}
							aria-label={ sprintf(
								/* translators: %s: menu entry name. */
								__( 'Submenu of %s', 'uipress' ),
								item.name
							) }
							onClick={ () =>
								subMenuStyle === 'dynamic'
									? setLevel( ( current ) => [
											...current,
											item,
										] )
									: toggleOpen( item.id )
							}
						>
							<BlockIcon
								name={
									subMenuStyle === 'inline' && isOpen
										? 'expand_more'
										: subMenuIcon
								}
							/>
						</button>
					) }
				</div>
				{ hasSubmenu &&
					( subMenuStyle === 'hover' ||
						( subMenuStyle === 'inline' && isOpen ) ) && (
						<ul
							className={ `uip-admin-menu__submenu uip-admin-menu__submenu--${ subMenuStyle }${
								subMenuStyle === 'hover'
									? ` uip-admin-menu__submenu--${ dropdownPosition }`
									: ''
							}` }
						>
							{ subMenuStyle === 'hover' && collapsed && (
								<li className="uip-admin-menu__submenu-title">
									{ item.name }
								</li>
							) }
							{ item.submenu
								.filter( ( sub ) => sub.type === 'menu' )
								.map( ( sub ) => (
									<li
										key={ sub.id }
										className="uip-admin-menu__subitem"
										data-uip-menu-item={ sub.id }
									>
										{ link( sub, item ) }
									</li>
								) ) }
						</ul>
					) }
			</li>
		);
	};

	const searching = query.trim() !== '';
	const current = level[ level.length - 1 ];
	const resultsId = 'uip-admin-menu-results';

	return (
		<nav
			className={ `uip-admin-menu${
				collapsed ? ' uip-admin-menu--collapsed' : ''
			}` }
			aria-label={ __( 'Admin menu', 'uipress' ) }
			data-uip-submenu-style={ subMenuStyle }
		>
			{ showSearch && (
				<div className="uip-admin-menu__search">
					<BlockIcon name="search" />
					<input
						type="search"
						role="combobox"
						aria-expanded={ searching }
						aria-controls={ resultsId }
						aria-autocomplete="list"
						aria-activedescendant={
							highlighted >= 0
								? `${ resultsId }-${ highlighted }`
								: undefined
						}
						aria-label={ __( 'Search menu', 'uipress' ) }
						placeholder={ __( 'Search menu', 'uipress' ) }
						value={ query }
						onChange={ ( event ) => {
							setQuery( event.target.value );
							setHighlighted( -1 );
						} }
						onKeyDown={ onSearchKeyDown }
					/>
				</div>
			) }
			{ searching && (
				<ul
					id={ resultsId }
					className="uip-admin-menu__results"
					role="listbox"
					aria-label={ __( 'Menu search results', 'uipress' ) }
				>
					{ results.length === 0 && (
						<li className="uip-admin-menu__no-results">
							{ __( 'Nothing found', 'uipress' ) }
						</li>
					) }
					{ results.map( ( result, index ) => (
						// The search box handles the keyboard (combobox).
						// eslint-disable-next-line jsx-a11y/click-events-have-key-events
						<li
							key={ `${ result.parent?.id ?? '' }/${
								result.item.id
							}` }
							id={ `${ resultsId }-${ index }` }
							role="option"
							aria-selected={ index === highlighted }
							className={ `uip-admin-menu__result${
								index === highlighted
									? ' uip-admin-menu__result--highlighted'
									: ''
							}` }
							onMouseDown={ ( event ) => event.preventDefault() }
							onClick={ () => openResult( result ) }
						>
							{ result.parent && (
								<span className="uip-admin-menu__result-parent">
									{ result.parent.name }
								</span>
							) }
							<span className="uip-admin-menu__name">
								{ result.item.name }
							</span>
						</li>
					) ) }
				</ul>
			) }
			{ ! searching && current && subMenuStyle === 'dynamic' && (
				<div className="uip-admin-menu__level">
					<button
						type="button"
						className="uip-admin-menu__back"
						onClick={ () =>
							setLevel( ( levels ) => levels.slice( 0, -1 ) )
						}
					>
						<BlockIcon name="chevron_left" />
						{ __( 'Back', 'uipress' ) }
					</button>
					<div className="uip-admin-menu__level-title">
						{ current.name }
					</div>
					<ul className="uip-admin-menu__list">
						<li className="uip-admin-menu__subitem">
							{ link( current ) }
						</li>
						{ current.submenu
							.filter( ( sub ) => sub.type === 'menu' )
							.map( ( sub ) => (
								<li
									key={ sub.id }
									className="uip-admin-menu__subitem"
									data-uip-menu-item={ sub.id }
								>
									{ link( sub, current ) }
								</li>
							) ) }
					</ul>
				</div>
			) }
			{ ! searching && ! ( current && subMenuStyle === 'dynamic' ) && (
				<ul className="uip-admin-menu__list">
					{ menu.map( renderItem ) }
				</ul>
			) }
			{ menuCollapse && (
				<button
					type="button"
					className="uip-admin-menu__collapse"
					aria-pressed={ collapsed }
					aria-label={
						collapsed
							? __( 'Expand menu', 'uipress' )
							: __( 'Collapse menu', 'uipress' )
					}
					onClick={ () =>
						mode !== 'builder' &&
						dispatchPageEvent( PAGE_EVENTS.menuToggleCollapse, {
							collapsed: ! collapsed,
						} )
					}
				>
					<BlockIcon
						name={ collapsed ? 'chevron_right' : 'chevron_left' }
					/>
					<span className="uip-admin-menu__name">
						{ collapsed
							? __( 'Expand menu', 'uipress' )
							: __( 'Collapse menu', 'uipress' ) }
					</span>
				</button>
			) }
		</nav>
	);
}
