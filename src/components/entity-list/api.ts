/**
 * The REST calls every listed kind shares (`wp/v2/<post type>`): the list
 * with its trash, a title or status change, trash and delete for good.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/** The statuses listed: the trash is a filter away. */
export const LISTED_STATUSES = 'publish,draft,trash';

/**
 * Every post of a collection the list shows, 100 at most.
 *
 * @param restPath The collection.
 * @param parse    Reads one post.
 */
export async function fetchEntities< Item >(
	restPath: string,
	parse: ( value: unknown ) => Item
): Promise< Item[] > {
	const response = await apiFetch( {
		path: `${ restPath }?context=edit&status=${ LISTED_STATUSES }&per_page=100`,
	} );
	return Array.isArray( response ) ? response.map( parse ) : [];
}

/** What the list changes on a post. */
export interface EntityChanges {
	title?: string;
	/** publish or draft; draft also restores from the trash. */
	status?: string;
}

/**
 * Changes a post's title or status and resolves to the post.
 *
 * @param restPath The collection.
 * @param id       The post's id.
 * @param changes  Title and/or status.
 */
export async function updateEntity(
	restPath: string,
	id: number,
	changes: EntityChanges
): Promise< unknown > {
	return apiFetch( {
		path: `${ restPath }/${ id }?context=edit`,
		method: 'POST',
		data: changes,
	} );
}

/**
 * Moves a post to the trash, or deletes it for good.
 *
 * @param restPath The collection.
 * @param id       The post's id.
 * @param force    Delete for good.
 */
export async function deleteEntity(
	restPath: string,
	id: number,
	force: boolean
): Promise< unknown > {
	return apiFetch( {
		path: `${ restPath }/${ id }${ force ? '?force=true' : '' }`,
		method: 'DELETE',
	} );
}
