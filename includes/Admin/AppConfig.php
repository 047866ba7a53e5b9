<?php
/**
 * The configuration object every UiPress app receives.
 *
 * @package UiPress
 */

namespace UiPress\Admin;

use UiPress\Engine\EngineConfig;
use UiPress\Menus\AccountMenu;
use UiPress\Menus\AdminMenuCapture;
use UiPress\Menus\ToolbarCapture;
use UiPress\Settings\SiteLogo;
use UiPress\Settings\ThemeVariables;

defined( 'ABSPATH' ) || exit;

/**
 * Builds `window.uipressConfig`: the spec's global page configuration, the
 * initial app state, the current user and what the block engine needs
 * (`engine`). Nothing secret goes in here: it is printed into the page.
 *
 * @phpstan-type GlobalConfig array{security: string, ajaxUrl: string, restUrl: string, restHeaders: array{'X-WP-Nonce': string}, pluginUrl: string}
 * @phpstan-type AppState array{loading: bool, adminUrl: string, pluginBase: string, restNonce: string, restBase: string, fullScreen: bool, currentPageName: string, menu_minimised: bool}
 * @phpstan-type CurrentUser array{id: int, login: string, displayName: string, email: string, roles: list<string>, canEditCode: bool}
 * @phpstan-import-type Engine from EngineConfig
 * @phpstan-import-type MenuItem from AdminMenuCapture
 * @phpstan-import-type ToolbarItem from ToolbarCapture
 * @phpstan-import-type Account from AccountMenu
 * @phpstan-import-type Logo from SiteLogo
 * @phpstan-type Config array{globalConfig: GlobalConfig, appState: AppState, currentUser: CurrentUser, version: string, engine: Engine, siteLogo: Logo, theme: object}
 */
final class AppConfig {

	/**
	 * Nonce action behind the `security` field.
	 */
	public const SECURITY_NONCE_ACTION = 'uipress-security-nonce';

	/**
	 * The configuration for an admin page.
	 *
	 * @param string $page_name Current page name, e.g. 'uip-ui-builder'.
	 * @return Config
	 */
	public static function for_page( string $page_name ): array {
		$rest_nonce = wp_create_nonce( 'wp_rest' );
		$rest_url   = esc_url_raw( rest_url() );
		$admin_url  = esc_url_raw( admin_url() );
		$plugin_url = esc_url_raw( UIPRESS_PLUGIN_URL );

		return array(
			'globalConfig' => array(
				'security'    => wp_create_nonce( self::SECURITY_NONCE_ACTION ),
				'ajaxUrl'     => esc_url_raw( admin_url( 'admin-ajax.php' ) ),
				'restUrl'     => $rest_url,
				'restHeaders' => array( 'X-WP-Nonce' => $rest_nonce ),
				'pluginUrl'   => $plugin_url,
			),
			'appState'     => array(
				'loading'         => true,
				'adminUrl'        => $admin_url,
				'pluginBase'      => $plugin_url,
				'restNonce'       => $rest_nonce,
				'restBase'        => $rest_url,
				'fullScreen'      => false,
				'currentPageName' => $page_name,
				'menu_minimised'  => false,
			),
			'currentUser'  => self::current_user(),
			'version'      => UIPRESS_VERSION,
			'engine'       => EngineConfig::for_user( wp_get_current_user() ),
			// The Site logo block's images, on every screen that renders templates.
			'siteLogo'     => SiteLogo::urls(),
			// The site's theme colours (setting `theme`: only the changed values),
			// on every screen that draws the interface, the interface page included.
			'theme'        => (object) ThemeVariables::overrides(),
		);
	}

	/**
	 * The current user's admin menu and toolbar, for the screens where
	 * templates are designed or previewed (`chrome`): there the admin menu
	 * and toolbar blocks show what the user really has, as they will in the
	 * interface, instead of an empty block.
	 *
	 * @return array{adminMenu: list<MenuItem>, toolbar: list<ToolbarItem>, account: Account}
	 */
	public static function design_chrome(): array {
		return array(
			'adminMenu' => AdminMenuCapture::capture(),
			'toolbar'   => ToolbarCapture::capture(),
			'account'   => AccountMenu::for_user( wp_get_current_user() ),
		);
	}

	/**
	 * The signed-in user, limited to what the interface shows and conditions test.
	 *
	 * @return CurrentUser
	 */
	private static function current_user(): array {
		$user = wp_get_current_user();

		return array(
			'id'          => (int) $user->ID,
			'login'       => (string) $user->user_login,
			'displayName' => (string) $user->display_name,
			'email'       => (string) $user->user_email,
			'roles'       => array_values( array_map( 'strval', $user->roles ) ),
			// The builder offers CSS and JS fields only to users whose code the server keeps.
			'canEditCode' => user_can( $user, 'unfiltered_html' ),
		);
	}
}
