<?php
/**
 * The activity log's one writer.
 *
 * @package UiPress
 */

namespace UiPress\Activity;

defined( 'ABSPATH' ) || exit;

/**
 * Records what people do in the admin. record() only appends to a queue
 * (well under a millisecond); the queue is written on `shutdown` in one
 * multi-row INSERT per site's table, so a request that records many events
 * (a bulk action) costs one query. Rows recorded while switched to another
 * site of a network go to that site's table.
 *
 * One event per object and action per request: recording the same action
 * on the same object again (a post saved, then its terms; a role's
 * capabilities added one by one) merges into the queued row, keeping each
 * field's first "before" and last "after", and dropping fields that came
 * back to where they were.
 *
 * Secrets are never stored: the recorders leave passwords, hashes, session
 * tokens and keys out, and record() masks any change whose field is a
 * secret (Secrets::is_secret_field()) as changed-only ('•').
 *
 * @phpstan-type Change array{before: mixed, after: mixed}
 * @phpstan-type Row array{table: string, created_at: string, user_id: int, user_label: string, action: string, object_type: string, object_subtype: string, object_id: string, object_name: string, changes: array<string, Change>}
 */
final class ActivityLog {

	/**
	 * Rows per INSERT statement.
	 */
	private const ROWS_PER_INSERT = 200;

	/**
	 * Longest stored change value (characters), before or after.
	 */
	private const VALUE_LIMIT = 500;

	/**
	 * Rows waiting for shutdown.
	 *
	 * @var list<Row>
	 */
	private static array $queue = array();

	/**
	 * Whether the shutdown writer is hooked.
	 *
	 * @var bool
	 */
	private static bool $hooked = false;

	/**
	 * Queues one event; written on shutdown (or by flush()).
	 *
	 * @param string                $action      The action, e.g. 'user.sessions_destroyed' (ActionLabels lists them).
	 * @param string                $object_type 'post'|'attachment'|'comment'|'user'|'role'|'plugin'|'theme'|'setting'|'uipress'.
	 * @param string                $object_id   Post, user or comment id, role slug, plugin file, theme slug, option name.
	 * @param string                $object_name A readable name at the time (title, display name, role name…).
	 * @param array<string, Change> $changes     Field => before/after; secrets are masked.
	 * @param array<string, mixed>  $extra       'subtype' (post type…), 'user_id' (actor override), 'user_label'.
	 */
	public static function record( string $action, string $object_type, string $object_id, string $object_name, array $changes = array(), array $extra = array() ): void {
		$user_id = isset( $extra['user_id'] ) && is_numeric( $extra['user_id'] ) ? max( 0, (int) $extra['user_id'] ) : get_current_user_id();
		$label   = isset( $extra['user_label'] ) && is_string( $extra['user_label'] ) ? $extra['user_label'] : self::user_label( $user_id );

		$table = ActivityTable::name();
		foreach ( self::$queue as $index => $queued ) {
			if ( $queued['table'] === $table && $queued['action'] === $action && $queued['object_type'] === $object_type && $queued['object_id'] === $object_id ) {
				self::$queue[ $index ]['object_name'] = mb_substr( $object_name, 0, 255 );
				self::$queue[ $index ]['changes']     = self::merge( $queued['changes'], $changes );
				return;
			}
		}
		self::$queue[] = array(
			'table'          => $table,
			'created_at'     => gmdate( 'Y-m-d H:i:s' ),
			'user_id'        => $user_id,
			'user_label'     => mb_substr( $label, 0, 191 ),
			'action'         => $action,
			'object_type'    => $object_type,
			'object_subtype' => isset( $extra['subtype'] ) && is_string( $extra['subtype'] ) ? substr( $extra['subtype'], 0, 64 ) : '',
			'object_id'      => $object_id,
			'object_name'    => mb_substr( $object_name, 0, 255 ),
			'changes'        => self::merge( array(), $changes ),
		);
		if ( ! self::$hooked ) {
			self::$hooked = true;
			add_action( 'shutdown', array( self::class, 'flush' ), 1 );
		}
	}

	/**
	 * Writes the queued rows now (on shutdown; tests call it directly).
	 *
	 * @return int Rows written.
	 */
	public static function flush(): int {
		$queue       = self::$queue;
		self::$queue = array();
		if ( array() === $queue ) {
			return 0;
		}
		$ip      = ClientIp::stored();
		$written = 0;
		$tables  = array();
		foreach ( $queue as $row ) {
			$tables[ $row['table'] ][] = $row;
		}
		foreach ( $tables as $table => $rows ) {
			if ( ActivityTable::name() === $table && ! ActivityTable::is_current() ) {
				// A site set up before the table existed: made on its first event.
				ActivityTable::create_or_upgrade();
			}
			foreach ( array_chunk( $rows, self::ROWS_PER_INSERT ) as $chunk ) {
				$written += self::insert( $table, $chunk, $ip );
			}
		}
		return $written;
	}

	/**
	 * Whether an event on an object waits for shutdown (a recorder merges
	 * related changes into it).
	 *
	 * @param string $action      The action.
	 * @param string $object_type The object's type.
	 * @param string $object_id   The object.
	 */
	public static function is_queued( string $action, string $object_type, string $object_id ): bool {
		$table = ActivityTable::name();
		foreach ( self::$queue as $queued ) {
			if ( $queued['table'] === $table && $queued['action'] === $action && $queued['object_type'] === $object_type && $queued['object_id'] === $object_id ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Drops a queued event that a later one of the request covers (a new
	 * account's role events, part of user.created).
	 *
	 * @param string $action      The action.
	 * @param string $object_type The object's type.
	 * @param string $object_id   The object.
	 */
	public static function forget( string $action, string $object_type, string $object_id ): void {
		$table       = ActivityTable::name();
		self::$queue = array_values(
			array_filter(
				self::$queue,
				static fn( array $queued ): bool => ! ( $queued['table'] === $table && $queued['action'] === $action && $queued['object_type'] === $object_type && $queued['object_id'] === $object_id )
			)
		);
	}

	/**
	 * How many events wait for shutdown (tests).
	 */
	public static function pending(): int {
		return count( self::$queue );
	}

	/**
	 * One multi-row INSERT.
	 *
	 * @param string     $table The table.
	 * @param array<Row> $rows  The rows.
	 * @param string     $ip    The stored form of the client's address.
	 * @return int Rows written.
	 */
	private static function insert( string $table, array $rows, string $ip ): int {
		$wpdb   = ActivityTable::db();
		$tuples = array();
		$values = array( $table );
		foreach ( $rows as $row ) {
			$changes  = self::encode_changes( $row['changes'], $row['object_type'] );
			$tuples[] = null === $changes ? '(%s, %d, %s, %s, %s, %s, %s, %s, NULL, %s)' : '(%s, %d, %s, %s, %s, %s, %s, %s, %s, %s)';
			array_push( $values, $row['created_at'], $row['user_id'], $row['user_label'], substr( $row['action'], 0, 64 ), substr( $row['object_type'], 0, 32 ), $row['object_subtype'], mb_substr( $row['object_id'], 0, 191 ), $row['object_name'] );
			if ( null !== $changes ) {
				$values[] = $changes;
			}
			$values[] = $ip;
		}
		$sql = 'INSERT INTO %i (created_at, user_id, user_label, action, object_type, object_subtype, object_id, object_name, changes, ip) VALUES ' . implode( ', ', $tuples );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- placeholders only; %i is the table.
		$done = $wpdb->query( (string) $wpdb->prepare( $sql, $values ) );
		return is_int( $done ) ? $done : 0;
	}

	/**
	 * The actor's readable name, kept so the row still reads after the
	 * user is deleted.
	 *
	 * @param int $user_id The actor (0: nobody signed in).
	 */
	private static function user_label( int $user_id ): string {
		if ( 0 === $user_id ) {
			// Nobody signed in: say what did it when it was the site itself.
			if ( wp_doing_cron() ) {
				return __( 'Scheduled task', 'uipress' );
			}
			return defined( 'WP_CLI' ) && WP_CLI ? 'WP-CLI' : '';
		}
		$user = get_userdata( $user_id );
		return $user instanceof \WP_User ? (string) $user->display_name : '';
	}

	/**
	 * Queued changes with new ones merged in: each field's first "before"
	 * and latest "after"; a field changed again back to where it started
	 * is dropped.
	 *
	 * @param array<string, Change> $queued  Changes already queued.
	 * @param array<mixed>          $changes New changes.
	 * @return array<string, Change>
	 */
	private static function merge( array $queued, array $changes ): array {
		foreach ( $changes as $field => $change ) {
			if ( ! is_array( $change ) ) {
				continue;
			}
			$field            = (string) $field;
			$again            = array_key_exists( $field, $queued );
			$queued[ $field ] = array(
				'before' => $again ? $queued[ $field ]['before'] : ( $change['before'] ?? null ),
				'after'  => $change['after'] ?? null,
			);
			if ( $again && $queued[ $field ]['before'] === $queued[ $field ]['after'] ) {
				unset( $queued[ $field ] );
			}
		}
		return $queued;
	}

	/**
	 * The changes as JSON (null when none), secrets masked, long values cut.
	 *
	 * @param array<string, Change> $changes     Field => before/after.
	 * @param string                $object_type The object's type (setting names follow the option rule).
	 */
	private static function encode_changes( array $changes, string $object_type ): ?string {
		$clean = array();
		foreach ( $changes as $field => $change ) {
			if ( Secrets::is_secret_field( $field, $object_type ) ) {
				$clean[ $field ] = Secrets::masked();
				continue;
			}
			$clean[ $field ] = array(
				'before' => self::cut( $change['before'] ),
				'after'  => self::cut( $change['after'] ),
			);
		}
		if ( array() === $clean ) {
			return null;
		}
		$json = wp_json_encode( $clean, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		return is_string( $json ) ? $json : null;
	}

	/**
	 * A value short enough to store: long strings end in an ellipsis, other
	 * scalars and lists of scalars stay, anything else is summarised.
	 *
	 * @param mixed $value A before or after value.
	 * @return mixed
	 */
	private static function cut( $value ) {
		if ( is_string( $value ) ) {
			return mb_strlen( $value ) > self::VALUE_LIMIT ? mb_substr( $value, 0, self::VALUE_LIMIT ) . '…' : $value;
		}
		if ( null === $value || is_scalar( $value ) ) {
			return $value;
		}
		if ( is_array( $value ) ) {
			$json = wp_json_encode( $value );
			if ( is_string( $json ) && strlen( $json ) <= self::VALUE_LIMIT * 4 ) {
				return $value;
			}
			return Secrets::CHANGED;
		}
		return Secrets::CHANGED;
	}
}
