<?php
/**
 * The "UiPress" admin menu and its screens.
 *
 * @package UiPress
 */

namespace UiPress\Admin;

use UiPress\Assets\ScriptAsset;
use UiPress\Capabilities;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the builder and menu-creator screens under a top-level menu that
 * only `uipress_manage` users see, and loads each screen's app on its page only.
 */
final class AdminScreens {

	public const BUILDER_SLUG      = 'uip-ui-builder';
	public const MENU_CREATOR_SLUG = 'uip-menu-creator';

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
		return array(
			new Screen( self::BUILDER_SLUG, 'builder', __( 'UiPress builder', 'uipress' ), __( 'Builder', 'uipress' ) ),
			new Screen( self::MENU_CREATOR_SLUG, 'menu-creator', __( 'UiPress menu creator', 'uipress' ), __( 'Menu creator', 'uipress' ) ),
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
				$asset->add_config( AppConfig::for_page( $screen->slug ) );
			}
		);
	}

	/**
	 * Prints the screen: a title and a loading state the React app replaces.
	 *
	 * @param Screen $screen The screen to render.
	 */
	private function render( Screen $screen ): void {
		?>
		<div class="wrap uip-screen">
			<div id="<?php echo esc_attr( $screen->root_id() ); ?>" class="uip-app-root" data-uip-screen="<?php echo esc_attr( $screen->slug ); ?>">
				<h1 class="uip-screen__title"><?php echo esc_html( $screen->title ); ?></h1>
				<p class="uip-screen__loading" role="status">
					<span class="spinner is-active uip-screen__spinner"></span>
					<?php esc_html_e( 'Loading…', 'uipress' ); ?>
				</p>
				<noscript>
					<div class="notice notice-error"><p><?php esc_html_e( 'UiPress needs JavaScript to run. Enable JavaScript in your browser and reload this page.', 'uipress' ); ?></p></div>
				</noscript>
			</div>
		</div>
		<?php
	}
}
