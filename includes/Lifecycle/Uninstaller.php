<?php
/**
 * Removes everything UiPress stored.
 *
 * @package UiPress
 */

namespace UiPress\Lifecycle;

use UiPress\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * Deletes UiPress options, transients, rate limit slots, user meta and
 * posts (templates and custom menus) with their meta and revisions.
 */
final class Uninstaller {

	/**
	 * Removes all UiPress data from the current site.
	 */
	public static function uninstall(): void {
		foreach ( StoredData::OPTIONS as $option ) {
			delete_option( $option );
		}
		foreach ( StoredData::TRANSIENTS as $transient ) {
			delete_transient( $transient );
		}
		RateLimiter::delete_all();
		delete_metadata( 'user', 0, StoredData::PREFERENCES_META, '', true );

		self::delete_posts();
	}

	/**
	 * Deletes every post of the UiPress post types, in batches.
	 */
	private static function delete_posts(): void {
		// Batches of 100 bound memory on sites with many templates.
		do {
			$ids = get_posts(
				array(
					'post_type'        => StoredData::POST_TYPES,
					'post_status'      => array_keys( get_post_stati() ),
					'posts_per_page'   => 100,
					'fields'           => 'ids',
					'no_found_rows'    => true,
					'suppress_filters' => true,
				)
			);
			foreach ( $ids as $id ) {
				wp_delete_post( (int) $id, true );
			}
			$deleted = count( $ids );
		} while ( 100 === $deleted );
	}
}
