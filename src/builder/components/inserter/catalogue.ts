/**
 * The inserter's view of the block catalogue: search, groups, new blocks and
 * where a click inserts them.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Block, BlockDefinition } from '../../../engine/types';
import {
	cloneWithFreshUids,
	findBlock,
	findPosition,
	newUid,
} from '../../tree';
import type { DropTarget } from '../dnd/types';

/** Groups in the order the inserter lists them; other groups follow in catalogue order. */
export const GROUP_ORDER: readonly string[] = [
	'layout',
	'elements',
	'dynamic',
	'form',
	'analytics',
	'storeAnalytics',
];

export interface DefinitionGroup {
	group: string;
	definitions: BlockDefinition[];
}

/**
 * The definitions whose name or description contains the search
 * (case-insensitive); all of them for an empty search.
 *
 * @param definitions The catalogue.
 * @param search      The search text.
 */
export function filterDefinitions(
	definitions: readonly BlockDefinition[],
	search: string
): BlockDefinition[] {
	return definitions.filter( ( definition ) =>
		matchesText( search, definition.name, definition.description ?? '' )
	);
}

/**
 * Whether any of the texts contains the search (case-insensitive); an
 * empty search matches.
 *
 * @param search The search text.
 * @param texts  The texts.
 */
export function matchesText( search: string, ...texts: string[] ): boolean {
	const needle = search.trim().toLocaleLowerCase();
	return (
		! needle ||
		texts.some( ( text ) => text.toLocaleLowerCase().includes( needle ) )
	);
}

/**
 * Definitions by group: the known groups first in `GROUP_ORDER`, then the
 * others in the order they first appear. Empty groups are left out.
 *
 * @param definitions The definitions.
 */
export function groupDefinitions(
	definitions: readonly BlockDefinition[]
): DefinitionGroup[] {
	const byGroup = new Map< string, BlockDefinition[] >();
	for ( const definition of definitions ) {
		const group = definition.group || 'elements';
		const list = byGroup.get( group ) ?? [];
		list.push( definition );
		byGroup.set( group, list );
	}
	const known = GROUP_ORDER.filter( ( group ) => byGroup.has( group ) );
	const others = [ ...byGroup.keys() ].filter(
		( group ) => ! GROUP_ORDER.includes( group )
	);
	return [ ...known, ...others ].map( ( group ) => ( {
		group,
		definitions: byGroup.get( group ) ?? [],
	} ) );
}

/**
 * A group's label.
 *
 * @param group The group's name.
 */
export function groupLabel( group: string ): string {
	switch ( group ) {
		case 'layout':
			return __( 'Layout', 'uipress' );
		case 'elements':
			return __( 'Elements', 'uipress' );
		case 'dynamic':
			return __( 'Dynamic', 'uipress' );
		case 'form':
			return __( 'Form', 'uipress' );
		case 'analytics':
			return __( 'Analytics', 'uipress' );
		case 'storeAnalytics':
			return __( 'Store analytics', 'uipress' );
		default:
			return group;
	}
}

/**
 * A new block of this type, with fresh uids for it and its default children,
 * and the settings its definition gives new blocks (`newBlockSettings`: a
 * container's gap and padding), copied.
 *
 * @param definition The block's definition.
 */
export function createBlock( definition: BlockDefinition ): Block {
	const block: Block = {
		uid: newUid(),
		name: definition.name,
		moduleName: definition.moduleName,
		settings: definition.newBlockSettings
			? ( JSON.parse(
					JSON.stringify( definition.newBlockSettings )
				) as Block[ 'settings' ] )
			: {},
	};
	if ( definition.content?.length ) {
		block.content = definition.content.map( ( child ) =>
			cloneWithFreshUids( child )
		);
	} else if ( definition.container ) {
		block.content = [];
	}
	return block;
}

/** Where a click in the inserter puts a block, relative to the selection. */
export type InsertPlacement = 'inside' | 'after';

/** Where the inserter's next block goes, in words the inserter shows. */
export interface Insertion {
	target: DropTarget;
	/** 'end' when nothing is selected: the end of the template. */
	placement: InsertPlacement | 'end';
	/** The selected block the placement is relative to. */
	anchor: Block | null;
	/** Whether the selected block takes blocks inside (both placements apply). */
	canGoInside: boolean;
}

/**
 * The one insertion rule of the inserter, shown to users before they click
 * (insertion-location.tsx): a selected container receives the block inside,
 * at its end, unless 'after' is asked for; any other selected block gets it
 * after itself; with nothing (or nothing known) selected it goes at the end of
 * the template.
 *
 * @param blocks      The template's tree.
 * @param selectedUid The selected block.
 * @param isContainer Whether a block accepts child blocks.
 * @param placement   Inside (the default) or after a selected container.
 */
export function insertion(
	blocks: readonly Block[],
	selectedUid: string | null,
	isContainer: ( block: Block ) => boolean = () => false,
	placement: InsertPlacement = 'inside'
): Insertion {
	const position = selectedUid ? findPosition( blocks, selectedUid ) : null;
	const anchor =
		selectedUid && position ? findBlock( blocks, selectedUid ) : null;
	if ( ! anchor || ! position ) {
		return {
			target: { parentUid: null, index: blocks.length },
			placement: 'end',
			anchor: null,
			canGoInside: false,
		};
	}
	const canGoInside = isContainer( anchor );
	if ( canGoInside && placement === 'inside' ) {
		return {
			target: {
				parentUid: anchor.uid,
				index: anchor.content?.length ?? 0,
			},
			placement: 'inside',
			anchor,
			canGoInside,
		};
	}
	return {
		target: { parentUid: position.parentUid, index: position.index + 1 },
		placement: 'after',
		anchor,
		canGoInside,
	};
}

/**
 * The inserter's sentence for an insertion: 'Inside “Main”', 'After
 * “Heading”', 'At the end of the template'.
 *
 * @param where The insertion.
 */
export function describeInsertion( where: Insertion ): string {
	if ( ! where.anchor ) {
		return __( 'At the end of the template', 'uipress' );
	}
	if ( where.placement === 'inside' ) {
		/* translators: %s: the name of the selected block. */
		return sprintf( __( 'Inside “%s”', 'uipress' ), where.anchor.name );
	}
	/* translators: %s: the name of the selected block. */
	return sprintf( __( 'After “%s”', 'uipress' ), where.anchor.name );
}

/**
 * The definitions the inserter offers: all but those marked
 * `inserter: false` (kept for the templates that use them).
 *
 * @param definitions The catalogue.
 */
export function insertableDefinitions(
	definitions: readonly BlockDefinition[]
): BlockDefinition[] {
	return definitions.filter(
		( definition ) => definition.inserter !== false
	);
}
