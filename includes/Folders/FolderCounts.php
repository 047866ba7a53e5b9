<?php
/**
 * Folder counts: kept by the taxonomy, or a limited user's own.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

use UiPress\Settings\Effects\OwnContentOnly;

defined( 'ABSPATH' ) || exit;

/**
 * A folder's count is its `term_taxonomy.count`, which WordPress updates
 * through update() when items are filed and when their status changes
 * (trash, restore), so the tree never scans items. A user limited to their
 * own items (privateLibrary for media, privatePosts for other kinds) must
 * not learn how many items others have: their counts come from one grouped
 * query over their own items.
 */
final class FolderCounts {

	/**
	 * Statuses whose items are not counted (media: attachments are never auto-drafts).
	 */
	public const UNCOUNTED = array( 'trash', 'auto-draft' );

	/**
	 * The taxonomy's `update_count_callback`: counts each term's items not
	 * trashed nor auto-drafts, of the taxonomy's kind.
	 *
	 * @param mixed $terms    Term taxonomy ids.
	 * @param mixed $taxonomy The taxonomy (WP_Taxonomy).
	 */
	public static function update( $terms, $taxonomy ): void {
		if ( ! $taxonomy instanceof \WP_Taxonomy || ! is_array( $terms ) ) {
			return;
		}
		$kind = substr( $taxonomy->name, strlen( FolderKinds::TAXONOMY_PREFIX ) );
		$wpdb = self::db();
		foreach ( $terms as $term ) {
			$tt_id = is_numeric( $term ) ? (int) $term : 0;
			if ( $tt_id < 1 ) {
				continue;
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- a count callback, as core's _update_post_term_count(); %i are tables.
			$count = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT( * ) FROM %i tr INNER JOIN %i p ON p.ID = tr.object_id WHERE tr.term_taxonomy_id = %d AND p.post_type = %s AND p.post_status NOT IN ( %s, %s )', $wpdb->term_relationships, $wpdb->posts, $tt_id, $kind, ...self::UNCOUNTED ) );
			/** This action is documented in wp-includes/taxonomy.php */
			do_action( 'edit_term_taxonomy', $tt_id, $taxonomy->name ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, as its count callbacks fire it.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- what core's callbacks do; its caches are cleaned by wp_update_term_count().
			$wpdb->update( $wpdb->term_taxonomy, array( 'count' => $count ), array( 'term_taxonomy_id' => $tt_id ) );
			/** This action is documented in wp-includes/taxonomy.php */
			do_action( 'edited_term_taxonomy', $tt_id, $taxonomy->name ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, as its count callbacks fire it.
		}
	}

	/**
	 * Recounts an item's folders when it starts or stops counting (action
	 * `transition_post_status`): core recounts only when an item is
	 * published or unpublished, so a draft trashed or restored would leave
	 * our counts stale.
	 *
	 * @param mixed $new_status New status.
	 * @param mixed $old_status Old status.
	 * @param mixed $post       The item.
	 */
	public static function on_transition( $new_status, $old_status, $post ): void {
		if ( ! $post instanceof \WP_Post || in_array( $new_status, self::UNCOUNTED, true ) === in_array( $old_status, self::UNCOUNTED, true ) ) {
			return;
		}
		$taxonomy = FolderKinds::taxonomy( $post->post_type );
		if ( ! taxonomy_exists( $taxonomy ) ) {
			return;
		}
		$terms = wp_get_object_terms( $post->ID, $taxonomy, array( 'fields' => 'tt_ids' ) );
		if ( is_array( $terms ) && array() !== $terms ) {
			wp_update_term_count( array_map( 'intval', $terms ), $taxonomy );
		}
	}

	/**
	 * The user a privacy setting limits for a kind, or 0.
	 *
	 * @param string $kind A post type name.
	 */
	public static function limited_user( string $kind ): int {
		return OwnContentOnly::limited_user( FolderKinds::MEDIA === $kind ? 'privateLibrary' : 'privatePosts' );
	}

	/**
	 * Every item of the kind that counts (not trashed nor auto-drafts): one
	 * count on the posts' type and status index, cached until a post changes
	 * (core's own attachment counts are never invalidated, so a persistent
	 * object cache would keep them stale).
	 *
	 * @param string $kind A post type name.
	 */
	public static function all( string $kind ): int {
		$key    = 'uip_folder_all:' . $kind . ':' . wp_cache_get_last_changed( 'posts' );
		$cached = wp_cache_get( $key, 'counts' );
		if ( is_numeric( $cached ) ) {
			return (int) $cached;
		}
		$wpdb = self::db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- cached above; %i is the table.
		$count = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT( * ) FROM %i WHERE post_type = %s AND post_status NOT IN ( %s, %s )', $wpdb->posts, $kind, ...self::UNCOUNTED ) );
		wp_cache_set( $key, $count, 'counts' );
		return $count;
	}

	/**
	 * One author's counts: per folder (term id), every item, and items in no folder.
	 *
	 * @param string $kind    A post type name.
	 * @param int    $user_id The author.
	 * @return array{folders: array<int, int>, all: int, uncategorised: int}
	 */
	public static function own( string $kind, int $user_id ): array {
		$wpdb = self::db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one grouped query over the author's items (post_author index); %i are tables.
		$rows   = $wpdb->get_results( $wpdb->prepare( 'SELECT tt.term_id AS folder, COUNT( * ) AS items FROM %i p LEFT JOIN %i tr ON tr.object_id = p.ID AND tr.term_taxonomy_id IN ( SELECT term_taxonomy_id FROM %i WHERE taxonomy = %s ) LEFT JOIN %i tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE p.post_type = %s AND p.post_author = %d AND p.post_status NOT IN ( %s, %s ) GROUP BY tt.term_id', $wpdb->posts, $wpdb->term_relationships, $wpdb->term_taxonomy, FolderKinds::taxonomy( $kind ), $wpdb->term_taxonomy, $kind, $user_id, ...self::UNCOUNTED ), 'ARRAY_A' );
		$counts = array(
			'folders'       => array(),
			'all'           => 0,
			'uncategorised' => 0,
		);
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$items = is_array( $row ) && is_numeric( $row['items'] ?? null ) ? (int) $row['items'] : 0;
			$id    = is_array( $row ) && is_numeric( $row['folder'] ?? null ) ? (int) $row['folder'] : 0;
			if ( $id > 0 ) {
				$counts['folders'][ $id ] = $items;
			} else {
				$counts['uncategorised'] += $items;
			}
			$counts['all'] += $items;
		}
		return $counts;
	}

	/**
	 * The database.
	 *
	 * @throws \LogicException Without one (WordPress always has it here).
	 */
	private static function db(): \wpdb {
		$wpdb = $GLOBALS['wpdb'] ?? null;
		if ( ! $wpdb instanceof \wpdb ) {
			throw new \LogicException( 'WordPress has no database.' );
		}
		return $wpdb;
	}
}
