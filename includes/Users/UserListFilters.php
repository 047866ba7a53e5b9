<?php
/**
 * What a users list asks for: filters and order.
 *
 * @package UiPress
 */

namespace UiPress\Users;

defined( 'ABSPATH' ) || exit;

/**
 * The filters and order of `GET /users` and `GET /users/export`, checked by
 * the routes' schemas before they get here.
 */
final class UserListFilters {

	public const ACTIVITIES = array( 'any', 'active-7', 'active-30', 'inactive-30', 'never' );
	public const ORDERBYS   = array( 'registered', 'name', 'email', 'login', 'last_login' );

	/**
	 * Orders whose default is newest first.
	 */
	private const DATE_ORDERBYS = array( 'registered', 'last_login' );

	/**
	 * Text the login, e-mail, nicename or display name contains ('' for any).
	 *
	 * @var string
	 */
	public string $search;

	/**
	 * Roles the user has one of (none: any user of the site).
	 *
	 * @var string[]
	 */
	public array $roles;

	/**
	 * One of ACTIVITIES.
	 *
	 * @var string
	 */
	public string $activity;

	/**
	 * One of ORDERBYS.
	 *
	 * @var string
	 */
	public string $orderby;

	/**
	 * 'asc' or 'desc'.
	 *
	 * @var string
	 */
	public string $order;

	/**
	 * Constructor; unknown values fall back to the defaults.
	 *
	 * @param string      $search   Search text.
	 * @param string[]    $roles    Role slugs.
	 * @param string      $activity Activity filter.
	 * @param string      $orderby  Sort column.
	 * @param string|null $order    'asc', 'desc' or null for the column's default.
	 */
	public function __construct( string $search = '', array $roles = array(), string $activity = 'any', string $orderby = 'registered', ?string $order = null ) {
		$this->search   = trim( $search );
		$this->roles    = array_values( array_unique( array_filter( $roles, static fn( string $role ): bool => '' !== $role ) ) );
		$this->activity = in_array( $activity, self::ACTIVITIES, true ) ? $activity : 'any';
		$this->orderby  = in_array( $orderby, self::ORDERBYS, true ) ? $orderby : 'registered';
		$this->order    = in_array( $order, array( 'asc', 'desc' ), true ) ? $order : self::default_order( $this->orderby );
	}

	/**
	 * Newest first for dates, A to Z for the rest.
	 *
	 * @param string $orderby Sort column.
	 */
	public static function default_order( string $orderby ): string {
		return in_array( $orderby, self::DATE_ORDERBYS, true ) ? 'desc' : 'asc';
	}

	/**
	 * A short fingerprint of the filters and order, which a cursor carries so
	 * it is refused with other filters (whose pages it does not number).
	 */
	public function fingerprint(): string {
		$roles = $this->roles;
		sort( $roles );
		return substr( md5( (string) wp_json_encode( array( $this->search, $roles, $this->activity, $this->orderby, $this->order ) ) ), 0, 10 );
	}
}
