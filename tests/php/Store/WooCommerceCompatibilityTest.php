<?php
/**
 * WooCommerce lists UiPress as compatible with its order tables.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Store;

use Automattic\WooCommerce\Internal\Features\FeaturesController;

/**
 * UiPress's declaration on `before_woocommerce_init` (wired by the
 * plugin's boot) reaches WooCommerce's features controller.
 *
 * @group woocommerce
 */
final class WooCommerceCompatibilityTest extends StoreTestCase {

	/**
	 * High-performance order storage and the cart and checkout blocks list
	 * UiPress as compatible, not uncertain or incompatible.
	 */
	public function test_woocommerce_lists_uipress_as_compatible(): void {
		$plugin = plugin_basename( UIPRESS_PLUGIN_FILE );
		$this->assertSame( 'uipress/uipress.php', $plugin );
		$features = wc_get_container()->get( FeaturesController::class );
		foreach ( array( 'custom_order_tables', 'cart_checkout_blocks' ) as $feature ) {
			$plugins = $features->get_compatible_plugins_for_feature( $feature, true );
			$this->assertContains( $plugin, $plugins['compatible'], $feature );
			$this->assertNotContains( $plugin, $plugins['incompatible'], $feature );
			$this->assertNotContains( $plugin, $plugins['uncertain'], $feature );
		}
	}
}
