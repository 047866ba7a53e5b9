/**
 * Registers the core blocks a template uses (the interface, whose chunks
 * the server printed with the page). The builder registers all of them
 * (`register-all.ts`); this file must not import them, or the interface
 * would carry every block.
 */

/**
 * Internal dependencies
 */
import { registerCoreBlocks } from '../engine/registry';
import { isLazyBlockComponent } from '../engine/registry/lazy-block-component';
import type { BlockDefinition } from '../engine/types';
import { printedChunksUnder } from '../shared/printed-chunks';
import { INTERFACE_BLOCKS } from './interface-blocks';

/**
 * Registers the interface blocks and the core blocks whose chunks the
 * server printed with the page: it prints those a template uses
 * (`BlockChunks::folders_for()`), so this needs no list of its own. A chunk
 * whose script failed is not there: its blocks are left out (the renderer
 * shows its missing-block notice) rather than the whole interface.
 */
export async function loadCoreBlocks(): Promise< void > {
	const printed = Object.values( printedChunksUnder( 'blocks/' ) ).filter(
		( definition ): definition is BlockDefinition =>
			typeof definition === 'object' &&
			definition !== null &&
			typeof ( definition as { moduleName?: unknown } ).moduleName ===
				'string'
	);
	const definitions: BlockDefinition[] = [ ...INTERFACE_BLOCKS, ...printed ];
	// Components that load their code (tests use the builder's) load first.
	await Promise.all(
		definitions.map( ( { component } ) =>
			isLazyBlockComponent( component ) ? component.preload() : undefined
		)
	);
	registerCoreBlocks( definitions );
}
