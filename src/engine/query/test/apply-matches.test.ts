/**
 * Internal dependencies
 */
import { getBlockDefinition } from '../../registry';
import type {
	Block,
	BlockDefinition,
	DynamicMatch,
	Interaction,
} from '../../types';
import { blocksForResult } from '../apply-matches';

/** The title of the finding: kses keeps it, the server decodes it. */
const PAYLOAD = '<img src=x onerror=window.__uipXss=1>';

type Probe = Window & { __uipXss?: unknown };

let uids = 0;
function block( moduleName: string, extra: Partial< Block > = {} ): Block {
	uids++;
	return {
		uid: `q${ String( uids ).padStart( 23, '0' ) }`,
		name: moduleName,
		moduleName,
		settings: {},
		...extra,
	};
}

const options = ( values: Record< string, unknown > ) => ( {
	block: { options: values },
} );

const title = ( replace: string ): DynamicMatch[] => [
	{ match: '{{post_title}}', replace },
];

/**
 * One result's copy of `children`, with the registered definitions.
 *
 * @param children The query block's children.
 * @param matches  The result's values.
 */
function copy( children: Block[], matches: DynamicMatch[] ): Block[] {
	const blocks = blocksForResult(
		JSON.stringify( children ),
		matches,
		7,
		( moduleName ) =>
			moduleName === LINK_OPTION_BLOCK.moduleName
				? LINK_OPTION_BLOCK
				: getBlockDefinition( moduleName )
	);
	if ( ! blocks ) {
		throw new Error( 'the result was skipped' );
	}
	return blocks;
}

/** A plugin's block with a link-select option (no core block has one). */
const LINK_OPTION_BLOCK: BlockDefinition = {
	name: 'Link option',
	moduleName: 'test-link-option',
	description: '',
	group: 'elements',
	icon: 'link',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'linkSelect',
					uniqueKey: 'linkSelect',
					label: 'Link',
				},
			],
		},
	},
	component: () => null,
};

const optionOf = ( copied: Block | undefined, key: string ) =>
	copied?.settings.block?.options[ key ];

describe( 'blocksForResult', () => {
	afterEach( () => {
		delete ( window as Probe ).__uipXss;
	} );

	it( 'puts a value into text options as it is', () => {
		const [ heading ] = copy(
			[
				block( 'uip-heading', {
					settings: options( {
						headingText: {
							string: 'Read {{post_title}} and {{post_title}}',
							dynamic: false,
							dynamicKey: '',
							dynamicPos: 'left',
						},
					} ),
				} ),
			],
			title( 'Say "hi" \\ bye\nnow' )
		);
		expect( optionOf( heading, 'headingText' ) ).toEqual( {
			string: 'Read Say "hi" \\ bye\nnow and Say "hi" \\ bye\nnow',
			dynamic: false,
			dynamicKey: '',
			dynamicPos: 'left',
		} );
	} );

	it( "puts the finding's title into a Custom HTML block as text", () => {
		const [ html ] = copy(
			[
				block( 'uip-html', {
					settings: options( {
						html: '<h3 class="title">{{post_title}}</h3>',
					} ),
				} ),
			],
			title( PAYLOAD )
		);
		const shown = document.createElement( 'div' );
		shown.innerHTML = String( optionOf( html, 'html' ) );
		expect( shown.querySelector( 'img' ) ).toBeNull();
		expect( shown.querySelector( 'h3' )?.textContent ).toBe( PAYLOAD );
	} );

	it( 'treats a markup option of any block as markup, by its definition', () => {
		const card: BlockDefinition = {
			name: 'Card',
			moduleName: 'my-plugin/card',
			description: '',
			group: 'elements',
			icon: 'extension',
			optionsEnabled: {
				block: {
					options: [
						{
							option: 'code',
							uniqueKey: 'body',
							label: 'Body',
							args: { language: 'HTML' },
						},
						{
							option: 'textarea',
							uniqueKey: 'footer',
							label: 'Footer',
							format: 'markup',
						},
						{
							option: 'text',
							uniqueKey: 'caption',
							label: 'Caption',
						},
					],
				},
			},
			component: () => null,
		};
		const [ copied ] =
			blocksForResult(
				JSON.stringify( [
					block( 'my-plugin/card', {
						settings: options( {
							body: '<p>{{post_title}}</p>',
							footer: '<p>{{post_title}}</p>',
							caption: '{{post_title}}',
						} ),
					} ),
				] ),
				title( PAYLOAD ),
				1,
				( moduleName ) =>
					moduleName === card.moduleName ? card : undefined
			) ?? [];
		const escaped = '<p>&lt;img src=x onerror=window.__uipXss=1&gt;</p>';
		expect( optionOf( copied, 'body' ) ).toBe( escaped );
		expect( optionOf( copied, 'footer' ) ).toBe( escaped );
		expect( optionOf( copied, 'caption' ) ).toBe( PAYLOAD );
	} );

	it( 'leaves the options of a block whose definition is not loaded', () => {
		const [ unknown ] = copy(
			[
				block( 'uip-not-loaded', {
					settings: options( { html: '{{post_title}}' } ),
					tooltip: { message: '{{post_title}}' },
				} ),
			],
			title( PAYLOAD )
		);
		expect( optionOf( unknown, 'html' ) ).toBe( '{{post_title}}' );
		expect( unknown?.tooltip?.message ).toBe( PAYLOAD );
	} );

	it( 'checks addresses: links, link options, images, frames', () => {
		const script = 'javascript:window.__uipXss=1';
		const children = [
			block( 'uip-heading', {
				linkTo: { value: '{{post_title}}', newTab: false },
			} ),
			block( 'test-link-option', {
				settings: options( {
					linkSelect: { value: '{{post_title}}', newTab: 'newTab' },
				} ),
			} ),
			block( 'uip-button', {
				linkTo: { value: '{{post_title}}', newTab: 'dynamic' },
			} ),
			block( 'uip-image', {
				settings: options( {
					userImage: {
						source_url: '{{post_title}}',
						alt: '{{post_title}}',
					},
				} ),
			} ),
			block( 'uip-iframe', {
				settings: options( {
					url: '{{post_title}}',
					title: '{{post_title}}',
				} ),
			} ),
			block( 'uip-video', {
				settings: options( {
					videoURL: 'https://site.test/v?title={{post_title}}',
				} ),
			} ),
		];
		const [ linked, linkOption, button, image, frame, video ] = copy(
			children,
			title( script )
		);
		expect( linked?.linkTo ).toEqual( { value: '', newTab: false } );
		expect( optionOf( linkOption, 'linkSelect' ) ).toEqual( {
			value: '',
			newTab: 'newTab',
		} );
		expect( button?.linkTo ).toEqual( { value: '', newTab: 'dynamic' } );
		expect( optionOf( image, 'userImage' ) ).toEqual( {
			source_url: '',
			alt: script,
		} );
		expect( optionOf( frame, 'url' ) ).toBe( '' );
		expect( optionOf( frame, 'title' ) ).toBe( script );
		expect( optionOf( video, 'videoURL' ) ).toBe(
			'https://site.test/v?title=javascript%3Awindow.__uipXss%3D1'
		);

		const [ safe ] = copy(
			[ children[ 0 ] as Block ],
			title( 'https://site.test/a-post/' )
		);
		expect( safe?.linkTo?.value ).toBe( 'https://site.test/a-post/' );
	} );

	it( 'keeps style values inside their declaration', () => {
		const [ styled ] = copy(
			[
				block( 'uip-paragraph', {
					settings: {
						style: {
							options: {
								textFormat: { color: '{{post_title}}' },
							},
							beforeContent: {
								content: '{{post_title}}',
								options: {},
							},
						},
						advanced: {
							options: {
								css: '%self { content: "{{post_title}}"; }',
								classes: 'post-{{post_title}}',
							},
						},
					},
				} ),
			],
			title( '"}</style><script>window.__uipXss=1</script>' )
		);
		expect( styled?.settings.style ).toEqual( {
			options: { textFormat: { color: '' } },
			beforeContent: { content: '', options: {} },
		} );
		expect( styled?.settings.advanced?.options.css ).toBe(
			'%self { content: ""; }'
		);
		expect( styled?.settings.advanced?.options.classes ).toBe(
			'post-"}</style><script>window.__uipXss=1</script>'
		);

		const [ colour ] = copy(
			[
				block( 'uip-paragraph', {
					settings: {
						style: {
							options: {
								textFormat: { color: '{{post_title}}' },
							},
						},
					},
				} ),
			],
			title( '#336699' )
		);
		expect( colour?.settings.style?.options ).toEqual( {
			textFormat: { color: '#336699' },
		} );
	} );

	it( 'puts a value into JavaScript only as a string', () => {
		const value = '"; window.__uipXss = 1; "';
		const interaction: Interaction = {
			id: 'i1',
			type: 'click',
			target: 'self',
			blockTarget: '',
			selector: '',
			action: 'javascript',
			key: '',
			keyvalue: '{{post_title}}',
			javascript: 'element.dataset.title = {{post_title}};',
		};
		const [ coded ] = copy(
			[
				block( 'uip-paragraph', {
					settings: {
						advanced: {
							options: { js: 'element.title = {{post_title}};' },
						},
					},
					interactions: [ interaction ],
				} ),
			],
			title( value )
		);
		const element = document.createElement( 'div' );
		new Function(
			'element',
			String( coded?.settings.advanced?.options.js )
		)( element );
		new Function(
			'element',
			String( coded?.interactions?.[ 0 ]?.javascript )
		)( element );
		expect( element.title ).toBe( value );
		expect( element.dataset.title ).toBe( value );
		expect( coded?.interactions?.[ 0 ]?.keyvalue ).toBe( value );
		expect( ( window as Probe ).__uipXss ).toBeUndefined();
	} );

	it( 'never replaces what identifies a block, nor JSON text', () => {
		const children = [
			block( 'uip-heading', {
				name: '{{post_title}}',
				settings: options( { headingText: '{{post_title}}' } ),
			} ),
		];
		const [ copied ] = copy( children, [
			{ match: '"headingText"', replace: '"html"' },
			{ match: '{{post_title}}', replace: 'uip-html' },
		] );
		expect( copied?.name ).toBe( '{{post_title}}' );
		expect( copied?.moduleName ).toBe( 'uip-heading' );
		expect( copied?.uid ).toBe( children[ 0 ]?.uid );
		expect( optionOf( copied, 'headingText' ) ).toBe( 'uip-html' );
	} );

	it( 'fills in the children of children, each by its definition', () => {
		const [ container ] = copy(
			[
				block( 'uip-container', {
					content: [
						block( 'uip-html', {
							settings: options( {
								html: '<b>{{post_title}}</b>',
							} ),
						} ),
					],
				} ),
			],
			title( PAYLOAD )
		);
		expect( optionOf( container?.content?.[ 0 ], 'html' ) ).toBe(
			'<b>&lt;img src=x onerror=window.__uipXss=1&gt;</b>'
		);
	} );

	it( 'logs and skips a result whose children are not JSON', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation();
		expect(
			blocksForResult( '[{', title( 'x' ), 9, getBlockDefinition )
		).toBeUndefined();
		expect(
			blocksForResult( '{}', title( 'x' ), 10, getBlockDefinition )
		).toBeUndefined();
		expect( error ).toHaveBeenCalledWith(
			'UiPress: query result 9 skipped, its content is not valid JSON.',
			expect.any( SyntaxError )
		);
		expect( error ).toHaveBeenCalledWith(
			'UiPress: query result 10 skipped, its content is not valid JSON.',
			expect.any( TypeError )
		);
		error.mockRestore();
	} );
} );
