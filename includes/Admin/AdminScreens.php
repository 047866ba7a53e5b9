<?php
/**
 * The "UiPress" admin menu and its screens.
 *
 * @package UiPress
 */

namespace UiPress\Admin;

use UiPress\Assets\BlockChunks;
use UiPress\Assets\ScriptAsset;
use UiPress\Capabilities;
use UiPress\Folders\FolderScreens;
use UiPress\Menus\CustomMenus;
use UiPress\Menus\MenuCapabilities;
use UiPress\Templates\TemplatePostType;
use UiPress\Users\UserManagement;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the builder and menu-creator screens under a top-level menu that
 * only `uipress_manage` users see, and loads each screen's app on its page only.
 */
final class AdminScreens {

	public const BUILDER_SLUG      = 'uip-ui-builder';
	public const MENU_CREATOR_SLUG = 'uip-menu-creator';

	public const SETTINGS_SLUG = 'uip-settings';

	/**
	 * The name the code editor's files have in `window.uipressLaterScripts`.
	 */
	public const CODE_EDITOR = 'codeEditor';

	/**
	 * Screen hook suffixes returned by add_*_page(), keyed by page slug.
	 *
	 * @var array<string, string>
	 */
	private array $hook_suffixes = array();

	/**
	 * Adds the hooks.
	 */
	public function register_hooks(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
	}

	/**
	 * The screens, built late so their titles are translated.
	 *
	 * @return Screen[]
	 */
	public function screens(): array {
		return array_values(
			array_filter(
				array(
					new Screen( self::BUILDER_SLUG, 'builder', __( 'UiPress builder', 'uipress' ), __( 'Builder', 'uipress' ) ),
					// Not registered while the menu creator is off.
					CustomMenus::enabled() ? new Screen( self::MENU_CREATOR_SLUG, 'menu-creator', __( 'UiPress menu creator', 'uipress' ), __( 'Menu creator', 'uipress' ) ) : null,
					new Screen( self::SETTINGS_SLUG, 'settings', __( 'UiPress settings', 'uipress' ), __( 'Settings', 'uipress' ) ),
				)
			)
		);
	}

	/**
	 * Adds the top-level menu and one submenu item per screen.
	 */
	public function add_menu(): void {
		$screens = $this->screens();
		$first   = $screens[0];

		add_menu_page(
			$first->title,
			__( 'UiPress', 'uipress' ),
			Capabilities::MANAGE,
			$first->slug,
			'__return_null',
			'dashicons-layout',
			3
		);

		foreach ( $screens as $screen ) {
			$hook = add_submenu_page(
				$first->slug,
				$screen->title,
				$screen->menu_label,
				Capabilities::MANAGE,
				$screen->slug,
				function () use ( $screen ): void {
					$this->render( $screen );
				}
			);

			if ( is_string( $hook ) && '' !== $hook ) {
				$this->hook_suffixes[ $screen->slug ] = $hook;
				add_action(
					'load-' . $hook,
					function () use ( $screen ): void {
						$this->on_load( $screen );
					}
				);
			}
		}
	}

	/**
	 * The screen hook suffix for a page slug, once the menu is registered.
	 *
	 * @param string $slug Page slug.
	 */
	public function hook_suffix( string $slug ): ?string {
		return $this->hook_suffixes[ $slug ] ?? null;
	}

	/**
	 * Runs when one of our screens is about to load: queues its app.
	 *
	 * @param Screen $screen The screen being loaded.
	 */
	private function on_load( Screen $screen ): void {
		add_action(
			'admin_enqueue_scripts',
			static function () use ( $screen ): void {
				$asset = new ScriptAsset( $screen->entry );
				if ( ! $asset->is_built() ) {
					add_action( 'admin_notices', array( ScriptAsset::class, 'render_missing_build_notice' ) );
					return;
				}
				$asset->enqueue();
				self::skip_command_palette();
				BlockChunks::add_screen_translations( $asset->handle() );
				$config = AppConfig::build();
				if ( self::MENU_CREATOR_SLUG === $screen->slug ) {
					// Menus are made from, and compared with, the full live menu.
					$config['chrome'] = AppConfig::design_chrome();
					// Its preview greys out what the menu's audience cannot open.
					$config['menuCreator'] = MenuCapabilities::for_menu_creator();
				}
				if ( self::BUILDER_SLUG === $screen->slug ) {
					$config['chrome'] = AppConfig::design_chrome();
					// The inserter offers the store analytics blocks only with WooCommerce's analytics.
					$config['woocommerceActive'] = AppConfig::woocommerce_active();
					// The inserter offers the Users and Activity blocks only with user management on.
					$config['userManagementEnabled'] = UserManagement::enabled();
					// The media dialog and the posts table's Folder option show folders only with folders on.
					$config['folders'] = FolderScreens::builder_config();
					self::later_code_editor( $asset->handle() );
					self::preload_edited_template();
				}
				if ( self::SETTINGS_SLUG === $screen->slug ) {
					// The login preview shows this page until a preview URL arrives.
					$config['settingsScreen'] = array(
						'loginUrl' => esc_url_raw( wp_login_url() ),
						// Where a custom login address lives (the sign-in settings).
						'homeUrl'  => esc_url_raw( home_url( '/' ) ),
					);
					self::later_code_editor( $asset->handle() );
				}
				$asset->add_config( $config );
			}
		);
	}

	/**
	 * UiPress's screens are editors with their own keyboard shortcuts: they
	 * leave out WordPress's command palette, which brings the block editor,
	 * core data and the router with it (some 600 KB of JavaScript gzipped).
	 */
	private static function skip_command_palette(): void {
		foreach ( array( 'wp-core-commands', 'wp-commands' ) as $handle ) {
			wp_dequeue_script( $handle );
		}
		wp_dequeue_style( 'wp-commands' );
	}

	/**
	 * Names WordPress's code editor (CodeMirror, its linters and settings)
	 * for the CSS, JavaScript and HTML fields of the builder and the
	 * settings screen, which load it when a code field first shows
	 * (LaterScripts: some 300 KB gzipped most visits never use). Only users
	 * with unfiltered_html may change those fields, and nothing is named for
	 * users who turned syntax highlighting off in their profile: the fields
	 * then stay plain text areas.
	 *
	 * @param string $handle The screen's script, which loads it.
	 */
	private static function later_code_editor( string $handle ): void {
		if ( ! current_user_can( 'unfiltered_html' ) ) {
			return;
		}
		$later = LaterScripts::take(
			static function (): void {
				foreach ( array( 'text/html', 'text/javascript', 'text/css' ) as $type ) {
					wp_enqueue_code_editor( array( 'type' => $type ) );
				}
			}
		);
		LaterScripts::name( $handle, self::CODE_EDITOR, $later );
	}

	/**
	 * Hands the template the builder opens (`&template=ID`) to the page, so
	 * the editor starts without waiting for a REST round trip. The request
	 * runs through the REST server with the user's own permissions; api-fetch
	 * answers the builder's first request for it from this copy, once.
	 */
	private static function preload_edited_template(): void {
		// Reading which template to show changes nothing.
		$id = isset( $_GET['template'] ) && is_string( $_GET['template'] ) ? absint( wp_unslash( $_GET['template'] ) ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( $id <= 0 ) {
			return;
		}
		$path      = '/wp/v2/' . TemplatePostType::NAME . '/' . $id . '?context=edit';
		$preloaded = rest_preload_api_request( array(), $path );
		$response  = $preloaded[ $path ] ?? null;
		if ( ! is_array( $response ) || ! is_array( $response['body'] ?? null ) || isset( $response['body']['code'] ) ) {
			// Nothing to hand over: the builder asks and shows the error itself.
			return;
		}
		wp_add_inline_script(
			'wp-api-fetch',
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', (string) wp_json_encode( $preloaded ) ),
			'after'
		);
	}

	/**
	 * Prints the screen: a title and a loading state the React app replaces.
	 *
	 * @param Screen $screen The screen to render.
	 */
	private function render( Screen $screen ): void {
		$screen->print_app_root();
	}
}
