/**
 * Internal dependencies
 */
import { compileBlockCss } from '../compile-block';
import type { Block, StyleGroupDefinition } from '../../types';
import { block, braces, SELF, UID } from './fixtures';

const BUTTON_GROUPS: StyleGroupDefinition[] = [
	{ name: 'buttonStyle', label: 'Button', class: '.uip-button' },
	{ name: 'iconStyle', label: 'Icon', class: '.uip-icon, .uip-icon-alt' },
];

describe( 'compileBlockCss', () => {
	it( 'writes nothing for a block without styles', () => {
		expect( compileBlockCss( block() ) ).toBe( '' );
	} );

	it( 'scopes the root style to the block', () => {
		expect(
			compileBlockCss(
				block( {
					settings: {
						style: {
							options: {
								textFormat: { color: '#111111' },
								spacing: { padding: { preset: 'M' } },
							},
						},
					},
				} )
			)
		).toBe( `${ SELF }{padding:var(--uip-spacing-m);color:#111111;}` );
	} );

	it( 'scopes each named group to its class inside the block', () => {
		const css = compileBlockCss(
			block( {
				settings: {
					buttonStyle: {
						options: { styles: { backgroundColor: 'red' } },
					},
					iconStyle: {
						options: { textFormat: { size: { preset: 'L' } } },
					},
				},
			} ),
			BUTTON_GROUPS
		);
		expect( css ).toBe(
			`${ SELF } .uip-button{background-color:red;}` +
				`${ SELF } .uip-icon,${ SELF } .uip-icon-alt{font-size:var(--uip-text-l);}`
		);
	} );

	it( 'ignores settings of groups the definition does not declare', () => {
		expect(
			compileBlockCss(
				block( {
					settings: {
						buttonStyle: {
							options: { styles: { backgroundColor: 'red' } },
						},
					},
				} )
			)
		).toBe( '' );
	} );

	it( 'writes beforeContent and afterContent as pseudo-elements', () => {
		const css = compileBlockCss(
			block( {
				settings: {
					style: {
						options: {},
						beforeContent: {
							content: '★',
							options: { textFormat: { color: 'gold' } },
						},
						afterContent: { content: 'New "badge"', options: {} },
					},
					buttonStyle: {
						options: {},
						afterContent: {
							content: '',
							options: {
								dimensions: {
									width: { value: 4, units: 'px' },
								},
							},
						},
					},
				},
			} ),
			BUTTON_GROUPS
		);
		expect( css ).toBe(
			`${ SELF }::before{content:"★";color:gold;}` +
				`${ SELF }::after{content:"New \\22 badge\\22 ";}` +
				`${ SELF } .uip-button::after{content:"";width:4px;}`
		);
	} );

	it( 'skips a pseudo-element with neither content nor styles', () => {
		expect(
			compileBlockCss(
				block( {
					settings: {
						style: {
							options: {},
							beforeContent: { content: '', options: {} },
						},
					},
				} )
			)
		).toBe( '' );
	} );

	it( 'replaces %self in the advanced CSS with the block selector', () => {
		expect(
			compileBlockCss(
				block( {
					settings: {
						advanced: {
							options: {
								css: '%self:hover{opacity:.5}\n%self .x{color:red}',
							},
						},
					},
				} )
			)
		).toBe( `${ SELF }:hover{opacity:.5}\n${ SELF } .x{color:red}` );
	} );

	it( 'adds the responsive rules', () => {
		const css = compileBlockCss(
			block( { responsive: { mobile: true, desktop: true } } )
		);
		expect( css ).toBe(
			`@media (max-width: 698.98px){${ SELF }{display:none !important;}}` +
				`@media (min-width: 990px){${ SELF }{display:none !important;}}`
		);
	} );

	it( 'writes the groups in order: root, named groups, advanced, responsive', () => {
		const css = compileBlockCss(
			block( {
				responsive: { tablet: true },
				settings: {
					style: { options: { styles: { cursor: 'pointer' } } },
					buttonStyle: {
						options: { styles: { cursor: 'text' } },
					},
					advanced: { options: { css: '%self{outline:0}' } },
				},
			} ),
			BUTTON_GROUPS
		);
		const order = [
			css.indexOf( 'cursor:pointer' ),
			css.indexOf( 'cursor:text' ),
			css.indexOf( 'outline:0' ),
			css.indexOf( '@media' ),
		];
		expect( order.every( ( index ) => index >= 0 ) ).toBe( true );
		expect( [ ...order ].sort( ( a, b ) => a - b ) ).toEqual( order );
	} );

	it( 'never lets reserved settings keys act as style groups', () => {
		expect(
			compileBlockCss(
				block( {
					settings: {
						block: { options: { text: 'Hi' } },
					},
				} ),
				[ { name: 'block', label: 'x', class: '.x' } ]
			)
		).toBe( '' );
	} );
} );

describe( 'compileBlockCss with hostile stored values', () => {
	const hostile = '</style><script>alert(1)</script>';

	function hostileBlock(): Block {
		return {
			uid: UID,
			name: 'Evil',
			moduleName: 'uip-button',
			settings: {
				style: {
					options: {
						styles: {
							backgroundColor: `red;}${ hostile }`,
							backgroundImage: {
								url: `https://x.test/a.png");}${ hostile }`,
								position: 'center;}body{display:none',
							},
							border: {
								color: 'red} body {color:red',
								style: 'solid;x',
								width: { value: '1;}', units: 'px' },
							},
						},
						textFormat: {
							fontFamily: `x;}${ hostile }`,
							color: 'expression(alert(1))',
							size: {
								preset: 'custom',
								custom: { value: 10, units: 'px;}{' },
							},
						},
						dimensions: {
							width: {
								value: '1px;}*{display:none',
								units: 'px',
							},
						},
						effectsDesigner: {
							opacity: '0;}' as unknown as number,
							shadows: [
								{
									x: 0,
									y: 0,
									blur: 0,
									spread: 0,
									color: `red;}${ hostile }`,
								},
							],
						},
					},
					beforeContent: {
						content: `"};}${ hostile }{`,
						options: {},
					},
				},
				buttonStyle: {
					options: { styles: { backgroundColor: '#fff;}' } },
				},
				advanced: {
					options: {
						css: `%self{content:"${ hostile }"}`,
					},
				},
			},
		} as unknown as Block;
	}

	it( 'never lets a value close the style element or a rule', () => {
		const css = compileBlockCss( hostileBlock(), [
			{ name: 'buttonStyle', label: 'Button', class: '.uip-button' },
		] );
		expect( css.toLowerCase() ).not.toContain( '</style' );
		expect( css ).not.toContain( '<' );
		expect( css ).not.toContain( 'expression' );
		expect( css ).not.toContain( 'display:none' );
		const { open, close } = braces( css );
		expect( open ).toBe( close );
	} );

	it( 'keeps only what was valid', () => {
		const css = compileBlockCss( hostileBlock() );
		// Only the image address and pseudo content (as escaped strings)
		// and the advanced CSS survive.
		expect( css ).toBe(
			`${ SELF }{background-image:url("https://x.test/a.png\\22 )\\3b \\7d \\3c /style\\3e \\3c script\\3e alert(1)\\3c /script\\3e ");}` +
				`${ SELF }::before{content:"\\22 \\7d \\3b \\7d \\3c /style\\3e \\3c script\\3e alert(1)\\3c /script\\3e \\7b ";}` +
				`${ SELF }{content:"\\3c /style>\\3c script>alert(1)\\3c /script>"}`
		);
	} );

	it( 'drops advanced CSS whose braces do not pair up', () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => {} );
		const css = compileBlockCss(
			block( {
				settings: {
					advanced: {
						options: {
							css: '%self{color:red}} body{display:none}',
						},
					},
				},
			} )
		);
		expect( css ).toBe( '' );
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'unbalanced braces' )
		);
		warn.mockRestore();
	} );

	it( 'copes with malformed settings', () => {
		expect(
			compileBlockCss( {
				uid: UID,
				name: 'x',
				moduleName: 'x',
				settings: null,
			} as unknown as Block )
		).toBe( '' );
		expect(
			compileBlockCss(
				block( {
					settings: {
						style: 'color:red' as unknown as undefined,
					},
				} )
			)
		).toBe( '' );
	} );
} );
