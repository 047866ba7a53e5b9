<?php
/**
 * Tests for build asset registration.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Assets;

use UiPress\Assets\ScriptAsset;
use UiPress\Tests\TestCase;

/**
 * Scripts are registered from the build's asset files, with translations.
 * These tests read build/, so `npm run build` runs before the PHP tests.
 */
final class ScriptAssetTest extends TestCase {

	/**
	 * Fresh script and style registries for each test.
	 */
	protected function set_up(): void {
		parent::set_up();
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- fresh registries.
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		// phpcs:enable
	}

	/**
	 * No registrations leak into later tests.
	 */
	protected function tear_down(): void {
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- fresh registries.
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		// phpcs:enable
		parent::tear_down();
	}

	/**
	 * Every entry has a build with extracted WordPress dependencies.
	 *
	 * @dataProvider entries
	 *
	 * @param non-empty-string $entry Build entry.
	 */
	public function test_each_entry_is_built_with_extracted_dependencies( string $entry ): void {
		$asset = new ScriptAsset( $entry );

		$this->assertTrue( $asset->is_built(), "build/{$entry}.js is missing: run npm run build." );
		$manifest = $asset->manifest();
		$this->assertContains( 'wp-element', $manifest['dependencies'] );
		$this->assertContains( 'wp-data', $manifest['dependencies'] );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{20}$/', $manifest['version'] );
	}

	/**
	 * The build entries.
	 *
	 * @return array<string, array{non-empty-string}>
	 */
	public static function entries(): array {
		return array(
			'builder'      => array( 'builder' ),
			'menu creator' => array( 'menu-creator' ),
			'runtime'      => array( 'runtime' ),
		);
	}

	public function test_register_uses_manifest_and_sets_translations(): void {
		$asset = new ScriptAsset( 'builder' );

		$this->assertTrue( $asset->register() );

		$script = wp_scripts()->registered['uipress-builder'];
		$this->assertSame( $asset->manifest()['dependencies'], $script->deps );
		$this->assertSame( $asset->manifest()['version'], $script->ver );
		$this->assertSame( UIPRESS_PLUGIN_URL . 'build/builder.js', $script->src );
		$this->assertSame( 'uipress', $script->textdomain );
		$this->assertSame( '', $script->translations_path, 'No folder: WordPress\'s registry chooses (Assets\ScriptTranslations).' );
		$this->assertSame( 1, wp_scripts()->get_data( 'uipress-builder', 'group' ), 'Loaded in the footer.' );

		$style = wp_styles()->registered['uipress-builder'];
		$this->assertSame( UIPRESS_PLUGIN_URL . 'build/builder.css', $style->src );
		$this->assertSame( array( 'wp-components' ), $style->deps );
		$this->assertSame( 'replace', wp_styles()->get_data( 'uipress-builder', 'rtl' ) );
	}

	public function test_no_style_chunk_is_split_off_an_entry(): void {
		// @wordpress/scripts moves files named style.scss into one shared
		// style-<entry>.css chunk named after the first entry using them,
		// which the other entries would never load. Component styles have
		// names of their own, so each entry's CSS holds all it needs.
		$this->assertSame( array(), glob( UIPRESS_PLUGIN_DIR . 'build/style-*.css' ) );
		$this->assertStringContainsString( '.uip-segmented-toggle', (string) file_get_contents( UIPRESS_PLUGIN_DIR . 'build/builder.css' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local build file.
		$this->assertStringContainsString( '.uip-spinner', (string) file_get_contents( UIPRESS_PLUGIN_DIR . 'build/runtime.css' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local build file.
	}

	public function test_unbuilt_entry_registers_nothing(): void {
		$asset = new ScriptAsset( 'no-such-entry' );

		$this->assertFalse( $asset->is_built() );
		$this->assertFalse( $asset->enqueue() );
		$this->assertFalse( wp_script_is( 'uipress-no-such-entry', 'registered' ) );
		$this->assertSame( array(), $asset->manifest()['dependencies'] );
	}

	public function test_config_cannot_break_out_of_the_script_tag(): void {
		$asset = new ScriptAsset( 'runtime' );
		$asset->register();

		$this->assertTrue( $asset->add_config( array( 'title' => '</script><script>alert(1)</script>' ) ) );

		$inline = $this->inline_script( 'uipress-runtime', 'before' );
		$this->assertStringStartsWith( 'window.uipressConfig = {', $inline );
		$this->assertStringNotContainsString( '</script>', $inline );
		$this->assertStringContainsString( '\u003C/script\u003E', $inline );
	}

	public function test_missing_build_notice_explains_how_to_fix(): void {
		ob_start();
		ScriptAsset::render_missing_build_notice();
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( 'notice-error', $html );
		$this->assertStringContainsString( 'npm run build', $html );
	}
}
