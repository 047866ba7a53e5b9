/**
 * Options the blocks that list posts share (posts table, recent posts,
 * search). The interface build leaves their labels out
 * (tools/webpack/strip-builder-texts.js).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockOptions, OptionDefinition } from '../../engine/types';
import { choiceOption } from './options';

/** Spec: default posts per page. */
export const DEFAULT_POSTS_PER_PAGE = 10;
/** The most rows one request asks for (the routes' maximum). */
export const MAX_POSTS_PER_PAGE = 100;

/**
 * Which post types the block lists.
 *
 * @param uniqueKey The option's key (`activePostTypes`, `searchPostTypes`).
 * @param value     The default types.
 */
export function postTypesOption(
	uniqueKey: string,
	value: string[]
): OptionDefinition {
	return {
		option: 'postTypes',
		uniqueKey,
		label: __( 'Post types', 'uipress' ),
		value,
	};
}

export const POSTS_PER_PAGE_OPTION: OptionDefinition = {
	option: 'number',
	uniqueKey: 'postsPerPage',
	label: __( 'Posts per page', 'uipress' ),
	value: DEFAULT_POSTS_PER_PAGE,
	args: { min: 1, max: MAX_POSTS_PER_PAGE },
};

/** Spec: limitToAuthor, All or User. */
export const LIMIT_TO_AUTHOR_OPTION: OptionDefinition = {
	option: 'choiceSelect',
	uniqueKey: 'limitToAuthor',
	label: __( 'Show posts by', 'uipress' ),
	value: 'all',
	args: {
		options: [
			{ value: 'all', label: __( 'All authors', 'uipress' ) },
			{ value: 'user', label: __( 'The current user', 'uipress' ) },
		],
	},
};

/**
 * The post types an option holds: its names, or the default when it has
 * none.
 *
 * @param options   The block's options.
 * @param uniqueKey The option's key.
 * @param fallback  The default types.
 */
export function chosenPostTypes(
	options: BlockOptions,
	uniqueKey: string,
	fallback: string[]
): string[] {
	const value = options[ uniqueKey ];
	const names = Array.isArray( value )
		? value.filter(
				( name ): name is string =>
					typeof name === 'string' && name !== ''
			)
		: [];
	return names.length ? names : fallback;
}

/**
 * Rows per page, within the routes' limits.
 *
 * @param options The block's options.
 */
export function postsPerPage( options: BlockOptions ): number {
	const stored = Number( options.postsPerPage );
	if ( ! Number.isFinite( stored ) || options.postsPerPage === '' ) {
		return DEFAULT_POSTS_PER_PAGE;
	}
	return Math.min( MAX_POSTS_PER_PAGE, Math.max( 1, Math.round( stored ) ) );
}

/**
 * Whether the block lists only the current user's posts.
 *
 * @param options The block's options.
 */
export function limitedToAuthor( options: BlockOptions ): boolean {
	return (
		choiceOption( options, 'limitToAuthor', [ 'all', 'user' ], 'all' ) ===
		'user'
	);
}
