<?php
/**
 * Tests for the plugin bootstrap.
 *
 * @package UiPress
 */

namespace UiPress\Tests;

use UiPress\Capabilities;
use UiPress\Plugin;

/**
 * The plugin loads in a real WordPress and wires its hooks.
 */
final class PluginTest extends TestCase {

	public function test_plugin_is_active_and_defines_its_constants(): void {
		$this->assertTrue( is_plugin_active( 'uipress/uipress.php' ) );
		$this->assertSame( '0.1.0', UIPRESS_VERSION );
		$this->assertFileExists( UIPRESS_PLUGIN_FILE );
		$this->assertStringEndsWith( '/wp-content/plugins/uipress/', UIPRESS_PLUGIN_URL );
	}

	public function test_plugin_header_declares_text_domain_and_requirements(): void {
		$header = get_plugin_data( UIPRESS_PLUGIN_FILE, false, false );

		$this->assertSame( 'UiPress', $header['Name'] );
		$this->assertSame( UIPRESS_VERSION, $header['Version'] );
		$this->assertSame( 'uipress', $header['TextDomain'] );
		$this->assertSame( '6.9', $header['RequiresWP'] );
		$this->assertSame( '', $header['PluginURI'], 'The header links to no other site.' );
		$this->assertSame( '', $header['AuthorURI'], 'The header links to no other site.' );
		$this->assertSame( '8.2', $header['RequiresPHP'] );
	}

	public function test_header_and_readme_name_the_same_supported_range(): void {
		$file   = (string) file_get_contents( UIPRESS_PLUGIN_DIR . 'uipress.php' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$readme = (string) file_get_contents( UIPRESS_PLUGIN_DIR . 'readme.txt' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$this->assertMatchesRegularExpression( '/^ \\* Tested up to:\\s+7\\.1$/m', $file );
		$this->assertMatchesRegularExpression( '/^Requires at least: 6\\.9$/m', $readme );
		$this->assertMatchesRegularExpression( '/^Tested up to: 7\\.1$/m', $readme );
		$this->assertMatchesRegularExpression( '/^Requires PHP: 8\\.2$/m', $readme );
		$this->assertMatchesRegularExpression( '/^Stable tag: ' . preg_quote( UIPRESS_VERSION, '/' ) . '$/m', $readme );
	}

	public function test_boot_wires_hooks_once(): void {
		$this->assertSame( 10, has_filter( 'map_meta_cap', array( Capabilities::class, 'map_meta_cap' ) ) );
		$this->assertNotFalse( has_action( 'admin_menu', array( Plugin::instance()->admin_screens(), 'add_menu' ) ) );

		Plugin::instance()->boot();

		$ours = 0;
		foreach ( self::hooks()['map_meta_cap']->callbacks[10] ?? array() as $callback ) {
			$this->assertIsArray( $callback );
			if ( array( Capabilities::class, 'map_meta_cap' ) === $callback['function'] ) {
				++$ours;
			}
		}
		$this->assertSame( 1, $ours, 'Booting twice must not add hooks twice.' );
	}

	public function test_text_domain_loads_on_init(): void {
		$this->assertNotFalse( has_action( 'init', array( Plugin::instance(), 'load_textdomain' ) ) );
	}
}
