/**
 * Every colour the interface's own stylesheets give text, backgrounds,
 * borders and icons comes from the theme variables (`var(--uip-color-…)`,
 * with a fallback for pages that print no theme), so it follows the theme
 * and dark mode. A fixed colour needs a `theme-exempt` comment saying why.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve( __dirname, '../..' );

/** The stylesheets that style what the interface's users see. */
const ROOTS = [
	'blocks',
	'runtime',
	'engine/renderer',
	'engine/notifications',
];

const COLOUR_PROPERTY =
	/^\s*(color|background(-color)?|border(-(top|right|bottom|left))?(-color)?|outline(-color)?|fill|stroke|caret-color|text-decoration-color)\s*:/;

const FIXED_COLOUR =
	/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|\b(white|black|gr[ae]y|red|green|blue)\b/i;

function stylesheets( directory: string ): string[] {
	return fs
		.readdirSync( directory, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const full = path.join( directory, entry.name );
			if ( entry.isDirectory() ) {
				return stylesheets( full );
			}
			return entry.name.endsWith( '.scss' ) ? [ full ] : [];
		} );
}

/**
 * A value without its theme variables (fallbacks included): what is left is
 * fixed.
 *
 * @param value A declaration's value.
 */
function withoutThemeVariables( value: string ): string {
	let rest = value;
	let previous = '';
	// Innermost first: a fallback may itself be a variable.
	while ( rest !== previous ) {
		previous = rest;
		rest = rest.replace( /var\(--uip-[a-z0-9-]+(,[^()]*)?\)/g, '' );
	}
	return rest;
}

/**
 * Whether the rule holding a line has a `theme-exempt:` comment just above it.
 *
 * @param lines A stylesheet's lines.
 * @param index The line.
 */
function exemptRule( lines: string[], index: number ): boolean {
	const at = ( line: number ) => lines[ line ] ?? '';
	let opening = index;
	while ( opening > 0 && ! at( opening ).includes( '{' ) ) {
		opening--;
	}
	// The selector may span lines: go up to the comment above it.
	let above = opening - 1;
	while ( above >= 0 && /,\s*$/.test( at( above ) ) ) {
		above--;
	}
	while ( above >= 0 && at( above ).trim().startsWith( '//' ) ) {
		if ( at( above ).includes( 'theme-exempt:' ) ) {
			return true;
		}
		above--;
	}
	return false;
}

/**
 * The declarations of a stylesheet that give a fixed colour, as
 * `file:line: declaration`.
 *
 * @param file A stylesheet.
 */
function fixedColours( file: string ): string[] {
	const lines = fs.readFileSync( file, 'utf8' ).split( '\n' );
	return lines.flatMap( ( line, index ) => {
		if ( ! COLOUR_PROPERTY.test( line ) ) {
			return [];
		}
		const exempt = exemptRule( lines, index );
		const value = line.slice( line.indexOf( ':' ) + 1 );
		if ( exempt || ! FIXED_COLOUR.test( withoutThemeVariables( value ) ) ) {
			return [];
		}
		return [
			`${ path.relative( SRC, file ) }:${ index + 1 }: ${ line.trim() }`,
		];
	} );
}

describe( 'the interface’s stylesheets', () => {
	const files = ROOTS.flatMap( ( root ) =>
		stylesheets( path.join( SRC, root ) )
	);

	it( 'are found', () => {
		expect( files.length ).toBeGreaterThan( 10 );
	} );

	it( 'take every colour from the theme variables', () => {
		expect( files.flatMap( fixedColours ) ).toEqual( [] );
	} );

	it( 'would report a fixed colour', () => {
		const file = path.join( __dirname, 'fixed-colour.fixture.scss' );
		fs.writeFileSync(
			file,
			'.a {\n\tcolor: #3c434a;\n\tbackground: var(--uip-color-base-0, #fff);\n\tborder: 1px solid rgba(0, 0, 0, 0.1);\n}\n'
		);
		try {
			expect( fixedColours( file ) ).toEqual( [
				'blocks/test/fixed-colour.fixture.scss:2: color: #3c434a;',
				'blocks/test/fixed-colour.fixture.scss:4: border: 1px solid rgba(0, 0, 0, 0.1);',
			] );
		} finally {
			fs.unlinkSync( file );
		}
	} );
} );
