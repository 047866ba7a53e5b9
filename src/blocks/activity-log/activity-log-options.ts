/**
 * The Activity block's options, read safely from a stored block.
 */

/**
 * Internal dependencies
 */
import type { BlockOptions } from '../../engine/types';
import {
	OBJECT_TYPES,
	type ActivityObjectType,
} from '../../user-management/api/activity';

/** Entries shown when the option is unset; and the most. */
export const DEFAULT_ROW_LIMIT = 5;
export const MAX_ROW_LIMIT = 50;

export interface ActivityLogSettings {
	title: string;
	rowLimit: number;
	/** The kinds of object shown; empty: all. */
	objectTypes: ActivityObjectType[];
	onlyMine: boolean;
}

/**
 * The block's settings from its stored options.
 *
 * @param options The block's options.
 */
export function activityLogSettings(
	options: BlockOptions
): ActivityLogSettings {
	const limit = Number( options.rowLimit );
	const types = Array.isArray( options.objectTypes )
		? OBJECT_TYPES.filter( ( type ) =>
				( options.objectTypes as unknown[] ).includes( type )
			)
		: [];
	return {
		title: typeof options.title === 'string' ? options.title.trim() : '',
		rowLimit:
			Number.isFinite( limit ) && options.rowLimit !== ''
				? Math.min( MAX_ROW_LIMIT, Math.max( 1, Math.round( limit ) ) )
				: DEFAULT_ROW_LIMIT,
		// Every type chosen is no filter at all.
		objectTypes: types.length === OBJECT_TYPES.length ? [] : types,
		onlyMine: options.onlyMine === true,
	};
}
