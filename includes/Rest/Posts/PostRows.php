<?php
/**
 * Rows of the posts table and the recent posts list.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use WP_Post;
use WP_Post_Type;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the rows (spec: post result row) of one page of posts, after
 * loading what they need in a few queries (PageCache): terms only for
 * types with categories or tags, featured image meta only for types with
 * featured images. A row holds no excerpt or content; the featured image of
 * a password-protected post is shown only to users who may edit it.
 *
 * @phpstan-type Row array{
 *     id: int, name: string, link: string, editLink: string, author: string, authorLink: string,
 *     date: string, modified: string, status: string, statusLabel: string, type: string, typeLabel: string,
 *     categories: list<string>, tags: list<string>, img: string, canEdit: bool, canDelete: bool
 * }
 */
final class PostRows {

	/**
	 * Featured image size shown.
	 */
	public const IMAGE_SIZE = 'thumbnail';

	/**
	 * The rows of some posts, in their order; posts the user may not read
	 * are left out.
	 *
	 * @param int[] $ids Post ids.
	 * @phpstan-param list<int> $ids
	 * @return list<array<string, mixed>>
	 * @phpstan-return list<Row>
	 */
	public static function build( array $ids ): array {
		$posts = PageCache::posts( $ids );
		PageCache::terms( $posts, array( 'category', 'post_tag' ) );

		$can_edit   = array();
		$with_image = array();
		foreach ( $posts as $post ) {
			$can_edit[ $post->ID ] = current_user_can( 'edit_post', $post->ID );
			if ( self::shows_image( $post, $can_edit[ $post->ID ] ) ) {
				$with_image[] = $post;
			}
		}
		PageCache::thumbnails( $with_image );

		$rows = array();
		foreach ( $posts as $post ) {
			$rows[] = self::row( $post, $can_edit[ $post->ID ], in_array( $post, $with_image, true ) );
		}
		return $rows;
	}

	/**
	 * One row.
	 *
	 * @param WP_Post $post       The post.
	 * @param bool    $can_edit   Whether the user may edit it.
	 * @param bool    $show_image Whether its featured image is shown.
	 * @phpstan-return Row
	 */
	private static function row( WP_Post $post, bool $can_edit, bool $show_image ): array {
		$author = (int) $post->post_author;
		$status = get_post_status_object( $post->post_status );
		return array(
			'id'          => $post->ID,
			'name'        => self::title( $post ),
			'link'        => self::link( $post ),
			'editLink'    => $can_edit ? (string) get_edit_post_link( $post->ID, 'raw' ) : '',
			'author'      => self::author_name( $author ),
			'authorLink'  => $author > 0 && current_user_can( 'edit_user', $author ) ? get_edit_user_link( $author ) : '',
			'date'        => self::gmt_date( $post->post_date_gmt, $post->post_date ),
			'modified'    => self::gmt_date( $post->post_modified_gmt, $post->post_modified ),
			'status'      => $post->post_status,
			'statusLabel' => $status instanceof \stdClass && is_string( $status->label ?? null ) ? $status->label : $post->post_status,
			'type'        => $post->post_type,
			'typeLabel'   => self::type_label( $post->post_type ),
			'categories'  => self::term_names( $post, 'category' ),
			'tags'        => self::term_names( $post, 'post_tag' ),
			'img'         => $show_image ? (string) get_the_post_thumbnail_url( $post, self::IMAGE_SIZE ) : '',
			'canEdit'     => $can_edit,
			'canDelete'   => current_user_can( 'delete_post', $post->ID ),
		);
	}

	/**
	 * The title as plain text (tags removed, entities decoded), or
	 * '(no title)'.
	 *
	 * @param WP_Post $post The post.
	 */
	public static function title( WP_Post $post ): string {
		$title = trim( html_entity_decode( wp_strip_all_tags( $post->post_title ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		return '' === $title ? __( '(no title)', 'uipress' ) : $title;
	}

	/**
	 * The permalink when the post type has public URLs, else ''. (Only
	 * posts the user may read are listed.)
	 *
	 * @param WP_Post $post The post.
	 */
	public static function link( WP_Post $post ): string {
		if ( ! is_post_type_viewable( $post->post_type ) ) {
			return '';
		}
		$link = get_permalink( $post );
		return is_string( $link ) ? $link : '';
	}

	/**
	 * An author's display name ('' for none).
	 *
	 * @param int $user_id Author.
	 */
	public static function author_name( int $user_id ): string {
		$user = $user_id > 0 ? get_userdata( $user_id ) : false;
		return $user instanceof \WP_User ? html_entity_decode( $user->display_name, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) : '';
	}

	/**
	 * A post type's singular name.
	 *
	 * @param string $name Post type name.
	 */
	public static function type_label( string $name ): string {
		$type  = get_post_type_object( $name );
		$label = $type instanceof WP_Post_Type ? ( $type->labels->singular_name ?? null ) : null;
		return is_string( $label ) ? $label : $name;
	}

	/**
	 * A date in GMT as ISO 8601 with its zone, `2024-05-01T09:30:00Z` (core's
	 * `date_gmt` plus the `Z` that makes every parser read it as UTC, not as
	 * the browser's local time); drafts have no GMT date yet, so their local
	 * date is converted.
	 *
	 * @param string $gmt   Stored GMT date.
	 * @param string $local Stored local date.
	 */
	public static function gmt_date( string $gmt, string $local ): string {
		if ( '' === $gmt || str_starts_with( $gmt, '0000-00-00' ) ) {
			$gmt = get_gmt_from_date( $local );
		}
		$date = mysql_to_rfc3339( $gmt );
		return is_string( $date ) && '' !== $date ? $date . 'Z' : '';
	}

	/**
	 * Names of a post's terms in a taxonomy (none when its type has not that taxonomy).
	 *
	 * @param WP_Post $post     The post.
	 * @param string  $taxonomy Taxonomy.
	 * @return list<string>
	 */
	private static function term_names( WP_Post $post, string $taxonomy ): array {
		if ( ! is_object_in_taxonomy( $post->post_type, $taxonomy ) ) {
			return array();
		}
		$terms = get_the_terms( $post, $taxonomy );
		$names = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			if ( $term instanceof WP_Term ) {
				$names[] = html_entity_decode( $term->name, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			}
		}
		return $names;
	}

	/**
	 * Whether a row shows the post's featured image: its type has featured
	 * images, and it has no password or the user may edit it.
	 *
	 * @param WP_Post $post     The post.
	 * @param bool    $can_edit Whether the user may edit it.
	 */
	private static function shows_image( WP_Post $post, bool $can_edit ): bool {
		return post_type_supports( $post->post_type, 'thumbnail' ) && ( '' === $post->post_password || $can_edit );
	}

	/**
	 * JSON schema of a row.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$string = array( 'type' => 'string' );
		$names  = array(
			'type'  => 'array',
			'items' => $string,
		);
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'id'          => array( 'type' => 'integer' ),
				'name'        => array(
					'description' => __( 'Title as plain text, or “(no title)”.', 'uipress' ),
					'type'        => 'string',
				),
				'link'        => array(
					'description' => __( 'Permalink; empty for post types without public URLs.', 'uipress' ),
					'type'        => 'string',
				),
				'editLink'    => array(
					'description' => __( 'Edit screen URL; empty when the user may not edit the post.', 'uipress' ),
					'type'        => 'string',
				),
				'author'      => array(
					'description' => __( 'Author’s display name.', 'uipress' ),
					'type'        => 'string',
				),
				'authorLink'  => array(
					'description' => __( 'Author’s profile edit URL; empty when the user may not edit that user.', 'uipress' ),
					'type'        => 'string',
				),
				'date'        => array(
					'description' => __( 'Publication date in GMT, ISO 8601 with the Z zone designator.', 'uipress' ),
					'type'        => 'string',
					'format'      => 'date-time',
				),
				'modified'    => array(
					'description' => __( 'Last modified date in GMT, ISO 8601.', 'uipress' ),
					'type'        => 'string',
					'format'      => 'date-time',
				),
				'status'      => $string,
				'statusLabel' => $string,
				'type'        => $string,
				'typeLabel'   => array(
					'description' => __( 'Singular name of the post type.', 'uipress' ),
					'type'        => 'string',
				),
				'categories'  => $names,
				'tags'        => $names,
				'img'         => array(
					'description' => __( 'Featured image URL (thumbnail size), or empty.', 'uipress' ),
					'type'        => 'string',
				),
				'canEdit'     => array( 'type' => 'boolean' ),
				'canDelete'   => array( 'type' => 'boolean' ),
			),
		);
	}
}
