/**
 * The `{{key}}` placeholders a query fills in its children, per query type
 * (the keys of includes/Rest/BlockQuery/PostValues.php and UserValues.php,
 * which decide them: tests/php/Rest/BlockQuery/PlaceholderListTest.php keeps
 * this list in step; see docs/REST.md).
 */

/**
 * Internal dependencies
 */
import type { QueryType } from '../../../../engine/types';

export const QUERY_PLACEHOLDERS: Record< QueryType, readonly string[] > = {
	posts: [
		'post_id',
		'post_title',
		'post_excerpt',
		'post_content',
		'post_date',
		'post_modified',
		'post_author',
		'post_author_avatar',
		'post_link',
		'post_edit_link',
		'post_status',
		'post_status_label',
		'post_type',
		'post_type_label',
		'post_thumbnail',
		'post_slug',
		'post_comment_count',
	],
	users: [
		'user_id',
		'user_name',
		'user_first_name',
		'user_last_name',
		'user_login',
		'user_email',
		'user_roles',
		'user_avatar',
		'user_registered',
		'user_website',
	],
};
