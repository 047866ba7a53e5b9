/**
 * Internal dependencies
 */
import { scriptLiteral, styleValue, substituteUrl } from '../escape-values';
import { replacePlaceholders, resultValues } from '../placeholders';

const values = ( entries: Record< string, string > ) =>
	resultValues(
		Object.entries( entries ).map( ( [ key, replace ] ) => ( {
			match: `{{${ key }}}`,
			replace,
		} ) )
	);

type Probe = Window & { __uipXss?: unknown };

describe( 'placeholders', () => {
	it( 'replaces in one pass: a value holding a placeholder stays as it is', () => {
		const result = values( { a: '{{b}}', b: 'B' } );
		expect( replacePlaceholders( '{{a}} {{b}}', result ) ).toBe(
			'{{b}} B'
		);
	} );

	it( 'ignores matches that are not placeholders', () => {
		const result = resultValues( [
			{ match: '"headingText"', replace: 'x' },
			{ match: '{{ post_title }}', replace: 'Title' },
		] );
		expect(
			replacePlaceholders( '"headingText" {{ post_title }}', result )
		).toBe( '"headingText" Title' );
	} );
} );

describe( 'substituteUrl', () => {
	it( 'keeps a safe address at the start', () => {
		expect(
			substituteUrl(
				'{{post_link}}',
				values( { post_link: 'https://site.test/a-post/' } )
			)
		).toBe( 'https://site.test/a-post/' );
		expect(
			substituteUrl( '{{p}}#top', values( { p: '/wp-admin/edit.php' } ) )
		).toBe( '/wp-admin/edit.php#top' );
	} );

	it.each( [
		'javascript:window.__uipXss=1',
		' JaVaScRiPt:window.__uipXss=1',
		'java\tscript:window.__uipXss=1',
		'data:text/html,<script>window.__uipXss=1</script>',
		'vbscript:msgbox(1)',
	] )( 'leaves out a script address at the start: %s', ( value ) => {
		expect(
			substituteUrl( '{{post_title}}', values( { post_title: value } ) )
		).toBe( '' );
		expect(
			substituteUrl( '  {{post_title}}', values( { post_title: value } ) )
		).toBe( '  ' );
	} );

	it( 'leaves out a start value that makes the written address a script one', () => {
		expect(
			substituteUrl(
				'{{post_title}}:window.__uipXss=1',
				values( { post_title: 'javascript' } )
			)
		).toBe( ':window.__uipXss=1' );
	} );

	it( 'percent-encodes a value further on', () => {
		expect(
			substituteUrl(
				'https://site.test/?q={{post_title}}&x=1',
				values( { post_title: 'a&b=c #d "e"' } )
			)
		).toBe( 'https://site.test/?q=a%26b%3Dc%20%23d%20%22e%22&x=1' );
		expect(
			substituteUrl(
				'java{{post_title}}',
				values( { post_title: 'script:window.__uipXss=1' } )
			)
		).toBe( 'javascript%3Awindow.__uipXss%3D1' );
	} );
} );

describe( 'styleValue', () => {
	it( 'keeps lengths, colours, names and addresses', () => {
		for ( const value of [
			'#ff0000',
			'rgb(1, 2, 3)',
			'12px',
			'Open Sans',
			'https://site.test/a.png?x=1&y=2',
			'Café 100%',
		] ) {
			expect( styleValue( value ) ).toBe( value );
		}
	} );

	it.each( [
		'red;background:url(//evil.test/x)',
		'"}</style><img src=x onerror=window.__uipXss=1>',
		'</style><script>window.__uipXss=1</script>',
		"x' y",
		'a\\3b b',
		'x/* comment',
		'@import url(x)',
		'}body{display:none',
		'red\nbackground:blue',
	] )(
		'leaves out a value that could leave its declaration: %s',
		( value ) => {
			expect( styleValue( value ) ).toBe( '' );
		}
	);
} );

describe( 'scriptLiteral', () => {
	afterEach( () => {
		delete ( window as Probe ).__uipXss;
	} );

	const payloads = [
		'"; window.__uipXss = 1; "',
		"'; window.__uipXss = 1; '",
		'`${ window.__uipXss = 1 }`',
		'\\"; window.__uipXss = 1; //',
		'</script><script>window.__uipXss=1</script>',
		'\u2028window.__uipXss = 1',
		'Tom & Jerry 😀',
	];

	it.each( payloads )( 'is the exact value as a string: %s', ( value ) => {
		const run = new Function(
			'out',
			`out.value = ${ scriptLiteral( value ) };`
		);
		const out: { value?: string } = {};
		run( out );
		expect( out.value ).toBe( value );
		expect( ( window as Probe ).__uipXss ).toBeUndefined();
	} );

	it.each( payloads )(
		'never runs as code wherever the placeholder stands: %s',
		( value ) => {
			const literal = scriptLiteral( value );
			for ( const code of [
				`var a = "${ literal }";`,
				`var a = '${ literal }';`,
				`var a = \`${ literal }\`;`,
				`var a = \`\${ ${ literal } }\`;`,
				`// ${ literal }\nvar b = 1;`,
				`/* ${ literal } */`,
				`var r = /${ literal }/;`,
				`${ literal }`,
			] ) {
				try {
					new Function( code )();
				} catch {
					// Not parsing is a safe outcome.
				}
				expect( ( window as Probe ).__uipXss ).toBeUndefined();
			}
		}
	);

	it( 'is only escapes between quotes', () => {
		expect( scriptLiteral( 'a"' ) ).toBe( '"\\u0061\\u0022"' );
	} );
} );
