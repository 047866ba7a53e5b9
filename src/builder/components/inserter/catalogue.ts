/**
 * The inserter's view of the block catalogue: search, groups, new blocks and
 * where a click inserts them.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

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
 * A new block of this type, with fresh uids for it and its default children.
 *
 * @param definition The block's definition.
 */
export function createBlock( definition: BlockDefinition ): Block {
	const block: Block = {
		uid: newUid(),
		name: definition.name,
		moduleName: definition.moduleName,
		settings: {},
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

/**
 * Where a click in the inserter puts a block: into the selected block when
 * it is an empty container (there is nothing to put it after), else after
 * the selected block, or at the end of the template when nothing (or
 * nothing known) is selected.
 *
 * @param blocks      The template's tree.
 * @param selectedUid The selected block.
 * @param isContainer Whether a block accepts child blocks.
 */
export function insertionPoint(
	blocks: readonly Block[],
	selectedUid: string | null,
	isContainer: ( block: Block ) => boolean = () => false
): DropTarget {
	const position = selectedUid ? findPosition( blocks, selectedUid ) : null;
	if ( ! selectedUid || ! position ) {
		return { parentUid: null, index: blocks.length };
	}
	const selected = findBlock( blocks, selectedUid );
	if ( selected && ! selected.content?.length && isContainer( selected ) ) {
		return { parentUid: selected.uid, index: 0 };
	}
	return { parentUid: position.parentUid, index: position.index + 1 };
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
