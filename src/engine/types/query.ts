/**
 * Queries feed a block's children with site content: the block repeats its
 * children once per result.
 */

export type QueryType = 'posts' | 'users';

export interface QuerySettings {
	type: QueryType;
	/** Post types to list (posts queries). */
	postTypes: string[];
	/** Post statuses to list (posts queries); the server keeps only those the user may read. */
	postStatus: string[];
	/** Roles to list (users queries); empty means all. */
	roles: string[];
	perPage: number;
	orderBy:
		| 'date'
		| 'modified'
		| 'title'
		| 'menu_order'
		| 'ID'
		| 'name'
		| 'registered';
	order: 'ASC' | 'DESC';
	/** Only the current user's own posts. */
	limitToAuthor: boolean;
	showPagination: boolean;
	/** Show a search box above the results. */
	search: boolean;
	/**
	 * Posts queries: a folder's id, 0 for the posts in no folder; absent or
	 * null for every folder (docs/FOLDERS.md). The server applies it only
	 * while folders are on.
	 */
	folder?: number | null;
}

export interface BlockQuery {
	enabled: boolean;
	settings: QuerySettings;
}

/** One replacement of a `{{placeholder}}` in the children, for one result. */
export interface DynamicMatch {
	match: string;
	replace: string;
}

/** The `POST uipress/v1/block-query` response (spec: uip_process_block_query). */
export interface BlockQueryResponse {
	success: boolean;
	items: {
		list: Array< { ID: number } >;
		found: number;
		matches: Record< number, DynamicMatch[] >;
		totalPages: number;
	};
}

export const DEFAULT_QUERY_SETTINGS: QuerySettings = {
	type: 'posts',
	postTypes: [ 'post' ],
	postStatus: [ 'publish' ],
	roles: [],
	perPage: 10,
	orderBy: 'date',
	order: 'DESC',
	limitToAuthor: false,
	showPagination: true,
	search: false,
};
