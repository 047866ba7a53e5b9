<?php
/**
 * The demo template's words in the site's language, and again in another.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Demo;

use MO;
use Translation_Entry;
use UiPress\Demo\DemoTemplate;
use UiPress\Tests\TestCase;
use WP_Locale_Switcher;

/**
 * With German installed (a core file, so WordPress can switch to it, and
 * UiPress's own with the demo's words): a German site's demo is German;
 * an English demo written again in German changes the names nobody
 * changed, keeps a name someone gave, and goes back to English.
 */
final class DemoTranslationTest extends TestCase {

	private const GERMAN = array(
		'UiPress demo' => 'UiPress-Demo',
		'Layout'       => 'Gestaltung',
		'Sidebar'      => 'Seitenleiste',
		'Toolbar'      => 'Werkzeugleiste',
	);

	/**
	 * Files this test made.
	 *
	 * @var list<string>
	 */
	private array $files = array();

	/**
	 * The locale switcher before the test.
	 *
	 * @var mixed
	 */
	private $switcher;

	protected function set_up(): void {
		parent::set_up();
		$languages = self::languages_dir();
		wp_mkdir_p( $languages . '/plugins' );
		$this->write_mo( $languages . '/de_DE.mo', array() );
		$this->write_mo( $languages . '/plugins/uipress-de_DE.mo', self::GERMAN );
		wp_cache_flush();
		// A switcher that knows German is installed now.
		$this->switcher = $GLOBALS['wp_locale_switcher'];
		$switcher       = new WP_Locale_Switcher();
		$switcher->init();
		$GLOBALS['wp_locale_switcher'] = $switcher; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- tear_down() puts the site's back.
		$this->act_as( 'administrator' );
	}

	protected function tear_down(): void {
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
		}
		$GLOBALS['wp_locale_switcher'] = $this->switcher; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- put back what set_up() found.
		// Nothing of the German files stays loaded for the next test.
		foreach ( array( 'de_DE', 'en_US' ) as $locale ) {
			\WP_Translation_Controller::get_instance()->unload_textdomain( 'uipress', $locale );
		}
		unload_textdomain( 'uipress', true );
		wp_cache_flush();
		parent::tear_down();
	}

	public function test_a_german_site_gets_a_german_demo(): void {
		add_filter( 'locale', static fn () => 'de_DE' );
		// As on a site that started in German: nothing loaded in English yet.
		unload_textdomain( 'uipress', true );
		$id = DemoTemplate::install();
		$this->assertGreaterThan( 0, $id );
		$this->assertSame( 'UiPress-Demo', get_the_title( $id ) );
		$this->assertSame( 'de_DE', get_post_meta( $id, DemoTemplate::LOCALE_META, true ) );
		$names = $this->names( $id );
		$this->assertSame( 'Gestaltung', $names['demoroot00000000000000001'] );
		$this->assertSame( 'Seitenleiste', $names['demosidebar000000000000001'] );
		// A name the file has no German for stays as the file has it.
		$this->assertSame( 'Main', $names['demomain00000000000000001'] );
	}

	public function test_an_english_demo_is_written_again_in_german_and_back(): void {
		$id = DemoTemplate::install();
		$this->assertSame( 'UiPress demo', get_the_title( $id ) );
		$this->assertSame( 'en_US', get_post_meta( $id, DemoTemplate::LOCALE_META, true ) );
		$this->assertSame( $id, DemoTemplate::find() );
		$this->rename_block( $id, 'demotoolbar00000000000001', 'My tools' );

		$this->assertSame( 3, DemoTemplate::translate( $id, 'de_DE' ), 'The title and two names.' );
		$names = $this->names( $id );
		$this->assertSame( 'Gestaltung', $names['demoroot00000000000000001'] );
		$this->assertSame( 'Seitenleiste', $names['demosidebar000000000000001'] );
		$this->assertSame( 'My tools', $names['demotoolbar00000000000001'], 'A name someone gave stays.' );
		$this->assertSame( 'UiPress-Demo', get_the_title( $id ) );

		$this->assertSame( 3, DemoTemplate::translate( $id, 'en_US' ) );
		$names = $this->names( $id );
		$this->assertSame( 'Layout', $names['demoroot00000000000000001'] );
		$this->assertSame( 'My tools', $names['demotoolbar00000000000001'] );
		$this->assertSame( 'UiPress demo', get_the_title( $id ) );
	}

	public function test_refusals(): void {
		$id    = DemoTemplate::install();
		$other = wp_insert_post(
			array(
				'post_type'   => 'uip-ui-template',
				'post_title'  => 'Another',
				'post_status' => 'draft',
			)
		);
		$this->assertIsInt( $other );
		$error = DemoTemplate::translate( $other, 'de_DE' );
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( 'uipress_not_demo', $error->get_error_code() );
		$error = DemoTemplate::translate( $id, 'fr_FR' );
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( 'uipress_language_missing', $error->get_error_code() );
		$this->assertSame( 'Layout', $this->names( $id )['demoroot00000000000000001'] );
		$this->act_as( 'editor' );
		$this->assertInstanceOf( \WP_Error::class, DemoTemplate::translate( $id, 'de_DE' ), 'An editor may not rewrite templates.' );
		$this->act_as( 'administrator' );
		$this->assertSame( 'Layout', $this->names( $id )['demoroot00000000000000001'] );
	}

	/**
	 * Block names of a stored template by uid.
	 *
	 * @param int $id The template.
	 * @return array<string, string>
	 */
	private function names( int $id ): array {
		$request = new \WP_REST_Request( 'GET', '/wp/v2/uip-ui-template/' . $id );
		$request->set_param( 'context', 'edit' );
		$data  = rest_do_request( $request )->get_data();
		$names = array();
		$walk  = static function ( $blocks ) use ( &$walk, &$names ): void {
			foreach ( is_array( $blocks ) ? $blocks : array() as $block ) {
				if ( is_array( $block ) && is_string( $block['uid'] ?? null ) && is_string( $block['name'] ?? null ) ) {
					$names[ $block['uid'] ] = $block['name'];
					$walk( $block['content'] ?? array() );
				}
			}
		};
		$walk( is_array( $data ) && is_array( $data['uipress'] ?? null ) ? ( $data['uipress']['content'] ?? array() ) : array() );
		return $names;
	}

	/**
	 * Renames one block of a stored template, as the builder would save it.
	 *
	 * @param int    $id   The template.
	 * @param string $uid  The block.
	 * @param string $name Its new name.
	 */
	private function rename_block( int $id, string $uid, string $name ): void {
		$content = DemoTemplate::content();
		$rename  = static function ( array $blocks ) use ( &$rename, $uid, $name ): array {
			foreach ( $blocks as $index => $block ) {
				if ( ! is_array( $block ) ) {
					continue;
				}
				if ( ( $block['uid'] ?? '' ) === $uid ) {
					$block['name'] = $name;
				}
				$block['content'] = $rename( is_array( $block['content'] ?? null ) ? $block['content'] : array() );
				$blocks[ $index ] = $block;
			}
			return $blocks;
		};
		$request = new \WP_REST_Request( 'POST', '/wp/v2/uip-ui-template/' . $id );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'uipress' => array( 'content' => $rename( $content ) ) ) ) );
		$this->assertFalse( rest_do_request( $request )->is_error() );
	}

	/**
	 * Writes an MO file.
	 *
	 * @param string                $file    Its path.
	 * @param array<string, string> $strings Original → translation.
	 */
	private function write_mo( string $file, array $strings ): void {
		$mo = new MO();
		foreach ( $strings as $original => $translation ) {
			$mo->add_entry(
				new Translation_Entry(
					array(
						'singular'     => $original,
						'translations' => array( $translation ),
					)
				)
			);
		}
		$this->assertTrue( $mo->export_to_file( $file ) );
		$this->files[] = $file;
	}

	/**
	 * WordPress's languages folder.
	 */
	private static function languages_dir(): string {
		$value = defined( 'WP_LANG_DIR' ) ? constant( 'WP_LANG_DIR' ) : null;
		return is_string( $value ) ? $value : '';
	}
}
