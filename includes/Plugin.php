<?php
/**
 * The plugin's single entry point: wires every hook.
 *
 * @package UiPress
 */

namespace UiPress;

use UiPress\Admin\AdminScreens;

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
	 * Builds the object graph; hooks are added by boot().
	 */
	private function __construct() {
		$this->admin_screens = new AdminScreens();
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
		add_action( 'init', array( $this, 'load_textdomain' ) );
		$this->admin_screens->register_hooks();
	}

	/**
	 * Loads translations shipped in languages/ (translations from
	 * WordPress.org language packs take precedence when installed).
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
}
