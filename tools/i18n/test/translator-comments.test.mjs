/**
 * Which comments become translator comments.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { extractJs } from '../extract-js.mjs';
import { extractPhp } from '../extract-php.mjs';

const phpComments = ( body ) =>
	Object.fromEntries(
		extractPhp( `<?php\n${ body }`, 'test.php' ).map( ( message ) => [
			message.msgid,
			message.comments,
		] )
	);

const jsComments = ( body, file = 'test.tsx' ) =>
	Object.fromEntries(
		extractJs(
			`import { __ } from '@wordpress/i18n';\n${ body }`,
			file
		).map( ( message ) => [ message.msgid, message.comments ] )
	);

describe( 'translator comments in PHP', () => {
	it( 'reads a comment on the line above or on the same line', () => {
		assert.deepEqual(
			phpComments( `
// translators: %s: a name.
echo sprintf( __( 'Above %s', 'uipress' ), $name );
/* translators: %d: a count. */ echo __( 'Same line %d', 'uipress' );
# translators: hash comment
echo __( 'Hash', 'uipress' );
` ),
			{
				'Above %s': [ 'translators: %s: a name.' ],
				'Same line %d': [ 'translators: %d: a count.' ],
				Hash: [ 'translators: hash comment' ],
			}
		);
	} );

	it( 'joins the lines of a block comment and of consecutive line comments', () => {
		assert.deepEqual(
			phpComments( `
/*
 * Translators: 1: first thing,
 *              2: second thing.
 */
echo __( 'Block', 'uipress' );
// An unrelated note.
// translators: %s: starts on
// the second line.
echo __( 'Lines', 'uipress' );
` ),
			{
				Block: [ 'Translators: 1: first thing, 2: second thing.' ],
				Lines: [ 'translators: %s: starts on the second line.' ],
			}
		);
	} );

	it( 'reads a comment inside the call before the text', () => {
		assert.deepEqual(
			phpComments( `
echo __(
	/* translators: inside the call */
	'Inside',
	'uipress'
);
` ),
			{ Inside: [ 'translators: inside the call' ] }
		);
	} );

	it( 'ignores comments that are not next to the call', () => {
		assert.deepEqual(
			phpComments( `
/* translators: two lines up */

echo __( 'Gap', 'uipress' );
/* translators: belongs to One */ echo __( 'One', 'uipress' );
echo __( 'Two', 'uipress' );
echo __( 'After', 'uipress' ); // translators: after the call
echo __( 'Next', 'uipress' );
echo __( 'Last', 'uipress' ); // translators: after the call
// Not for translators.
echo __( 'Plain', 'uipress' );
` ),
			{
				Gap: [],
				One: [ 'translators: belongs to One' ],
				Two: [],
				After: [],
				Next: [],
				Last: [],
				Plain: [],
			}
		);
	} );
} );

describe( 'translator comments in TSX', () => {
	it( 'reads line, block and JSX comments', () => {
		assert.deepEqual(
			jsComments( `
// translators: %s: a name.
const above = __( 'Above %s', 'uipress' );
const element = (
	<p>
		{ /* translators: in JSX */ }
		{ __( 'JSX', 'uipress' ) }
		{ __(
			/* translators: inside the call */
			'Inside',
			'uipress'
		) }
	</p>
);
/* translators: two lines up */

const gap = __( 'Gap', 'uipress' );
` ),
			{
				'Above %s': [ 'translators: %s: a name.' ],
				JSX: [ 'translators: in JSX' ],
				Inside: [ 'translators: inside the call' ],
				Gap: [],
			}
		);
	} );
} );

describe( 'parse errors', () => {
	it( 'name the file and line', () => {
		assert.throws(
			() => extractPhp( '<?php\n\necho __( ;\n', 'includes/Bad.php' ),
			{ name: 'SourceError', file: 'includes/Bad.php', line: 3 }
		);
		assert.throws(
			() => extractJs( 'const a = 1;\nconst = 2;\n', 'src/bad.ts' ),
			{ name: 'SourceError', file: 'src/bad.ts', line: 2 }
		);
	} );

	it( 'parse .ts type assertions, which .tsx would reject', () => {
		assert.deepEqual(
			jsComments(
				`const a = <string>__( 'Cast', 'uipress' );\n`,
				'a.ts'
			),
			{ Cast: [] }
		);
	} );
} );
