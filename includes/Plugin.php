<?php
/**
 * The plugin's single entry point: wires every hook.
 *
 * @package UiPress
 */

namespace UiPress;

use UiPress\Admin\AdminScreens;
use UiPress\Admin\PreviewScreen;
use UiPress\Menus\AdminMenuCapture;
use UiPress\Menus\HiddenPages;
use UiPress\Menus\MenuPostType;
use UiPress\Menus\ToolbarCapture;
use UiPress\Rest\AdminMenuItemsController;
use UiPress\Rest\BlockQueryController;
use UiPress\Rest\CurrentTemplateController;
use UiPress\Rest\PreferencesController;
use UiPress\Rest\TemplateField;
use UiPress\Runtime\Takeover;
use UiPress\Runtime\WindowPages;
use UiPress\Templates\TemplatePostType;
use UiPress\Templates\TemplateRevisions;

defined( 'ABSPATH' ) || exit;

/**
 * Bootstraps UiPress once per request.
 */
final class Plugin {

	/**
	 * The one instance.
	 *
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * Whether boot() already ran.
	 *
	 * @var bool
	 */
	private bool $booted = false;

	/**
	 * The admin screens the plugin adds.
	 *
	 * @var AdminScreens
	 */
	private AdminScreens $admin_screens;

	/**
	 * The hidden template preview screen.
	 *
	 * @var PreviewScreen
	 */
	private PreviewScreen $preview_screen;

	/**
	 * The admin takeover by a template.
	 *
	 * @var Takeover
	 */
	private Takeover $takeover;

	/**
	 * Builds the object graph; hooks are added by boot().
	 */
	private function __construct() {
		$this->admin_screens  = new AdminScreens();
		$this->preview_screen = new PreviewScreen();
		$this->takeover       = new Takeover();
	}

	/**
	 * The shared instance.
	 */
	public static function instance(): Plugin {
		if ( null === self::$instance ) {
			self::$instance = new Plugin();
		}
		return self::$instance;
	}

	/**
	 * Adds every action and filter. Safe to call more than once.
	 */
	public function boot(): void {
		if ( $this->booted ) {
			return;
		}
		$this->booted = true;

		add_filter( 'map_meta_cap', array( Capabilities::class, 'map_meta_cap' ), 10, 3 );
		add_filter( 'map_meta_cap', array( ManagedPostTypes::class, 'map_meta_cap' ), 10, 4 );
		add_action( 'init', array( $this, 'load_textdomain' ) );
		add_action( 'init', array( TemplatePostType::class, 'register' ) );
		add_action( 'rest_api_init', array( $this, 'register_rest' ) );
		add_action( 'rest_after_insert_' . TemplatePostType::NAME, array( TemplateRevisions::class, 'after_rest_insert' ), 10, 3 );
		add_filter( 'wp_save_post_revision_post_has_changed', array( TemplateRevisions::class, 'has_changed' ), 10, 3 );
		Templates\TemplateSecrets::register_hooks();
		Security\StoredContentGuard::register_hooks();
		$this->admin_screens->register_hooks();
		Admin\CommandPalette::register_hooks();
		$this->preview_screen->register_hooks();
		add_action( 'init', array( MenuPostType::class, 'register' ) );
		AdminMenuCapture::register_hooks();
		HiddenPages::register_hooks();
		ToolbarCapture::register_hooks();
		$this->takeover->register_hooks();
		Runtime\ChromeSnapshot::register_hooks();
		WindowPages::register_hooks();
		Rest\JsonBodyGuard::register_hooks();
		Settings\SiteSettings::register_hooks();
		Analytics\Google\OAuthCallback::register_hooks();
		Analytics\Store\WooCommerceCompatibility::register_hooks();
		Analytics\Store\StoreImportState::register_hooks();
		Rest\Analytics\ReportRouteWooCommerceRoutes::register_hooks();
		Settings\SettingEffects::register_hooks();
		Security\RateLimiter::register_hooks();
		SignIn\SignIn::register_hooks();
		Cli\Registrar::register();
		Network\Network::register_hooks();
		Lifecycle\NetworkSetup::register_hooks();
		Lifecycle\NetworkAdmin::register_hooks();
		Users\UserManagement::register_hooks();
		Folders\Folders::register_hooks();
	}

	/**
	 * Registers UiPress's REST routes and fields.
	 */
	public function register_rest(): void {
		TemplateField::register();
		( new CurrentTemplateController() )->register_routes();
		( new BlockQueryController() )->register_routes();
		( new PreferencesController() )->register_routes();
		( new Rest\ChromeSnapshotController() )->register_routes();
		( new AdminMenuItemsController() )->register_routes();
		( new Rest\AdminMenuAccessController() )->register_routes();
		MenuPostType::register_field();
		( new Rest\UsersRolesController() )->register_routes();
		( new Rest\PostTypesController() )->register_routes();
		( new Rest\StockPhotosController() )->register_routes();
		( new Rest\SettingsController() )->register_routes();
		( new Rest\LoginPreviewController() )->register_routes();
		( new Rest\RemoteTemplateImportController() )->register_routes();
		( new Rest\ShortcodeController() )->register_routes();
		( new Rest\FormsController() )->register_routes();
		( new Rest\AiChatController() )->register_routes();
		( new Rest\AiModelsController() )->register_routes();
		( new Rest\Analytics\ConnectionController() )->register_routes();
		( new Rest\Analytics\ReportController() )->register_routes();
		( new Rest\Analytics\MetadataController() )->register_routes();
		( new Rest\Posts\PostsTableController() )->register_routes();
		( new Rest\Posts\RecentPostsController() )->register_routes();
		( new Rest\Posts\SearchController() )->register_routes();
		( new Rest\Posts\DeletePostsController() )->register_routes();
		Users\UserManagement::register_routes();
		Folders\Folders::register_routes();
	}

	/**
	 * Registers languages/ as the folder of UiPress's own translations:
	 * WordPress reads a language pack's first when it has the locale, for
	 * PHP and (Assets\ScriptTranslations) for scripts alike.
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( 'uipress', false, dirname( plugin_basename( UIPRESS_PLUGIN_FILE ) ) . '/languages' );
	}

	/**
	 * The admin screens, for code that needs their slugs or hooks.
	 */
	public function admin_screens(): AdminScreens {
		return $this->admin_screens;
	}

	/**
	 * The template preview screen.
	 */
	public function preview_screen(): PreviewScreen {
		return $this->preview_screen;
	}

	/**
	 * The admin takeover by a template.
	 */
	public function takeover(): Takeover {
		return $this->takeover;
	}
}
