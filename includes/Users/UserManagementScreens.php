<?php
/**
 * The screens of user management: the users app, the role editor and the
 * activity log, under WordPress's Users menu.
 *
 * @package UiPress
 */

namespace UiPress\Users;

use UiPress\Admin\AppConfig;
use UiPress\Admin\Screen;
use UiPress\Assets\BlockChunks;
use UiPress\Assets\ScriptAsset;
use UiPress\Capabilities;

defined( 'ABSPATH' ) || exit;

/**
 * Three pages, one script (`build/user-management.js`), which shows the
 * screen the page's root element names (`data-uip-screen`). Each requires
 * `uipress_manage_users`; WordPress itself refuses them to anyone else.
 */
final class UserManagementScreens {

	public const USERS_SLUG    = 'uip-users';
	public const ROLES_SLUG    = 'uip-roles';
	public const ACTIVITY_SLUG = 'uip-activity';

	/**
	 * The build entry every screen loads.
	 */
	public const ENTRY = 'user-management';

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'admin_menu', array( self::class, 'add_pages' ) );
	}

	/**
	 * The screens, built late so their titles are translated.
	 *
	 * @return Screen[]
	 */
	public static function screens(): array {
		return array(
			new Screen( self::USERS_SLUG, self::ENTRY, __( 'Manage users', 'uipress' ), __( 'Manage users', 'uipress' ) ),
			new Screen( self::ROLES_SLUG, self::ENTRY, __( 'Roles and capabilities', 'uipress' ), __( 'Roles', 'uipress' ) ),
			new Screen( self::ACTIVITY_SLUG, self::ENTRY, __( 'Activity log', 'uipress' ), __( 'Activity log', 'uipress' ) ),
		);
	}

	/**
	 * Adds the pages under Users (under Profile for a user who may manage
	 * users through the filter but not list them, whose Users menu that is).
	 */
	public static function add_pages(): void {
		$parent = current_user_can( 'list_users' ) ? 'users.php' : 'profile.php';
		foreach ( self::screens() as $screen ) {
			$hook = add_submenu_page(
				$parent,
				$screen->title,
				$screen->menu_label,
				Capabilities::MANAGE_USERS,
				$screen->slug,
				static function () use ( $screen ): void {
					$screen->print_app_root();
				}
			);
			if ( is_string( $hook ) && '' !== $hook ) {
				add_action(
					'load-' . $hook,
					static function () use ( $screen ): void {
						add_action(
							'admin_enqueue_scripts',
							static function () use ( $screen ): void {
								self::enqueue( $screen );
							}
						);
					}
				);
			}
		}
	}

	/**
	 * Queues the screen's script with its configuration.
	 *
	 * @param Screen $screen The screen being loaded.
	 */
	private static function enqueue( Screen $screen ): void {
		$asset = new ScriptAsset( $screen->entry );
		if ( ! $asset->is_built() ) {
			add_action( 'admin_notices', array( ScriptAsset::class, 'render_missing_build_notice' ) );
			return;
		}
		$asset->enqueue();
		BlockChunks::add_screen_translations( $asset->handle() );
		$config                   = AppConfig::build();
		$config['userManagement'] = self::config( $screen );
		$asset->add_config( $config );
	}

	/**
	 * What the screens need from the server (window.uipressConfig.userManagement).
	 *
	 * @param Screen $screen The screen being loaded.
	 * @return array<string, mixed>
	 */
	public static function config( Screen $screen ): array {
		return array(
			'screen' => $screen->slug,
			'urls'   => array(
				'users'    => admin_url( 'users.php?page=' . self::USERS_SLUG ),
				'roles'    => admin_url( 'users.php?page=' . self::ROLES_SLUG ),
				'activity' => admin_url( 'users.php?page=' . self::ACTIVITY_SLUG ),
			),
		);
	}
}
