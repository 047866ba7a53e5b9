/**
 * The routes the blocks that list posts read (`uipress/v1/posts-table`,
 * `recent-posts`, `search`) and the one that deletes (`DELETE posts`).
 * The server decides, per post, what the user may see, edit and delete
 * (docs/REST.md); these are typed views of its answers.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';

/** A post as the listing routes give it (spec: post result row). */
export interface PostRow {
	id: number;
	name: string;
	/** Where the post is viewed; '' when it has no public page. */
	link: string;
	/** Its edit screen; '' when the user may not edit it. */
	editLink: string;
	author: string;
	authorLink: string;
	/** ISO 8601, GMT. */
	date: string;
	modified: string;
	status: string;
	statusLabel: string;
	type: string;
	typeLabel: string;
	categories: string[];
	tags: string[];
	/** Thumbnail URL, or ''. */
	img: string;
	canEdit: boolean;
	canDelete: boolean;
}

/** A column the posts table can show (spec: posts table column). */
export interface PostsColumn {
	name: string;
	label: string;
}

/** What the listing routes take. */
export interface PostsQuery {
	search: string;
	page: number;
	perPage: number;
	postTypes: string[];
	limitToAuthor: boolean;
}

export interface PostsTableQuery extends PostsQuery {
	orderBy: 'date' | 'modified' | 'title';
	order: 'asc' | 'desc';
	/** A folder's id, 0 for Uncategorised; left out for every folder. */
	folder?: number;
}

export interface PostsPage {
	posts: PostRow[];
	total: number;
	totalPages: number;
}

export interface PostsTablePage extends PostsPage {
	columns: PostsColumn[];
}

/** A search result (spec: search result). */
export interface SearchResult {
	id: number;
	name: string;
	link: string;
	editLink: string;
	author: string;
	modified: string;
	type: string;
	typeLabel: string;
	/** A Material Symbols name. */
	icon: string;
}

export interface SearchPage {
	posts: SearchResult[];
	total: number;
	totalPages: number;
	/** The searched types that have matches, with how many. */
	types: { name: string; label: string; count: number }[];
}

export interface DeleteResult {
	deleted: number[];
	failed: { id: number; message: string }[];
}

/** Spec §8: the toast for an empty answer (its spelling as shown). */
export const emptyResponseMessage = (): string =>
	__( 'Unable to fetch posts at this tiem', 'uipress' );

/**
 * An answer that is not what the route gives: an empty response.
 */
export class EmptyResponseError extends Error {}

/**
 * The answer, when it has the posts list and totals the routes always
 * send; otherwise an EmptyResponseError.
 *
 * @param value The parsed response.
 */
function checkedPage< Page extends { posts: unknown[] } >(
	value: unknown
): Page {
	if (
		! isRecord( value ) ||
		! Array.isArray( value.posts ) ||
		typeof value.totalPages !== 'number'
	) {
		throw new EmptyResponseError( emptyResponseMessage() );
	}
	return value as unknown as Page;
}

/**
 * The query arguments of a listing request (empty search left out).
 *
 * @param query The query.
 */
function listArgs( query: PostsQuery ): Record< string, unknown > {
	return {
		...( query.search.trim() ? { search: query.search.trim() } : {} ),
		page: query.page,
		perPage: query.perPage,
		postTypes: query.postTypes,
		limitToAuthor: query.limitToAuthor,
	};
}

/**
 * One page of the posts table.
 *
 * @param query  What to list.
 * @param signal Aborts the request (a newer one replaced it).
 */
export async function fetchPostsTable(
	query: PostsTableQuery,
	signal?: AbortSignal
): Promise< PostsTablePage > {
	const page = checkedPage< PostsTablePage >(
		await apiFetch( {
			path: addQueryArgs( '/uipress/v1/posts-table', {
				...listArgs( query ),
				orderBy: query.orderBy,
				order: query.order,
				...( query.folder === undefined
					? {}
					: { folder: query.folder } ),
			} ),
			signal,
		} )
	);
	return { ...page, columns: page.columns ?? [] };
}

/**
 * The latest posts.
 *
 * @param query  What to list.
 * @param signal Aborts the request.
 */
export async function fetchRecentPosts(
	query: PostsQuery,
	signal?: AbortSignal
): Promise< PostsPage > {
	return checkedPage< PostsPage >(
		await apiFetch( {
			path: addQueryArgs( '/uipress/v1/recent-posts', listArgs( query ) ),
			signal,
		} )
	);
}

/**
 * Content matching a text.
 *
 * @param query  What to search, and where.
 * @param filter 'all', or the one type to show.
 * @param signal Aborts the request.
 */
export async function searchContent(
	query: PostsQuery,
	filter: string,
	signal?: AbortSignal
): Promise< SearchPage > {
	const page = checkedPage< SearchPage >(
		await apiFetch( {
			path: addQueryArgs( '/uipress/v1/search', {
				...listArgs( query ),
				filter,
			} ),
			signal,
		} )
	);
	return { ...page, types: page.types ?? [] };
}

/**
 * Deletes posts (to the trash where the site keeps one).
 *
 * @param ids The posts.
 */
export async function deletePosts( ids: number[] ): Promise< DeleteResult > {
	const result = await apiFetch< DeleteResult >( {
		path: '/uipress/v1/posts',
		method: 'DELETE',
		data: { ids },
	} );
	return {
		deleted: Array.isArray( result?.deleted ) ? result.deleted : [],
		failed: Array.isArray( result?.failed ) ? result.failed : [],
	};
}

/**
 * Whether a request was aborted (a newer one replaced it): not an error
 * to show.
 *
 * @param error What the request threw.
 */
export function wasAborted( error: unknown ): boolean {
	return isRecord( error ) && error.name === 'AbortError';
}
