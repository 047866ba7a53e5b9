/**
 * Internal dependencies
 */
import type * as registry from '../../engine/registry';
import {
	getBlockDefinition,
	isLazyBlockComponent,
} from '../../engine/registry';
import BLOCK_CHUNKS from '../chunks.json';
import { CORE_BLOCKS } from '../index';
import { INTERFACE_BLOCKS } from '../interface-blocks';
import { loadCoreBlocks } from '../load';
import { headingDefinition } from '../heading/definition';

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

	it( 'each chunk’s module exports the definition its chunk leaves (webpack.config.js)', () => {
		for ( const [ moduleName, folder ] of Object.entries( chunkOf ) ) {
			// The interface build's rule: `icon-list` leaves `iconListDefinition`.
			const exportName = `${ folder.replace(
				/-(\w)/g,
				( match, letter ) => letter.toUpperCase()
			) }Definition`;
			const module = require( `../${ folder }/definition` );
			expect( [ folder, module[ exportName ]?.moduleName ] ).toEqual( [
				folder,
				moduleName,
			] );
		}
	} );

	it( 'every block component loads its code on demand in the builder', () => {
		CORE_BLOCKS.forEach( ( { moduleName, component } ) => {
			expect( [ moduleName, isLazyBlockComponent( component ) ] ).toEqual(
				[ moduleName, true ]
			);
		} );
	} );

	it( 'loadCoreBlocks registers the interface blocks and the printed chunks asked for', async () => {
		// A registry of its own: the test setup registered every block.
		let load = loadCoreBlocks;
		let fresh = { getBlockDefinition } as Pick<
			typeof registry,
			'getBlockDefinition'
		>;
		jest.isolateModules( () => {
			load = require( '../load' ).loadCoreBlocks;
			fresh = require( '../../engine/registry' );
		} );
		window.uipressChunks = { 'blocks/heading': headingDefinition };
		await load();
		expect( fresh.getBlockDefinition( 'uip-heading' ) ).toBeDefined();
		expect( fresh.getBlockDefinition( 'uip-container' ) ).toBeDefined();
		// Its chunk is not on the page (not used, or its script failed).
		expect( fresh.getBlockDefinition( 'uip-quote' ) ).toBeUndefined();
		expect(
			fresh.getBlockDefinition( 'some-plugin/chart' )
		).toBeUndefined();
		delete window.uipressChunks;
	} );
} );
