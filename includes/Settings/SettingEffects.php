<?php
/**
 * Where each site setting takes effect.
 *
 * @package UiPress
 */

namespace UiPress\Settings;

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
	 * Adds every effect's hooks.
	 */
	public static function register_hooks(): void {
		foreach ( self::classes() as $class ) {
			$class::register_hooks();
		}
	}
}
