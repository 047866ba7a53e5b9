/**
 * Internal dependencies
 */
import type { Block, BlockDefinition } from '../../../../engine/types';
import {
	createBlock,
	filterDefinitions,
	groupDefinitions,
	insertableDefinitions,
	insertionPoint,
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

describe( 'insertionPoint', () => {
	const tree: Block[] = [
		{
			uid: 'box',
			name: 'Box',
			moduleName: 'box',
			settings: {},
			content: [ { uid: 'a', name: 'A', moduleName: 'x', settings: {} } ],
		},
	];

	it( 'inserts after the selected block', () => {
		expect( insertionPoint( tree, 'a' ) ).toEqual( {
			parentUid: 'box',
			index: 1,
		} );
	} );

	it( 'inserts into a selected empty container, and after a selected full one', () => {
		const empty: Block[] = [
			{
				uid: 'outer',
				name: 'Outer',
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
					{
						uid: 'leaf',
						name: 'Leaf',
						moduleName: 'x',
						settings: {},
					},
				],
			},
		];
		const isBox = ( block: Block ) => block.moduleName === 'box';
		expect( insertionPoint( empty, 'empty', isBox ) ).toEqual( {
			parentUid: 'empty',
			index: 0,
		} );
		expect( insertionPoint( empty, 'outer', isBox ) ).toEqual( {
			parentUid: null,
			index: 1,
		} );
		// A leaf is not a container even when it has no content.
		expect( insertionPoint( empty, 'leaf', isBox ) ).toEqual( {
			parentUid: 'outer',
			index: 2,
		} );
	} );

	it( 'inserts at the end without a selection', () => {
		expect( insertionPoint( tree, null ) ).toEqual( {
			parentUid: null,
			index: 1,
		} );
		expect( insertionPoint( tree, 'gone' ) ).toEqual( {
			parentUid: null,
			index: 1,
		} );
	} );
} );
