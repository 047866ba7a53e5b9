/**
 * Writes template entries as a POT file, with gettext-parser.
 */
import { po } from 'gettext-parser';

import { formatFlags } from './format-flags.mjs';

/**
 * A date as WP-CLI writes POT-Creation-Date: ISO 8601 in UTC, to the second.
 *
 * @param {Date} date Date.
 * @return {string} For example 2024-05-01T09:30:00+00:00.
 */
export function formatPotDate( date ) {
	return date.toISOString().replace( /\.\d{3}Z$/, '+00:00' );
}

/**
 * The POT-Creation-Date of an existing template.
 *
 * @param {string} content Template contents.
 * @return {?string} The date as written, or null when there is none.
 */
export function readCreationDate( content ) {
	try {
		return po.parse( content ).headers[ 'POT-Creation-Date' ] || null;
	} catch {
		return null;
	}
}

/**
 * Moves the extracted comments (`#.`) of each entry above its references
 * (`#:`), the order xgettext and WP-CLI write; gettext-parser writes
 * references first.
 *
 * @param {string} pot Compiled template.
 * @return {string} The same template with comments reordered.
 */
function extractedCommentsFirst( pot ) {
	return pot
		.split( '\n\n' )
		.map( ( block ) => {
			const lines = block.split( '\n' );
			const isExtracted = ( line ) => line.startsWith( '#.' );
			const others = lines.filter( ( line ) => ! isExtracted( line ) );
			const firstReference = others.findIndex( ( line ) =>
				line.startsWith( '#:' )
			);
			if ( firstReference === -1 ) {
				return block;
			}
			others.splice( firstReference, 0, ...lines.filter( isExtracted ) );
			return others.join( '\n' );
		} )
		.join( '\n\n' );
}

/**
 * Renders the template.
 *
 * @param {Object} options
 * @param {Array}  options.entries      Entries from mergeMessages().
 * @param {Object} options.project      `{ name, version, author, license,
 *                                      domain, bugsUrl }`.
 * @param {string} options.creationDate POT-Creation-Date value.
 * @return {string} POT contents.
 */
export function renderPot( { entries, project, creationDate } ) {
	const copyright = [
		`Copyright (C) ${ creationDate.slice( 0, 4 ) } ${
			project.author ?? project.name
		}`,
	];
	if ( project.license ) {
		copyright.push(
			`This file is distributed under the ${ project.license }.`
		);
	}

	const translations = Object.create( null );
	translations[ '' ] = Object.create( null );
	translations[ '' ][ '' ] = {
		msgid: '',
		msgstr: [ '' ],
		comments: { translator: copyright.join( '\n' ) },
	};

	const order = new Map();
	for ( const entry of entries ) {
		const block = {
			msgid: entry.msgid,
			msgstr: entry.msgidPlural ? [ '', '' ] : [ '' ],
			comments: {
				extracted: entry.comments.join( '\n' ),
				reference: entry.references.join( '\n' ),
			},
		};
		const flags = formatFlags( entry );
		if ( flags.length ) {
			block.comments.flag = flags.join( ', ' );
		}
		if ( entry.msgctxt ) {
			block.msgctxt = entry.msgctxt;
		}
		if ( entry.msgidPlural ) {
			block.msgid_plural = entry.msgidPlural;
		}
		const context = entry.msgctxt ?? '';
		translations[ context ] ??= Object.create( null );
		translations[ context ][ entry.msgid ] = block;
		order.set( block, order.size );
	}

	const headers = {
		'Project-Id-Version': [ project.name, project.version ]
			.filter( Boolean )
			.join( ' ' ),
		'Report-Msgid-Bugs-To': project.bugsUrl,
		'Last-Translator': 'FULL NAME <EMAIL@ADDRESS>',
		'Language-Team': 'LANGUAGE <LL@li.org>',
		'MIME-Version': '1.0',
		'Content-Type': 'text/plain; charset=UTF-8',
		'Content-Transfer-Encoding': '8bit',
		'POT-Creation-Date': creationDate,
		'PO-Revision-Date': 'YEAR-MO-DA HO:MI+ZONE',
		'X-Generator': 'tools/i18n/make-pot.mjs',
		'X-Domain': project.domain,
	};

	const pot = po
		.compile(
			{ charset: 'utf-8', headers, translations },
			{
				// Like WP-CLI: break lines only after \n, never to fit a width.
				foldLength: 0,
				sort: ( a, b ) => order.get( a ) - order.get( b ),
			}
		)
		.toString( 'utf8' );
	return extractedCommentsFirst( pot );
}
