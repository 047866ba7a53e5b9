/**
 * External dependencies
 */
import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	useCallback,
	useContext,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useRendererViewport } from '../../engine/renderer/block-hooks';
import { engineFeature } from '../../engine/features';
import type {
	BlockComponentProps,
	MenuItem,
	RuntimeConfig,
} from '../../engine/types';
import { adminBaseUrl } from '../../runtime/admin-base';
import {
	PAGE_EVENTS,
	dispatchPageEvent,
	usePageEvent,
} from '../../runtime/events';
import { isPlainClick } from '../../runtime/frame-links';
import { DEFAULT_STRIPPED_PARAMS, isAdminUrl } from '../../runtime/frame-url';
import { useMenuCollapsed } from '../../runtime/menu-collapse';
import { useSmallScreen } from '../../runtime/small-screen';
import {
	readChrome,
	readRuntime,
	readUserAndSite,
} from '../../runtime/runtime-config';
import { browserStorage } from '../../shared/menu-state/menu-state';
import BlockIcon from '../shared/block-icon';
import { choiceOption, iconOption } from '../shared/options';
import HoverSubmenu from './hover-submenu';
import { AdminMenuSource } from './menu-source';
import MenuIcon from './menu-icon';
import { useCollapsedWidth } from './use-collapsed-width';
import { useFlyout } from './use-flyout';
import { fetchStaticMenu } from './fetch-static-menu';
import { serverStaticMenu, staticMenuId } from './static-menu';
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
 * A custom menu as this user sees it: set against the user's live menu, so
 * items a plugin added later show and items that are gone (or not for this
 * user) do not (engine/menus/reconcile.ts, the `menus` engine feature the
 * server prints with pages that show a custom or static menu).
 *
 * @param custom The custom menu's items.
 * @param live   The user's live menu, when the page has it.
 */
function customMenuFor(
	custom: MenuItem[],
	live: MenuItem[] | undefined
): MenuItem[] {
	const menus = engineFeature( 'menus' );
	return live && menus
		? menus.menuToShow( menus.reconcileMenu( custom, live ) )
		: custom;
}

/** The user's live admin menu, where the page carries it. */
function liveMenu(): MenuItem[] | undefined {
	return readRuntime()?.adminMenu ?? readChrome()?.adminMenu;
}

/**
 * The runtime's menu for this user: the custom menu, else the live one.
 *
 * @param runtime The interface's configuration.
 */
function runtimeMenu( runtime: RuntimeConfig ): MenuItem[] {
	return runtime.customMenu
		? customMenuFor( runtime.customMenu.menu, runtime.adminMenu )
		: runtime.adminMenu;
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
			return runtimeMenu( runtime );
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
			const next = runtimeMenu( runtime );
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
	const shownStatic = useMemo(
		() =>
			staticMenu ? customMenuFor( staticMenu, liveMenu() ) : undefined,
		[ staticMenu ]
	);
	return shownStatic ?? menu;
}

/**
 * The admin menu block (`uip-admin-menu-new`, alias `uip-admin-menu`).
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function AdminMenu( { options, mode }: BlockComponentProps ) {
	const userMenu = useMenu( staticMenuId( options ) );
	const previewed = useContext( AdminMenuSource );
	const rawMenu = previewed ?? userMenu;
	const menu = useMemo( () => shownMenu( rawMenu ), [ rawMenu ] );
	const adminUrl = useMemo( adminBaseUrl, [] );
	const stripped = useMemo(
		() => readRuntime()?.strippedParams ?? DEFAULT_STRIPPED_PARAMS,
		[]
	);

	// Small screens have no room for a collapsed menu (nor WordPress's own).
	const small = useSmallScreen( useRendererViewport() );
	const menuCollapse =
		flag( options.menuCollapse, true ) && ! ( small && mode !== 'builder' );
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
	const flyout = useFlyout();
	const navRef = useRef< HTMLElement >( null );
	// Each hover entry's row, where its flyout is placed.
	const rows = useRef( new Map< string, HTMLElement >() );
	useCollapsedWidth( navRef, collapsed && mode !== 'builder' );
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
			// An address the URL rule refused (safeMenuUrl) goes nowhere.
			if ( ! item.url ) {
				return;
			}
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
		if ( parent ) {
			flyout.hide();
		}
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

	const flyoutId = ( item: ShownItem ) =>
		`uip-admin-menu-flyout-${ item.id.replace( /[^\w-]/g, '-' ) }`;

	// Leaving a flyout by keyboard: back to its entry, or on from there.
	const exitFlyout = (
		item: ShownItem,
		to: 'entry' | 'next' | 'previous'
	) => {
		// The focus moves first: its focus event on the entry keeps the
		// flyout open, and the hide that follows wins.
		const entry = rows.current.get( item.id )?.querySelector( 'a' );
		if ( entry && to === 'next' ) {
			const focusable = Array.from(
				navRef.current?.querySelectorAll< HTMLElement >(
					'a[href], button, input'
				) ?? []
			);
			( focusable[ focusable.indexOf( entry ) + 1 ] ?? entry ).focus();
		} else {
			entry?.focus();
		}
		flyout.hide();
	};

	const onEntryKeyDown = (
		event: KeyboardEvent< HTMLAnchorElement >,
		item: ShownItem
	) => {
		const into =
			dropdownPosition === 'left'
				? [ 'ArrowLeft', 'ArrowDown' ]
				: [ 'ArrowRight', 'ArrowDown' ];
		if ( into.includes( event.key ) ) {
			event.preventDefault();
			flyout.show( item.id, true );
		} else if ( event.key === 'Escape' && flyout.openId === item.id ) {
			event.preventDefault();
			flyout.hide();
		}
	};

	const link = ( item: ShownItem, parent?: ShownItem ) => {
		const isActive = parent
			? active?.id === parent.id && active.subId === item.id
			: active?.id === item.id;
		const hoverEntry =
			! parent &&
			subMenuStyle === 'hover' &&
			item.submenu.some( ( sub ) => sub.type === 'menu' );
		return (
			<a
				className={ `uip-admin-menu__link${
					isActive ? ' uip-admin-menu__link--active' : ''
				}` }
				href={ item.url || undefined }
				target={ item.newTab ? '_blank' : undefined }
				rel={ item.newTab ? 'noopener noreferrer' : undefined }
				aria-current={ isActive ? 'page' : undefined }
				aria-haspopup={ hoverEntry ? 'true' : undefined }
				aria-expanded={
					hoverEntry ? flyout.openId === item.id : undefined
				}
				aria-controls={
					hoverEntry && flyout.openId === item.id
						? flyoutId( item )
						: undefined
				}
				onClick={ ( event ) => onLinkClick( event, item, parent ) }
				onKeyDown={
					hoverEntry
						? ( event ) => onEntryKeyDown( event, item )
						: undefined
				}
			>
				{ ! parent && ! hideIcons && <MenuIcon icon={ item.icon } /> }
				<span className="uip-admin-menu__name">{ item.name }</span>
				{ badge( item.notifications ) }
			</a>
		);
	};

	const renderItem = ( item: ShownItem, index: number ) => {
		// A list holds only list items: a separator is the top border of
		// the entry after it.
		if ( item.type === 'separator' ) {
			return null;
		}
		const afterSeparator =
			index > 0 && menu[ index - 1 ]?.type === 'separator';
		const hasSubmenu = item.submenu.length > 0;
		const isOpen = openIds.has( item.id );
		const itemActive = active?.id === item.id;
		const hover = hasSubmenu && subMenuStyle === 'hover';
		const anchor =
			hover && flyout.openId === item.id
				? rows.current.get( item.id )
				: undefined;
		const subItems = item.submenu
			.filter( ( sub ) => sub.type === 'menu' )
			.map( ( sub ) => (
				<li
					key={ sub.id }
					className="uip-admin-menu__subitem"
					data-uip-menu-item={ sub.id }
				>
					{ link( sub, item ) }
				</li>
			) );
		return (
			<li
				key={ item.id }
				className={ [
					'uip-admin-menu__item',
					hasSubmenu ? 'uip-admin-menu__item--has-submenu' : '',
					itemActive ? 'uip-admin-menu__item--active' : '',
					afterSeparator
						? 'uip-admin-menu__item--after-separator'
						: '',
					isOpen ? 'uip-admin-menu__item--open' : '',
					item.classes,
				]
					.filter( Boolean )
					.join( ' ' ) }
				data-uip-menu-item={ item.id }
				onMouseEnter={
					hover ? () => flyout.show( item.id ) : undefined
				}
				onMouseLeave={ hover ? flyout.hideSoon : undefined }
				onFocus={
					// Focus keeps an open flyout (moving between its links);
					// the arrow keys open it.
					hover && flyout.openId === item.id
						? () => flyout.show( item.id )
						: undefined
				}
				onBlur={ hover ? flyout.hideSoon : undefined }
			>
				<div
					className="uip-admin-menu__row"
					ref={ ( element ) => {
						if ( element ) {
							rows.current.set( item.id, element );
						} else {
							rows.current.delete( item.id );
						}
					} }
				>
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
				{ hasSubmenu && subMenuStyle === 'inline' && isOpen && (
					<ul className="uip-admin-menu__submenu uip-admin-menu__submenu--inline">
						{ subItems }
					</ul>
				) }
				{ anchor && (
					<HoverSubmenu
						id={ flyoutId( item ) }
						anchor={ anchor }
						placement={ dropdownPosition }
						title={ collapsed ? item.name : undefined }
						focusFirst={ flyout.focusOnOpen }
						onEnter={ () => flyout.show( item.id ) }
						onLeave={ flyout.hideSoon }
						onExit={ ( to ) => exitFlyout( item, to ) }
					>
						{ subItems }
					</HoverSubmenu>
				) }
			</li>
		);
	};

	const searching = query.trim() !== '';
	const current = level[ level.length - 1 ];
	const resultsId = 'uip-admin-menu-results';

	return (
		<nav
			ref={ navRef }
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
