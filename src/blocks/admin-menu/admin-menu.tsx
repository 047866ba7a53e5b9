/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

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
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useRendererViewport } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import { adminBaseUrl } from '../../runtime/admin-base';
import { PAGE_EVENTS, dispatchPageEvent } from '../../runtime/events';
import { isPlainClick } from '../../runtime/frame-links';
import { isAdminUrl } from '../../runtime/frame-url';
import { useMenuCollapsed } from '../../runtime/menu-collapse';
import { useSmallScreen } from '../../runtime/small-screen';
import BlockIcon from '../shared/block-icon';
import { choiceOption, iconOption } from '../shared/options';
import ConfirmOpen from './confirm-open-view';
import DrillDown from './drill-down';
import { type MenuView, menuEntry } from './menu-item';
import MenuSearch from './menu-search';
import { AdminMenuSource } from './menu-source';
import { useActiveItem } from './use-active-item';
import { useCollapsedWidth } from './use-collapsed-width';
import { useFlyout } from './use-flyout';
import { useMenu } from './use-menu';
import { staticMenuId } from './static-menu';
import {
	type ShownItem,
	shownMenu,
	toAdminRelative,
	toggledSubmenus,
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

	const [ active, setActive ] = useActiveItem( menu );
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
	// Where the focus goes once the drill-down level changed (the button
	// that was pressed is gone).
	const focusAfter = useRef< () => void >();
	useEffect( () => {
		focusAfter.current?.();
		focusAfter.current = undefined;
	}, [ level ] );
	// An entry that asks before opening, while it asks (`plain`: it opens
	// as a plain click would, else in a new tab).
	const [ asking, setAsking ] = useState< {
		item: ShownItem;
		parent?: ShownItem;
		plain: boolean;
	} >();
	const flyout = useFlyout();
	const navRef = useRef< HTMLElement >( null );
	// Each entry's row: where its flyout is placed, where the focus goes
	// back to its toggle after its drill-down level.
	const rows = useRef( new Map< string, HTMLElement >() );
	useCollapsedWidth( navRef, collapsed && mode !== 'builder' );
	const [ query, setQuery ] = useState( '' );
	const searching = query.trim() !== '';

	const toggleOpen = useCallback( ( id: string ) => {
		setOpenIds( ( current ) => toggledSubmenus( current, id ) );
	}, [] );
	const enterLevel = ( item: ShownItem ) => {
		focusAfter.current = () =>
			navRef.current
				?.querySelector< HTMLElement >( '.uip-admin-menu__back' )
				?.focus();
		setLevel( ( current ) => [ ...current, item ] );
	};
	const leaveLevel = ( keep: number ) => {
		const left = level[ keep ];
		// The row of the entry left holds its toggle.
		focusAfter.current = () =>
			rows.current
				.get( left?.id ?? '' )
				?.querySelector< HTMLElement >( '.uip-admin-menu__toggle' )
				?.focus();
		setLevel( level.slice( 0, keep ) );
	};

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
		[ adminUrl, setActive ]
	);

	const follow = ( item: ShownItem, parent?: ShownItem ) => {
		if ( item.submenu.length > 0 && subMenuStyle === 'inline' ) {
			setOpenIds( new Set( [ item.id ] ) );
		}
		open( item, parent );
	};

	const onLinkClick = (
		event: MouseEvent,
		item: ShownItem,
		parent?: ShownItem
	) => {
		if ( mode === 'builder' ) {
			event.preventDefault();
			return;
		}
		const plain = isPlainClick( event ) && ! item.newTab;
		if ( ! plain && ! item.confirm ) {
			return;
		}
		event.preventDefault();
		if ( parent ) {
			flyout.hide();
		}
		if ( plain && item.submenu.length > 0 && ! loadOnClick ) {
			if ( subMenuStyle === 'dynamic' ) {
				enterLevel( item );
			} else {
				toggleOpen( item.id );
			}
			return;
		}
		if ( item.confirm ) {
			setAsking( { item, parent, plain } );
			return;
		}
		follow( item, parent );
	};

	const view: MenuView = {
		menu,
		active,
		openIds,
		subMenuStyle,
		dropdownPosition,
		collapsed,
		hideIcons,
		subMenuIcon,
		flyout,
		navRef,
		rows: rows.current,
		onLinkClick,
		toggleOpen,
		enterLevel,
	};
	const current = level[ level.length - 1 ];
	const drilled = current && subMenuStyle === 'dynamic';
	const collapseLabel = collapsed
		? __( 'Expand menu', 'uipress' )
		: __( 'Collapse menu', 'uipress' );

	return (
		<nav
			ref={ navRef }
			className={ `uip-admin-menu${
				collapsed ? ' uip-admin-menu--collapsed' : ''
			}` }
			aria-label={ __( 'Admin menu', 'uipress' ) }
			data-uip-submenu-style={ subMenuStyle }
		>
			<MenuSearch
				menu={ menu }
				query={ query }
				setQuery={ setQuery }
				showInput={ showSearch }
				onOpen={ ( { item, parent } ) =>
					mode !== 'builder' &&
					( item.confirm
						? setAsking( { item, parent, plain: true } )
						: open( item, parent ) )
				}
			/>
			{ ! searching && drilled && (
				<DrillDown
					view={ view }
					levels={ level }
					current={ current }
					onLeave={ leaveLevel }
				/>
			) }
			{ ! searching && ! drilled && (
				<ul className="uip-admin-menu__list">
					{ menu.map( ( item, index ) =>
						menuEntry( view, item, index )
					) }
				</ul>
			) }
			{ menuCollapse && (
				<button
					type="button"
					className="uip-admin-menu__collapse"
					aria-label={ collapseLabel }
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
						{ collapseLabel }
					</span>
				</button>
			) }
			{ asking && (
				<ConfirmOpen
					name={ asking.item.name }
					onClose={ ( confirmed ) => {
						setAsking( undefined );
						if ( ! confirmed ) {
							return;
						}
						if ( asking.plain ) {
							follow( asking.item, asking.parent );
						} else {
							window.open(
								asking.item.url,
								'_blank',
								'noopener'
							);
						}
					} }
				/>
			) }
		</nav>
	);
}
