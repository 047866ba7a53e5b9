/**
 * Internal dependencies
 */
import { compileTreeCss } from '../compile-tree';
import type { Block, StyleGroupDefinition } from '../../types';

function uid( index: number ): string {
	return `b${ String( index ).padStart( 23, '0' ) }`;
}

/**
 * A tree of `count` blocks: rows of 10 children under containers.
 * @param count
 */
function tree( count: number ): Block[] {
	const blocks: Block[] = [];
	let index = 0;
	while ( index < count ) {
		const container: Block = {
			uid: uid( index++ ),
			name: 'Container',
			moduleName: 'uip-container',
			settings: {
				style: {
					options: {
						flexLayout: {
							display: 'flex',
							gap: { value: 8, units: 'px' },
						},
					},
				},
			},
			content: [],
		};
		for ( let child = 0; child < 9 && index < count; child++ ) {
			container.content?.push( {
				uid: uid( index++ ),
				name: 'Button',
				moduleName: 'uip-button',
				settings: {
					buttonStyle: {
						options: { styles: { backgroundColor: '#123456' } },
					},
				},
				responsive: { mobile: true },
			} );
		}
		blocks.push( container );
	}
	return blocks;
}

const GROUPS: Record< string, StyleGroupDefinition[] > = {
	'uip-button': [
		{ name: 'buttonStyle', label: 'Button', class: '.uip-button' },
	],
};

const lookup = ( moduleName: string ) => ( {
	optionsEnabled: { styleGroups: GROUPS[ moduleName ] },
} );

describe( 'compileTreeCss', () => {
	it( 'concatenates every block, parents before children', () => {
		const css = compileTreeCss( tree( 3 ), lookup );
		expect( css ).toBe(
			`.uip-b-${ uid( 0 ) }{display:flex;gap:8px;}` +
				`.uip-b-${ uid( 1 ) } .uip-button{background-color:#123456;}` +
				`@media (max-width: 698.98px){.uip-b-${ uid(
					1
				) }{display:none !important;}}` +
				`.uip-b-${ uid( 2 ) } .uip-button{background-color:#123456;}` +
				`@media (max-width: 698.98px){.uip-b-${ uid(
					2
				) }{display:none !important;}}`
		);
	} );

	it( 'compiles a 1,000-block tree with one rule set per block', () => {
		const css = compileTreeCss( tree( 1000 ), lookup );
		for ( let index = 0; index < 1000; index++ ) {
			expect( css ).toContain( `.uip-b-${ uid( index ) }` );
		}
		expect( css.match( /display:flex;gap:8px;/g ) ).toHaveLength( 100 );
		expect( css.match( /background-color:#123456;/g ) ).toHaveLength( 900 );
		expect( css.match( /@media/g ) ).toHaveLength( 900 );
	} );

	it( 'works without definitions and with malformed children', () => {
		const blocks: Block[] = [
			{
				uid: uid( 0 ),
				name: 'x',
				moduleName: 'unknown',
				settings: {
					style: { options: { styles: { cursor: 'move' } } },
				},
				content: [ null, 'nope' ] as unknown as Block[],
			},
		];
		expect( compileTreeCss( blocks, () => undefined ) ).toBe(
			`.uip-b-${ uid( 0 ) }{cursor:move;}`
		);
	} );
} );
