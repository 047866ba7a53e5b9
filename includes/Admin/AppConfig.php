<?php
/**
 * The configuration object every UiPress app receives.
 *
 * @package UiPress
 */

namespace UiPress\Admin;

use UiPress\Analytics\Store\StoreSource;
use UiPress\Engine\EngineConfig;
use UiPress\Menus\AccountMenu;
use UiPress\Menus\AdminMenuCapture;
use UiPress\Menus\ToolbarCapture;
use UiPress\Settings\SiteLogo;
use UiPress\Settings\ThemeVariables;

defined( 'ABSPATH' ) || exit;

/**
 * Builds `window.uipressConfig`: the initial app state, the current user and
 * what the block engine needs (`engine`). Nothing secret goes in here: it is
 * printed into the page. Only fields a script reads are printed: REST calls
 * carry WordPress's own nonce (api-fetch's middleware), and the spec's other
 * global configuration and app state fields had no reader (docs/DECISIONS.md).
 *
 * @phpstan-type AppState array{loading: bool, adminUrl: string, menu_minimised: bool}
 * @phpstan-type CurrentUser array{id: int, login: string, displayName: string, email: string, roles: list<string>, canEditCode: bool}
 * @phpstan-import-type Engine from EngineConfig
 * @phpstan-import-type MenuItem from AdminMenuCapture
 * @phpstan-import-type ToolbarItem from ToolbarCapture
 * @phpstan-import-type Account from AccountMenu
 * @phpstan-import-type Logo from SiteLogo
 * @phpstan-type Config array{appState: AppState, currentUser: CurrentUser, version: string, engine: Engine, siteLogo: Logo, theme: object}
 */
final class AppConfig {

	/**
	 * The configuration every UiPress page starts from.
	 *
	 * @return Config
	 */
	public static function build(): array {
		return array(
			'appState'    => array(
				'loading'        => true,
				'adminUrl'       => esc_url_raw( admin_url() ),
				'menu_minimised' => false,
			),
			'currentUser' => self::current_user(),
			'version'     => UIPRESS_VERSION,
			'engine'      => EngineConfig::for_user( wp_get_current_user() ),
			// The Site logo block's images, on every screen that renders templates.
			'siteLogo'    => SiteLogo::urls(),
			// The theme colours changed from the defaults (the user's admin colour
			// scheme, then the site's setting `theme`), on every screen that draws
			// the interface, the interface page included.
			'theme'       => (object) ThemeVariables::for_user( get_current_user_id() ),
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
	 * Whether WooCommerce is active with its Analytics on: the builder's
	 * inserter offers the store analytics blocks only then (`woocommerceActive`,
	 * printed on the builder's screen only).
	 */
	public static function woocommerce_active(): bool {
		return StoreSource::available();
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
