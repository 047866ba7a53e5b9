/**
 * Which entries of a menu its audience cannot open: each live
 * item needs a capability (the admin menu's capability column); WordPress
 * leaves an item out of the menu of users without it. A top-level item
 * stays while one of its live submenu items is open to them (WordPress
 * then links it to that one).
 */

/**
 * Internal dependencies
 */
import type { ReconciledItem } from '../../engine/menus';
import { entryName } from '../editor/entry-labels';
import { keyOf, type Tree } from '../tree/tree';

/** An entry the audience cannot open. */
export interface OutOfReach {
	/** The entry's key in the tree. */
	key: string;
	name: string;
	/** The capability it needs. */
	capability: string;
	/** Its `data-uip-menu-item` in the admin menu block. */
	blockId: string;
	/** Its top-level entry's, for a submenu entry. */
	parentBlockId?: string;
	/** Its top-level entry's key and name, for a submenu entry. */
	parentKey?: string;
	parentName?: string;
}

/** A line of the list of what the audience cannot open. */
export interface OutOfReachLine {
	entry: OutOfReach;
	/** How many of its submenu entries are out of reach with it. */
	submenu: number;
}

/**
 * Whether the audience may open a live item, or undefined when its
 * capability is not known (links the menu creator added, items gone).
 *
 * @param key          The item's key.
 * @param capabilities Capability by live item key.
 * @param held         Capability → held, as the server answered.
 */
function opens(
	key: string,
	capabilities: Readonly< Record< string, string > >,
	held: Readonly< Record< string, boolean > >
): boolean | undefined {
	const capability = capabilities[ key ];
	if ( ! capability ) {
		return undefined;
	}
	// A capability the server did not answer for is not held against anyone.
	if ( held[ capability ] !== false ) {
		return true;
	}
	if ( ! key.startsWith( '>' ) ) {
		return false;
	}
	const children = `${ key.slice( 1 ) }>`;
	return Object.entries( capabilities ).some(
		( [ childKey, childCapability ] ) =>
			childKey.startsWith( children ) && held[ childCapability ] !== false
	);
}

/**
 * Whether the admin menu block shows an entry at all.
 *
 * @param item The entry.
 */
function shown( item: ReconciledItem ): boolean {
	return (
		item.type === 'menu' &&
		item.status !== 'missing' &&
		item.custom?.hidden !== true
	);
}

/**
 * The shown entries the audience cannot open, in menu order.
 *
 * @param tree         The menu being edited.
 * @param capabilities Capability by live item key.
 * @param held         Capability → held.
 */
export function outOfReach(
	tree: Tree,
	capabilities: Readonly< Record< string, string > >,
	held: Readonly< Record< string, boolean > >
): OutOfReach[] {
	const found: OutOfReach[] = [];
	const check = ( item: ReconciledItem, parent?: ReconciledItem ) => {
		const key = keyOf( item, parent?.uip_uid ?? '' );
		if ( opens( key, capabilities, held ) !== false ) {
			return;
		}
		const entry: OutOfReach = {
			key,
			name: entryName( item ),
			capability: capabilities[ key ] ?? '',
			blockId: item.uip_uid || item.id,
		};
		if ( parent ) {
			entry.parentBlockId = parent.uip_uid || parent.id;
			entry.parentKey = keyOf( parent, '' );
			entry.parentName = entryName( parent );
		}
		found.push( entry );
	};
	for ( const item of tree.filter( shown ) ) {
		check( item );
		for ( const child of item.submenu.filter( shown ) ) {
			check( child, item );
		}
	}
	return found;
}

/**
 * The list of what the audience cannot open: a top-level entry once, with
 * how many of its submenu entries go with it, and the submenu entries of
 * entries they may open.
 *
 * @param entries The entries out of reach.
 */
export function outOfReachLines(
	entries: readonly OutOfReach[]
): OutOfReachLine[] {
	const listed = new Set(
		entries
			.filter( ( entry ) => entry.parentKey === undefined )
			.map( ( entry ) => entry.key )
	);
	return entries
		.filter(
			( entry ) =>
				entry.parentKey === undefined || ! listed.has( entry.parentKey )
		)
		.map( ( entry ) => ( {
			entry,
			submenu: entries.filter(
				( child ) => child.parentKey === entry.key
			).length,
		} ) );
}

/**
 * A value for a CSS attribute selector in double quotes.
 *
 * @param value The value.
 */
function attribute( value: string ): string {
	return value.replace( /["\\]/g, '\\$&' ).replace( /\n/g, '\\a ' );
}

/** What a greyed-out entry looks like, inside `:is( <its rows> )`. */
const GREYED = [
	// Words stay readable (the theme's muted text keeps WCAG AA contrast).
	'{filter:grayscale(1)}',
	' *{color:var(--uip-color-text-muted,#5b636b)!important}',
	' .uip-admin-menu__icon{opacity:.45}',
	// A lock after the name, silent for screen readers (the list says why).
	' .uip-admin-menu__name::after{content:"lock"/"";margin-left:6px;' +
		'font-family:"Material Symbols Rounded";font-size:14px;' +
		'line-height:1;vertical-align:-2px}',
];

/**
 * The style that greys the entries out in the admin menu block (its
 * entries carry `data-uip-menu-item`), inside a scope.
 *
 * @param entries The entries.
 * @param scope   A selector of the preview.
 */
export function greyOutCss(
	entries: readonly OutOfReach[],
	scope: string
): string {
	if ( entries.length === 0 ) {
		return '';
	}
	const rows = entries.map( ( entry ) => {
		const own = `[data-uip-menu-item="${ attribute( entry.blockId ) }"]`;
		return entry.parentBlockId === undefined
			? `${ scope } .uip-admin-menu__item${ own } > .uip-admin-menu__row`
			: `${ scope } .uip-admin-menu__item[data-uip-menu-item="${ attribute(
					entry.parentBlockId
				) }"] .uip-admin-menu__subitem${ own }`;
	} );
	const greyed = `:is(${ rows.join( ',' ) })`;
	return GREYED.map( ( rule ) => greyed + rule ).join( '' );
}
