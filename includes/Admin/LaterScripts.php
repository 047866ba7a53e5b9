<?php
/**
 * WordPress scripts a screen loads when first needed.
 *
 * @package UiPress
 */

namespace UiPress\Admin;

use WP_Dependencies;

defined( 'ABSPATH' ) || exit;

/**
 * Takes scripts and styles out of a screen's queue and names them, in the
 * order they must run, for the screen to add when first needed (the code
 * editor: CodeMirror and its linters, some 300 KB gzipped, only when a code
 * field shows): `window.uipressLaterScripts[ name ] = { scripts: [ { src,
 * before, after } ], styles: [ { href, after } ] }`, read by
 * src/builder/settings/code-editor/load-code-editor.ts. A script's inline
 * code (localized data, `before`, `after`) goes with it. What the page loads
 * anyway (jQuery for the admin chrome) is left out.
 */
final class LaterScripts {

	/**
	 * The description of what `$load` queues, which is then taken out of
	 * the queue.
	 *
	 * @param callable(): void $load Queues the scripts and styles.
	 * @return array{scripts: list<array{src: string, before: string, after: string}>, styles: list<array{href: string, after: string}>}
	 */
	public static function take( callable $load ): array {
		$scripts       = wp_scripts();
		$styles        = wp_styles();
		$scripts_queue = $scripts->queue;
		$styles_queue  = $styles->queue;
		$load();
		$new_scripts = array_values( array_diff( $scripts->queue, $scripts_queue ) );
		$new_styles  = array_values( array_diff( $styles->queue, $styles_queue ) );
		foreach ( $new_scripts as $handle ) {
			wp_dequeue_script( $handle );
		}
		foreach ( $new_styles as $handle ) {
			wp_dequeue_style( $handle );
		}
		$on_page = self::closure( $scripts, array_values( $scripts->queue ) );
		return array(
			'scripts' => array_map(
				static fn( string $handle ): array => array(
					'src'    => self::url( $scripts, $handle ),
					'before' => self::inline( $scripts, $handle, 'before' ),
					'after'  => self::inline( $scripts, $handle, 'after' ),
				),
				array_values( array_diff( self::closure( $scripts, $new_scripts ), $on_page ) )
			),
			'styles'  => array_map(
				static fn( string $handle ): array => array(
					'href'  => self::url( $styles, $handle ),
					'after' => self::inline( $styles, $handle, 'after' ),
				),
				array_values( array_diff( self::closure( $styles, $new_styles ), self::closure( $styles, array_values( $styles->queue ) ) ) )
			),
		);
	}

	/**
	 * Prints, before `$handle`, the description under `$name`.
	 *
	 * @param string                                                                                                                    $handle The script that reads it.
	 * @param string                                                                                                                    $name   Its name.
	 * @param array{scripts: list<array{src: string, before: string, after: string}>, styles: list<array{href: string, after: string}>} $later  What take() gave.
	 */
	public static function name( string $handle, string $name, array $later ): bool {
		if ( array() === $later['scripts'] && array() === $later['styles'] ) {
			return false;
		}
		$json = wp_json_encode( $later, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
		if ( false === $json ) {
			return false;
		}
		return wp_add_inline_script(
			$handle,
			sprintf( 'window.uipressLaterScripts = window.uipressLaterScripts || {}; window.uipressLaterScripts[ %s ] = %s;', wp_json_encode( $name ), $json ),
			'before'
		);
	}

	/**
	 * Handles with everything they depend on, in the order they print.
	 *
	 * @param WP_Dependencies $registry Scripts or styles.
	 * @param array           $handles  Handles.
	 * @phpstan-param list<string> $handles
	 * @return list<string>
	 */
	private static function closure( WP_Dependencies $registry, array $handles ): array {
		$probe        = clone $registry;
		$probe->to_do = array();
		$probe->done  = array();
		$probe->all_deps( $handles );
		// Handles without a file (groups such as `jquery`) only bring their dependencies.
		return array_values( array_filter( $probe->to_do, static fn( string $handle ): bool => isset( $probe->registered[ $handle ] ) && is_string( $probe->registered[ $handle ]->src ) && '' !== $probe->registered[ $handle ]->src ) );
	}

	/**
	 * A registered file's address, with its version.
	 *
	 * @param WP_Dependencies $registry Scripts or styles.
	 * @param string          $handle   Handle.
	 */
	private static function url( WP_Dependencies $registry, string $handle ): string {
		$item = $registry->registered[ $handle ];
		$src  = (string) $item->src;
		if ( ! preg_match( '#^(https?:)?//#', $src ) && isset( $registry->base_url ) && is_string( $registry->base_url ) ) {
			$src = $registry->base_url . $src;
		}
		$version = null === $item->ver ? '' : ( false === $item->ver ? get_bloginfo( 'version' ) : (string) $item->ver );
		return esc_url_raw( '' === $version ? $src : add_query_arg( 'ver', $version, $src ) );
	}

	/**
	 * A file's inline code of one position ('before' with a script's
	 * localized data first; 'after').
	 *
	 * @param WP_Dependencies $registry Scripts or styles.
	 * @param string          $handle   Handle.
	 * @param string          $position 'before' or 'after'.
	 */
	private static function inline( WP_Dependencies $registry, string $handle, string $position ): string {
		$parts = array();
		if ( 'before' === $position ) {
			$data = $registry->get_data( $handle, 'data' );
			if ( is_string( $data ) && '' !== $data ) {
				$parts[] = $data;
			}
		}
		$code = $registry->get_data( $handle, $position );
		if ( is_array( $code ) ) {
			foreach ( $code as $piece ) {
				if ( is_string( $piece ) ) {
					$parts[] = $piece;
				}
			}
		}
		return implode( "\n", $parts );
	}
}
