/**
 * Internal dependencies
 */
import type { Block } from '../../../engine/types';

/**
 * A block for tests.
 *
 * @param uid     Its uid.
 * @param content Its children (a container when given).
 */
export function block( uid: string, content?: Block[] ): Block {
	return {
		uid,
		name: uid,
		moduleName: content ? 'uip-container' : 'uip-heading',
		settings: {},
		...( content ? { content } : {} ),
	};
}

/** a, b( b1, b2( b21 ) ), c */
export function sampleTree(): Block[] {
	return [
		block( 'a' ),
		block( 'b', [ block( 'b1' ), block( 'b2', [ block( 'b21' ) ] ) ] ),
		block( 'c' ),
	];
}

/**
 * The tree as nested uids, for readable expectations.
 *
 * @param blocks The tree.
 */
export function shape( blocks: Block[] ): unknown[] {
	return blocks.map( ( item ) =>
		item.content ? { [ item.uid ]: shape( item.content ) } : item.uid
	);
}
