/**
 * Internal dependencies
 */
import type { Block } from '../../engine/types';
import { INTERFACE_BLOCKS } from '../interface-blocks';
import {
	INTERFACE_MODULES,
	everyInterfaceBlockTemplate,
} from '../../../tests/e2e/utils/interface-template';

function modules( blocks: Block[] ): string[] {
	return blocks.flatMap( ( entry ) => [
		entry.moduleName,
		...modules( entry.content ?? [] ),
	] );
}

describe( 'the e2e template of every interface block', () => {
	it( 'names every interface block, so the contrast check covers a new one', () => {
		expect( [ ...INTERFACE_MODULES ].sort() ).toEqual(
			INTERFACE_BLOCKS.map(
				( definition ) => definition.moduleName
			).sort()
		);
	} );

	it( 'uses each of them', () => {
		const used = new Set( modules( everyInterfaceBlockTemplate() ) );
		expect(
			INTERFACE_MODULES.filter( ( name ) => ! used.has( name ) )
		).toEqual( [] );
	} );
} );
