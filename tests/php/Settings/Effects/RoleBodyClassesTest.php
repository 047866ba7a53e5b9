<?php
/**
 * Tests for the addRoleToBody setting.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Effects;

use UiPress\Lifecycle\StoredData;
use UiPress\Runtime\InterfacePage;
use UiPress\Runtime\Takeover;
use UiPress\Tests\TestCase;

/**
 * The user's roles as admin body classes, on stock, interface and framed pages.
 */
final class RoleBodyClassesTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		set_current_screen( 'post' ); // Core's own admin_body_class callbacks read it.
	}

	protected function tear_down(): void {
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * The admin body classes after the filter.
	 *
	 * @param string $classes Classes before.
	 */
	private function body_classes( string $classes = '' ): string {
		$filtered = apply_filters( 'admin_body_class', $classes );
		$this->assertIsString( $filtered );
		return $filtered;
	}

	/**
	 * Applies a takeover decision as admin_init would.
	 *
	 * @param string $mode Takeover::MODE_*.
	 */
	private function apply_mode( string $mode ): void {
		( new Takeover() )->apply(
			array(
				'mode'     => $mode,
				'reason'   => 'template',
				'template' => null,
				'fields'   => null,
			)
		);
	}

	public function test_by_default_no_role_class_is_added(): void {
		$this->act_as( 'editor' );
		$this->assertSame( ' post-php', $this->body_classes( ' post-php' ) );
	}

	public function test_each_role_becomes_a_class(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'addRoleToBody' => true ) );
		$this->act_as( 'editor' );
		wp_get_current_user()->add_role( 'author' );

		$this->assertSame( 'post-php uip-role-editor uip-role-author', $this->body_classes( ' post-php' ) );
	}

	public function test_the_interface_page_and_framed_pages_keep_the_role_classes(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'addRoleToBody' => true ) );
		$this->act_as( 'editor' );

		$this->apply_mode( Takeover::MODE_TAKEOVER );
		$this->assertSame( 'uip-takeover uip-role-editor', $this->body_classes( ' post-php is-fullscreen-mode' ) );
		$this->assertStringEndsWith( ' uip-takeover uip-role-editor', InterfacePage::body_classes() );
	}

	public function test_framed_pages_keep_the_role_classes(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'addRoleToBody' => true ) );
		$this->act_as( 'administrator' );

		$this->apply_mode( Takeover::MODE_FRAMED );
		$classes = explode( ' ', $this->body_classes( ' edit-php' ) );
		$this->assertContains( 'uip-framed', $classes );
		$this->assertContains( 'uip-role-administrator', $classes );
	}
}
