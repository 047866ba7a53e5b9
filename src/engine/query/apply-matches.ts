/**
 * Internal dependencies
 */
import type { Block, DynamicMatch } from '../types';
import { resultValues } from './placeholders';
import { substituteBlock, type DefinitionLookup } from './substitute-block';

function skipped( id: number, reason: string, error: unknown ): undefined {
	// eslint-disable-next-line no-console
	console.error(
		`UiPress: query result ${ id } skipped, ${ reason }`,
		error
	);
	return undefined;
}

/**
 * One result's copy of the children: the children's JSON parsed, then each
 * placeholder (e.g. `{{post_title}}`) in their strings replaced by its
 * value, escaped for where that string lands (substituteBlock). Values
 * never touch the JSON itself, so they cannot change the blocks' structure.
 * Children that do not parse into a list are logged and the result is
 * skipped (spec: invalid JSON after dynamic replacement).
 *
 * @param blockString   The JSON of the block's children.
 * @param matches       The result's replacements.
 * @param id            The result's id, for the log.
 * @param definitionFor The registered definition of a module.
 * @return The children for this result, or undefined when skipped.
 */
export function blocksForResult(
	blockString: string,
	matches: DynamicMatch[],
	id: number,
	definitionFor: DefinitionLookup
): Block[] | undefined {
	let children: unknown;
	try {
		children = JSON.parse( blockString );
		if ( ! Array.isArray( children ) ) {
			throw new TypeError( 'the children are not a list' );
		}
	} catch ( error ) {
		return skipped( id, 'its content is not valid JSON.', error );
	}
	const result = resultValues( matches );
	try {
		return children.map( ( child ) =>
			substituteBlock( child, result, definitionFor )
		) as Block[];
	} catch ( error ) {
		return skipped( id, 'its values could not be put in.', error );
	}
}
