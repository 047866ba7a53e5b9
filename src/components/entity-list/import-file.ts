/**
 * What every import file shares: JSON text, checked whole before anything
 * is saved, and a tree (blocks, menu items) whose first bad entry is named
 * by its path (`content[0].content[2]`, `menu[2].submenu[0]`).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';

/** A refused import file: nothing was saved; the message says why. */
export class ImportFileError extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'ImportFileError';
	}
}

/**
 * A file's parsed JSON.
 *
 * @param text The file's text.
 * @throws ImportFileError when it is not JSON.
 */
export function parseJsonText( text: string ): unknown {
	try {
		return JSON.parse( text );
	} catch {
		throw new ImportFileError(
			__( 'This file is not valid JSON.', 'uipress' )
		);
	}
}

/** How a tree is checked. */
export interface TreeCheck {
	/** The key of an entry's children ("content", "submenu"). */
	children: string;
	/** The problem of one entry at `here`, or null. */
	entry: ( item: unknown, here: string ) => string | null;
	/** The problem of children that are not a list. */
	notAList: ( here: string ) => string;
}

/**
 * The first problem of a tree, depth first; null when it is sound.
 *
 * @param items The entries.
 * @param path  Their path.
 * @param check How an entry is checked.
 */
export function firstTreeProblem(
	items: unknown[],
	path: string,
	check: TreeCheck
): string | null {
	for ( let index = 0; index < items.length; index++ ) {
		const item = items[ index ];
		const here = `${ path }[${ index }]`;
		const problem = check.entry( item, here );
		if ( problem ) {
			return problem;
		}
		const children = isRecord( item ) ? item[ check.children ] : undefined;
		if ( children === undefined ) {
			continue;
		}
		if ( ! Array.isArray( children ) ) {
			return check.notAList( here );
		}
		const deeper = firstTreeProblem(
			children,
			`${ here }.${ check.children }`,
			check
		);
		if ( deeper ) {
			return deeper;
		}
	}
	return null;
}
