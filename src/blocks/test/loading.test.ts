/**
 * Internal dependencies
 */
import {
	getBlockDefinition,
	isLazyBlockComponent,
} from '../../engine/registry';
import BLOCK_CHUNKS from '../chunks.json';
import { CORE_BLOCKS } from '../index';
import { INTERFACE_BLOCKS } from '../interface-blocks';
import { loadCoreBlocks } from '../load';
import { CORE_BLOCK_LOADERS } from '../loaders';

const chunkOf: Record< string, string > = BLOCK_CHUNKS;

describe( 'the core blocks and their code', () => {
	it( 'each is either part of the interface script or a chunk of its own', () => {
		const inInterface = INTERFACE_BLOCKS.map(
			( { moduleName } ) => moduleName
		);
		const chunked = Object.keys( chunkOf );
		expect( [ ...inInterface, ...chunked ].sort() ).toEqual(
			CORE_BLOCKS.map( ( { moduleName } ) => moduleName ).sort()
		);
		expect(
			inInterface.filter( ( name ) => chunked.includes( name ) )
		).toEqual( [] );
	} );

	it( 'each chunk loads the definitions chunks.json names, with their code', async () => {
		for ( const [ moduleName, folder ] of Object.entries( chunkOf ) ) {
			const load = CORE_BLOCK_LOADERS[ folder ];
			expect( load ).toBeDefined();
			const definitions = await load!();
			expect( definitions.map( ( d ) => d.moduleName ) ).toContain(
				moduleName
			);
		}
		expect( Object.keys( CORE_BLOCK_LOADERS ).sort() ).toEqual(
			[ ...new Set( Object.values( chunkOf ) ) ].sort()
		);
	} );

	it( 'every block component loads its code on demand in the builder', () => {
		CORE_BLOCKS.forEach( ( { moduleName, component } ) => {
			expect( [ moduleName, isLazyBlockComponent( component ) ] ).toEqual(
				[ moduleName, true ]
			);
		} );
	} );

	it( 'loadCoreBlocks registers the interface blocks and the chunks asked for', async () => {
		await loadCoreBlocks( [ 'uip-heading', 'some-plugin/chart' ] );
		expect( getBlockDefinition( 'uip-heading' ) ).toBeDefined();
		expect( getBlockDefinition( 'uip-container' ) ).toBeDefined();
		expect( getBlockDefinition( 'some-plugin/chart' ) ).toBeUndefined();
	} );
} );
