/**
 * Pure edits of a block's query.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { querySettingsOf } from '../../../../engine/query/query-settings';
import type {
	Block,
	BlockQuery,
	QuerySettings,
	QueryType,
} from '../../../../engine/types';

type OrderBy = QuerySettings[ 'orderBy' ];

/** Largest number of results per page the server returns. */
export const MAX_PER_PAGE = 100;

/**
 * The order-by choices of a query type (the server maps each one to its
 * own column, see docs/REST.md).
 *
 * @param type 'posts' or 'users'.
 */
export function orderByOptions(
	type: QueryType
): Array< { value: OrderBy; label: string } > {
	if ( type === 'users' ) {
		return [
			{ value: 'registered', label: __( 'Date registered', 'uipress' ) },
			{ value: 'name', label: __( 'Display name', 'uipress' ) },
			{ value: 'ID', label: __( 'ID', 'uipress' ) },
		];
	}
	return [
		{ value: 'date', label: __( 'Date published', 'uipress' ) },
		{ value: 'modified', label: __( 'Date modified', 'uipress' ) },
		{ value: 'title', label: __( 'Title', 'uipress' ) },
		{ value: 'menu_order', label: __( 'Menu order', 'uipress' ) },
		{ value: 'name', label: __( 'Slug', 'uipress' ) },
		{ value: 'ID', label: __( 'ID', 'uipress' ) },
	];
}

/** The post statuses a posts query may list. */
export function postStatusOptions(): Array< { value: string; label: string } > {
	return [
		{ value: 'publish', label: __( 'Published', 'uipress' ) },
		{ value: 'draft', label: __( 'Draft', 'uipress' ) },
		{ value: 'pending', label: __( 'Pending review', 'uipress' ) },
		{ value: 'private', label: __( 'Private', 'uipress' ) },
		{ value: 'future', label: __( 'Scheduled', 'uipress' ) },
	];
}

/**
 * The block change that turns the query on (with every setting over the
 * defaults) or off (keeping the settings for later).
 *
 * @param block   The block.
 * @param enabled Whether the query runs.
 */
export function withQueryEnabled(
	block: Block,
	enabled: boolean
): Partial< Block > {
	const query: BlockQuery = {
		enabled,
		settings: querySettingsOf( block ),
	};
	return { query };
}

/**
 * The block change that sets query settings, keeping the others.
 *
 * @param block   The block.
 * @param changes The settings that change.
 */
export function withQuerySettings(
	block: Block,
	changes: Partial< QuerySettings >
): Partial< Block > {
	return {
		query: {
			enabled: block.query?.enabled ?? false,
			settings: { ...querySettingsOf( block ), ...changes },
		},
	};
}

/**
 * The settings that change with the query type: the order-by falls back to
 * the new type's first choice when the new type does not offer it.
 *
 * @param settings The current settings.
 * @param type     The new type.
 */
export function typeChanges(
	settings: QuerySettings,
	type: QueryType
): Partial< QuerySettings > {
	const choices = orderByOptions( type );
	const keeps = choices.some(
		( choice ) => choice.value === settings.orderBy
	);
	const first = choices[ 0 ];
	return keeps || ! first ? { type } : { type, orderBy: first.value };
}

/**
 * A typed number of results per page, or undefined when it is not a number;
 * whole numbers from 1 to 100.
 *
 * @param value What the field holds.
 */
export function perPageOf(
	value: string | number | undefined
): number | undefined {
	const number =
		typeof value === 'number' ? value : parseFloat( value ?? '' );
	if ( ! Number.isFinite( number ) ) {
		return undefined;
	}
	return Math.max( 1, Math.min( MAX_PER_PAGE, Math.round( number ) ) );
}

/**
 * The statuses after ticking or unticking one, in the order of the list
 * (statuses not in the list last).
 *
 * @param current The chosen statuses.
 * @param status  The status clicked.
 * @param checked Whether it is now chosen.
 */
export function toggleStatus(
	current: readonly string[],
	status: string,
	checked: boolean
): string[] {
	const others = current.filter( ( item ) => item !== status );
	if ( ! checked ) {
		return others;
	}
	const order = postStatusOptions().map( ( option ) => option.value );
	const rank = ( item: string ) => {
		const index = order.indexOf( item );
		return index === -1 ? order.length : index;
	};
	return [ ...others, status ].sort( ( a, b ) => rank( a ) - rank( b ) );
}
