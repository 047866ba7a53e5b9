/**
 * Internal dependencies
 */
import type { DynamicMatch } from '../types';

/**
 * A placeholder as the server finds it (includes/Rest/BlockQuery/
 * Placeholders.php): `{{post_title}}`, spaces allowed inside the braces.
 */
const PLACEHOLDER = /^\{\{\s*[A-Za-z0-9_]+\s*\}\}$/;

/** One result's values, ready to be put in place of their placeholders. */
export interface ResultValues {
	/** Finds every placeholder that has a value, in one pass. */
	readonly pattern: RegExp | undefined;
	readonly values: ReadonlyMap< string, string >;
}

/**
 * Puts one value in: gets the value, where its placeholder starts in the
 * text, and the text as written; returns what stands in its place.
 */
export type Replacer = (
	value: string,
	offset: number,
	text: string
) => string;

const asIs: Replacer = ( value ) => value;

function escapeRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
}

/**
 * The values of one result. Only matches shaped like a placeholder count,
 * so a value can only ever stand where the template has a placeholder.
 *
 * @param matches The result's `{ match, replace }` pairs.
 */
export function resultValues( matches: readonly DynamicMatch[] ): ResultValues {
	const values = new Map< string, string >();
	for ( const { match, replace } of matches ) {
		if ( typeof match === 'string' && PLACEHOLDER.test( match ) ) {
			values.set( match, String( replace ?? '' ) );
		}
	}
	const alternatives = [ ...values.keys() ].map( escapeRegExp );
	return {
		pattern: alternatives.length
			? new RegExp( alternatives.join( '|' ), 'g' )
			: undefined,
		values,
	};
}

/**
 * Whether a text holds a placeholder this result has a value for.
 *
 * @param text   The text as written.
 * @param result The result's values.
 */
export function hasPlaceholder( text: string, result: ResultValues ): boolean {
	return !! result.pattern && text.search( result.pattern ) !== -1;
}

/**
 * The text with each placeholder replaced, in one pass: a value is never
 * searched for placeholders itself.
 *
 * @param text     The text as written.
 * @param result   The result's values.
 * @param replacer What a value becomes there; by default the value as is.
 */
export function replacePlaceholders(
	text: string,
	result: ResultValues,
	replacer: Replacer = asIs
): string {
	if ( ! result.pattern ) {
		return text;
	}
	return text.replace( result.pattern, ( match: string, offset: number ) =>
		replacer( result.values.get( match ) ?? '', offset, text )
	);
}
