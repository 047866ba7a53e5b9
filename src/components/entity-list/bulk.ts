/**
 * Runs one request per selected post, one after another, and says how it
 * went: what was done, and what failed with the server's reason.
 */

/**
 * Internal dependencies
 */
import { errorMessage } from '../utils/api';

export interface BulkFailure< Item > {
	item: Item;
	message: string;
}

export interface BulkResult< Item, Done > {
	done: Done[];
	failed: BulkFailure< Item >[];
}

/**
 * Runs `task` for each item in turn (the server is spared a burst, and the
 * order of notices follows the list).
 *
 * @param items The selection.
 * @param task  The request for one item.
 */
export async function runBulk< Item, Done >(
	items: readonly Item[],
	task: ( item: Item ) => Promise< Done >
): Promise< BulkResult< Item, Done > > {
	const result: BulkResult< Item, Done > = { done: [], failed: [] };
	for ( const item of items ) {
		try {
			result.done.push( await task( item ) );
		} catch ( caught ) {
			result.failed.push( { item, message: errorMessage( caught ) } );
		}
	}
	return result;
}
