<?php
/**
 * The folders script and its configuration on the screens.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

use UiPress\Admin\AdminScreens;
use UiPress\Assets\ScriptAsset;
use UiPress\Folders\Folders;
use UiPress\Folders\FolderScreens;
use UiPress\Plugin;
use UiPress\Tests\Support\ResetsAdminGlobals;
use UiPress\Tests\TestCase;

/**
 * FolderScreens queues build/folders.js with window.uipressConfig.folders on
 * the media library (grid, list), the list table of each kind and every
 * screen with a media modal, for users with the kind's capability; the
 * builder's page gets the configuration; with folders off nothing loads.
 * build/folders.js stands in registered when it is not built.
 *
 * @group folders
 */
final class FolderScreensTest extends TestCase {

	use FolderListFixtures;
	use ResetsAdminGlobals;

	private const HANDLE = 'uipress-folders';

	protected function set_up(): void {
		parent::set_up();
		$this->reset_admin_globals();
	}

	protected function tear_down(): void {
		$this->folders_off();
		$this->reset_admin_globals();
		parent::tear_down();
	}

	/**
	 * Loads an admin screen as WordPress does, up to its scripts.
	 *
	 * @param string $screen      The screen id.
	 * @param bool   $media_modal Whether the page queues the media modal.
	 */
	private function load( string $screen, bool $media_modal = false ): void {
		$this->stand_in_for_an_unbuilt_script();
		set_current_screen( $screen );
		if ( $media_modal ) {
			do_action( 'wp_enqueue_media' );
		}
		do_action( 'admin_enqueue_scripts', $screen . '.php' );
	}

	/**
	 * Registers a stand-in for build/folders.js while it is not built (its
	 * registration is ScriptAssetTest's), so these tests check the screens.
	 */
	private function stand_in_for_an_unbuilt_script(): void {
		if ( ! ( new ScriptAsset( FolderScreens::ENTRY ) )->is_built() && ! wp_script_is( self::HANDLE, 'registered' ) ) {
			wp_register_script( self::HANDLE, UIPRESS_PLUGIN_URL . 'build/folders.js', array(), UIPRESS_VERSION, true );
		}
	}

	/**
	 * The configuration the page printed for the script.
	 *
	 * @return array<mixed>
	 */
	private function printed_config(): array {
		$this->assertTrue( wp_script_is( self::HANDLE, 'enqueued' ), 'The folders script is not queued.' );
		$before = $this->inline_script( self::HANDLE, 'before' );
		$this->assertSame( 1, preg_match( '/^window\.uipressConfig = Object\.assign\( window\.uipressConfig \|\| \{\}, \{ folders: (.*) \} \);$/s', $before, $match ), $before );
		$config = json_decode( $match[1] ?? '', true );
		$this->assertIsArray( $config );
		return $config;
	}

	public function test_the_media_library_gets_the_script_in_grid_and_list_mode(): void {
		$this->folders_on();
		$user = $this->act_as( 'author' );
		$this->load( 'upload', true );
		$config = $this->printed_config();
		$this->assertSame( 'media-grid', $config['screen'] );
		$this->assertSame( 'attachment', $config['kind'] );
		$this->assertNull( $config['folder'] );
		$this->assertSame( '/uipress/v1/folders', $config['restPath'] );
		$this->assertSame( 'uip_folder_attachment', $this->value( $config, 'kinds', 'attachment', 'taxonomy' ) );
		// An author may not edit pages: their folders are not offered.
		$this->assertIsArray( $config['kinds'] );
		$this->assertArrayNotHasKey( 'page', $config['kinds'] );

		$this->reset_admin_globals();
		update_user_option( $user, 'media_library_mode', 'list' );
		$_GET['uip_folder'] = '12';
		$this->load( 'upload' );
		$config = $this->printed_config();
		$this->assertSame( 'media-list', $config['screen'] );
		$this->assertSame( 12, $config['folder'] );
	}

	public function test_a_kind_s_list_table_gets_the_script_and_other_lists_do_not(): void {
		$this->folders_on();
		$this->act_as( 'editor' );
		$this->load( 'edit-page' );
		$config = $this->printed_config();
		$this->assertSame( 'list-table', $config['screen'] );
		$this->assertSame( 'page', $config['kind'] );
		$this->assertSame( 'Pages', $this->value( $config, 'kinds', 'page', 'label' ) );
		$this->assertSame( 'Media', $this->value( $config, 'kinds', 'attachment', 'label' ) );

		$this->reset_admin_globals();
		$this->load( 'edit-post' );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ), 'Posts have no folders here.' );
	}

	public function test_the_block_editor_and_any_media_modal_get_the_script(): void {
		$this->folders_on();
		$this->act_as( 'author' );
		$this->load( 'post' );
		$this->assertSame( 'editor', $this->printed_config()['screen'] );

		$this->reset_admin_globals();
		$this->load( 'profile', true );
		$config = $this->printed_config();
		$this->assertSame( 'editor', $config['screen'] );
		$this->assertSame( 'attachment', $config['kind'] );

		$this->reset_admin_globals();
		$this->load( 'dashboard' );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ), 'No media modal, no folders.' );
	}

	public function test_users_without_the_kind_s_capability_get_no_script(): void {
		$this->folders_on();
		$this->act_as( 'subscriber' );
		$this->load( 'profile', true );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ), 'A subscriber may not upload.' );

		$this->reset_admin_globals();
		$this->act_as( 'author' );
		$this->load( 'edit-page' );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ), 'An author may not edit pages.' );
	}

	public function test_with_folders_off_nothing_is_hooked_or_queued(): void {
		$this->folders_on( array( 'foldersEnabled' => false ) );
		$booted = new \ReflectionProperty( Folders::class, 'booted' );
		$booted->setAccessible( true );
		$was = $booted->getValue();
		remove_all_actions( 'admin_enqueue_scripts' );
		remove_all_actions( 'wp_enqueue_media' );
		try {
			$booted->setValue( null, false );
			Folders::boot();
			$this->assertFalse( has_action( 'admin_enqueue_scripts', array( FolderScreens::class, 'enqueue' ) ) );
			$this->act_as( 'administrator' );
			$this->load( 'upload', true );
			$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ) );

			$this->folders_on();
			Folders::boot();
			$this->assertSame( 10, has_action( 'admin_enqueue_scripts', array( FolderScreens::class, 'enqueue' ) ) );
		} finally {
			$booted->setValue( null, $was );
		}
	}

	public function test_the_builder_page_gets_the_folders_configuration_only_with_folders_on(): void {
		$this->act_as( 'administrator' );
		$this->assertNull( FolderScreens::builder_config() );
		$this->load_builder();
		$this->assertStringContainsString( '"folders":null', $this->inline_script( 'uipress-builder', 'before' ) );

		$this->reset_admin_globals();
		$this->folders_on();
		$this->load_builder();
		$before = $this->inline_script( 'uipress-builder', 'before' );
		$this->assertStringContainsString( '"folders":{"kinds":{"attachment":{', $before );
		$this->assertStringContainsString( '"screen":"builder"', $before );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ), 'The builder shows folders with its own script.' );
	}

	/**
	 * Loads the builder's page.
	 */
	private function load_builder(): void {
		$screens = Plugin::instance()->admin_screens();
		$screens->add_menu();
		$hook = (string) $screens->hook_suffix( AdminScreens::BUILDER_SLUG );
		set_current_screen( $hook );
		do_action( 'load-' . $hook );
		$this->stand_in_for_an_unbuilt_script();
		// The builder queues the media modal for its own dialog's uploads on some sites.
		do_action( 'wp_enqueue_media' );
		do_action( 'admin_enqueue_scripts', $hook );
	}

	/**
	 * A value deep in the configuration.
	 *
	 * @param array<mixed> $config The configuration.
	 * @param string       ...$keys The keys.
	 * @return mixed
	 */
	private function value( array $config, string ...$keys ) {
		$value = $config;
		foreach ( $keys as $key ) {
			$this->assertIsArray( $value );
			$this->assertArrayHasKey( $key, $value, implode( '.', $keys ) );
			$value = $value[ $key ];
		}
		return $value;
	}
}
