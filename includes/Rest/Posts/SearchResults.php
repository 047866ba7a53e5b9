<?php
/**
 * Results of the search block.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use UiPress\Menus\MenuIcons;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the results (spec: search result) of one page of posts: no terms,
 * no meta, no featured images, so only posts and authors are loaded.
 *
 * @phpstan-type Result array{
 *     id: int, name: string, link: string, editLink: string, author: string, modified: string,
 *     type: string, typeLabel: string, icon: string
 * }
 */
final class SearchResults {

	/**
	 * The results of some posts, in their order; posts the user may not
	 * read are left out.
	 *
	 * @param int[] $ids Post ids.
	 * @phpstan-param list<int> $ids
	 * @return list<array<string, mixed>>
	 * @phpstan-return list<Result>
	 */
	public static function build( array $ids ): array {
		$map     = MenuIcons::map();
		$icons   = array();
		$results = array();
		foreach ( PageCache::posts( $ids ) as $post ) {
			if ( ! isset( $icons[ $post->post_type ] ) ) {
				$icons[ $post->post_type ] = PostTypeIcon::of( $post->post_type, $map );
			}
			$results[] = array(
				'id'        => $post->ID,
				'name'      => PostRows::title( $post ),
				'link'      => PostRows::link( $post ),
				'editLink'  => current_user_can( 'edit_post', $post->ID ) ? (string) get_edit_post_link( $post->ID, 'raw' ) : '',
				'author'    => PostRows::author_name( (int) $post->post_author ),
				'modified'  => PostRows::gmt_date( $post->post_modified_gmt, $post->post_modified ),
				'type'      => $post->post_type,
				'typeLabel' => PostRows::type_label( $post->post_type ),
				'icon'      => $icons[ $post->post_type ],
			);
		}
		return $results;
	}

	/**
	 * JSON schema of a result.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$string = array( 'type' => 'string' );
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'id'        => array( 'type' => 'integer' ),
				'name'      => $string,
				'link'      => $string,
				'editLink'  => $string,
				'author'    => $string,
				'modified'  => array(
					'type'   => 'string',
					'format' => 'date-time',
				),
				'type'      => $string,
				'typeLabel' => $string,
				'icon'      => array(
					'description' => __( 'Material Symbols name of the post type’s icon.', 'uipress' ),
					'type'        => 'string',
				),
			),
		);
	}
}
