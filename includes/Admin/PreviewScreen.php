<?php
/**
 * The hidden screen that previews a template.
 *
 * @package UiPress
 */

namespace UiPress\Admin;

use UiPress\Assets\BlockChunks;
use UiPress\Assets\ScriptAsset;
use UiPress\Capabilities;
use UiPress\Templates\TemplateStore;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * `admin.php?page=uip-preview&template=ID`: shows a stored template as its
 * users see it. The page has no menu item and, like the other UiPress
 * screens, only `uipress_manage` users may open it. It loads the `preview`
 * build entry with the page configuration plus `preview: { templateId }`;
 * a missing or invalid template id gives an error notice instead.
 */
final class PreviewScreen {

	public const SLUG  = 'uip-preview';
	public const ENTRY = 'preview';

	/**
	 * The screen hook suffix, once the page is registered.
	 *
	 * @var string|null
	 */
	private ?string $hook_suffix = null;

	/**
	 * Adds the hooks.
	 */
	public function register_hooks(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
	}

	/**
	 * The screen, built late so its title is translated.
	 */
	public function screen(): Screen {
		return new Screen( self::SLUG, self::ENTRY, __( 'UiPress preview', 'uipress' ), __( 'Preview', 'uipress' ) );
	}

	/**
	 * Registers the page without a menu item (an empty parent slug).
	 */
	public function add_page(): void {
		$this->hook_suffix = null;
		$screen            = $this->screen();
		$hook              = add_submenu_page(
			'',
			$screen->title,
			$screen->menu_label,
			Capabilities::MANAGE,
			$screen->slug,
			array( $this, 'render' )
		);

		if ( is_string( $hook ) && '' !== $hook ) {
			$this->hook_suffix = $hook;
			add_action( 'load-' . $hook, array( $this, 'on_load' ) );
		}
	}

	/**
	 * The screen hook suffix, once the page is registered.
	 */
	public function hook_suffix(): ?string {
		return $this->hook_suffix;
	}

	/**
	 * The template the URL names, when it is one the user may preview.
	 */
	public static function requested_template(): ?WP_Post {
		// A read-only screen: the id only chooses what to show, to users who may edit it anyway.
		$id = isset( $_GET['template'] ) && is_string( $_GET['template'] ) ? absint( wp_unslash( $_GET['template'] ) ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( $id < 1 ) {
			return null;
		}
		$post = get_post( $id );
		if ( ! TemplateStore::is_template( $post ) || in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ) {
			return null;
		}
		return current_user_can( 'edit_post', $post->ID ) ? $post : null;
	}

	/**
	 * The configuration the preview app receives.
	 *
	 * @param WP_Post $template The template to show.
	 * @return array<string, mixed>
	 */
	public static function config( WP_Post $template ): array {
		$config            = AppConfig::build();
		$config['preview'] = array( 'templateId' => (int) $template->ID );
		$config['chrome']  = AppConfig::design_chrome();
		return $config;
	}

	/**
	 * Runs when the screen is about to load: names the page (WordPress finds
	 * no title for a page without a menu item) and queues the app for a valid template.
	 */
	public function on_load(): void {
		$GLOBALS['title'] = $this->screen()->title; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the admin header reads the page title from this global.

		$template = self::requested_template();
		if ( null === $template ) {
			return;
		}
		add_action(
			'admin_enqueue_scripts',
			static function () use ( $template ): void {
				$asset = new ScriptAsset( self::ENTRY );
				if ( ! $asset->is_built() ) {
					add_action( 'admin_notices', array( ScriptAsset::class, 'render_missing_build_notice' ) );
					return;
				}
				$asset->enqueue();
				BlockChunks::add_screen_translations( $asset->handle() );
				$asset->add_config( self::config( $template ) );
			}
		);
	}

	/**
	 * Prints the screen: the app's root element, or why there is nothing to preview.
	 */
	public function render(): void {
		$screen   = $this->screen();
		$template = self::requested_template();

		if ( null === $template ) {
			?>
			<div class="wrap uip-screen">
				<h1><?php echo esc_html( $screen->title ); ?></h1>
				<div class="notice notice-error uip-preview-error">
					<p><?php esc_html_e( 'Template not found. It may have been deleted, or the link to it is incomplete.', 'uipress' ); ?></p>
					<p><a href="<?php echo esc_url( admin_url( 'admin.php?page=' . AdminScreens::BUILDER_SLUG ) ); ?>"><?php esc_html_e( 'Back to the builder', 'uipress' ); ?></a></p>
				</div>
			</div>
			<?php
			return;
		}
		$screen->print_app_root( array( 'template' => (string) $template->ID ) );
	}
}
