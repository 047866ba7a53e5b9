<?php
/**
 * One admin screen that hosts a React app.
 *
 * @package UiPress
 */

namespace UiPress\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * What an admin screen is: its page slug, the build entry that mounts on it
 * and the element that entry renders into.
 */
final class Screen {

	/**
	 * Page slug, the `page` query value in admin.php?page=….
	 *
	 * @var string
	 */
	public string $slug;

	/**
	 * Name of the entry in build/ (build/{entry}.js, build/{entry}.asset.php).
	 *
	 * @var non-empty-string
	 */
	public string $entry;

	/**
	 * Translated screen title, shown in the browser tab and before the app loads.
	 *
	 * @var string
	 */
	public string $title;

	/**
	 * Translated label in the admin menu.
	 *
	 * @var string
	 */
	public string $menu_label;

	/**
	 * Constructor.
	 *
	 * @param string           $slug       Page slug.
	 * @param non-empty-string $entry Build entry name.
	 * @param string           $title      Screen title.
	 * @param string           $menu_label Menu label.
	 */
	public function __construct( string $slug, string $entry, string $title, string $menu_label ) {
		$this->slug       = $slug;
		$this->entry      = $entry;
		$this->title      = $title;
		$this->menu_label = $menu_label;
	}

	/**
	 * The id of the element the React app mounts into.
	 */
	public function root_id(): string {
		return $this->slug . '-root';
	}

	/**
	 * Prints the screen's page: its title and a loading state in the
	 * element the React app mounts into (and replaces), and what to do
	 * without JavaScript.
	 *
	 * @param array<string, string> $data More `data-uip-*` attributes of the root (name without the prefix → value).
	 */
	public function print_app_root( array $data = array() ): void {
		$attributes = '';
		foreach ( $data as $name => $value ) {
			$attributes .= sprintf( ' data-uip-%s="%s"', sanitize_key( $name ), esc_attr( $value ) );
		}
		?>
		<div class="wrap uip-screen">
			<div id="<?php echo esc_attr( $this->root_id() ); ?>" class="uip-app-root" data-uip-screen="<?php echo esc_attr( $this->slug ); ?>"<?php echo $attributes; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- keys sanitised, values escaped above. ?>>
				<h1 class="uip-screen__title"><?php echo esc_html( $this->title ); ?></h1>
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
