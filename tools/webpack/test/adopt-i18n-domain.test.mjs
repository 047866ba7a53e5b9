/**
 * The adopted library's i18n calls get UiPress's text domain, and the POT
 * reads the same calls: what the build sends to WordPress and what the
 * translator is given match.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import { extractJs } from '../../i18n/extract-js.mjs';

const require = createRequire( import.meta.url );
const babel = require( '@babel/core' );
const adopt = require( '../adopt-i18n-domain.js' );

const LIBRARY = `
import { __ as __2, _x, _n as n, _nx, sprintf } from "@wordpress/i18n";
import { __ as other } from "elsewhere";
const a = __2("Select all");
const b = _x("Sort", "verb");
const c = n("%d item", "%d items", 3);
const d = _nx("One", "Many", 2, "things");
const e = __2("Kept", "other-domain");
const f = other("Not i18n");
const g = sprintf(__2("Page %s"), 1);
function shadow(__2) { return __2("A parameter"); }
`;

function transform( source ) {
	return babel.transformSync( source, {
		babelrc: false,
		configFile: false,
		filename: 'index.js',
		plugins: [ adopt ],
	} ).code;
}

test( 'adds the domain to calls of @wordpress/i18n that name none', () => {
	const out = transform( LIBRARY );
	assert.match( out, /__2\("Select all", "uipress"\)/ );
	assert.match( out, /_x\("Sort", "verb", "uipress"\)/ );
	assert.match( out, /n\("%d item", "%d items", 3, "uipress"\)/ );
	assert.match( out, /_nx\("One", "Many", 2, "things", "uipress"\)/ );
	assert.match( out, /__2\("Page %s", "uipress"\)/ );
} );

test( 'leaves a named domain, other modules and shadowed names alone', () => {
	const out = transform( LIBRARY );
	assert.match( out, /__2\("Kept", "other-domain"\)/ );
	assert.match( out, /other\("Not i18n"\);/ );
	assert.match( out, /return __2\("A parameter"\);/ );
} );

test( 'the POT reads the adopted calls as the build rewrites them', () => {
	const adopted = extractJs( LIBRARY, 'lib.js', { adoptDefault: true } );
	const rewritten = extractJs( transform( LIBRARY ), 'lib.js' );
	const ids = ( messages ) =>
		messages.map( ( { msgid, msgctxt } ) => [ msgctxt ?? '', msgid ] );
	assert.deepEqual( ids( adopted ), ids( rewritten ) );
	assert.deepEqual( ids( adopted ), [
		[ '', 'Select all' ],
		[ 'verb', 'Sort' ],
		[ '', '%d item' ],
		[ 'things', 'One' ],
		[ '', 'Page %s' ],
	] );
	assert.deepEqual(
		extractJs( LIBRARY, 'lib.js' ),
		[],
		'Not adopted: no domain, not UiPress’s.'
	);
} );
