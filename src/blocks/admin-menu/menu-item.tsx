/**
 * How the admin menu draws its entries: the links (active mark, badge,
 * flyout keyboard) and the top-level entries with their submenus (inline,
 * hover flyout, or a toggle into the drill-down).
 */

/**
 * External dependencies
 */
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import BlockIcon from '../shared/block-icon';
import HoverSubmenu from './hover-submenu-view';
import MenuIcon from './menu-icon';
import type { ActivePath, ShownItem } from './menu-logic';
import type { FlyoutPlacement } from './flyout-position';
import type { Flyout } from './use-flyout';

/** What drawing an entry needs from the menu block. */
export interface MenuView {
	menu: ShownItem[];
	active: ActivePath | undefined;
	openIds: ReadonlySet< string >;
	subMenuStyle: 'inline' | 'hover' | 'dynamic';
	dropdownPosition: FlyoutPlacement;
	collapsed: boolean;
	hideIcons: boolean;
	subMenuIcon: string;
	flyout: Flyout;
	navRef: RefObject< HTMLElement >;
	/** Each hover entry's row, where its flyout is placed. */
	rows: Map< string, HTMLElement >;
	onLinkClick: (
		event: MouseEvent,
		item: ShownItem,
		parent?: ShownItem
	) => void;
	toggleOpen: ( id: string ) => void;
	/** Drills down into an entry's submenu (dynamic style). */
	enterLevel: ( item: ShownItem ) => void;
}

function badge( count: number ) {
	return count > 0 ? (
		<span
			className="uip-admin-menu__badge"
			aria-label={ sprintf(
				/* translators: %d: number of pending items. */
				_n( '%d notification', '%d notifications', count, 'uipress' ),
				count
			) }
		>
			{ count }
		</span>
	) : null;
}

function flyoutId( item: ShownItem ): string {
	return `uip-admin-menu-flyout-${ item.id.replace( /[^\w-]/g, '-' ) }`;
}

/**
 * Leaving a flyout by keyboard: back to its entry, or on from there.
 *
 * @param view The menu.
 * @param item The flyout's entry.
 * @param to   Where the focus goes.
 */
function exitFlyout(
	view: MenuView,
	item: ShownItem,
	to: 'entry' | 'next' | 'previous'
) {
	// The focus moves first: its focus event on the entry keeps the
	// flyout open, and the hide that follows wins.
	const entry = view.rows.get( item.id )?.querySelector( 'a' );
	if ( entry && to === 'next' ) {
		const focusable = Array.from(
			view.navRef.current?.querySelectorAll< HTMLElement >(
				'a[href], button, input'
			) ?? []
		);
		( focusable[ focusable.indexOf( entry ) + 1 ] ?? entry ).focus();
	} else {
		entry?.focus();
	}
	view.flyout.hide();
}

function onEntryKeyDown(
	view: MenuView,
	event: KeyboardEvent< HTMLAnchorElement >,
	item: ShownItem
) {
	const into =
		view.dropdownPosition === 'left'
			? [ 'ArrowLeft', 'ArrowDown' ]
			: [ 'ArrowRight', 'ArrowDown' ];
	if ( into.includes( event.key ) ) {
		event.preventDefault();
		view.flyout.show( item.id, true );
	} else if ( event.key === 'Escape' && view.flyout.openId === item.id ) {
		event.preventDefault();
		view.flyout.hide();
	}
}

/**
 * An entry's link.
 *
 * @param view   The menu.
 * @param item   The entry.
 * @param parent Its top-level entry, for a submenu entry.
 */
export function menuLink(
	view: MenuView,
	item: ShownItem,
	parent?: ShownItem
) {
	const { active, flyout } = view;
	const isActive = parent
		? active?.id === parent.id && active.subId === item.id
		: active?.id === item.id;
	const hoverEntry =
		! parent &&
		view.subMenuStyle === 'hover' &&
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
			aria-expanded={ hoverEntry ? flyout.openId === item.id : undefined }
			aria-controls={
				hoverEntry && flyout.openId === item.id
					? flyoutId( item )
					: undefined
			}
			onClick={ ( event ) => view.onLinkClick( event, item, parent ) }
			onKeyDown={
				hoverEntry
					? ( event ) => onEntryKeyDown( view, event, item )
					: undefined
			}
		>
			{ ! parent && ! view.hideIcons && <MenuIcon icon={ item.icon } /> }
			<span className="uip-admin-menu__name">{ item.name }</span>
			{ badge( item.notifications ) }
		</a>
	);
}

/**
 * The submenu entries of an entry, each in its list item.
 *
 * @param view   The menu.
 * @param parent The top-level entry.
 */
export function subItems( view: MenuView, parent: ShownItem ) {
	return parent.submenu
		.filter( ( sub ) => sub.type === 'menu' )
		.map( ( sub ) => (
			<li
				key={ sub.id }
				className="uip-admin-menu__subitem"
				data-uip-menu-item={ sub.id }
			>
				{ menuLink( view, sub, parent ) }
			</li>
		) );
}

/**
 * A top-level entry with its submenu.
 *
 * @param view  The menu.
 * @param item  The entry.
 * @param index Its place in the menu.
 */
export function menuEntry( view: MenuView, item: ShownItem, index: number ) {
	// A list holds only list items: a separator is the top border of
	// the entry after it.
	if ( item.type === 'separator' ) {
		return null;
	}
	const { flyout, subMenuStyle, rows } = view;
	const afterSeparator =
		index > 0 && view.menu[ index - 1 ]?.type === 'separator';
	const hasSubmenu = item.submenu.length > 0;
	const isOpen = view.openIds.has( item.id );
	const itemActive = view.active?.id === item.id;
	const hover = hasSubmenu && subMenuStyle === 'hover';
	const anchor =
		hover && flyout.openId === item.id ? rows.get( item.id ) : undefined;
	const subs = subItems( view, item );
	return (
		<li
			key={ item.id }
			className={ [
				'uip-admin-menu__item',
				hasSubmenu ? 'uip-admin-menu__item--has-submenu' : '',
				itemActive ? 'uip-admin-menu__item--active' : '',
				afterSeparator ? 'uip-admin-menu__item--after-separator' : '',
				isOpen ? 'uip-admin-menu__item--open' : '',
				item.classes,
			]
				.filter( Boolean )
				.join( ' ' ) }
			data-uip-menu-item={ item.id }
			onMouseEnter={ hover ? () => flyout.show( item.id ) : undefined }
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
						rows.set( item.id, element );
					} else {
						rows.delete( item.id );
					}
				} }
			>
				{ menuLink( view, item ) }
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
								? view.enterLevel( item )
								: view.toggleOpen( item.id )
						}
					>
						<BlockIcon
							name={
								subMenuStyle === 'inline' && isOpen
									? 'expand_more'
									: view.subMenuIcon
							}
						/>
					</button>
				) }
			</div>
			{ hasSubmenu && subMenuStyle === 'inline' && isOpen && (
				<ul className="uip-admin-menu__submenu uip-admin-menu__submenu--inline">
					{ subs }
				</ul>
			) }
			{ anchor && (
				<HoverSubmenu
					id={ flyoutId( item ) }
					anchor={ anchor }
					placement={ view.dropdownPosition }
					title={ view.collapsed ? item.name : undefined }
					focusFirst={ flyout.focusOnOpen }
					onEnter={ () => flyout.show( item.id ) }
					onLeave={ flyout.hideSoon }
					onExit={ ( to ) => exitFlyout( view, item, to ) }
				>
					{ subs }
				</HoverSubmenu>
			) }
		</li>
	);
}
