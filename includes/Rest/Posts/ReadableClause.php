<?php
/**
 * SQL that keeps only the posts a user may read.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use WP_Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * The WHERE clause that makes a list hold exactly the posts `read_post`
 * allows, so that pagination and totals count only those:
 *
 * - post types whose `read` capability the user lacks are dropped;
 * - the user's own posts, in every listed status;
 * - others' posts: published ones; private ones with the type's
 *   `read_private_posts`; drafts and pending ones with `edit_others_posts`;
 *   scheduled ones with `edit_others_posts` and `edit_published_posts`
 *   (what `read_post` maps to through `edit_post`).
 *
 * Only the statuses of STATUSES are ever listed (never trash, auto-drafts or
 * attachments' `inherit`).
 */
final class ReadableClause {

	/**
	 * The statuses a list may hold.
	 */
	public const STATUSES = array( 'publish', 'future', 'draft', 'pending', 'private' );

	/**
	 * The post types of a list whose posts the user may read at all.
	 *
	 * @param string[] $names Post type names.
	 * @return list<WP_Post_Type>
	 */
	public static function readable_types( array $names ): array {
		$types = array();
		foreach ( $names as $name ) {
			$type = get_post_type_object( $name );
			if ( $type instanceof WP_Post_Type && current_user_can( self::cap( $type, 'read' ) ) ) {
				$types[] = $type;
			}
		}
		return $types;
	}

	/**
	 * The clause, for the current user.
	 *
	 * @param WP_Post_Type[] $types    Readable post types (readable_types()).
	 * @param string[]       $statuses Statuses to list (a subset of STATUSES).
	 * @phpstan-param list<WP_Post_Type> $types
	 * @return string '' when the user may read nothing of it.
	 */
	public static function sql( array $types, array $statuses ): string {
		$wpdb = $GLOBALS['wpdb'] ?? null;
		if ( ! $wpdb instanceof \wpdb ) {
			return '';
		}
		$statuses = array_values( array_intersect( self::STATUSES, $statuses ) );
		if ( array() === $statuses ) {
			return '';
		}
		$user_id = get_current_user_id();
		$posts   = $wpdb->posts;

		$clauses = array();
		foreach ( $types as $type ) {
			$everyone = array();
			foreach ( $statuses as $status ) {
				if ( self::may_read_others( $type, $status ) ) {
					$everyone[] = $status;
				}
			}
			$type_sql = "{$posts}.post_type = " . $wpdb->prepare( '%s', $type->name );
			if ( count( $everyone ) === count( $statuses ) ) {
				$clauses[] = "({$type_sql} AND {$posts}.post_status IN (" . self::in( $statuses ) . '))';
				continue;
			}
			$readable = array();
			if ( array() !== $everyone ) {
				$readable[] = "{$posts}.post_status IN (" . self::in( $everyone ) . ')';
			}
			if ( $user_id > 0 ) {
				$readable[] = "({$posts}.post_author = {$user_id} AND {$posts}.post_status IN (" . self::in( $statuses ) . '))';
			}
			if ( array() !== $readable ) {
				$clauses[] = "({$type_sql} AND (" . implode( ' OR ', $readable ) . '))';
			}
		}

		return array() === $clauses ? '' : '(' . implode( ' OR ', $clauses ) . ')';
	}

	/**
	 * Whether the current user may read others' posts of a type in a status.
	 *
	 * @param WP_Post_Type $type   Post type.
	 * @param string       $status Status.
	 */
	public static function may_read_others( WP_Post_Type $type, string $status ): bool {
		switch ( $status ) {
			case 'publish':
				return true;
			case 'private':
				return current_user_can( self::cap( $type, 'read_private_posts' ) );
			case 'future':
				return current_user_can( self::cap( $type, 'edit_others_posts' ) )
					&& current_user_can( self::cap( $type, 'edit_published_posts' ) );
			default:
				return current_user_can( self::cap( $type, 'edit_others_posts' ) );
		}
	}

	/**
	 * A capability of a post type ('do_not_allow' when it has none by that name).
	 *
	 * @param WP_Post_Type $type Post type.
	 * @param string       $name Capability key, e.g. 'edit_posts'.
	 */
	public static function cap( WP_Post_Type $type, string $name ): string {
		$cap = $type->cap->{$name} ?? null;
		return is_string( $cap ) ? $cap : 'do_not_allow';
	}

	/**
	 * Quoted statuses for IN ( … ): each one of STATUSES (sql() keeps no
	 * other), which hold nothing to escape.
	 *
	 * @param string[] $statuses Statuses.
	 */
	private static function in( array $statuses ): string {
		return "'" . implode( "','", $statuses ) . "'";
	}
}
