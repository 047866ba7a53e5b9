<?php
/**
 * The chunks of the blocks a template uses, printed with the interface page.
 *
 * @package UiPress
 */

namespace UiPress\Assets;

use UiPress\Menus\StaticMenus;
use UiPress\Templates\BlockTree;

defined( 'ABSPATH' ) || exit;

/**
 * Reads build/block-chunks.php (written by the build: each core block's
 * chunk files, see webpack.config.js) and queues the chunks of the blocks a
 * template uses, after the interface script they depend on. The interface
 * has no way to fetch a chunk itself: it renders with the chunks printed
 * here (src/shared/printed-chunks.ts).
 *
 * Blocks that are part of the interface script itself, and other plugins'
 * blocks, have no chunk here. The engine features a template may not use
 * (conditions, dynamic data, interactions, custom menus, query loops,
 * tooltips) are chunks too, printed when its blocks use them
 * (src/engine/features). Code most pages never run (toasts) is named for
 * the interface to load when first needed (`later/`).
 *
 * @phpstan-type Chunk array{js: list<string>, css: list<string>, deps: list<non-empty-string>, version: string}
 * @phpstan-type Manifest array{modules: array<string, string>, chunks: array<string, Chunk>, features: array<string, Chunk>, later: array<string, Chunk>}
 */
final class BlockChunks {

	public const HANDLE_PREFIX = 'uipress-block-';

	/**
	 * The engine features, as src/engine/features/features.json lists them.
	 */
	public const FEATURES = array( 'conditions', 'dynamic', 'interactions', 'menus', 'query', 'tooltips' );

	/**
	 * The build's manifest, read once.
	 *
	 * @var Manifest|null
	 */
	private static ?array $manifest = null;

	/**
	 * The module names a block tree uses, each once, in tree order.
	 *
	 * @param array<mixed> $blocks A template's blocks.
	 * @return list<string>
	 */
	public static function module_names( array $blocks ): array {
		$names = array();
		self::collect( $blocks, $names );
		return array_keys( $names );
	}

	/**
	 * The chunk folders the blocks need, in tree order.
	 *
	 * @param array<mixed> $blocks A template's blocks.
	 * @return list<string>
	 */
	public static function folders_for( array $blocks ): array {
		$manifest = self::manifest();
		$folders  = array();
		foreach ( self::module_names( $blocks ) as $name ) {
			$folder = $manifest['modules'][ $name ] ?? null;
			if ( is_string( $folder ) && isset( $manifest['chunks'][ $folder ] ) && ! in_array( $folder, $folders, true ) ) {
				$folders[] = $folder;
			}
		}
		return $folders;
	}

	/**
	 * The engine features the blocks use (as featuresUsedBy() in
	 * src/engine/features/registry.ts decides), in a fixed order. Custom
	 * menus when an admin menu block shows a static menu, or shows the
	 * user's menu and a custom menu applies to the user.
	 *
	 * @param array<mixed> $blocks      A template's blocks.
	 * @param bool         $custom_menu Whether a custom menu applies to the user.
	 * @return list<string>
	 */
	public static function features_for( array $blocks, bool $custom_menu = false ): array {
		$used = array();
		self::collect_features( $blocks, $used );
		$menu_blocks = array_intersect( StaticMenus::MODULES, self::module_names( $blocks ) );
		if ( array() !== StaticMenus::ids( $blocks ) || ( $custom_menu && array() !== $menu_blocks ) ) {
			$used['menus'] = true;
		}
		return array_values( array_intersect( self::FEATURES, array_keys( $used ) ) );
	}

	/**
	 * Queues the chunks of the blocks a template uses.
	 *
	 * @param array<mixed>     $blocks       A template's blocks.
	 * @param non-empty-string $after_handle The script that loads the chunks (printed first).
	 * @param bool             $custom_menu  Whether a custom menu applies to the user.
	 * @return list<non-empty-string> The script handles queued.
	 */
	public static function enqueue( array $blocks, string $after_handle, bool $custom_menu = false ): array {
		$manifest = self::manifest();
		$handles  = array();
		$files    = array();
		$chunks   = array();
		foreach ( self::folders_for( $blocks ) as $folder ) {
			$chunks[] = $manifest['chunks'][ $folder ];
		}
		foreach ( self::features_for( $blocks, $custom_menu ) as $feature ) {
			if ( isset( $manifest['features'][ $feature ] ) ) {
				$chunks[] = $manifest['features'][ $feature ];
			}
		}
		foreach ( $chunks as $chunk ) {
			foreach ( $chunk['js'] as $file ) {
				if ( isset( $files[ $file ] ) ) {
					continue; // A chunk blocks share (blocks/common.js).
				}
				$files[ $file ] = true;
				$handle         = self::handle( $file );
				// After the interface script, with the WordPress scripts its own code uses.
				wp_enqueue_script( $handle, self::url( $file ), array_merge( array( $after_handle ), $chunk['deps'] ), $chunk['version'], array( 'in_footer' => true ) );
				ScriptTranslations::set( $handle );
				$handles[] = $handle;
			}
			$style_deps = self::style_deps( $chunk['deps'], $after_handle );
			foreach ( $chunk['css'] as $file ) {
				if ( isset( $files[ $file ] ) ) {
					continue;
				}
				$files[ $file ] = true;
				$handle         = self::handle( $file );
				wp_enqueue_style( $handle, self::url( $file ), $style_deps, $chunk['version'] );
				if ( is_readable( self::path( preg_replace( '/\.css$/', '-rtl.css', $file ) ?? $file ) ) ) {
					wp_style_add_data( $handle, 'rtl', 'replace' );
				}
			}
		}
		return $handles;
	}

	/**
	 * The stylesheets a chunk's styles come after: the interface's, and
	 * WordPress's `wp-components` when the chunk's script renders WordPress
	 * components (as ScriptAsset does for the screens). The interface page
	 * loads no stock stylesheet of its own, so a block rendering components
	 * brings theirs, and only where it is used (docs/DECISIONS.md).
	 *
	 * @param string[] $script_deps  The WordPress scripts the chunk's script uses.
	 * @phpstan-param list<non-empty-string> $script_deps
	 * @param string   $after_handle The interface's handle.
	 * @phpstan-param non-empty-string $after_handle
	 * @return list<non-empty-string>
	 */
	public static function style_deps( array $script_deps, string $after_handle ): array {
		$deps = array( $after_handle );
		if ( in_array( 'wp-components', $script_deps, true ) ) {
			$deps[] = 'wp-components';
		}
		return $deps;
	}

	/**
	 * Names, before the interface script, the chunks it loads only when
	 * first needed (`window.uipressLaterChunks`, read by laterChunk() in
	 * src/shared/printed-chunks.ts: the toasts), with their files' URLs and
	 * the translations of their scripts.
	 *
	 * @param non-empty-string $handle The interface script's handle.
	 * @return array<string, array{js: list<string>, css: list<string>}> What was named.
	 */
	public static function add_later_chunks( string $handle ): array {
		$later = array();
		foreach ( self::manifest()['later'] as $name => $chunk ) {
			$files = array(
				'js'  => array(),
				'css' => array(),
			);
			foreach ( $chunk['js'] as $file ) {
				$chunk_handle = self::handle( $file );
				if ( ! wp_script_is( $chunk_handle, 'registered' ) ) {
					wp_register_script( $chunk_handle, self::url( $file ), array( $handle ), $chunk['version'], true );
				}
				self::add_translations( $chunk_handle, $handle );
				$files['js'][] = add_query_arg( 'ver', $chunk['version'], self::url( $file ) );
			}
			foreach ( $chunk['css'] as $file ) {
				$rtl            = preg_replace( '/\.css$/', '-rtl.css', $file ) ?? $file;
				$shown          = is_rtl() && is_readable( self::path( $rtl ) ) ? $rtl : $file;
				$files['css'][] = add_query_arg( 'ver', $chunk['version'], self::url( $shown ) );
			}
			$later[ 'later/' . $name ] = $files;
		}
		if ( array() !== $later ) {
			wp_add_inline_script( $handle, 'window.uipressLaterChunks = ' . wp_json_encode( $later ) . ';', 'before' );
		}
		return $later;
	}

	/**
	 * Prints, before a screen's script, the translations of the chunks that
	 * script loads later by itself (build/screens/: the builder's block
	 * components, loaded when a block is first shown), as WordPress prints
	 * a queued script's.
	 *
	 * @param non-empty-string $handle The screen's script handle.
	 * @return int How many chunks had translations.
	 */
	public static function add_screen_translations( string $handle ): int {
		$found = 0;
		$files = glob( self::path( 'screens/{*,*/*}.js' ), GLOB_BRACE );
		foreach ( false === $files ? array() : $files as $path ) {
			$file         = substr( $path, strlen( self::path( '' ) ) );
			$chunk_handle = 'uipress-screens-' . md5( $file );
			if ( ! wp_script_is( $chunk_handle, 'registered' ) ) {
				wp_register_script( $chunk_handle, self::url( $file ), array(), UIPRESS_VERSION, true );
			}
			if ( self::add_translations( $chunk_handle, $handle ) ) {
				++$found;
			}
		}
		return $found;
	}

	/**
	 * Prints a registered chunk's translations before `$handle`, as
	 * WordPress prints a queued script's: the script loading the chunk later
	 * has them when it runs.
	 *
	 * @param non-empty-string $chunk_handle The chunk's registered handle.
	 * @param non-empty-string $handle       The script that loads it.
	 * @return bool Whether it had translations.
	 */
	private static function add_translations( string $chunk_handle, string $handle ): bool {
		$json = ScriptTranslations::load( $chunk_handle );
		if ( ! is_string( $json ) || '' === $json ) {
			return false;
		}
		wp_add_inline_script(
			$handle,
			sprintf(
				'( function( domain, translations ) { var data = translations.locale_data[ domain ] || translations.locale_data.messages; data[""].domain = domain; wp.i18n.setLocaleData( data, domain ); } )( "uipress", %s );',
				$json
			),
			'before'
		);
		return true;
	}

	/**
	 * The build's manifest, or an empty one before `npm run build`.
	 *
	 * @return Manifest
	 */
	public static function manifest(): array {
		if ( null !== self::$manifest ) {
			return self::$manifest;
		}
		$path = self::path( 'block-chunks.php' );
		$read = is_readable( $path ) ? require $path : array();
		$read = is_array( $read ) ? $read : array();

		$modules = array();
		foreach ( is_array( $read['modules'] ?? null ) ? $read['modules'] : array() as $name => $folder ) {
			if ( is_string( $name ) && is_string( $folder ) ) {
				$modules[ $name ] = $folder;
			}
		}
		self::$manifest = array(
			'modules'  => $modules,
			'chunks'   => self::chunk_list( $read['chunks'] ?? null ),
			'features' => self::chunk_list( $read['features'] ?? null ),
			'later'    => self::chunk_list( $read['later'] ?? null ),
		);
		return self::$manifest;
	}

	/**
	 * Forgets the manifest read (tests that write another one).
	 */
	public static function reset(): void {
		self::$manifest = null;
	}

	/**
	 * Chunks of the manifest, keyed by name, each checked.
	 *
	 * @param mixed $read What the manifest holds.
	 * @return array<string, Chunk>
	 */
	private static function chunk_list( $read ): array {
		$chunks = array();
		foreach ( is_array( $read ) ? $read : array() as $name => $chunk ) {
			if ( ! is_string( $name ) || ! is_array( $chunk ) ) {
				continue;
			}
			$chunks[ $name ] = array(
				'js'      => self::file_list( $chunk['js'] ?? null ),
				'css'     => self::file_list( $chunk['css'] ?? null ),
				'deps'    => self::handle_list( $chunk['deps'] ?? null ),
				'version' => is_string( $chunk['version'] ?? null ) ? $chunk['version'] : UIPRESS_VERSION,
			);
		}
		return $chunks;
	}

	/**
	 * Adds the engine features a block tree uses to `$used` (as keys).
	 *
	 * @param array<mixed>        $blocks Blocks.
	 * @param array<string, true> $used   Features found so far.
	 */
	private static function collect_features( array $blocks, array &$used ): void {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$conditions = BlockTree::dig( $block, 'settings.advanced.options.conditions.conditions' );
			if ( is_array( $conditions ) && array() !== $conditions ) {
				$used['conditions'] = true;
			}
			if ( self::shows_dynamic_data( $block['settings'] ?? null ) ) {
				$used['dynamic'] = true;
			}
			if ( is_array( $block['interactions'] ?? null ) && array() !== $block['interactions'] ) {
				$used['interactions'] = true;
			}
			if ( true === BlockTree::dig( $block, 'query.enabled' ) ) {
				$used['query'] = true;
			}
			$tooltip = BlockTree::dig( $block, 'tooltip.message' );
			if ( is_string( $tooltip ) && '' !== trim( $tooltip ) ) {
				$used['tooltips'] = true;
			}
			if ( is_array( $block['content'] ?? null ) ) {
				self::collect_features( $block['content'], $used );
			}
		}
	}

	/**
	 * Whether a value holds a dynamic-input value that shows dynamic data
	 * (`dynamic` true), at any depth: as showsDynamicData() in
	 * src/engine/features/registry.ts.
	 *
	 * @param mixed $value A block's settings, or part of them.
	 */
	private static function shows_dynamic_data( $value ): bool {
		if ( ! is_array( $value ) ) {
			return false;
		}
		if ( true === ( $value['dynamic'] ?? null ) ) {
			return true;
		}
		foreach ( $value as $item ) {
			if ( self::shows_dynamic_data( $item ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Script handles of a chunk's dependencies, as the build wrote them.
	 *
	 * @param mixed $handles What the manifest holds.
	 * @return list<non-empty-string>
	 */
	private static function handle_list( $handles ): array {
		$list = array();
		foreach ( is_array( $handles ) ? $handles : array() as $handle ) {
			if ( is_string( $handle ) && 1 === preg_match( '/^[a-z0-9-]+$/', $handle ) ) {
				$list[] = $handle;
			}
		}
		return $list;
	}

	/**
	 * Build files of a chunk: relative paths under build/, no way out of it.
	 *
	 * @param mixed $files What the manifest holds.
	 * @return list<string>
	 */
	private static function file_list( $files ): array {
		$list = array();
		foreach ( is_array( $files ) ? $files : array() as $file ) {
			if ( is_string( $file ) && 1 === preg_match( '#^[a-z0-9][a-z0-9/_-]*\.(js|css)$#i', $file ) && ! str_contains( $file, '..' ) ) {
				$list[] = $file;
			}
		}
		return $list;
	}

	/**
	 * Adds the module names of a block tree to `$names` (as keys).
	 *
	 * @param array<mixed>        $blocks Blocks.
	 * @param array<string, true> $names  Names found so far.
	 */
	private static function collect( array $blocks, array &$names ): void {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			if ( isset( $block['moduleName'] ) && is_string( $block['moduleName'] ) ) {
				$names[ $block['moduleName'] ] = true;
			}
			if ( is_array( $block['content'] ?? null ) ) {
				self::collect( $block['content'], $names );
			}
		}
	}

	/**
	 * Script or style handle of a chunk file.
	 *
	 * @param string $file Build file, e.g. 'blocks/button.js'.
	 * @return non-empty-string
	 */
	private static function handle( string $file ): string {
		$name = preg_replace( '#^blocks/|\.(js|css)$#', '', $file ) ?? $file;
		return self::HANDLE_PREFIX . str_replace( '/', '-', $name );
	}

	/**
	 * Absolute path of a build file.
	 *
	 * @param string $file Path under build/.
	 */
	private static function path( string $file ): string {
		return UIPRESS_PLUGIN_DIR . 'build/' . $file;
	}

	/**
	 * URL of a build file.
	 *
	 * @param string $file Path under build/.
	 * @return non-empty-string
	 */
	private static function url( string $file ): string {
		return UIPRESS_PLUGIN_URL . 'build/' . $file;
	}
}
