<?php
/**
 * Tests for the welcomeMessage and hideWelcomeMessage settings.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Effects;

use UiPress\Lifecycle\StoredData;
use UiPress\Tests\TestCase;

/**
 * The toolbar's account item: "Howdy", the welcome message, or no greeting.
 */
final class ToolbarWelcomeTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		$id = $this->act_as( 'editor' );
		wp_update_user(
			array(
				'ID'           => $id,
				'display_name' => 'Ann & "Bo"',
			)
		);
		wp_set_current_user( 0 );
		wp_set_current_user( $id ); // Reloads the display name.
	}

	protected function tear_down(): void {
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * The admin bar as a page builds it, with core's items.
	 */
	private function bar(): \WP_Admin_Bar {
		require_once ABSPATH . WPINC . '/class-wp-admin-bar.php'; // @phpstan-ignore requireOnce.fileNotFound
		$bar = new \WP_Admin_Bar();
		$bar->add_menus();
		do_action_ref_array( 'admin_bar_menu', array( &$bar ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook.
		return $bar;
	}

	/**
	 * The account item's title.
	 */
	private function account_title(): string {
		$node = $this->bar()->get_node( 'my-account' );
		$this->assertNotNull( $node );
		$title = isset( $node->title ) ? $node->title : null;
		$this->assertIsString( $title );
		return $title;
	}

	public function test_by_default_the_toolbar_says_howdy(): void {
		$title = $this->account_title();
		$this->assertStringContainsString( 'Howdy, <span class="display-name">Ann &amp; "Bo"</span>', $title );
	}

	public function test_the_welcome_message_replaces_howdy_escaped(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'welcomeMessage' => 'Hi <b>{name}</b>, welcome!' ) );

		$title = $this->account_title();
		$this->assertStringStartsWith( 'Hi &lt;b&gt;<span class="display-name">Ann &amp; &quot;Bo&quot;</span>&lt;/b&gt;, welcome!', $title );
		$this->assertStringNotContainsString( 'Howdy', $title );
		$this->assertStringContainsString( '<img', $title, 'The avatar stays.' );
	}

	public function test_the_welcome_message_applies_on_site_pages_too(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'welcomeMessage' => 'Welcome {name}' ) );
		set_current_screen( 'dashboard' );
		$this->assertStringStartsWith( 'Welcome <span class="display-name">', $this->account_title() );

		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->assertFalse( is_admin() );
		$this->assertStringStartsWith( 'Welcome <span class="display-name">', $this->account_title() );
	}

	public function test_a_hidden_greeting_keeps_the_avatar_and_the_menu(): void {
		update_option(
			StoredData::SETTINGS_OPTION,
			array(
				'welcomeMessage'     => 'Hello {name}',
				'hideWelcomeMessage' => true,
			)
		);

		$bar   = $this->bar();
		$title = $this->account_title();
		$this->assertStringStartsWith( '<span class="screen-reader-text">Ann &amp; &quot;Bo&quot;</span><img', $title );
		$this->assertStringNotContainsString( 'Howdy', $title );
		$this->assertStringNotContainsString( 'Hello', $title );
		$this->assertNotNull( $bar->get_node( 'user-actions' ) );
		$this->assertNotNull( $bar->get_node( 'logout' ) );
	}

	public function test_without_avatars_a_hidden_greeting_leaves_the_name(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'hideWelcomeMessage' => true ) );
		update_option( 'show_avatars', '0' );

		$this->assertSame( '<span class="display-name">Ann &amp; &quot;Bo&quot;</span>', $this->account_title() );
	}
}
