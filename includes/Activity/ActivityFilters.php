<?php
/**
 * What a reader of the activity log asks for.
 *
 * @package UiPress
 */

namespace UiPress\Activity;

defined( 'ABSPATH' ) || exit;

/**
 * The filters of GET /activity and its export: the actor, actions, the
 * object, and a date range (given in the site's time zone, kept in UTC as
 * the table stores: `after` from the start of its day or its time, `before`
 * up to the end of its day or its time).
 */
final class ActivityFilters {

	/**
	 * The actor (null: anyone; 0: nobody signed in).
	 *
	 * @var int|null
	 */
	public ?int $user;

	/**
	 * Actions (none: every action).
	 *
	 * @var string[]
	 */
	public array $actions;

	/**
	 * Object type ('' for any).
	 *
	 * @var string
	 */
	public string $object_type;

	/**
	 * Object id ('' for any).
	 *
	 * @var string
	 */
	public string $object_id;

	/**
	 * Rows at or after this UTC time ('' for no bound).
	 *
	 * @var string
	 */
	public string $after;

	/**
	 * Rows before this UTC time ('' for no bound).
	 *
	 * @var string
	 */
	public string $before;

	/**
	 * Constructor.
	 *
	 * @param int|null $user        The actor.
	 * @param string[] $actions     Actions.
	 * @param string   $object_type Object type.
	 * @param string   $object_id   Object id.
	 * @param string   $after       From (site time: Y-m-d or Y-m-d H:i[:s]).
	 * @param string   $before      Until (site time, that day included when a date).
	 */
	public function __construct( ?int $user = null, array $actions = array(), string $object_type = '', string $object_id = '', string $after = '', string $before = '' ) {
		$this->user        = $user;
		$this->actions     = $actions;
		$this->object_type = $object_type;
		$this->object_id   = $object_id;
		$this->after       = self::utc( $after, false );
		$this->before      = self::utc( $before, true );
	}

	/**
	 * Whether a date given to a filter reads as one (site time).
	 *
	 * @param string $date The date.
	 */
	public static function is_date( string $date ): bool {
		return '' === $date || null !== self::parse( $date );
	}

	/**
	 * Whether nothing is filtered (the whole log).
	 */
	public function is_empty(): bool {
		return null === $this->user && array() === $this->actions && '' === $this->object_type && '' === $this->object_id && '' === $this->after && '' === $this->before;
	}

	/**
	 * Whether the rows are one actor's actions at any time (both filters
	 * given, no dates: with dates the (created_at,id) key is the better read).
	 */
	public function by_user_and_action(): bool {
		return null !== $this->user && array() !== $this->actions && '' === $this->after && '' === $this->before;
	}

	/**
	 * The WHERE clause (after "WHERE") with its values, for the table.
	 *
	 * @return array{0: literal-string, 1: list<int|string>}
	 */
	public function where(): array {
		$where = '1=1';
		$args  = array();
		if ( null !== $this->user ) {
			$where .= ' AND user_id = %d';
			$args[] = $this->user;
		}
		if ( array() !== $this->actions ) {
			$in = '';
			foreach ( $this->actions as $action ) {
				$in    .= ( '' === $in ? '' : ', ' ) . '%s';
				$args[] = $action;
			}
			$where .= ' AND action IN (' . $in . ')';
		}
		if ( '' !== $this->object_type ) {
			$where .= ' AND object_type = %s';
			$args[] = $this->object_type;
		}
		if ( '' !== $this->object_id ) {
			$where .= ' AND object_id = %s';
			$args[] = $this->object_id;
		}
		if ( '' !== $this->after ) {
			$where .= ' AND created_at >= %s';
			$args[] = $this->after;
		}
		if ( '' !== $this->before ) {
			$where .= ' AND created_at < %s';
			$args[] = $this->before;
		}
		return array( $where, $args );
	}

	/**
	 * What the filters are, for cursors (a cursor of other filters is refused).
	 */
	public function scope(): string {
		return md5( (string) wp_json_encode( array( $this->user, $this->actions, $this->object_type, $this->object_id, $this->after, $this->before ) ) );
	}

	/**
	 * A site-time date as UTC ('' when empty or not a date); a date without
	 * a time, as an end, is the next day's start.
	 *
	 * @param string $date The date.
	 * @param bool   $end  Whether the end of a range.
	 */
	private static function utc( string $date, bool $end ): string {
		$parsed = '' === $date ? null : self::parse( $date );
		if ( null === $parsed ) {
			return '';
		}
		list( $time, $date_only ) = $parsed;
		if ( $end && $date_only ) {
			$time = $time->modify( '+1 day' );
		} elseif ( $end ) {
			$time = $time->modify( '+1 second' );
		}
		return $time->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' );
	}

	/**
	 * A date in the site's time zone, and whether it had no time.
	 *
	 * @param string $date Y-m-d, Y-m-d H:i, Y-m-d H:i:s or Y-m-d\TH:i:s (an offset or Z wins over the site's zone).
	 * @return array{0: \DateTimeImmutable, 1: bool}|null
	 */
	private static function parse( string $date ): ?array {
		if ( 1 === preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ) {
			$time = \DateTimeImmutable::createFromFormat( '!Y-m-d', $date, wp_timezone() );
			return false === $time ? null : array( $time, true );
		}
		if ( 1 !== preg_match( '/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:?\d{2})?$/', $date ) ) {
			return null;
		}
		try {
			return array( new \DateTimeImmutable( $date, wp_timezone() ), false );
		} catch ( \Exception $e ) {
			return null;
		}
	}
}
