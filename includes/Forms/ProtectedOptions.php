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
 * readable for pre-populating): core options, the settings core registers
 * (`get_registered_settings()` of its groups), keys and salts, roles,
 * widgets, theme mods, transients, and UiPress's own. Names are compared
 * case-insensitively (the options table is). More can be added with the
 * `uipress/forms/protected_options` filter; the built-in list cannot be
 * shortened by it.
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
		// Code that runs.
		'active_plugins',
		'active_sitewide_plugins',
		'recently_activated',
		'uninstall_plugins',
		'wp_force_deactivated_plugins',
		'template',
		'stylesheet',
		'current_theme',
		'theme_switched',
		'allowedthemes',
		'cron',
		'hack_file',
		'auto_update_plugins',
		'auto_update_themes',
		'auto_update_core_dev',
		'auto_update_core_minor',
		'auto_update_core_major',
		'auto_plugin_theme_update_emails',
		'recovery_keys',
		'recovery_mode_email_last_sent',
		// Keys and salts.
		'auth_key',
		'auth_salt',
		'secure_auth_key',
		'secure_auth_salt',
		'logged_in_key',
		'logged_in_salt',
		'nonce_key',
		'nonce_salt',
		'secret',
		// Database and URLs.
		'db_version',
		'initial_db_version',
		'db_upgraded',
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
		// Widgets and menus.
		'sidebars_widgets',
		'nav_menu_options',
		'sticky_posts',
		'wp_page_for_privacy_policy',
		'show_on_front',
		'page_on_front',
		'page_for_posts',
		// Mail and comments.
		'mailserver_url',
		'mailserver_login',
		'mailserver_pass',
		'mailserver_port',
		'ping_sites',
		'moderation_keys',
		'disallowed_keys',
		'blacklist_keys',
		'comment_whitelist',
		'comment_previously_approved',
		'comment_registration',
		'comment_moderation',
		'require_name_email',
		'default_comment_status',
		'default_ping_status',
		'default_category',
		'default_email_category',
		'default_link_category',
		'default_post_format',
		'timezone_string',
		'gmt_offset',
		'date_format',
		'time_format',
		'start_of_week',
		'posts_per_page',
		'posts_per_rss',
		'use_smilies',
	);

	/**
	 * Name prefixes that are never writable.
	 */
	public const PREFIXES = array( '_', 'widget_', 'theme_mods_', 'uipress', 'uip-', 'uip_' );

	/**
	 * Name suffixes that are never writable (`wp_user_roles` and every blog's roles).
	 */
	public const SUFFIXES = array( 'user_roles' );

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
