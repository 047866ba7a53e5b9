<?php
/**
 * Everything UiPress stores in the database, in one place.
 *
 * @package UiPress
 */

namespace UiPress\Lifecycle;

defined( 'ABSPATH' ) || exit;

/**
 * Names of the options, user meta, post types and transients UiPress owns, so
 * that uninstalling removes exactly those and nothing else.
 */
final class StoredData {

	/**
	 * Option holding the version that last ran its activation.
	 */
	public const VERSION_OPTION = 'uipress_version';

	/**
	 * Option holding site settings and theme variables.
	 */
	public const SETTINGS_OPTION = 'uipress_settings';

	/**
	 * API keys, apart from the settings (Settings\SiteSettings).
	 */
	public const SECRETS_OPTION = 'uipress_secrets';

	/**
	 * User meta holding a user's UiPress preferences.
	 */
	public const PREFERENCES_META = 'uipress_preferences';

	/**
	 * Post type of templates. Each template's `uipress` REST field (type,
	 * block tree, settings, audience) is stored as JSON in post_content, so
	 * revisions carry it whole; see docs/REST.md, "Storage".
	 */
	public const TEMPLATE_POST_TYPE = 'uip-ui-template';

	/**
	 * Post type of custom admin menus.
	 */
	public const MENU_POST_TYPE = 'uip-admin-menu';

	/**
	 * Post types whose posts belong to UiPress (deleting a post also deletes
	 * its revisions and autosaves).
	 */
	public const POST_TYPES = array( self::TEMPLATE_POST_TYPE, self::MENU_POST_TYPE );

	/**
	 * Transients UiPress sets.
	 */
	public const TRANSIENTS = array( 'uipress_remote_templates' );

	/**
	 * Site transients UiPress sets on a network: the network library of
	 * templates and menus (Network\NetworkLibrary).
	 */
	public const SITE_TRANSIENTS = array( 'uipress_network_library' );

	/**
	 * Prefixes of per-user transients: the sign-in page preview draft
	 * (Settings\Login\LoginPreview), and the form email and AI chat counts
	 * releases before the atomic rate limiter kept.
	 */
	public const TRANSIENT_PREFIXES = array( 'uipress_login_preview_', 'uipress_form_emails_', 'uipress_ai_rate_' );

	/**
	 * The prefix every option, transient and network option UiPress writes
	 * starts with: uninstall removes whatever carries it (network options
	 * included), so data a later release adds is not left behind.
	 */
	public const PREFIX = 'uipress_';

	/**
	 * Prefix of the options holding rate limit slots (Security\RateLimiter),
	 * never autoloaded; expired ones are deleted daily.
	 */
	public const RATE_LIMIT_PREFIX = 'uipress_rate_';

	/**
	 * UiPress's own table on each site, after the site's prefix: the
	 * activity log (Activity\ActivityTable; dropped by
	 * Uninstaller::drop_tables() and with a deleted site's tables).
	 */
	public const ACTIVITY_TABLE = 'uip_activity';

	/**
	 * Options UiPress owns.
	 */
	public const OPTIONS = array( self::VERSION_OPTION, self::SETTINGS_OPTION, self::SECRETS_OPTION );
}
