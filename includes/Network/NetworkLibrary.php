<?php
/**
 * The network's templates and menus, as every site reads them.
 *
 * @package UiPress
 */

namespace UiPress\Network;

use UiPress\Lifecycle\StoredData;
use UiPress\Menus\MenuStore;
use UiPress\Templates\TemplateStore;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * One list per network, kept in a site transient (the network's options, or
 * the persistent object cache's global group when there is one): every
 * template and menu of the main site marked network-wide, published or
 * draft, in the order they apply (CurrentTemplate::first_published()), with
 * what a sub-site needs to match a user and to list them: id, title,
 * status, modified date, template type, whether a template also takes the
 * network admin over, and the four audience lists. Never content or code. A sub-site reads it once per request; the main site
 * never needs it (its network templates are its own posts).
 *
 * The list is dropped whenever a template or menu of the main site is
 * written, trashed or deleted, or the mark changes.
 *
 * @phpstan-type Entry array{id: int, title: string, status: string, modified: string, type: string, networkAdmin: bool, forRoles: list<string>, forUsers: list<int>, excludesRoles: list<string>, excludesUsers: list<int>}
 * @phpstan-type Library array{version: int, templates: list<Entry>, menus: list<Entry>}
 */
final class NetworkLibrary {

	/**
	 * The site transient holding the list.
	 */
	public const TRANSIENT = 'uipress_network_library';

	/**
	 * The shape of the list kept: a list kept by an earlier release is built again.
	 */
	private const VERSION = 2;

	/**
	 * The list read in this request.
	 *
	 * @var Library|null
	 */
	private static ?array $read = null;

	/**
	 * Adds the hooks that drop the list (multisite only).
	 */
	public static function register_hooks(): void {
		foreach ( StoredData::POST_TYPES as $type ) {
			add_action( "save_post_{$type}", array( self::class, 'forget' ) );
		}
		add_action( 'deleted_post', array( self::class, 'forget_post' ), 10, 2 );
		add_action( 'trashed_post', array( self::class, 'forget_post' ) );
		add_action( 'untrashed_post', array( self::class, 'forget_post' ) );
		foreach ( array( 'added', 'updated', 'deleted' ) as $action ) {
			add_action( "{$action}_post_meta", array( self::class, 'forget_meta' ), 10, 3 );
		}
	}

	/**
	 * The published network templates or menus, in the order they apply.
	 *
	 * @param string $kind 'templates' or 'menus'.
	 * @return list<Entry>
	 */
	public static function published( string $kind ): array {
		return array_values(
			array_filter(
				self::all( $kind ),
				static fn ( array $entry ): bool => 'publish' === $entry['status']
			)
		);
	}

	/**
	 * Every network template or menu (published and draft), in the order they apply.
	 *
	 * @param string $kind 'templates' or 'menus'.
	 * @return list<Entry>
	 */
	public static function all( string $kind ): array {
		if ( null === self::$read ) {
			$stored = get_site_transient( self::TRANSIENT );
			if ( is_array( $stored ) && self::VERSION === ( $stored['version'] ?? null ) && is_array( $stored['templates'] ?? null ) && is_array( $stored['menus'] ?? null ) ) {
				// Only build() writes the transient.
				/** @var Library $stored */ // phpcs:ignore Generic.Commenting.DocComment.MissingShort
				self::$read = $stored;
			} else {
				self::$read = self::build();
			}
		}
		return 'menus' === $kind ? self::$read['menus'] : self::$read['templates'];
	}

	/**
	 * A network post of the main site, read there (null when it is gone or no longer marked).
	 *
	 * @template T
	 * @param int                         $id   The post's id on the main site.
	 * @param callable(WP_Post): (T|null) $read What to read while on the main site.
	 * @return T|null
	 */
	public static function on_main_site( int $id, callable $read ) {
		$switched = ! is_main_site();
		if ( $switched ) {
			switch_to_blog( get_main_site_id() );
		}
		try {
			$post = get_post( $id );
			return $post instanceof WP_Post && NetworkMark::is_marked( $id ) ? $read( $post ) : null;
		} finally {
			if ( $switched ) {
				restore_current_blog();
			}
		}
	}

	/**
	 * Action callback: drops the list (a template or menu was saved).
	 */
	public static function forget(): void {
		if ( is_main_site() ) {
			self::$read = null;
			delete_site_transient( self::TRANSIENT );
		}
	}

	/**
	 * Action callback: drops the list when a template or menu is trashed,
	 * restored or deleted.
	 *
	 * @param mixed $post_id The post.
	 * @param mixed $post    The post, when WordPress gives it.
	 */
	public static function forget_post( $post_id, $post = null ): void {
		$post = $post instanceof WP_Post ? $post : ( is_numeric( $post_id ) ? get_post( (int) $post_id ) : null );
		if ( $post instanceof WP_Post && in_array( $post->post_type, StoredData::POST_TYPES, true ) ) {
			self::forget();
		}
	}

	/**
	 * Action callback: drops the list when a mark changes.
	 *
	 * @param mixed $meta_ids Meta ids.
	 * @param mixed $post_id  The post.
	 * @param mixed $meta_key The meta key.
	 */
	public static function forget_meta( $meta_ids, $post_id, $meta_key ): void {
		if ( NetworkMark::META === $meta_key || NetworkMark::ADMIN_META === $meta_key ) {
			self::forget();
		}
	}

	/**
	 * Reads the list on the main site and keeps it.
	 *
	 * @return Library
	 */
	private static function build(): array {
		$switched = ! is_main_site();
		if ( $switched ) {
			switch_to_blog( get_main_site_id() );
		}
		try {
			$library = array(
				'version'   => self::VERSION,
				'templates' => self::entries( StoredData::TEMPLATE_POST_TYPE ),
				'menus'     => self::entries( StoredData::MENU_POST_TYPE ),
			);
		} finally {
			if ( $switched ) {
				restore_current_blog();
			}
		}
		set_site_transient( self::TRANSIENT, $library );
		return $library;
	}

	/**
	 * The marked posts of a type on the current (main) site.
	 *
	 * @param string $post_type Post type.
	 * @return list<Entry>
	 */
	private static function entries( string $post_type ): array {
		$posts = get_posts(
			array(
				'post_type'        => $post_type,
				'post_status'      => array( 'publish', 'draft' ),
				'orderby'          => array(
					'menu_order' => 'ASC',
					'date'       => 'DESC',
					'ID'         => 'DESC',
				),
				'posts_per_page'   => 100, // A network has a handful; the list is cached.
				'no_found_rows'    => true,
				'suppress_filters' => true,
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- read once per network change, then cached.
				'meta_query'       => array(
					array(
						'key'   => NetworkMark::META,
						'value' => '1',
					),
				),
			)
		);
		$entries = array();
		foreach ( $posts as $post ) {
			if ( $post instanceof WP_Post ) {
				$entries[] = self::entry( $post );
			}
		}
		return $entries;
	}

	/**
	 * What the list keeps of a post.
	 *
	 * @param WP_Post $post A template or a menu.
	 * @return Entry
	 */
	private static function entry( WP_Post $post ): array {
		if ( StoredData::MENU_POST_TYPE === $post->post_type ) {
			$fields = MenuStore::read( $post );
			$type   = '';
		} else {
			$fields = TemplateStore::read( $post );
			$type   = $fields['type'];
		}
		return array(
			'id'            => (int) $post->ID,
			'title'         => (string) $post->post_title,
			'status'        => (string) $post->post_status,
			'modified'      => (string) $post->post_modified,
			'type'          => $type,
			'networkAdmin'  => '' !== $type && NetworkMark::is_for_network_admin( (int) $post->ID ),
			'forRoles'      => $fields['forRoles'],
			'forUsers'      => $fields['forUsers'],
			'excludesRoles' => $fields['excludesRoles'],
			'excludesUsers' => $fields['excludesUsers'],
		);
	}

	/**
	 * Forgets what this request read (tests switch sites and users).
	 */
	public static function reset(): void {
		self::$read = null;
	}

}
