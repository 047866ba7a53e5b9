<?php
/**
 * Records changes to the site's settings.
 *
 * @package UiPress
 */

namespace UiPress\Activity\Recorders;

use UiPress\Activity\ActivityLog;

defined( 'ABSPATH' ) || exit;

/**
 * Records setting.updated, before and after, for the options of WordPress's
 * settings screens (the options.php allow-list; the REST settings route
 * writes the same options), whoever writes them. Options whose names say
 * they are secrets are recorded as "changed" only (ActivityLog). The object
 * is the option's name.
 */
final class OptionRecorder {

	/**
	 * WordPress's settings screens' options, by screen (wp-admin/options.php's
	 * allow-list and the permalink screen's).
	 */
	private const SCREENS = array(
		'options-general.php'    => array( 'blogname', 'blogdescription', 'siteurl', 'home', 'admin_email', 'new_admin_email', 'users_can_register', 'default_role', 'timezone_string', 'gmt_offset', 'date_format', 'time_format', 'start_of_week', 'WPLANG', 'site_icon' ),
		'options-writing.php'    => array( 'default_category', 'default_post_format', 'default_email_category', 'default_link_category', 'ping_sites', 'use_smilies', 'use_balanceTags' ),
		'options-reading.php'    => array( 'posts_per_page', 'posts_per_rss', 'rss_use_excerpt', 'show_on_front', 'page_on_front', 'page_for_posts', 'blog_public' ),
		'options-discussion.php' => array( 'default_pingback_flag', 'default_ping_status', 'default_comment_status', 'comments_notify', 'moderation_notify', 'comment_moderation', 'require_name_email', 'comment_previously_approved', 'comment_max_links', 'moderation_keys', 'disallowed_keys', 'show_avatars', 'avatar_rating', 'avatar_default', 'close_comments_for_old_posts', 'close_comments_days_old', 'thread_comments', 'thread_comments_depth', 'page_comments', 'comments_per_page', 'default_comments_page', 'comment_order', 'comment_registration', 'show_comments_cookies_opt_in' ),
		'options-media.php'      => array( 'thumbnail_size_w', 'thumbnail_size_h', 'thumbnail_crop', 'medium_size_w', 'medium_size_h', 'large_size_w', 'large_size_h', 'uploads_use_yearmonth_folders' ),
		'options-privacy.php'    => array( 'wp_page_for_privacy_policy' ),
		'options-permalink.php'  => array( 'permalink_structure', 'category_base', 'tag_base' ),
	);

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'updated_option', array( self::class, 'updated' ), 10, 3 );
	}

	/**
	 * The options recorded.
	 *
	 * @return list<string>
	 */
	public static function recorded_options(): array {
		/**
		 * Filters the options whose changes the activity log records
		 * (setting.updated). Names matching pass|secret|token|key|salt|auth
		 * are recorded as "changed" only.
		 *
		 * @param list<string> $options Option names; default WordPress's settings screens' options.
		 */
		$core    = array_merge( ...array_values( self::SCREENS ) );
		$options = apply_filters( 'uipress/activity/recorded_options', $core );
		return is_array( $options ) ? array_values( array_filter( $options, 'is_string' ) ) : $core;
	}

	/**
	 * The settings screen of one of WordPress's options (null for others').
	 *
	 * @param string $option The option.
	 */
	public static function screen( string $option ): ?string {
		foreach ( self::SCREENS as $screen => $options ) {
			if ( in_array( $option, $options, true ) ) {
				return $screen;
			}
		}
		return null;
	}

	/**
	 * `updated_option`.
	 *
	 * @param string|mixed $option The option.
	 * @param mixed        $before Its value before.
	 * @param mixed        $after  Its value after.
	 */
	public static function updated( $option, $before, $after ): void {
		if ( ! is_string( $option ) || ! in_array( $option, self::recorded_options(), true ) ) {
			return;
		}
		// options.php sends every field of a screen: a number saved as text is no change.
		if ( is_scalar( $before ) && is_scalar( $after ) && (string) $before === (string) $after ) {
			return;
		}
		ActivityLog::record(
			'setting.updated',
			'setting',
			$option,
			$option,
			array(
				$option => array(
					'before' => $before,
					'after'  => $after,
				),
			)
		);
	}
}
