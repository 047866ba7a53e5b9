<?php
/**
 * Deletes activity older than the site keeps it.
 *
 * @package UiPress
 */

namespace UiPress\Activity;

use UiPress\Lifecycle\StoredData;
use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * A daily cron event, `uipress_activity_prune`, deletes rows older than the
 * setting `activityRetention` (days), in batches by the created index so no
 * statement holds the table long. Scheduled while user management is on;
 * unscheduled when it is turned off and on deactivation.
 */
final class ActivityPruner {

	/**
	 * The cron event.
	 */
	public const EVENT = 'uipress_activity_prune';

	/**
	 * The setting: days to keep.
	 */
	public const SETTING = 'activityRetention';

	/**
	 * Rows per DELETE.
	 */
	public const BATCH = 5000;

	/**
	 * Adds the hooks and schedules the event (user management is on).
	 */
	public static function register_hooks(): void {
		add_action( self::EVENT, array( self::class, 'prune' ) );
		add_action( 'update_option_' . StoredData::SETTINGS_OPTION, array( self::class, 'settings_updated' ), 10, 2 );
		self::schedule();
	}

	/**
	 * Schedules the daily event unless it is (reads the autoloaded cron
	 * option: no query).
	 */
	public static function schedule(): void {
		if ( false === wp_next_scheduled( self::EVENT ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::EVENT );
		}
	}

	/**
	 * Removes the event.
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::EVENT );
	}

	/**
	 * `update_option_uipress_settings`: user management turned off stops
	 * the event.
	 *
	 * @param mixed $before The settings before.
	 * @param mixed $after  The settings after.
	 */
	public static function settings_updated( $before, $after ): void {
		unset( $before );
		if ( ! is_array( $after ) || true !== ( $after['userManagementEnabled'] ?? false ) ) {
			self::unschedule();
		}
	}

	/**
	 * Days the site keeps activity.
	 */
	public static function retention_days(): int {
		$days = SiteSettings::get( self::SETTING );
		return is_numeric( $days ) && (int) $days > 0 ? (int) $days : 90;
	}

	/**
	 * Deletes rows older than the retention, a batch at a time.
	 *
	 * @return int Rows deleted.
	 */
	public static function prune(): int {
		if ( ! ActivityTable::is_current() ) {
			return 0;
		}
		$cutoff  = gmdate( 'Y-m-d H:i:s', time() - self::retention_days() * 86400 );
		$deleted = 0;
		do {
			$done     = ActivityTable::query( 'DELETE FROM %i WHERE created_at < %s ORDER BY created_at, id LIMIT %d', $cutoff, self::BATCH );
			$deleted += $done;
		} while ( self::BATCH === $done );
		return $deleted;
	}
}
