<?php
/**
 * Where each site setting takes effect.
 *
 * @package UiPress
 */

namespace UiPress\Settings;

use UiPress\Lifecycle\NetworkAdmin;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the hooks of every setting's effect (one class per effect, in
 * Settings\Effects). Each class reads its settings when its hooks run, so a
 * change applies from the next request on.
 */
final class SettingEffects {

	/**
	 * The effect classes, each with a static register_hooks().
	 *
	 * @return list<class-string>
	 */
	public static function classes(): array {
		return array(
			// One line per effect class.
			Effects\AdminTheme::class,
			Effects\JqueryMigrate::class,
			Effects\PostIdColumn::class,
			Effects\LastModifiedColumn::class,
			Effects\PluginStatusColumn::class,
			Effects\HidePlugin::class,
			Effects\ToolbarWelcome::class,
			Effects\RoleBodyClasses::class,
			Effects\ExtraAssets::class,
			Effects\AdminHeadHtml::class,
			Effects\StickyHeaders::class,
			Effects\PrivateLibrary::class,
			Effects\PrivatePosts::class,
			Effects\LoginPage::class,
		);
	}

	/**
	 * Effects that style or script admin pages: a site's settings, which
	 * the network admin and the user admin (no site's) never get.
	 */
	public const SITE_ADMIN_ONLY = array(
		Effects\AdminTheme::class,
		Effects\JqueryMigrate::class,
		Effects\ToolbarWelcome::class,
		Effects\RoleBodyClasses::class,
		Effects\ExtraAssets::class,
		Effects\AdminHeadHtml::class,
		Effects\StickyHeaders::class,
	);

	/**
	 * Adds every effect's hooks (on network and user admin pages, only
	 * those not in SITE_ADMIN_ONLY: see Lifecycle\NetworkAdmin).
	 */
	public static function register_hooks(): void {
		$network_area = NetworkAdmin::is_network_area();
		foreach ( self::classes() as $class ) {
			if ( ! $network_area || ! in_array( $class, self::SITE_ADMIN_ONLY, true ) ) {
				$class::register_hooks();
			}
		}
	}
}
