<?php
/**
 * Tests for the block chunks printed with the interface.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Assets;

use UiPress\Assets\BlockChunks;
use UiPress\Assets\ScriptAsset;
use UiPress\Tests\TestCase;

/**
 * The interface page gets the chunks of the blocks its template uses, and
 * nothing else. These tests read build/, so `npm run build` runs first.
 */
final class BlockChunksTest extends TestCase {

	/**
	 * Fresh script and style registries for each test.
	 */
	protected function set_up(): void {
		parent::set_up();
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- fresh registries.
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		// phpcs:enable
		BlockChunks::reset();
	}

	/**
	 * No registrations leak into later tests.
	 */
	protected function tear_down(): void {
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- fresh registries.
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		// phpcs:enable
		BlockChunks::reset();
		parent::tear_down();
	}

	/**
	 * A block of a module, with children.
	 *
	 * @param string             $module   Module name.
	 * @param list<array<mixed>> $children Child blocks.
	 * @return array<string, mixed>
	 */
	private static function block( string $module, array $children = array() ): array {
		return array(
			'uid'        => wp_generate_uuid4(),
			'moduleName' => $module,
			'content'    => $children,
		);
	}

	public function test_every_chunked_core_block_has_its_built_files(): void {
		$map      = json_decode( (string) file_get_contents( UIPRESS_PLUGIN_DIR . 'src/blocks/chunks.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local source file.
		$manifest = BlockChunks::manifest();

		$this->assertIsArray( $map );
		$this->assertNotEmpty( $map );
		$this->assertSame( $map, $manifest['modules'] );
		foreach ( $manifest['modules'] as $module => $folder ) {
			$chunk = $manifest['chunks'][ $folder ] ?? null;
			$this->assertIsArray( $chunk, "No chunk for {$module}." );
			$this->assertContains( "blocks/{$folder}.js", $chunk['js'] );
			foreach ( array_merge( $chunk['js'], $chunk['css'] ) as $file ) {
				$this->assertFileExists( UIPRESS_PLUGIN_DIR . 'build/' . $file );
			}
		}
	}

	public function test_queues_only_the_chunks_the_template_uses_after_the_runtime(): void {
		( new ScriptAsset( 'runtime' ) )->register();
		$blocks = array(
			self::block(
				'uip-container',
				array(
					self::block( 'uip-heading' ),
					self::block( 'uip-container', array( self::block( 'uip-button' ), self::block( 'uip-heading' ) ) ),
				)
			),
			self::block( 'some-plugin/chart' ),
		);

		$this->assertSame( array( 'uip-container', 'uip-heading', 'uip-button', 'some-plugin/chart' ), BlockChunks::module_names( $blocks ) );
		$this->assertSame( array( 'heading', 'button' ), BlockChunks::folders_for( $blocks ) );

		$handles = BlockChunks::enqueue( $blocks, 'uipress-runtime' );

		$this->assertSame( array( 'uipress-block-heading', 'uipress-block-button' ), $handles );
		$scripts = wp_scripts();
		foreach ( $handles as $handle ) {
			$this->assertTrue( wp_script_is( $handle, 'enqueued' ) );
			$this->assertContains( 'uipress-runtime', $scripts->registered[ $handle ]->deps, 'Printed after the script that loads it.' );
			$this->assertSame( 'uipress', $scripts->registered[ $handle ]->textdomain );
		}
		$this->assertSame( UIPRESS_PLUGIN_URL . 'build/blocks/button.js', $scripts->registered['uipress-block-button']->src );
		$this->assertFalse( wp_script_is( 'uipress-block-container', 'registered' ), 'The interface script holds its own blocks.' );
		$this->assertFalse( wp_script_is( 'uipress-block-paragraph', 'registered' ), 'Unused blocks are not loaded.' );
	}

	public function test_a_chunk_brings_the_wordpress_scripts_its_own_code_uses(): void {
		( new ScriptAsset( 'runtime' ) )->register();
		BlockChunks::enqueue( array( self::block( 'uip-posts-table' ) ), 'uipress-runtime' );

		$deps = wp_scripts()->registered['uipress-block-posts-table']->deps;
		$this->assertContains( 'uipress-runtime', $deps );
		$this->assertContains( 'wp-date', $deps, 'The posts table shows dates in the site’s format.' );

		$runtime = require UIPRESS_PLUGIN_DIR . 'build/runtime.asset.php';
		$this->assertIsArray( $runtime );
		$runtime_deps = $runtime['dependencies'] ?? null;
		$this->assertIsArray( $runtime_deps );
		$this->assertNotContains( 'wp-date', $runtime_deps, 'Pages without a posts table do not load it.' );
		$this->assertContains( 'wp-element', $runtime_deps );
	}

	public function test_a_chunk_stylesheet_is_queued_after_the_interface_with_its_rtl_file(): void {
		( new ScriptAsset( 'runtime' ) )->register();
		BlockChunks::enqueue( array( self::block( 'uip-button' ) ), 'uipress-runtime' );

		$this->assertTrue( wp_style_is( 'uipress-block-button', 'enqueued' ) );
		$style = wp_styles()->registered['uipress-block-button'];
		$this->assertSame( UIPRESS_PLUGIN_URL . 'build/blocks/button.css', $style->src );
		$this->assertContains( 'uipress-runtime', $style->deps );
		$this->assertSame( 'replace', $style->extra['rtl'] ?? null );
	}

	public function test_a_block_rendering_wordpress_components_brings_their_stylesheet_and_only_it(): void {
		( new ScriptAsset( 'runtime' ) )->register();
		BlockChunks::enqueue( array( self::block( 'uip-button' ), self::block( 'uip-heading' ) ), 'uipress-runtime' );
		$this->assertNotContains( 'wp-components', self::styles_printed(), 'A template without such blocks loads no components stylesheet.' );

		foreach ( array( 'uip-posts-table', 'uip-recent-posts', 'uip-content-search', 'uip-block-modal' ) as $module ) {
			$handle = 'uipress-block-' . BlockChunks::manifest()['modules'][ $module ];
			// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- fresh registries.
			$GLOBALS['wp_scripts'] = null;
			$GLOBALS['wp_styles']  = null;
			// phpcs:enable
			( new ScriptAsset( 'runtime' ) )->register();
			BlockChunks::enqueue( array( self::block( 'uip-button' ), self::block( $module ) ), 'uipress-runtime' );
			$printed = self::styles_printed();
			$this->assertContains( 'wp-components', $printed, $module );
			$this->assertLessThan( (int) array_search( $handle, $printed, true ), array_search( 'wp-components', $printed, true ), 'Its own rules come after WordPress\'s, to win on the same selectors: ' . $module );
		}
	}

	/**
	 * The style handles the queue prints, dependencies first.
	 *
	 * @return list<string>
	 */
	private static function styles_printed(): array {
		$styles = wp_styles();
		$styles->all_deps( $styles->queue );
		return array_values( $styles->to_do );
	}

	public function test_queues_the_engine_features_the_blocks_use(): void {
		( new ScriptAsset( 'runtime' ) )->register();
		$with_conditions             = self::block( 'uip-container' );
		$with_conditions['settings'] = array(
			'advanced' => array(
				'options' => array(
					'conditions' => array(
						'relation'   => 'and',
						'conditions' => array( array( 'type' => 'userRole' ) ),
					),
				),
			),
		);
		$with_query                  = self::block( 'uip-container' );
		$with_query['query']         = array( 'enabled' => true );
		$with_query['tooltip']       = array( 'message' => 'Explained' );
		$with_dynamic                = self::block( 'uip-heading' );
		$with_dynamic['settings']    = array(
			'block' => array(
				'options' => array(
					'headingText' => array(
						'string'     => 'Hello',
						'dynamic'    => true,
						'dynamicKey' => 'user.name',
					),
				),
			),
		);
		$with_conditions['content']  = array( $with_query, $with_dynamic );
		$blocks                      = array( $with_conditions, self::block( 'uip-container' ) );

		$this->assertSame( array( 'conditions', 'dynamic', 'query', 'tooltips' ), BlockChunks::features_for( $blocks ) );
		$this->assertSame( array_values( (array) json_decode( (string) file_get_contents( UIPRESS_PLUGIN_DIR . 'src/engine/features/features.json' ) ) ), BlockChunks::FEATURES ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local source file.
		$this->assertSame( array(), BlockChunks::features_for( array( self::block( 'uip-container' ) ) ) );
		$plain_text                                 = $with_dynamic;
		$plain_text['settings']['block']['options'] = array(
			'headingText' => array(
				'string'  => 'Hello',
				'dynamic' => false,
			),
		);
		$this->assertSame( array(), BlockChunks::features_for( array( $plain_text ) ), 'Text without dynamic data needs no dynamic data code.' );

		$handles = BlockChunks::enqueue( $blocks, 'uipress-runtime' );
		$this->assertSame( array( 'uipress-block-heading', 'uipress-block-engine-conditions', 'uipress-block-engine-dynamic', 'uipress-block-engine-query', 'uipress-block-engine-tooltips' ), $handles );
		$this->assertSame( UIPRESS_PLUGIN_URL . 'build/engine/query.js', wp_scripts()->registered['uipress-block-engine-query']->src );
	}

	public function test_custom_menu_code_comes_with_an_admin_menu_showing_a_custom_or_static_menu(): void {
		$menu               = self::block( 'uip-admin-menu-new' );
		$static             = self::block( 'uip-admin-menu' );
		$static['settings'] = array(
			'block' => array(
				'options' => array(
					'staticMenu' => array(
						'enabled' => true,
						'menuid'  => '12',
					),
				),
			),
		);
		$heading            = self::block( 'uip-heading' );

		$this->assertSame( array(), BlockChunks::features_for( array( $menu ) ), 'The user\'s own menu needs no custom menu code.' );
		$this->assertSame( array( 'menus' ), BlockChunks::features_for( array( $menu ), true ) );
		$this->assertSame( array(), BlockChunks::features_for( array( $heading ), true ), 'No admin menu block, no menu to show.' );
		$this->assertSame( array( 'menus' ), BlockChunks::features_for( array( self::block( 'uip-container', array( $static ) ) ) ) );

		$this->assertSame( array( 'uipress-block-engine-menus' ), BlockChunks::enqueue( array( $menu ), 'uipress-runtime', true ) );
		$this->assertSame( UIPRESS_PLUGIN_URL . 'build/engine/menus.js', wp_scripts()->registered['uipress-block-engine-menus']->src );
	}

	public function test_a_library_built_apart_comes_before_the_chunk_that_uses_it(): void {
		$chunk = BlockChunks::manifest()['chunks']['posts-table'];
		$this->assertSame( 'vendor/dataviews.js', $chunk['js'][0] );
		$this->assertSame( 'blocks/posts-table.js', end( $chunk['js'] ) );
		$this->assertContains( 'react-dom', $chunk['deps'], 'The library\'s own WordPress scripts come with it.' );

		BlockChunks::enqueue( array( self::block( 'uip-posts-table' ) ), 'uipress-runtime' );
		$queued = wp_scripts()->queue;
		$this->assertLessThan(
			array_search( 'uipress-block-posts-table', $queued, true ),
			array_search( 'uipress-block-vendor-dataviews', $queued, true )
		);
	}

	public function test_the_demo_interface_downloads_at_most_32_kb_of_js_and_css_gzipped(): void {
		$demo    = json_decode( (string) file_get_contents( UIPRESS_PLUGIN_DIR . 'includes/Demo/demo-template.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local source file.
		$content = is_array( $demo ) ? ( $demo['content'] ?? $demo ) : array();
		$this->assertIsArray( $content );

		// The interface page (runtime.js, runtime.css), the frame's bridge, and the demo's chunks.
		$files = array( 'runtime.js', 'runtime.css', 'frame-bridge.js' );
		foreach ( BlockChunks::folders_for( $content ) as $folder ) {
			$chunk = BlockChunks::manifest()['chunks'][ $folder ];
			$files = array_merge( $files, $chunk['js'], $chunk['css'] );
		}
		foreach ( BlockChunks::features_for( $content ) as $feature ) {
			$chunk = BlockChunks::manifest()['features'][ $feature ];
			$files = array_merge( $files, $chunk['js'], $chunk['css'] );
		}
		$bytes = 0;
		foreach ( array_unique( $files ) as $file ) {
			$read = file_get_contents( UIPRESS_PLUGIN_DIR . 'build/' . $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a built file.
			$this->assertIsString( $read, $file );
			$bytes += strlen( (string) gzencode( $read, 9 ) );
		}
		// The budget of `npm run bench:admin`, which measures the files a browser downloads.
		$this->assertLessThanOrEqual( 32 * 1024, $bytes, sprintf( 'The demo interface is %.1f KB gzipped.', $bytes / 1024 ) );
	}

	public function test_a_template_of_interface_blocks_needs_no_chunk(): void {
		$blocks = json_decode( (string) file_get_contents( UIPRESS_PLUGIN_DIR . 'includes/Demo/demo-template.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local source file.
		$this->assertIsArray( $blocks );
		$content = $blocks['content'] ?? $blocks;
		$this->assertIsArray( $content );

		$this->assertNotEmpty( BlockChunks::module_names( $content ) );
		$this->assertSame( array(), BlockChunks::folders_for( $content ) );
	}

	public function test_the_screens_print_the_translations_of_the_chunks_they_load_later(): void {
		( new ScriptAsset( 'builder' ) )->register();
		$asked = array();
		add_filter(
			'load_script_textdomain_relative_path',
			static function ( $relative ) use ( &$asked ) {
				$asked[] = $relative;
				return $relative;
			}
		);
		add_filter(
			'pre_load_script_translations',
			static function ( $translations, $file, $handle ) {
				$script = is_string( $handle ) ? ( wp_scripts()->registered[ $handle ] ?? null ) : null;
				return null !== $script && is_string( $script->src ) && str_ends_with( $script->src, 'build/screens/blocks/button.js' )
					? '{"locale_data":{"messages":{"":{"lang":"de"},"Press me":["Drück mich"]}}}'
					: $translations;
			},
			10,
			3
		);

		$this->assertSame( 1, BlockChunks::add_screen_translations( 'uipress-builder' ) );

		$this->assertContains( 'build/screens/blocks/heading.js', $asked );
		$before = wp_scripts()->get_data( 'uipress-builder', 'before' );
		$inline = implode( "\n", array_filter( is_array( $before ) ? $before : array(), 'is_string' ) );
		$this->assertStringContainsString( 'wp.i18n.setLocaleData', $inline );
		$this->assertStringContainsString( 'Drück mich', $inline );
	}

	public function test_the_interface_names_the_chunks_it_loads_when_first_needed_with_their_translations(): void {
		( new ScriptAsset( 'runtime' ) )->register();
		add_filter(
			'pre_load_script_translations',
			static function ( $translations, $file, $handle ) {
				return 'uipress-block-later-toasts' === $handle
					? '{"locale_data":{"messages":{"":{"lang":"de"},"Dismiss notification":["Hinweis schließen"]}}}'
					: $translations;
			},
			10,
			3
		);

		$later = BlockChunks::add_later_chunks( 'uipress-runtime' );

		$this->assertSame( array( 'later/toasts', 'later/off-canvas', 'later/account-panel', 'later/hover-submenu', 'later/confirm-open', 'later/snapshot' ), array_keys( $later ) );
		$this->assertContains( UIPRESS_PLUGIN_URL . 'build/later/off-canvas.js?ver=' . BlockChunks::manifest()['later']['off-canvas']['version'], $later['later/off-canvas']['js'], 'The phone menu’s panel, when a container first goes off-canvas.' );
		$version = BlockChunks::manifest()['later']['toasts']['version'];
		$this->assertContains( UIPRESS_PLUGIN_URL . 'build/later/toasts.js?ver=' . $version, $later['later/toasts']['js'] );
		$this->assertContains( UIPRESS_PLUGIN_URL . 'build/later/toasts.css?ver=' . $version, $later['later/toasts']['css'] );
		$this->assertFalse( wp_script_is( 'uipress-block-later-toasts', 'enqueued' ), 'Loaded by the interface when a toast shows, not with the page.' );

		$before = wp_scripts()->get_data( 'uipress-runtime', 'before' );
		$inline = implode( "\n", array_filter( is_array( $before ) ? $before : array(), 'is_string' ) );
		$this->assertStringContainsString( 'window.uipressLaterChunks = {"later\\/toasts":', $inline );
		$this->assertStringContainsString( 'Hinweis schließen', $inline );
	}
}
