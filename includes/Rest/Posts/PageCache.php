<?php
/**
 * Caches primed for one page of a post list.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Loads what the rows of one page need in a few queries (posts, authors,
 * parents for page permalinks, and only when the rows show them: terms,
 * featured image meta), so building the rows makes no query of its own.
 */
final class PageCache {

	/**
	 * Deepest page hierarchy whose ancestors are loaded ahead.
	 */
	private const MAX_ANCESTOR_LEVELS = 10;

	/**
	 * The posts of the ids, in order, each one the user may read
	 * (`read_post`, checked again after the query), with their authors and
	 * ancestors loaded.
	 *
	 * @param int[] $ids Post ids.
	 * @phpstan-param list<int> $ids
	 * @return list<WP_Post>
	 */
	public static function posts( array $ids ): array {
		if ( array() === $ids ) {
			return array();
		}
		_prime_post_caches( $ids, false, false );
		$posts = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post instanceof WP_Post && current_user_can( 'read_post', $post->ID ) ) {
				$posts[] = $post;
			}
		}
		self::ancestors( $posts );
		$authors = array();
		foreach ( $posts as $post ) {
			$authors[] = (int) $post->post_author;
		}
		$authors = array_values( array_unique( array_filter( $authors ) ) );
		if ( array() !== $authors ) {
			cache_users( $authors );
		}
		return $posts;
	}

	/**
	 * Loads the terms of the posts whose type has one of the taxonomies.
	 *
	 * @param WP_Post[] $posts      Posts.
	 * @param string[]  $taxonomies Taxonomy names.
	 * @phpstan-param list<WP_Post> $posts
	 */
	public static function terms( array $posts, array $taxonomies ): void {
		$ids   = array();
		$types = array();
		foreach ( $posts as $post ) {
			foreach ( $taxonomies as $taxonomy ) {
				if ( is_object_in_taxonomy( $post->post_type, $taxonomy ) ) {
					$ids[]                     = $post->ID;
					$types[ $post->post_type ] = true;
					break;
				}
			}
		}
		if ( array() !== $ids ) {
			update_object_term_cache( $ids, array_keys( $types ) );
		}
	}

	/**
	 * Loads the meta of some posts and of their featured images.
	 *
	 * @param WP_Post[] $posts Posts whose featured image is shown.
	 * @phpstan-param list<WP_Post> $posts
	 */
	public static function thumbnails( array $posts ): void {
		if ( array() === $posts ) {
			return;
		}
		$ids = array();
		foreach ( $posts as $post ) {
			$ids[] = $post->ID;
		}
		update_postmeta_cache( $ids );
		$images = array();
		foreach ( $ids as $id ) {
			$image = (int) get_post_thumbnail_id( $id );
			if ( $image > 0 ) {
				$images[] = $image;
			}
		}
		if ( array() !== $images ) {
			_prime_post_caches( array_values( array_unique( $images ) ), false, true );
		}
	}

	/**
	 * Loads the ancestors of hierarchical posts (their permalinks hold the
	 * parents' slugs), one query per level.
	 *
	 * @param WP_Post[] $posts Posts.
	 * @phpstan-param list<WP_Post> $posts
	 */
	private static function ancestors( array $posts ): void {
		$level = $posts;
		for ( $depth = 0; $depth < self::MAX_ANCESTOR_LEVELS && array() !== $level; $depth++ ) {
			$parents = array();
			foreach ( $level as $post ) {
				if ( $post->post_parent > 0 ) {
					$parents[] = (int) $post->post_parent;
				}
			}
			if ( array() === $parents ) {
				return;
			}
			$parents = array_values( array_unique( $parents ) );
			_prime_post_caches( $parents, false, false );
			$level = array();
			foreach ( $parents as $parent ) {
				$post = get_post( $parent );
				if ( $post instanceof WP_Post ) {
					$level[] = $post;
				}
			}
		}
	}
}
