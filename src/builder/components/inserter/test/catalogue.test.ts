/**
 * Internal dependencies
 */
import type { Block, BlockDefinition } from '../../../../engine/types';
import {
	createBlock,
	filterDefinitions,
	groupDefinitions,
	insertableDefinitions,
	describeInsertion,
	insertion,
} from '../catalogue';

function definition(
	moduleName: string,
	group: string,
	extra: Partial< BlockDefinition > = {}
): BlockDefinition {
	return {
		name: moduleName.toUpperCase(),
		moduleName,
		description: `About ${ moduleName }`,
		group,
		icon: 'extension',
		optionsEnabled: {},
		component: () => null,
		...extra,
	};
}

const catalogue = [
	definition( 'heading', 'elements', { description: 'A Title for text' } ),
	definition( 'chart', 'analytics' ),
	definition( 'box', 'layout', { container: true } ),
	definition( 'mine', 'custom' ),
	definition( 'text', 'elements' ),
];

describe( 'filterDefinitions', () => {
	it( 'shows everything for an empty search', () => {
		expect( filterDefinitions( catalogue, '  ' ) ).toHaveLength( 5 );
	} );

	it( 'matches names and descriptions, ignoring case', () => {
		expect(
			filterDefinitions( catalogue, 'CHA' ).map( ( d ) => d.moduleName )
		).toEqual( [ 'chart' ] );
		expect(
			filterDefinitions( catalogue, 'title' ).map( ( d ) => d.moduleName )
		).toEqual( [ 'heading' ] );
		expect( filterDefinitions( catalogue, 'zzz' ) ).toEqual( [] );
	} );
} );

describe( 'groupDefinitions', () => {
	it( 'lists known groups in order, then the others', () => {
		const groups = groupDefinitions( catalogue );
		expect( groups.map( ( g ) => g.group ) ).toEqual( [
			'layout',
			'elements',
			'analytics',
			'custom',
		] );
		expect( groups[ 1 ]?.definitions.map( ( d ) => d.moduleName ) ).toEqual(
			[ 'heading', 'text' ]
		);
	} );
} );

describe( 'createBlock', () => {
	it( 'gives a new block a 24-character uid and containers an empty list', () => {
		const box = createBlock( catalogue[ 2 ] as BlockDefinition );
		expect( box.uid ).toHaveLength( 24 );
		expect( box ).toMatchObject( {
			name: 'BOX',
			moduleName: 'box',
			settings: {},
			content: [],
		} );
		expect(
			createBlock( catalogue[ 0 ] as BlockDefinition ).content
		).toBeUndefined();
	} );

	it( 'copies default children with fresh uids', () => {
		const child: Block = {
			uid: 'x'.repeat( 24 ),
			name: 'Child',
			moduleName: 'heading',
			settings: {},
		};
		const block = createBlock(
			definition( 'card', 'layout', {
				container: true,
				content: [ child ],
			} )
		);
		expect( block.content ).toHaveLength( 1 );
		expect( block.content?.[ 0 ]?.uid ).not.toBe( child.uid );
		expect( block.content?.[ 0 ]?.name ).toBe( 'Child' );
	} );
} );

describe( 'insertableDefinitions', () => {
	it( 'leaves out the definitions kept only for older templates', () => {
		const shown = definition( 'shown', 'elements' );
		const hidden = definition( 'hidden', 'elements', { inserter: false } );
		expect( insertableDefinitions( [ shown, hidden ] ) ).toEqual( [
			shown,
		] );
	} );
} );

describe( 'insertion', () => {
	const isBox = ( block: Block ) => block.moduleName === 'box';
	const tree: Block[] = [
		{
			uid: 'outer',
			name: 'Main',
			moduleName: 'box',
			settings: {},
			content: [
				{
					uid: 'empty',
					name: 'Empty',
					moduleName: 'box',
					settings: {},
					content: [],
				},
				{ uid: 'leaf', name: 'Heading', moduleName: 'x', settings: {} },
			],
		},
	];

	it( 'puts a block inside a selected container, at its end, empty or not', () => {
		const full = insertion( tree, 'outer', isBox );
		expect( full.target ).toEqual( { parentUid: 'outer', index: 2 } );
		expect( full.placement ).toBe( 'inside' );
		expect( full.canGoInside ).toBe( true );
		expect( describeInsertion( full ) ).toBe( 'Inside “Main”' );
		expect( insertion( tree, 'empty', isBox ).target ).toEqual( {
			parentUid: 'empty',
			index: 0,
		} );
	} );

	it( 'puts a block after a selected container when asked', () => {
		const after = insertion( tree, 'outer', isBox, 'after' );
		expect( after.target ).toEqual( { parentUid: null, index: 1 } );
		expect( describeInsertion( after ) ).toBe( 'After “Main”' );
		expect( insertion( tree, 'empty', isBox, 'after' ).target ).toEqual( {
			parentUid: 'outer',
			index: 1,
		} );
	} );

	it( 'puts a block after a selected leaf, whatever was asked', () => {
		// A leaf is not a container even when it has no content.
		for ( const placement of [ 'inside', 'after' ] as const ) {
			const where = insertion( tree, 'leaf', isBox, placement );
			expect( where.target ).toEqual( { parentUid: 'outer', index: 2 } );
			expect( where.placement ).toBe( 'after' );
			expect( where.canGoInside ).toBe( false );
			expect( describeInsertion( where ) ).toBe( 'After “Heading”' );
		}
	} );

	it( 'puts a block at the end of the template without a selection', () => {
		for ( const selected of [ null, 'gone' ] ) {
			const where = insertion( tree, selected, isBox );
			expect( where.target ).toEqual( { parentUid: null, index: 1 } );
			expect( where.placement ).toBe( 'end' );
			expect( describeInsertion( where ) ).toBe(
				'At the end of the template'
			);
		}
		expect( insertion( [], null, isBox ).target ).toEqual( {
			parentUid: null,
			index: 0,
		} );
	} );
} );
