<?php
/**
 * Dark mode for WooCommerce's screens in the page content frame.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Store;

use UiPress\Runtime\FramedDarkStyle;
use UiPress\Tests\Support\CapturesAdminHead;

/**
 * On a shop, a framed page of a user a template applies to loads the
 * WooCommerce rules after the core ones (the shop manager opening an order
 * from Recent orders; the e2e dashboard story checks their contrast).
 *
 * @group woocommerce
 */
final class FramedDarkWooCommerceTest extends StoreTestCase {

	use CapturesAdminHead;

	/**
	 * The WooCommerce stylesheet follows the core one.
	 */
	public function test_a_shop_frame_loads_the_woocommerce_rules(): void {
		$this->create_template( array( 'forRoles' => array( 'shop_manager' ) ) );
		$this->act_as( 'shop_manager' );
		$this->admin_head_of( '/wp-admin/edit.php?uip-framed-page=1' );

		// WooCommerce's own admin_enqueue_scripts callbacks need wp-admin's screens: run only ours.
		FramedDarkStyle::enqueue();

		$this->assertTrue( wp_style_is( FramedDarkStyle::WOOCOMMERCE_HANDLE, 'enqueued' ) );
		$style = wp_styles()->registered[ FramedDarkStyle::WOOCOMMERCE_HANDLE ];
		$this->assertSame( UIPRESS_PLUGIN_URL . FramedDarkStyle::WOOCOMMERCE_FILE, $style->src );
		$this->assertSame( array( FramedDarkStyle::HANDLE ), $style->deps );
		wp_dequeue_style( FramedDarkStyle::WOOCOMMERCE_HANDLE );
		wp_dequeue_style( FramedDarkStyle::HANDLE );
	}
}
