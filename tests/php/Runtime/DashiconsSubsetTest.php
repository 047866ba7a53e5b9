<?php
/**
 * Tests for the dashicons rules the interface page prints.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Runtime;

use UiPress\Runtime\DashiconsSubset;
use UiPress\Tests\TestCase;

/**
 * Only the icons the menus use, with WordPress's font file.
 */
final class DashiconsSubsetTest extends TestCase {

	public function test_the_icons_of_every_menu_and_submenu_are_found_once(): void {
		$runtime = array(
			'adminMenu'   => array(
				array(
					'icon'    => 'dashicons-admin-post',
					'submenu' => array( array( 'icon' => 'dashicons-cart' ) ),
				),
				array( 'icon' => 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' ),
				array( 'icon' => 'dashicons-admin-post' ),
			),
			'customMenu'  => array(
				'menu' => array(
					array(
						'icon'   => '',
						'custom' => array( 'icon' => 'dashicons-star-filled' ),
					),
				),
			),
			'staticMenus' => (object) array( 12 => array( array( 'icon' => 'dashicons-hammer' ) ) ),
		);
		$this->assertSame( array( 'dashicons-admin-post', 'dashicons-cart', 'dashicons-star-filled', 'dashicons-hammer' ), DashiconsSubset::used( $runtime ) );
	}

	public function test_the_css_has_the_font_and_only_the_rules_asked_for(): void {
		$characters = DashiconsSubset::characters();
		$this->assertGreaterThan( 300, count( $characters ), 'Read from WordPress’s dashicons.css.' );
		$this->assertSame( '\f109', $characters['dashicons-admin-post'] );

		$css = DashiconsSubset::css( array( 'dashicons-admin-post', 'dashicons-no-such-icon' ) );
		$this->assertStringContainsString( includes_url( 'fonts/dashicons.woff2' ), $css );
		$this->assertStringContainsString( '.dashicons-admin-post:before{content:"\f109"}', $css );
		$this->assertStringNotContainsString( 'no-such-icon', $css );
		$this->assertStringNotContainsString( 'dashicons-cart', $css );
		$this->assertLessThan( 2000, strlen( $css ), 'A few rules, not the whole stylesheet.' );
		$this->assertSame( '', DashiconsSubset::css( array( 'dashicons-no-such-icon' ) ) );
	}
}
