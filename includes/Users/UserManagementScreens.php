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
			'screen'   => $screen->slug,
			'urls'     => array(
				'users'    => admin_url( 'users.php?page=' . self::USERS_SLUG ),
				'roles'    => admin_url( 'users.php?page=' . self::ROLES_SLUG ),
				'activity' => admin_url( 'users.php?page=' . self::ACTIVITY_SLUG ),
			),
			'users'    => self::users_config(),
			'activity' => self::activity_config(),
		);
	}

	/**
	 * What the activity log needs before its first request: where its CSV
	 * export downloads from (signed with the users app's REST nonce).
	 *
	 * @return array{exportUrl: string}
	 */
	public static function activity_config(): array {
		return array(
			'exportUrl' => esc_url_raw( rest_url( 'uipress/v1/activity/export' ) ),
		);
	}

	/**
	 * What the users app needs before its first request: the roles to filter
	 * by and to give (the acting user's editable roles), whether they may
	 * create users, and where the CSV export downloads from. The server
	 * checks each action again; these only shape the screen.
	 *
	 * @return array{roles: list<array{slug: string, name: string, assignable: bool}>, defaultRole: string, canCreateUsers: bool, currentUserId: int, exportUrl: string, restNonce: string}
	 */
	public static function users_config(): array {
		if ( ! function_exists( 'get_editable_roles' ) ) {
			require_once ABSPATH . 'wp-admin/includes/user.php'; // @phpstan-ignore requireOnce.fileNotFound
		}
		$editable = array_keys( get_editable_roles() );
		$roles    = array();
		foreach ( wp_roles()->get_names() as $slug => $name ) {
			$roles[] = array(
				'slug'       => (string) $slug,
				'name'       => translate_user_role( (string) $name ),
				'assignable' => in_array( $slug, $editable, true ),
			);
		}
		$default_role = get_option( 'default_role', 'subscriber' );
		return array(
			'roles'          => $roles,
			'defaultRole'    => is_string( $default_role ) ? $default_role : 'subscriber',
			'canCreateUsers' => current_user_can( 'create_users' ),
			'currentUserId'  => get_current_user_id(),
			'exportUrl'      => esc_url_raw( rest_url( 'uipress/v1/users/export' ) ),
			'restNonce'      => wp_create_nonce( 'wp_rest' ),
		);
	}
}
