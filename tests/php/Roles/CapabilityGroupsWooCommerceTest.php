<?php
/**
 * The capability groups on a shop.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Roles;

/**
 * With WooCommerce active, its roles' capabilities make a group of their
 * own between core's groups and the others.
 *
 * @group woocommerce
 */
final class CapabilityGroupsWooCommerceTest extends RolesTestCase {

	/**
	 * WooCommerce's group follows settings; its capabilities are not under Other.
	 */
	public function test_woocommerce_capabilities_have_their_group(): void {
		$this->assertTrue( class_exists( 'WooCommerce' ), 'The woocommerce group runs on a shop (UIPRESS_WOOCOMMERCE=1).' );
		$this->act_as( 'administrator' );
		list( $ids, $by_name ) = $this->capability_groups();

		$settings = array_search( 'settings', $ids, true );
		$this->assertIsInt( $settings );
		$this->assertSame( 'woocommerce', $ids[ $settings + 1 ] ?? null );
		$this->assertSame( 'woocommerce', $by_name['manage_woocommerce']['group'] );
		$this->assertSame( 'Manage WooCommerce', $by_name['manage_woocommerce']['label'] );
		$this->assertTrue( $by_name['manage_woocommerce']['granted'] );
		$this->assertSame( 'woocommerce', $by_name['edit_shop_orders']['group'] );
		$this->assertSame( 'woocommerce', $by_name['view_woocommerce_reports']['group'] );
		$this->assertSame( 'posts', $by_name['edit_posts']['group'], 'Core capabilities the shop manager has stay in their group.' );
	}
}
