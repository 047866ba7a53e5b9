<?php
/**
 * Site options a form may never write or read.
 *
 * @package UiPress
 */

namespace UiPress\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * A form's `siteOption` action writes one option, named in the stored
 * template. Options that run or configure the site are never writable (nor
 * readable for pre-populating): every option core installs or writes (the
 * defaults of `populate_options()` in wp-admin/includes/schema.php, the
 * options core's code writes by name, the network options a single site
 * keeps in its options table), the settings core registers
 * (`get_registered_settings()` of its groups), keys and salts, roles,
 * widgets, theme mods, each taxonomy's `{taxonomy}_children`, transients,
 * and UiPress's own. tests/php/Forms/CoreOptionsTest.php reads those names
 * from the WordPress under test, so the list cannot fall behind a release.
 * Names are compared case-insensitively (the options table is). More can be
 * added with the `uipress/forms/protected_options` filter; the built-in list
 * cannot be shortened by it.
 */
final class ProtectedOptions {

	/**
	 * Pattern a writable option name must match.
	 */
	public const NAME_PATTERN = '/^[a-zA-Z0-9_-]{1,191}$/';

	/**
	 * Core options, by name.
	 */
	public const NAMES = array(
		// Site identity and access.
		'siteurl',
		'home',
		'blogname',
		'blogdescription',
		'admin_email',
		'new_admin_email',
		'adminhash',
		'admin_email_lifespan',
		'users_can_register',
		'default_role',
		'wplang',
		'blog_public',
		'blog_charset',
		'html_type',
		'fresh_site',
		'site_icon',
		'site_logo',
		// Code that runs, and where it comes from.
		'active_plugins',
		'active_sitewide_plugins',
		'recently_activated',
		'uninstall_plugins',
		'wp_force_deactivated_plugins',
		'template',
		'stylesheet',
		'template_root',
		'stylesheet_root',
		'current_theme',
		'theme_switched',
		'theme_switched_via_customizer',
		'theme_switch_menu_locations',
		'customize_stashed_theme_mods',
		'allowedthemes',
		'cron',
		'hack_file',
		'ftp_credentials',
		'auto_update_plugins',
		'auto_update_themes',
		'auto_update_core_dev',
		'auto_update_core_minor',
		'auto_update_core_major',
		'auto_plugin_theme_update_emails',
		'auto_core_update_failed',
		'auto_core_update_notified',
		'dismissed_update_core',
		'recovery_keys',
		'recovery_mode_email_last_sent',
		'using_application_passwords',
		'https_detection_errors',
		'https_migration_required',
		// Keys and salts.
		'auth_key',
		'auth_salt',
		'secure_auth_key',
		'secure_auth_salt',
		'logged_in_key',
		'logged_in_salt',
		'nonce_key',
		'nonce_salt',
		'recovery_mode_auth_key',
		'recovery_mode_auth_salt',
		'secret',
		'secret_key',
		// Database, upgrades and URLs.
		'db_version',
		'initial_db_version',
		'db_upgraded',
		'finished_splitting_shared_terms',
		'finished_updating_comment_type',
		'rewrite_rules',
		'permalink_structure',
		'category_base',
		'tag_base',
		'upload_path',
		'upload_url_path',
		'uploads_use_yearmonth_folders',
		'fileupload_url',
		'upload_filetypes',
		'can_compress_scripts',
		// Widgets, menus, the dashboard and what pages show.
		'sidebars_widgets',
		'nav_menu_options',
		'dashboard_widget_options',
		'recently_edited',
		'sticky_posts',
		'wp_page_for_privacy_policy',
		'show_on_front',
		'page_on_front',
		'page_for_posts',
		'wp_attachment_pages_enabled',
		'wp_calendar_block_has_published_posts',
		'link_manager_enabled',
		'links_updated_date_format',
		'posts_per_page',
		'posts_per_rss',
		'rss_use_excerpt',
		'date_format',
		'time_format',
		'start_of_week',
		'timezone_string',
		'gmt_offset',
		'use_smilies',
		'use_balancetags',
		// Media.
		'thumbnail_size_w',
		'thumbnail_size_h',
		'thumbnail_crop',
		'medium_size_w',
		'medium_size_h',
		'medium_large_size_w',
		'medium_large_size_h',
		'large_size_w',
		'large_size_h',
		'image_default_link_type',
		'image_default_size',
		'image_default_align',
		// Mail, comments and discussion.
		'mailserver_url',
		'mailserver_login',
		'mailserver_pass',
		'mailserver_port',
		'ping_sites',
		'use_trackback',
		'default_pingback_flag',
		'moderation_keys',
		'disallowed_keys',
		'blacklist_keys',
		'comment_whitelist',
		'comment_previously_approved',
		'comment_registration',
		'comment_moderation',
		'comment_max_links',
		'comment_order',
		'comments_notify',
		'comments_per_page',
		'moderation_notify',
		'require_name_email',
		'default_comment_status',
		'default_ping_status',
		'default_comments_page',
		'close_comments_for_old_posts',
		'close_comments_days_old',
		'thread_comments',
		'thread_comments_depth',
		'page_comments',
		'show_comments_cookies_opt_in',
		'show_avatars',
		'avatar_rating',
		'avatar_default',
		'wp_notes_notify',
		'default_category',
		'default_email_category',
		'default_link_category',
		'default_post_format',
		// Counts and network settings (a single site keeps network options here).
		'post_count',
		'user_count',
		'blog_count',
		'main_site',
		'site_admins',
		'site_meta_supported',
		'illegal_names',
		'registration',
		'registrationnotification',
		'welcome_user_email',
		'global_terms_enabled',
		'ms_files_rewriting',
		'network_admin_hash',
		'delete_blog_hash',
		'wpmu_upgrade_site',
	);

	/**
	 * Name prefixes that are never writable.
	 */
	public const PREFIXES = array( '_', 'widget_', 'theme_mods_', 'uipress', 'uip-', 'uip_' );

	/**
	 * Name suffixes that are never writable: `wp_user_roles` and every
	 * blog's roles, and the extensions recovery mode paused (`{session}_paused_extensions`).
	 */
	public const SUFFIXES = array( 'user_roles', '_paused_extensions' );

	/**
	 * Core's settings groups (register_initial_settings()).
	 */
	private const CORE_GROUPS = array( 'general', 'writing', 'reading', 'discussion', 'media', 'privacy', 'permalink', 'options', 'misc' );

	/**
	 * Whether a form may write (and read) an option.
	 *
	 * @param string $name Option name as stored in the template.
	 */
	public static function allows( string $name ): bool {
		if ( 1 !== preg_match( self::NAME_PATTERN, $name ) ) {
			return false;
		}
		$name = strtolower( $name );
		if ( in_array( $name, self::names(), true ) ) {
			return false;
		}
		foreach ( self::PREFIXES as $prefix ) {
			if ( str_starts_with( $name, $prefix ) ) {
				return false;
			}
		}
		foreach ( self::SUFFIXES as $suffix ) {
			if ( str_ends_with( $name, $suffix ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Every protected option name, lower case.
	 *
	 * @return list<string>
	 */
	public static function names(): array {
		$names = self::NAMES;
		// Core caches each hierarchical taxonomy's tree in `{taxonomy}_children`.
		foreach ( get_taxonomies( array(), 'names' ) as $taxonomy ) {
			if ( is_string( $taxonomy ) ) {
				$names[] = $taxonomy . '_children';
			}
		}
		foreach ( get_registered_settings() as $setting => $args ) {
			$group = is_array( $args ) ? ( $args['group'] ?? '' ) : '';
			if ( in_array( $group, self::CORE_GROUPS, true ) ) {
				$names[] = (string) $setting;
			}
		}

		/**
		 * Filters the site options forms may never write or read (more
		 * can be added; the built-in names stay protected).
		 *
		 * @param string[] $names Option names (compared case-insensitively).
		 */
		$extra = apply_filters( 'uipress/forms/protected_options', $names );
		$names = array_merge( $names, is_array( $extra ) ? array_filter( $extra, 'is_string' ) : array() );
		return array_values( array_unique( array_map( 'strtolower', $names ) ) );
	}
}
