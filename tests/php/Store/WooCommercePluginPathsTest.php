<?php
/**
 * WordPress names the test shops' WooCommerce as it names an installed one.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Store;

/**
 * The shops link WooCommerce in from outside the project
 * (tools/local-wordpress/woocommerce.mjs): from inside it, plugin_basename()
 * gave uipress/.wordpress/…, which broke WooCommerce's basename, asset URLs
 * and activation hook.
 *
 * @group woocommerce
 */
final class WooCommercePluginPathsTest extends StoreTestCase {

	/**
	 * WooCommerce's main file is woocommerce/woocommerce.php, its URLs are
	 * under plugins/woocommerce (WC()->plugin_url() is this plugins_url()),
	 * and it is active by that name.
	 */
	public function test_woocommerce_is_named_as_an_installed_plugin(): void {
		$file = constant( 'WC_PLUGIN_FILE' );
		$this->assertIsString( $file );
		$this->assertSame( 'woocommerce/woocommerce.php', plugin_basename( $file ) );
		$this->assertSame( 'woocommerce/woocommerce.php', constant( 'WC_PLUGIN_BASENAME' ) );
		$this->assertSame( content_url( 'plugins/woocommerce/' ), plugins_url( '/', $file ) );
		require_once ABSPATH . 'wp-admin/includes/plugin.php'; // @phpstan-ignore requireOnce.fileNotFound
		$this->assertTrue( is_plugin_active( 'woocommerce/woocommerce.php' ) );
	}

	/**
	 * Activating WooCommerce ran its installer: the hook is registered under
	 * the name activate_plugin() fires.
	 */
	public function test_woocommerce_activation_hook_has_the_plugins_name(): void {
		$this->assertNotFalse( has_action( 'activate_woocommerce/woocommerce.php', array( 'WC_Install', 'install' ) ) );
		$this->assertSame( constant( 'WC_VERSION' ), get_option( 'woocommerce_version' ) );
	}
}
