<?php
/**
 * The chunks of the blocks a template uses, printed with the interface page.
 *
 * @package UiPress
 */

namespace UiPress\Assets;

use UiPress\Templates\BlockTree;

defined( 'ABSPATH' ) || exit;

/**
 * Reads build/block-chunks.php (written by the build: each core block's
 * chunk files, see src/blocks/loaders.ts) and queues the chunks of the
 * blocks a template uses, after the script that loads them. The interface
 * then finds them installed and renders without waiting for a download.
 *
 * Blocks that are part of the interface script itself, and other plugins'
 * blocks, have no chunk here. The engine features a template may not use
 * (conditions, interactions, query loops, tooltips) are chunks too, printed when its
 * blocks use them (src/engine/features).
 *
 * @phpstan-type Chunk array{js: list<string>, css: list<string>, version: string}
 * @phpstan-type Manifest array{modules: array<string, string>, chunks: array<string, Chunk>, features: array<string, Chunk>}
 */
final class BlockChunks {

	public const HANDLE_PREFIX = 'uipress-block-';

	/**
	 * The build's manifest, read once.
	 *
	 * @var Manifest|null
	 */
	private static ?array $manifest = null;

	/**
	 * Stylesheet handle => the chunk file name the interface looks for.
	 *
	 * @var array<string, string>
	 */
	private static array $style_names = array();

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
	 * src/engine/features/registry.ts decides), in a fixed order.
	 *
	 * @param array<mixed> $blocks A template's blocks.
	 * @return list<string>
	 */
	public static function features_for( array $blocks ): array {
		$used = array();
		self::collect_features( $blocks, $used );
		return array_values( array_intersect( array( 'conditions', 'interactions', 'query', 'tooltips' ), array_keys( $used ) ) );
	}

	/**
	 * Queues the chunks of the blocks a template uses.
	 *
	 * @param array<mixed>     $blocks       A template's blocks.
	 * @param non-empty-string $after_handle The script that loads the chunks (printed first).
	 * @return list<non-empty-string> The script handles queued.
	 */
	public static function enqueue( array $blocks, string $after_handle ): array {
		$manifest = self::manifest();
		$handles  = array();
		$files    = array();
		$chunks   = array();
		foreach ( self::folders_for( $blocks ) as $folder ) {
			$chunks[] = $manifest['chunks'][ $folder ];
		}
		foreach ( self::features_for( $blocks ) as $feature ) {
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
				wp_enqueue_script( $handle, self::url( $file ), array( $after_handle ), $chunk['version'], array( 'in_footer' => true ) );
				wp_set_script_translations( $handle, 'uipress', UIPRESS_PLUGIN_DIR . 'languages' );
				$handles[] = $handle;
			}
			foreach ( $chunk['css'] as $file ) {
				if ( isset( $files[ $file ] ) ) {
					continue;
				}
				$files[ $file ] = true;
				$handle         = self::handle( $file );
				wp_enqueue_style( $handle, self::url( $file ), array( $after_handle ), $chunk['version'] );
				if ( is_readable( self::path( preg_replace( '/\.css$/', '-rtl.css', $file ) ?? $file ) ) ) {
					wp_style_add_data( $handle, 'rtl', 'replace' );
				}
				self::$style_names[ $handle ] = $file;
			}
		}
		if ( array() !== self::$style_names && false === has_filter( 'style_loader_tag', array( self::class, 'name_stylesheet' ) ) ) {
			add_filter( 'style_loader_tag', array( self::class, 'name_stylesheet' ), 10, 2 );
		}
		return $handles;
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
			$json = load_script_textdomain( $chunk_handle, 'uipress', UIPRESS_PLUGIN_DIR . 'languages' );
			if ( ! is_string( $json ) || '' === $json ) {
				continue;
			}
			++$found;
			wp_add_inline_script(
				$handle,
				sprintf(
					'( function( domain, translations ) { var data = translations.locale_data[ domain ] || translations.locale_data.messages; data[""].domain = domain; wp.i18n.setLocaleData( data, domain ); } )( "uipress", %s );',
					$json
				),
				'before'
			);
		}
		return $found;
	}

	/**
	 * Gives a chunk's stylesheet the name the interface's loader looks for
	 * (`data-href`), so it is not requested a second time.
	 *
	 * @param string $tag    The `<link>` tag.
	 * @param string $handle Style handle.
	 */
	public static function name_stylesheet( $tag, $handle ): string {
		$tag = is_string( $tag ) ? $tag : '';
		if ( ! is_string( $handle ) || ! isset( self::$style_names[ $handle ] ) ) {
			return $tag;
		}
		return preg_replace( '/^<link /', '<link data-href="' . esc_attr( self::$style_names[ $handle ] ) . '" ', $tag, 1 ) ?? $tag;
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
		);
		return self::$manifest;
	}

	/**
	 * Forgets the manifest read (tests that write another one).
	 */
	public static function reset(): void {
		self::$manifest    = null;
		self::$style_names = array();
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
