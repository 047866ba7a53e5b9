<?php
/**
 * Where UiPress's scripts look for their translations.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Assets;

use UiPress\Assets\ScriptTranslations;
use UiPress\Tests\TestCase;
use WP_Textdomain_Registry;

/**
 * A language pack's JSON is read before the plugin's own languages/ when
 * the pack has the locale; without a pack, the plugin's folder is read.
 * The order is read from the files WordPress tries
 * (`load_script_translation_file`), for a script and for a chunk.
 */
final class ScriptTranslationsTest extends TestCase {

	private const HANDLE = 'uipress-translations-probe';

	/**
	 * The registry before the test.
	 *
	 * @var mixed
	 */
	private $registry;

	/**
	 * The files WordPress tried, in order.
	 *
	 * @var list<string>
	 */
	private array $tried = array();

	/**
	 * The language pack's MO file, when a test made it.
	 *
	 * @var string|null
	 */
	private ?string $pack = null;

	protected function set_up(): void {
		parent::set_up();
		$this->registry = $GLOBALS['wp_textdomain_registry'];
		add_filter( 'pre_determine_locale', static fn () => 'de_DE' );
		add_filter(
			'load_script_translation_file',
			function ( $file ) {
				$this->tried[] = is_string( $file ) ? $file : '';
				return $file;
			}
		);
		wp_register_script( self::HANDLE, UIPRESS_PLUGIN_URL . 'build/interface.js', array(), '1', true );
	}

	protected function tear_down(): void {
		if ( null !== $this->pack && is_file( $this->pack ) ) {
			wp_delete_file( $this->pack );
		}
		wp_deregister_script( self::HANDLE );
		$GLOBALS['wp_textdomain_registry'] = $this->registry; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- put back what set_up() found.
		wp_cache_flush();
		parent::tear_down();
	}

	public function test_without_a_language_pack_the_plugin_s_folder_is_read(): void {
		$this->fresh_registry();
		ScriptTranslations::load( self::HANDLE );
		$this->assertNotSame( array(), $this->tried );
		$this->assertSame( $this->plugin_languages(), dirname( $this->tried[0] ) );
		$this->assertContains( $this->plugin_languages() . '/uipress-de_DE-' . md5( 'build/interface.js' ) . '.json', $this->tried );
	}

	public function test_a_language_pack_is_read_before_the_plugin_s_folder(): void {
		$folder = self::constant_path( 'WP_LANG_DIR' ) . '/plugins';
		wp_mkdir_p( $folder );
		$this->pack = $folder . '/uipress-de_DE.mo';
		// An empty catalogue: its presence is what the registry looks for.
		file_put_contents( $this->pack, pack( 'V7', 0x950412de, 0, 0, 28, 28, 0, 28 ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents, WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a fixture in the test site's languages folder.
		$this->fresh_registry();
		ScriptTranslations::load( self::HANDLE );
		$this->assertNotSame( array(), $this->tried );
		$this->assertSame( $folder, dirname( $this->tried[0] ) );
		$md5 = 'uipress-de_DE-' . md5( 'build/interface.js' ) . '.json';
		$this->assertContains( $folder . '/' . $md5, $this->tried );
		$this->assertNotContains( $this->plugin_languages() . '/' . $md5, $this->tried, 'The plugin\'s copy is not read when the pack has the locale.' );
	}

	public function test_registered_scripts_ask_for_the_uipress_domain_without_a_folder(): void {
		ScriptTranslations::set( self::HANDLE );
		$script = wp_scripts()->registered[ self::HANDLE ];
		$this->assertSame( 'uipress', $script->textdomain );
		$this->assertSame( '', $script->translations_path );
	}

	/**
	 * A registry that has read no folder yet, with UiPress's own folder
	 * registered as Plugin::load_textdomain() does.
	 */
	private function fresh_registry(): void {
		wp_cache_flush();
		$registry = new WP_Textdomain_Registry();
		$registry->init();
		$GLOBALS['wp_textdomain_registry'] = $registry; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a registry that has cached no lookup; tear_down() puts the site's back.
		load_plugin_textdomain( 'uipress', false, dirname( plugin_basename( UIPRESS_PLUGIN_FILE ) ) . '/languages' );
	}

	/**
	 * The plugin's languages folder as WordPress names it.
	 */
	private function plugin_languages(): string {
		return self::constant_path( 'WP_PLUGIN_DIR' ) . '/' . dirname( plugin_basename( UIPRESS_PLUGIN_FILE ) ) . '/languages';
	}

	/**
	 * A folder WordPress defines as a constant.
	 *
	 * @param string $name `WP_LANG_DIR` or `WP_PLUGIN_DIR`.
	 */
	private static function constant_path( string $name ): string {
		$value = defined( $name ) ? constant( $name ) : null;
		return is_string( $value ) ? $value : '';
	}
}
