<?php
/**
 * Tests for the store analytics blocks on a site without WooCommerce.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Store;

use UiPress\Admin\AppConfig;
use UiPress\Analytics\Store\StoreSettings;
use UiPress\Settings\SettingsSchema;
use UiPress\Tests\Rest\RestTestCase;

/**
 * Without WooCommerce a store block answers 409 "WooCommerce is not
 * active." (administrators get the plugins screen as the place to fix it;
 * others no link), and the builder's inserter is told the blocks are not
 * available. The setting of extra roles exists in the analytics group.
 */
final class StoreWithoutWooCommerceTest extends RestTestCase {

	/**
	 * Every store block answers not connected, with the link for those who can activate plugins.
	 */
	public function test_store_blocks_answer_not_connected(): void {
		$this->act_as( 'administrator' );
		$blocks = array();
		foreach ( StoreSettings::modules() as $module ) {
			$blocks[ $module ] = self::block(
				'Store',
				array(
					'moduleName' => $module,
					'settings'   => array( 'block' => array( 'options' => new \stdClass() ) ),
				)
			);
		}
		$template = $this->create_template(
			array(
				'forRoles' => array( 'administrator', 'editor' ),
				'content'  => array_values( $blocks ),
			)
		);
		foreach ( $blocks as $module => $block ) {
			$response = $this->dispatch(
				'GET',
				'/uipress/v1/analytics/report',
				null,
				array(
					'template' => (string) $template,
					'block'    => $block['uid'],
				)
			);
			$this->assertError( 'uipress_analytics_not_connected', 409, $response );
			$body = $this->body( $response );
			$this->assertSame( 'WooCommerce is not active.', $body['message'] ?? null, $module );
			$this->assertTrue( $this->value_at( $body, 'data.canConnect' ) );
			$this->assertSame( admin_url( 'plugins.php' ), $this->value_at( $body, 'data.settingsUrl' ) );
		}

		$this->act_as( 'editor' );
		$response = $this->dispatch(
			'GET',
			'/uipress/v1/analytics/report',
			null,
			array(
				'template' => (string) $template,
				'block'    => $blocks[ StoreSettings::MODULE_KPIS ]['uid'],
			)
		);
		$this->assertError( 'uipress_analytics_not_connected', 409, $response );
		$this->assertFalse( $this->value_at( $this->body( $response ), 'data.canConnect' ) );
		$this->assertSame( '', $this->value_at( $this->body( $response ), 'data.settingsUrl' ) );
	}

	/**
	 * The viewer's picks are checked by the route's schema.
	 */
	public function test_picks_are_validated(): void {
		$this->act_as( 'administrator' );
		foreach ( array( array( 'interval' => 'hour' ), array( 'orderby' => 'sku' ), array( 'order' => 'up' ), array( 'page' => '0' ), array( 'page' => '1001' ) ) as $pick ) {
			$response = $this->dispatch(
				'GET',
				'/uipress/v1/analytics/report',
				null,
				array(
					'template' => '1',
					'block'    => 'uid',
				) + $pick
			);
			$this->assertError( 'rest_invalid_param', 400, $response );
		}
	}

	/**
	 * The builder's inserter hides the store blocks; the roles setting exists, empty by default.
	 */
	public function test_builder_flag_and_setting(): void {
		$this->assertFalse( AppConfig::woocommerce_active() );
		$setting = SettingsSchema::settings()[ StoreSettings::ROLES ] ?? null;
		$this->assertIsArray( $setting );
		$this->assertSame( 'analytics', $setting['group'] );
		$this->assertSame( 'roles', $setting['kind'] );
		$this->assertSame( array(), $setting['default'] );
		$this->assertSame( 'Roles that see store analytics', $setting['label'] );
		$keys = array_keys( SettingsSchema::settings() );
		$this->assertSame( array_search( 'analyticsRoles', $keys, true ) + 1, array_search( StoreSettings::ROLES, $keys, true ) );
	}
}
