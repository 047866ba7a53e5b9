<?php
/**
 * The users list as a CSV file.
 *
 * @package UiPress
 */

namespace UiPress\Users;

use UiPress\Rest\CsvDocument;

defined( 'ABSPATH' ) || exit;

/**
 * Writes every user matching the filters, in their order, 1,000 at a time:
 * each batch is one keyset query for the ids, one for their columns, one for
 * the few meta values the file shows and one for post counts, read straight
 * from the database so memory stays flat (nothing is added to the object
 * cache) whatever the number of users. The header row is translated; dates
 * are ISO-8601 UTC; a cell starting with = + - @ (or a tab or carriage
 * return) gets a leading ' so spreadsheets show it instead of running it.
 * The file starts with a UTF-8 byte order mark, which Excel needs to read
 * names with accents.
 */
final class UsersCsv implements CsvDocument {

	/**
	 * Users a batch.
	 */
	public const BATCH = 1000;

	/**
	 * The filters and order.
	 *
	 * @var UserListFilters
	 */
	private UserListFilters $filters;

	/**
	 * Constructor.
	 *
	 * @param UserListFilters $filters Filters and order.
	 */
	public function __construct( UserListFilters $filters ) {
		$this->filters = $filters;
	}

	/**
	 * The download's file name.
	 */
	public function filename(): string {
		return 'users-' . gmdate( 'Y-m-d' ) . '.csv';
	}

	/**
	 * Writes the file.
	 *
	 * @param resource $out Where to write (php://output when served).
	 */
	public function write( $out ): void {
		fwrite( $out, "\xEF\xBB\xBF" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a stream, not a file on disk.
		self::put( $out, self::header() );
		$query = new UserListQuery( $this->filters );
		$after = null;
		do {
			$rows = $query->rows( $after, false, self::BATCH );
			if ( array() === $rows ) {
				break;
			}
			foreach ( self::lines( array_column( $rows, 'id' ) ) as $line ) {
				self::put( $out, $line );
			}
			$got   = count( $rows );
			$last  = $rows[ $got - 1 ];
			$after = array( $last['key'], $last['id'] );
			if ( function_exists( 'ob_get_level' ) && 0 === ob_get_level() ) {
				flush();
			}
		} while ( self::BATCH === $got );
	}

	/**
	 * The header row.
	 *
	 * @return string[]
	 */
	public static function header(): array {
		return array(
			__( 'ID', 'uipress' ),
			__( 'Username', 'uipress' ),
			__( 'Name', 'uipress' ),
			__( 'First name', 'uipress' ),
			__( 'Last name', 'uipress' ),
			__( 'E-mail', 'uipress' ),
			__( 'Roles', 'uipress' ),
			__( 'Posts', 'uipress' ),
			__( 'Registered (UTC)', 'uipress' ),
			__( 'Last login (UTC)', 'uipress' ),
			__( 'Last activity (UTC)', 'uipress' ),
		);
	}

	/**
	 * A cell as it is safe to open in a spreadsheet.
	 *
	 * @param string $value The value.
	 */
	public static function cell( string $value ): string {
		return '' !== $value && false !== strpos( "=+-@\t\r", $value[0] ) ? "'" . $value : $value;
	}

	/**
	 * The lines of a batch of users, in the ids' order.
	 *
	 * @param int[] $ids User ids.
	 * @return array<int, string[]>
	 */
	private static function lines( array $ids ): array {
		$wpdb    = UserListQuery::db();
		$holders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$cap_key = $wpdb->get_blog_prefix() . 'capabilities';
		$keys    = array( 'first_name', 'last_name', $cap_key, LastSeen::LAST_LOGIN, LastSeen::LAST_ACTIVITY );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- a streamed export reads past the cache on purpose; $holders are placeholders.
		$found = $wpdb->get_results( $wpdb->prepare( 'SELECT ID, user_login, user_email, display_name, user_registered FROM %i WHERE ID IN (' . $holders . ')', array_merge( array( $wpdb->users ), $ids ) ), 'ARRAY_A' );
		$metas = $wpdb->get_results( $wpdb->prepare( 'SELECT user_id, meta_key, meta_value FROM %i WHERE user_id IN (' . $holders . ') AND meta_key IN (%s, %s, %s, %s, %s)', array_merge( array( $wpdb->usermeta ), $ids, $keys ) ), 'ARRAY_A' );
		// phpcs:enable
		$users = array();
		foreach ( is_array( $found ) ? $found : array() as $row ) {
			if ( is_array( $row ) ) {
				$users[ self::int( $row['ID'] ?? 0 ) ] = array_map( array( self::class, 'text' ), $row );
			}
		}
		$meta = array();
		foreach ( is_array( $metas ) ? $metas : array() as $row ) {
			if ( is_array( $row ) ) {
				$meta[ self::int( $row['user_id'] ?? 0 ) ][ self::text( $row['meta_key'] ?? '' ) ] = self::text( $row['meta_value'] ?? '' );
			}
		}
		$posts = count_many_users_posts( $ids, 'post', true );
		$lines = array();
		foreach ( $ids as $id ) {
			$user = $users[ $id ] ?? null;
			if ( null === $user ) {
				continue;
			}
			$own     = $meta[ $id ] ?? array();
			$time    = strtotime( ( $user['user_registered'] ?? '' ) . ' UTC' );
			$lines[] = array(
				(string) $id,
				$user['user_login'] ?? '',
				$user['display_name'] ?? '',
				$own['first_name'] ?? '',
				$own['last_name'] ?? '',
				$user['user_email'] ?? '',
				implode( ', ', UserRows::role_names( self::roles( $own[ $cap_key ] ?? '' ) ) ),
				(string) self::int( $posts[ $id ] ?? 0 ),
				false === $time ? '' : gmdate( 'Y-m-d\TH:i:s\Z', $time ),
				(string) LastSeen::iso( LastSeen::parse( $own[ LastSeen::LAST_LOGIN ] ?? null ) ),
				(string) LastSeen::iso( LastSeen::parse( $own[ LastSeen::LAST_ACTIVITY ] ?? null ) ),
			);
		}
		return $lines;
	}

	/**
	 * A database value as text.
	 *
	 * @param mixed $value The value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * A database value as a number.
	 *
	 * @param mixed $value The value.
	 */
	private static function int( $value ): int {
		return is_numeric( $value ) ? (int) $value : 0;
	}

	/**
	 * The role slugs in a stored capabilities meta value.
	 *
	 * @param string $stored The serialized meta value.
	 * @return string[]
	 */
	private static function roles( string $stored ): array {
		$caps = maybe_unserialize( $stored );
		if ( ! is_array( $caps ) ) {
			return array();
		}
		$roles = array();
		foreach ( $caps as $name => $granted ) {
			if ( $granted && wp_roles()->is_role( (string) $name ) ) {
				$roles[] = (string) $name;
			}
		}
		return $roles;
	}

	/**
	 * Writes one line.
	 *
	 * @param resource $out   Where to write.
	 * @param string[] $cells The cells.
	 */
	private static function put( $out, array $cells ): void {
		fputcsv( $out, array_map( array( self::class, 'cell' ), $cells ), ',', '"', '' );
	}
}
