<?php
/**
 * Tests for UiPress's commands in WordPress's command palette.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Admin;

use UiPress\Admin\CommandPalette;
use UiPress\Lifecycle\StoredData;
use UiPress\Tests\TestCase;

/**
 * The commands script loads only where WordPress's palette is, and offers
 * each user the screens they may open: UiPress's own screens and the
 * template search to managers, the user management screens to who manages
 * users while it is on, the folder screens while folders are on, and dark
 * mode and the menu only in a page framed by the interface.
 */
final class CommandPaletteTest extends TestCase {

	protected function tear_down(): void {
		delete_option( StoredData::SETTINGS_OPTION );
		wp_dequeue_script( 'wp-commands' );
		wp_dequeue_script( 'uipress-' . CommandPalette::ENTRY );
		parent::tear_down();
	}

	/**
	 * The names of the screens offered.
	 *
	 * @param bool $framed Whether the page is framed.
	 * @return list<string>
	 */
	private static function screens( bool $framed = false ): array {
		return array_column( CommandPalette::config( $framed )['screens'], 'name' );
	}

	public function test_a_manager_gets_uipress_s_screens_and_the_template_search(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( array( 'uipress/builder', 'uipress/menu-creator', 'uipress/settings' ), self::screens() );
		$config = CommandPalette::config( false );
		$this->assertTrue( $config['templates'] );
		$this->assertStringContainsString( 'admin.php?page=uip-ui-builder', $config['builderUrl'] );
		$this->assertStringContainsString( 'admin.php?page=uip-settings', $config['screens'][2]['url'] );
		$this->assertFalse( $config['framed'] );
		$this->assertTrue( CommandPalette::config( true )['framed'] );

		update_option( StoredData::SETTINGS_OPTION, array( 'menuCreatorEnabled' => false ) );
		$this->assertNotContains( 'uipress/menu-creator', self::screens() );
	}

	public function test_an_editor_gets_no_uipress_screen_nor_templates(): void {
		$this->act_as( 'editor' );
		$this->assertSame( array(), self::screens() );
		$config = CommandPalette::config( false );
		$this->assertFalse( $config['templates'] );
		$this->assertSame( '', $config['builderUrl'] );
	}

	public function test_the_user_management_and_folder_screens_follow_their_features(): void {
		update_option(
			StoredData::SETTINGS_OPTION,
			array(
				'userManagementEnabled' => true,
				'foldersEnabled'        => true,
				'folderPostTypes'       => array( 'page' ),
			)
		);
		$this->act_as( 'administrator' );
		$this->assertSame(
			array( 'uipress/builder', 'uipress/menu-creator', 'uipress/settings', 'uipress/users', 'uipress/roles', 'uipress/activity', 'uipress/folders-attachment', 'uipress/folders-page' ),
			self::screens()
		);
		// An author files media, not pages, and manages no users.
		$this->act_as( 'author' );
		$this->assertSame( array( 'uipress/folders-attachment' ), self::screens() );
		$this->assertStringEndsWith( 'upload.php', CommandPalette::config( false )['screens'][0]['url'] );
		$this->act_as( 'subscriber' );
		$this->assertSame( array(), self::screens() );
	}

	public function test_the_script_loads_only_beside_wordpress_s_palette_and_only_with_something_to_add(): void {
		$this->act_as( 'administrator' );
		CommandPalette::enqueue();
		$this->assertFalse( wp_script_is( 'uipress-' . CommandPalette::ENTRY, 'enqueued' ), 'No palette, no commands.' );

		wp_enqueue_script( 'wp-commands' );
		CommandPalette::enqueue();
		$this->assertTrue( wp_script_is( 'uipress-' . CommandPalette::ENTRY, 'enqueued' ) );
		$script = wp_scripts()->query( 'uipress-' . CommandPalette::ENTRY, 'registered' );
		$this->assertInstanceOf( \_WP_Dependency::class, $script );
		$this->assertContains( 'wp-commands', $script->deps );
		$inline = wp_scripts()->get_inline_script_data( 'uipress-' . CommandPalette::ENTRY, 'before' );
		$this->assertStringContainsString( 'window.uipressCommands = ', $inline );
		$this->assertStringContainsString( '"uipress/builder"', $inline );

		wp_dequeue_script( 'uipress-' . CommandPalette::ENTRY );
		$this->act_as( 'subscriber' );
		CommandPalette::enqueue();
		$this->assertFalse( wp_script_is( 'uipress-' . CommandPalette::ENTRY, 'enqueued' ), 'Nothing to add for a subscriber outside the interface.' );
	}
}
