<?php
/**
 * The activity log in WordPress's personal data tools.
 *
 * @package UiPress
 */

namespace UiPress\Activity;

use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Tools > Export Personal Data: the rows where the person is the actor
 * ("Activity log", 100 a page). Tools > Erase Personal Data: those rows are
 * anonymised (actor 0, name "Deleted user", address removed), and so are
 * the rows about their account (its name and recorded changes, such as an
 * email address, removed); the events stay, so the log of what happened to
 * the site stays whole.
 */
final class ActivityPrivacy {

	/**
	 * The exporter's and eraser's id.
	 */
	public const ID = 'uipress-activity';

	/**
	 * Rows per page of an export or erasure.
	 */
	public const PER_PAGE = 100;

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( self::class, 'add_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( self::class, 'add_eraser' ) );
	}

	/**
	 * Adds the exporter.
	 *
	 * @param mixed $exporters The exporters.
	 * @return array<mixed>
	 */
	public static function add_exporter( $exporters ): array {
		$exporters             = is_array( $exporters ) ? $exporters : array();
		$exporters[ self::ID ] = array(
			'exporter_friendly_name' => __( 'Activity log', 'uipress' ),
			'callback'               => array( self::class, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Adds the eraser.
	 *
	 * @param mixed $erasers The erasers.
	 * @return array<mixed>
	 */
	public static function add_eraser( $erasers ): array {
		$erasers             = is_array( $erasers ) ? $erasers : array();
		$erasers[ self::ID ] = array(
			'eraser_friendly_name' => __( 'Activity log', 'uipress' ),
			'callback'             => array( self::class, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * One page of a person's activity.
	 *
	 * @param string|mixed $email The person's email.
	 * @param int|mixed    $page  The page, from 1.
	 * @return array{data: list<array{group_id: string, group_label: string, item_id: string, data: list<array{name: string, value: string}>}>, done: bool}
	 */
	public static function export( $email, $page = 1 ): array {
		$user = is_string( $email ) ? get_user_by( 'email', $email ) : false;
		if ( ! $user instanceof WP_User || ! ActivityTable::is_current() ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$page  = is_numeric( $page ) ? max( 1, (int) $page ) : 1;
		$rows  = ActivityTable::select( 'SELECT id, created_at, action, object_type, object_name, ip FROM %i WHERE user_id = %d ORDER BY id LIMIT %d OFFSET %d', $user->ID, self::PER_PAGE, ( $page - 1 ) * self::PER_PAGE );
		$items = array();
		foreach ( $rows as $row ) {
			$text    = static fn( string $key ): string => is_scalar( $row[ $key ] ?? null ) ? (string) $row[ $key ] : '';
			$items[] = array(
				'group_id'    => self::ID,
				'group_label' => __( 'Activity log', 'uipress' ),
				'item_id'     => 'uipress-activity-' . $text( 'id' ),
				'data'        => array(
					array(
						'name'  => __( 'Date (UTC)', 'uipress' ),
						'value' => $text( 'created_at' ),
					),
					array(
						'name'  => __( 'Action', 'uipress' ),
						'value' => ActionLabels::label( $text( 'action' ) ),
					),
					array(
						'name'  => __( 'Object', 'uipress' ),
						'value' => $text( 'object_name' ),
					),
					array(
						'name'  => __( 'IP address', 'uipress' ),
						'value' => $text( 'ip' ),
					),
				),
			);
		}
		return array(
			'data' => $items,
			'done' => count( $rows ) < self::PER_PAGE,
		);
	}

	/**
	 * Anonymises a page of a person's activity. Each call takes the first
	 * rows still theirs, so the page number is not needed.
	 *
	 * @param string|mixed $email The person's email.
	 * @param int|mixed    $page  The page (unused).
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public static function erase( $email, $page = 1 ): array {
		unset( $page );
		$user = is_string( $email ) ? get_user_by( 'email', $email ) : false;
		if ( ! $user instanceof WP_User || ! ActivityTable::is_current() ) {
			return array(
				'items_removed'  => false,
				'items_retained' => false,
				'messages'       => array(),
				'done'           => true,
			);
		}
		$as_actor  = self::anonymise( $user->ID, self::PER_PAGE );
		$as_object = self::anonymise_account( $user->ID, self::PER_PAGE );
		return array(
			'items_removed'  => $as_actor + $as_object > 0,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => $as_actor < self::PER_PAGE && $as_object < self::PER_PAGE,
		);
	}

	/**
	 * Makes up to $limit of a user's rows anonymous.
	 *
	 * @param int $user_id The actor.
	 * @param int $limit   Most rows.
	 * @return int Rows changed.
	 */
	public static function anonymise( int $user_id, int $limit ): int {
		return ActivityTable::query( 'UPDATE %i SET user_id = 0, user_label = %s, ip = %s WHERE user_id = %d ORDER BY id LIMIT %d', __( 'Deleted user', 'uipress' ), '', $user_id, $limit );
	}

	/**
	 * Makes up to $limit rows about a user's account anonymous (not yet so).
	 *
	 * @param int $user_id The account.
	 * @param int $limit   Most rows.
	 * @return int Rows changed.
	 */
	public static function anonymise_account( int $user_id, int $limit ): int {
		$label = __( 'Deleted user', 'uipress' );
		return ActivityTable::query( 'UPDATE %i SET object_name = %s, changes = NULL WHERE object_type = %s AND object_id = %s AND ( object_name <> %s OR changes IS NOT NULL ) ORDER BY id LIMIT %d', $label, 'user', (string) $user_id, $label, $limit );
	}
}
