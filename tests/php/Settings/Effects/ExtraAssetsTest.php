<?php
/**
 * Tests for the enqueueStyles and enqueueScripts settings.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Effects;

use UiPress\Lifecycle\StoredData;
use UiPress\Runtime\Takeover;
use UiPress\Tests\TestCase;

/**
 * Extra stylesheets and scripts on admin pages, the interface page included.
 */
final class ExtraAssetsTest extends TestCase {

	/**
	 * The scripts and styles objects before the test.
	 *
	 * @var array{0: mixed, 1: mixed}
	 */
	private array $assets = array( null, null );

	protected function set_up(): void {
		parent::set_up();
		$this->assets          = array( $GLOBALS['wp_scripts'] ?? null, $GLOBALS['wp_styles'] ?? null );
		$GLOBALS['wp_scripts'] = new \WP_Scripts(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['wp_styles']  = new \WP_Styles(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		set_current_screen( 'dashboard' );
		$this->act_as( 'editor' );
	}

	protected function tear_down(): void {
		$GLOBALS['wp_scripts']     = $this->assets[0]; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['wp_styles']      = $this->assets[1]; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * The queued handles with a prefix.
	 *
	 * @param string[] $queue  A queue.
	 * @param string   $prefix Handle prefix.
	 * @return string[]
	 */
	private static function ours( array $queue, string $prefix ): array {
		return array_values( array_filter( $queue, static fn( $handle ) => str_starts_with( $handle, $prefix ) ) );
	}

	private function save_urls(): void {
		update_option(
			StoredData::SETTINGS_OPTION,
			array(
				'enqueueStyles'  => array( 'https://cdn.example.com/a.css', 'https://cdn.example.com/b.css?x=1' ),
				'enqueueScripts' => array( 'https://cdn.example.com/a.js', 'https://cdn.example.com/b.js' ),
			)
		);
	}

	public function test_by_default_nothing_is_added(): void {
		do_action( 'admin_enqueue_scripts', 'index.php' );
		$this->assertSame( array(), self::ours( wp_styles()->queue, 'uipress-extra-' ) );
		$this->assertSame( array(), self::ours( wp_scripts()->queue, 'uipress-extra-' ) );
	}

	public function test_each_url_loads_in_order_as_written(): void {
		$this->save_urls();
		do_action( 'admin_enqueue_scripts', 'index.php' );

		$this->assertSame( array( 'uipress-extra-style-1', 'uipress-extra-style-2' ), self::ours( wp_styles()->queue, 'uipress-extra-' ) );
		$this->assertSame( array( 'uipress-extra-script-1', 'uipress-extra-script-2' ), self::ours( wp_scripts()->queue, 'uipress-extra-' ) );

		ob_start();
		wp_styles()->do_items( array( 'uipress-extra-style-1', 'uipress-extra-style-2' ) );
		wp_scripts()->do_items( array( 'uipress-extra-script-1', 'uipress-extra-script-2' ) );
		$html = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '#href=.https://cdn\.example\.com/a\.css. .*href=.https://cdn\.example\.com/b\.css\?x=1. #s', $html );
		$this->assertMatchesRegularExpression( '#src="https://cdn\.example\.com/a\.js".*src="https://cdn\.example\.com/b\.js"#s', $html );
	}

	public function test_the_interface_page_keeps_them(): void {
		$this->save_urls();
		( new Takeover() )->apply(
			array(
				'mode'     => Takeover::MODE_TAKEOVER,
				'reason'   => 'template',
				'template' => null,
				'fields'   => null,
			)
		);
		wp_enqueue_script( 'some-plugin', 'https://example.com/p.js', array(), '1', false );
		do_action( 'admin_enqueue_scripts', 'index.php' );

		$this->assertNotContains( 'some-plugin', wp_scripts()->queue, 'The interface page drops other scripts.' );
		$this->assertSame( array( 'uipress-extra-script-1', 'uipress-extra-script-2' ), self::ours( wp_scripts()->queue, 'uipress-extra-' ) );
		$this->assertSame( array( 'uipress-extra-style-1', 'uipress-extra-style-2' ), self::ours( wp_styles()->queue, 'uipress-extra-' ) );
	}
}
