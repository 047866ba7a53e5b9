/**
 * The block catalogue: the core definitions, passed through the
 * `uipress.blocks` filter so other plugins can add or replace blocks.
 *
 * The engine does not import the blocks (they sit above it): each screen
 * registers the core definitions it needs (the builder all of them, the
 * interface those its template uses, once their chunks are loaded).
 */

/**
 * WordPress dependencies
 */
import { addAction, applyFilters } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../types';
import { BLOCKS_FILTER, REGISTRY_NAMESPACE } from './constants';
import { checkDefinition, describeDefinition } from './validate-definition';

/** The catalogue at one moment; replaced (never changed) when filters change. */
export interface BlockCatalogue {
	readonly definitions: readonly BlockDefinition[];
	readonly byModule: ReadonlyMap< string, BlockDefinition >;
}

let coreBlocks: readonly BlockDefinition[] = [];
let current: BlockCatalogue | undefined;
const listeners = new Set< () => void >();

function warn( message: string ): void {
	// eslint-disable-next-line no-console
	console.warn( `UiPress: ${ message }` );
}

/**
 * Runs the filter and keeps the valid definitions. A later definition with
 * the moduleName of an earlier one replaces it in its place, so a plugin can
 * override a core block.
 */
function collect(): BlockCatalogue {
	const filtered: unknown = applyFilters( BLOCKS_FILTER, [ ...coreBlocks ] );
	let list: unknown[];
	if ( Array.isArray( filtered ) ) {
		list = filtered;
	} else {
		warn(
			`a "${ BLOCKS_FILTER }" filter returned something that is not a list; only the core blocks are available.`
		);
		list = [ ...coreBlocks ];
	}

	const byModule = new Map< string, BlockDefinition >();
	list.forEach( ( entry, index ) => {
		const check = checkDefinition( entry );
		if ( ! check.valid ) {
			warn(
				`skipped the block definition ${ describeDefinition(
					entry,
					index
				) } from the "${ BLOCKS_FILTER }" filter: ${ check.reason }.`
			);
			return;
		}
		byModule.set( check.definition.moduleName, check.definition );
	} );
	return { definitions: [ ...byModule.values() ], byModule };
}

/**
 * The current catalogue (the same object until a filter changes), for
 * `useSyncExternalStore` and for code that needs both views.
 */
export function getBlockCatalogue(): BlockCatalogue {
	if ( ! current ) {
		current = collect();
	}
	return current;
}

/**
 * Every available block definition.
 */
export function getBlockDefinitions(): readonly BlockDefinition[] {
	return getBlockCatalogue().definitions;
}

/**
 * The definition of a block module, or undefined when no plugin provides it.
 *
 * @param moduleName The module, e.g. 'uip-heading'.
 */
export function getBlockDefinition(
	moduleName: string
): BlockDefinition | undefined {
	return getBlockCatalogue().byModule.get( moduleName );
}

/**
 * Calls `listener` whenever the catalogue changes; returns the unsubscribe.
 *
 * @param listener Called with no arguments.
 */
export function subscribeToBlockDefinitions(
	listener: () => void
): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

/**
 * Adds core definitions to the catalogue (before the `uipress.blocks`
 * filter runs); a definition replaces an earlier one of its moduleName.
 *
 * @param definitions Core block definitions.
 */
export function registerCoreBlocks(
	definitions: readonly BlockDefinition[]
): void {
	const names = new Set(
		definitions.map( ( { moduleName } ) => moduleName )
	);
	coreBlocks = [
		...coreBlocks.filter( ( { moduleName } ) => ! names.has( moduleName ) ),
		...definitions,
	];
	refreshBlockDefinitions();
}

/**
 * Forgets the catalogue, so it is collected again when next read. Called
 * when a `uipress.blocks` filter is added or removed; call it yourself if a
 * filter's result changes without that (it read a setting that changed).
 */
export function refreshBlockDefinitions(): void {
	current = undefined;
	listeners.forEach( ( listener ) => listener() );
}

function onHookChange( hookName: string ): void {
	if ( hookName === BLOCKS_FILTER ) {
		refreshBlockDefinitions();
	}
}

addAction( 'hookAdded', REGISTRY_NAMESPACE, onHookChange );
addAction( 'hookRemoved', REGISTRY_NAMESPACE, onHookChange );
