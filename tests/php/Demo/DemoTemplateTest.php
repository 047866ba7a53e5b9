<?php
/**
 * Tests for the demo template.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Demo;

use UiPress\Demo\DemoTemplate;
use UiPress\Templates\CurrentTemplate;
use UiPress\Tests\TestCase;

/**
 * The demo template is valid, applies to administrators and installs once.
 */
final class DemoTemplateTest extends TestCase {

	public function test_every_block_has_a_name_and_a_module(): void {
		$modules = array();
		$walk    = function ( array $blocks ) use ( &$walk, &$modules ): void {
			foreach ( $blocks as $block ) {
				$this->assertIsArray( $block );
				$this->assertIsString( $block['name'] ?? null );
				$this->assertIsString( $block['moduleName'] ?? null );
				$modules[] = $block['moduleName'];
				$walk( is_array( $block['content'] ?? null ) ? $block['content'] : array() );
			}
		};
		$walk( DemoTemplate::content() );

		foreach ( array( 'uip-admin-menu-new', 'uip-toolbar', 'uip-breadcrumbs', 'uip-dark-toggle', 'uip-account', 'uip-content-frame' ) as $module ) {
			$this->assertContains( $module, $modules );
		}
	}

	public function test_installs_a_published_template_for_administrators_once(): void {
		$this->act_as( 'administrator' );

		$id = DemoTemplate::install();

		$this->assertGreaterThan( 0, $id );
		$this->assertSame( 'publish', get_post_status( $id ) );
		$this->assertSame( 0, DemoTemplate::install(), 'A site with a template gets no second demo.' );

		$found = CurrentTemplate::for_user( new \WP_User( $this->create_user( 'administrator' ) ) );
		$this->assertNotNull( $found );
		$this->assertSame( $id, $found['post']->ID );
		$this->assertNull( CurrentTemplate::for_user( new \WP_User( $this->create_user( 'editor' ) ) ) );
	}

	public function test_a_user_who_cannot_manage_uipress_installs_nothing(): void {
		$this->act_as( 'editor' );

		$this->assertSame( 0, DemoTemplate::install() );
	}
}
