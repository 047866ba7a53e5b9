<?php
/**
 * The folders switch: folder taxonomies, their screens and routes, all
 * behind the site setting `foldersEnabled`.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * With the setting off nothing of folders loads: no taxonomy, no hook, no
 * route (404 `rest_no_route`), no script. Terms already made stay in the
 * database until uninstall (Lifecycle\Uninstaller), which removes them on
 * every site whether the setting is on or not.
 */
final class Folders {

	/**
	 * The site setting that turns folders on (off by default).
	 */
	public const SETTING = 'foldersEnabled';

	/**
	 * The site setting naming the post types that have folders (media always has).
	 */
	public const POST_TYPES_SETTING = 'folderPostTypes';

	/**
	 * Whether the parts' hooks were added in this request.
	 *
	 * @var bool
	 */
	private static bool $booted = false;

	/**
	 * Whether folders are on for the current site.
	 */
	public static function enabled(): bool {
		return true === SiteSettings::get( self::SETTING );
	}

	/**
	 * Adds the switch's hook: the parts boot on `init` (settings are read
	 * with their translated schema, which must wait for it).
	 */
	public static function register_hooks(): void {
		add_action( 'init', array( self::class, 'boot' ), 1 );
	}

	/**
	 * Adds the parts' hooks once, when folders are on. The taxonomies are
	 * registered on `init` at FolderTaxonomies::PRIORITY, after the post
	 * types plugins register on `init` itself.
	 */
	public static function boot(): void {
		if ( self::$booted || ! self::enabled() ) {
			return;
		}
		self::$booted = true;
		FolderTaxonomies::register_hooks();
		FoldersModule::register_hooks();
	}

	/**
	 * Registers the REST routes (on rest_api_init), when folders are on.
	 */
	public static function register_routes(): void {
		if ( ! self::enabled() ) {
			return;
		}
		FoldersModule::register_routes();
	}
}
