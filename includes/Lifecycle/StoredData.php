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
	 * User meta holding a user's UiPress preferences.
	 */
	public const PREFERENCES_META = 'uipress_preferences';

	/**
	 * Post types whose posts belong to UiPress.
	 */
	public const POST_TYPES = array( 'uip-ui-template', 'uip-admin-menu' );

	/**
	 * Transients UiPress sets.
	 */
	public const TRANSIENTS = array( 'uipress_remote_templates' );

	/**
	 * Options UiPress owns.
	 */
	public const OPTIONS = array( self::VERSION_OPTION, self::SETTINGS_OPTION );
}
