<?php
/**
 * Whether WooCommerce is importing into its analytics, kept between requests.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's own check (ReportsSync::is_importing()) searches its action
 * queue: eight queries, as many as a cold top products report makes, on
 * every view of a store block. The answer changes only when an action of
 * WooCommerce's analytics group (`wc-admin-data`: order imports, the
 * historical import's batches) is queued, runs, fails or is cancelled, so
 * it is kept in an autoloaded option (read with the others, no query),
 * forgotten on those events and checked again after RECHECK seconds in
 * any case (an action changed by hand in the database).
 */
final class StoreImportState {

	/**
	 * The option keeping the answer: `{ importing: bool, at: unix time }`.
	 */
	public const OPTION = 'uipress_store_importing';

	/**
	 * WooCommerce's action group of its analytics imports.
	 */
	public const GROUP = 'wc-admin-data';

	/**
	 * Seconds an answer is trusted without an event.
	 */
	public const RECHECK = 300;

	/**
	 * Adds the hooks (always: orders are placed on requests that show no block).
	 */
	public static function register_hooks(): void {
		add_filter( 'pre_as_schedule_single_action', array( self::class, 'on_scheduled' ), 10, 5 );
		add_filter( 'pre_as_enqueue_async_action', array( self::class, 'on_enqueued' ), 10, 4 );
		add_action( 'action_scheduler_after_execute', array( self::class, 'on_executed' ), 10, 2 );
		add_action( 'action_scheduler_failed_execution', array( self::class, 'forget' ), 10, 0 );
		add_action( 'action_scheduler_canceled_action', array( self::class, 'forget' ), 10, 0 );
	}

	/**
	 * Whether WooCommerce is importing, from the kept answer when it is recent.
	 */
	public static function importing(): bool {
		$kept = get_option( self::OPTION, null );
		if ( is_array( $kept ) && is_bool( $kept['importing'] ?? null ) && is_int( $kept['at'] ?? null ) && abs( time() - $kept['at'] ) < self::RECHECK ) {
			return $kept['importing'];
		}
		$importing = StoreSource::importing();
		update_option(
			self::OPTION,
			array(
				'importing' => $importing,
				'at'        => time(),
			),
			true
		);
		return $importing;
	}

	/**
	 * Drops the kept answer (no query when there is none).
	 */
	public static function forget(): void {
		if ( null !== get_option( self::OPTION, null ) ) {
			delete_option( self::OPTION );
		}
	}

	/**
	 * A single action queued (Action Scheduler's filter, passed through).
	 *
	 * @param mixed $pre       What the filter carries (returned as it is).
	 * @param mixed $timestamp When it runs.
	 * @param mixed $hook      Its hook.
	 * @param mixed $args      Its arguments.
	 * @param mixed $group     Its group.
	 * @return mixed
	 */
	public static function on_scheduled( $pre, $timestamp, $hook, $args, $group ) {
		unset( $timestamp, $hook, $args );
		self::forget_for( $group );
		return $pre;
	}

	/**
	 * An async action queued (Action Scheduler's filter, passed through).
	 *
	 * @param mixed $pre   What the filter carries (returned as it is).
	 * @param mixed $hook  Its hook.
	 * @param mixed $args  Its arguments.
	 * @param mixed $group Its group.
	 * @return mixed
	 */
	public static function on_enqueued( $pre, $hook, $args, $group ) {
		unset( $hook, $args );
		self::forget_for( $group );
		return $pre;
	}

	/**
	 * An action ran.
	 *
	 * @param mixed $action_id Its id.
	 * @param mixed $action    The action (ActionScheduler_Action).
	 */
	public static function on_executed( $action_id, $action ): void {
		unset( $action_id );
		self::forget_for( is_object( $action ) && method_exists( $action, 'get_group' ) ? $action->get_group() : self::GROUP );
	}

	/**
	 * Forgets when an action of WooCommerce's analytics group changed.
	 *
	 * @param mixed $group The action's group.
	 */
	private static function forget_for( $group ): void {
		if ( self::GROUP === $group ) {
			self::forget();
		}
	}
}
