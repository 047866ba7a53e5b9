<?php
/**
 * The activity log's table, one per site.
 *
 * @package UiPress
 */

namespace UiPress\Activity;

use UiPress\Lifecycle\StoredData;

defined( 'ABSPATH' ) || exit;

/**
 * `{$wpdb->prefix}uip_activity`: created or upgraded by
 * Lifecycle\Activator::set_up_site() (every site of a network, new sites
 * too), dropped by the Uninstaller on every site (Uninstaller::drop_tables(),
 * after the data, from uninstall.php) and with a deleted site's tables.
 * The table exists whether user management is on or off (owned data); it is
 * written only while it is on.
 */
final class ActivityTable {

	/**
	 * Option holding the table's schema version (per site).
	 */
	public const VERSION_OPTION = 'uipress_activity_db_version';

	/**
	 * The schema version this code expects. 2: the key (user_id,action,id),
	 * for one actor's actions (an index-merge and a sort without it).
	 */
	public const VERSION = '2';

	/**
	 * The table's name on the current site.
	 */
	public static function name(): string {
		return self::db()->prefix . StoredData::ACTIVITY_TABLE;
	}

	/**
	 * Whether the current site's table is at this code's version (reads an
	 * autoloaded option: no query).
	 */
	public static function is_current(): bool {
		return self::VERSION === get_option( self::VERSION_OPTION );
	}

	/**
	 * Creates the table, or brings it to this version (dbDelta), on the
	 * current site. Idempotent and cheap when already current.
	 */
	public static function create_or_upgrade(): void {
		$installed = get_option( self::VERSION_OPTION );
		if ( ( self::VERSION === $installed || false === $installed ) && self::exists() ) {
			// Current, or made by this schema with its version option lost: no schema change.
			if ( false === $installed ) {
				update_option( self::VERSION_OPTION, self::VERSION, true );
			}
			return;
		}
		$wpdb = self::db();
		require_once ABSPATH . 'wp-admin/includes/upgrade.php'; // @phpstan-ignore requireOnce.fileNotFound
		$table   = self::name();
		$charset = $wpdb->get_charset_collate();
		// dbDelta's format: two spaces after PRIMARY KEY, one key per line.
		dbDelta(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  created_at datetime NOT NULL,
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  user_label varchar(191) NOT NULL DEFAULT '',
  action varchar(64) NOT NULL DEFAULT '',
  object_type varchar(32) NOT NULL DEFAULT '',
  object_subtype varchar(64) NOT NULL DEFAULT '',
  object_id varchar(191) NOT NULL DEFAULT '',
  object_name varchar(255) NOT NULL DEFAULT '',
  changes longtext NULL,
  ip varchar(45) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  KEY created (created_at,id),
  KEY user_id (user_id,id),
  KEY user_action (user_id,action,id),
  KEY object (object_type,object_id(100),id),
  KEY action (action,id)
) {$charset};"
		);
		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * Whether the current site's table exists.
	 */
	public static function exists(): bool {
		$wpdb  = self::db();
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- schema check, once per set-up.
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
	}

	/**
	 * Drops the current site's table and forgets its version.
	 */
	public static function drop(): void {
		self::query( 'DROP TABLE IF EXISTS %i' );
		delete_option( self::VERSION_OPTION );
	}

	/**
	 * Runs a statement on the table: `%i` first is the table's name, the
	 * other placeholders take $args.
	 *
	 * @param literal-string $sql  The statement, with placeholders.
	 * @param mixed          ...$args Its values after the table.
	 * @return int Rows affected (0 on failure).
	 */
	public static function query( string $sql, ...$args ): int {
		$wpdb = self::db();
		// phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQL.NotPrepared -- placeholders only; %i is the table.
		$prepared = (string) $wpdb->prepare( $sql, array_merge( array( self::name() ), $args ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- prepared above; the log's own table has no cache.
		$done = $wpdb->query( $prepared );
		return is_int( $done ) ? $done : 0;
	}

	/**
	 * Rows of a SELECT on the table (placeholders as query()).
	 *
	 * @param literal-string $sql  The statement, with placeholders.
	 * @param mixed          ...$args Its values after the table.
	 * @return list<array<string, mixed>>
	 */
	public static function select( string $sql, ...$args ): array {
		$wpdb = self::db();
		// phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQL.NotPrepared -- placeholders only; %i is the table.
		$prepared = (string) $wpdb->prepare( $sql, array_merge( array( self::name() ), $args ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- prepared above; the log's own table has no cache.
		$rows = $wpdb->get_results( $prepared, 'ARRAY_A' );
		$out  = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			if ( is_array( $row ) ) {
				$typed = array();
				foreach ( $row as $key => $value ) {
					$typed[ (string) $key ] = $value;
				}
				$out[] = $typed;
			}
		}
		return $out;
	}

	/**
	 * The database.
	 *
	 * @throws \LogicException Without one (WordPress always has it here).
	 */
	public static function db(): \wpdb {
		$wpdb = $GLOBALS['wpdb'] ?? null;
		if ( ! $wpdb instanceof \wpdb ) {
			throw new \LogicException( 'WordPress has no database.' );
		}
		return $wpdb;
	}
}
