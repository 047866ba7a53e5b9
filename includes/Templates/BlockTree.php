<?php
/**
 * Walking a template's block tree.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Visits, maps and indexes the blocks of a tree (`content`, each block's
 * `content`, recursively). Paths are written the way error messages show
 * them: `content[0].content[2]`.
 */
final class BlockTree {

	/**
	 * Path of the root list.
	 */
	public const ROOT = 'content';

	/**
	 * Calls $visit for every block, parents before children.
	 *
	 * @param mixed    $content A list of blocks.
	 * @param callable $visit   Receives the block and its path.
	 * @param string   $path    Path of the list.
	 * @phpstan-param callable(array<array-key, mixed>, string): void $visit
	 */
	public static function each( $content, callable $visit, string $path = self::ROOT ): void {
		if ( ! JsonTree::is_list( $content ) ) {
			return;
		}
		foreach ( $content as $index => $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$block_path = $path . '[' . $index . ']';
			$visit( $block, $block_path );
			self::each( $block['content'] ?? null, $visit, $block_path . '.content' );
		}
	}

	/**
	 * A copy of the tree with $change applied to every block (before its children are visited).
	 *
	 * @param array    $content A list of blocks.
	 * @param callable $change  Receives the block and its path, returns the block.
	 * @param string   $path    Path of the list.
	 * @phpstan-param list<mixed> $content
	 * @phpstan-param callable(array<array-key, mixed>, string): array<array-key, mixed> $change
	 * @return list<mixed>
	 */
	public static function map( array $content, callable $change, string $path = self::ROOT ): array {
		$mapped = array();
		foreach ( $content as $index => $block ) {
			if ( ! is_array( $block ) ) {
				$mapped[] = $block;
				continue;
			}
			$block_path = $path . '[' . $index . ']';
			$block      = $change( $block, $block_path );
			if ( JsonTree::is_list( $block['content'] ?? null ) ) {
				$block['content'] = self::map( $block['content'], $change, $block_path . '.content' );
			}
			$mapped[] = $block;
		}
		return $mapped;
	}

	/**
	 * What identifies a block across two versions of a tree: its uid, or its
	 * path when it has none (so moving a block keeps its identity).
	 *
	 * @param array<array-key, mixed> $block Block.
	 * @param string                  $path  Its path.
	 */
	public static function identity( array $block, string $path ): string {
		$uid = $block['uid'] ?? null;
		return is_string( $uid ) && '' !== $uid ? 'uid:' . $uid : 'path:' . $path;
	}

	/**
	 * Every block keyed by identity (the first block wins when a uid repeats).
	 *
	 * @param mixed $content A list of blocks.
	 * @return array<string, array<array-key, mixed>>
	 */
	public static function index( $content ): array {
		$index = array();
		self::each(
			$content,
			static function ( array $block, string $path ) use ( &$index ): void {
				$key = self::identity( $block, $path );
				if ( ! isset( $index[ $key ] ) ) {
					$index[ $key ] = $block;
				}
			}
		);
		return $index;
	}

	/**
	 * The value at a dotted path of members (e.g. 'settings.advanced.options.css').
	 *
	 * @param mixed  $value An object (a block, its settings…).
	 * @param string $path  Dotted member names.
	 * @return mixed Null when any step is missing.
	 */
	public static function dig( $value, string $path ) {
		foreach ( explode( '.', $path ) as $key ) {
			if ( ! JsonTree::is_object( $value ) ) {
				return null;
			}
			$value = JsonTree::get( $value, $key );
		}
		return $value;
	}

	/**
	 * The block's own option values (`settings.block.options`).
	 *
	 * @param array<array-key, mixed> $block Block.
	 * @return array<array-key, mixed>
	 */
	public static function options( array $block ): array {
		return JsonTree::members( self::dig( $block, 'settings.block.options' ) );
	}

	/**
	 * The block with its own option values replaced.
	 *
	 * @param array<array-key, mixed> $block   Block.
	 * @param array<array-key, mixed> $options New option values.
	 * @return array<array-key, mixed>
	 */
	public static function with_options( array $block, array $options ): array {
		$settings          = JsonTree::members( $block['settings'] ?? null );
		$group             = JsonTree::members( $settings['block'] ?? null );
		$group['options']  = JsonTree::object( $options );
		$settings['block'] = JsonTree::object( $group );
		$block['settings'] = JsonTree::object( $settings );
		return $block;
	}
}
