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
import BLOCK_CHUNKS from './chunks.json';
import { INTERFACE_BLOCKS } from './interface-blocks';
import { CORE_BLOCK_LOADERS } from './loaders';

const chunkOf: Readonly< Record< string, string > > = BLOCK_CHUNKS;

/**
 * Loads the definitions and code of the given core blocks and registers
 * them. Names no core block has (a plugin's blocks) are left to their
 * plugin; a chunk that fails to load leaves its blocks out (the renderer
 * shows its missing-block notice) rather than the whole interface.
 *
 * @param moduleNames Module names a template uses.
 */
export async function loadCoreBlocks(
	moduleNames: Iterable< string >
): Promise< void > {
	const folders = new Set< string >();
	for ( const name of moduleNames ) {
		const folder = chunkOf[ name ];
		if ( folder ) {
			folders.add( folder );
		}
	}
	const loaded = await Promise.all(
		[ ...folders ].map( async ( folder ) => {
			const load = CORE_BLOCK_LOADERS[ folder ];
			if ( ! load ) {
				return [];
			}
			try {
				const definitions = await load();
				await Promise.all(
					definitions.map( ( { component } ) =>
						isLazyBlockComponent( component )
							? component.preload()
							: undefined
					)
				);
				return definitions;
			} catch {
				return [];
			}
		} )
	);
	const definitions: BlockDefinition[] = [
		...INTERFACE_BLOCKS,
		...loaded.flat(),
	];
	await Promise.all(
		INTERFACE_BLOCKS.map( ( { component } ) =>
			isLazyBlockComponent( component ) ? component.preload() : undefined
		)
	);
	registerCoreBlocks( definitions );
}
