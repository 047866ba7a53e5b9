<?php
/**
 * Block options that never leave the server.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Some block options are secrets (the AI chat block's `apiKey`). Block
 * definitions live in JavaScript, so the server keeps its own list of secret
 * option keys (filter `uipress/template/secret_options`). Every response that
 * carries a template removes them from `settings.block.options` of every
 * block; a save that does not send a secret keeps the stored one, so the
 * builder can save a template it was never shown the secret of.
 */
final class SecretOptions {

	/**
	 * Secret option keys by default.
	 */
	public const DEFAULT_KEYS = array( 'apiKey' );

	/**
	 * The secret option keys.
	 *
	 * @return list<string>
	 */
	public static function keys(): array {
		/**
		 * Filters the block option keys (in settings.block.options) whose
		 * values are secrets: stored, used by the server, never sent to a browser.
		 *
		 * @param string[] $keys Option keys. Default [ 'apiKey' ].
		 */
		$keys = apply_filters( 'uipress/template/secret_options', self::DEFAULT_KEYS );

		// A faulty filter must not expose the defaults.
		$keys = array_merge( self::DEFAULT_KEYS, is_array( $keys ) ? $keys : array() );
		return array_values( array_unique( array_filter( $keys, static fn ( $key ): bool => is_string( $key ) && '' !== $key ) ) );
	}

	/**
	 * The tree without secret option values.
	 *
	 * @param array $content Blocks.
	 * @phpstan-param list<mixed> $content
	 * @return list<mixed>
	 */
	public static function strip( array $content ): array {
		$keys = array_flip( self::keys() );
		return BlockTree::map(
			$content,
			static function ( array $block ) use ( $keys ): array {
				$options = BlockTree::options( $block );
				$kept    = array_diff_key( $options, $keys );
				return count( $kept ) === count( $options ) ? $block : BlockTree::with_options( $block, $kept );
			}
		);
	}

	/**
	 * The new tree with every secret it does not send taken from the stored
	 * block of the same identity (uid, or path without one).
	 *
	 * @param array $content Blocks about to be stored.
	 * @phpstan-param list<mixed> $content
	 * @param mixed $stored  Blocks stored now.
	 * @return list<mixed>
	 */
	public static function keep( array $content, $stored ): array {
		$keys  = self::keys();
		$index = BlockTree::index( $stored );
		return BlockTree::map(
			$content,
			static function ( array $block, string $path ) use ( $keys, $index ): array {
				$before = $index[ BlockTree::identity( $block, $path ) ] ?? null;
				if ( null === $before ) {
					return $block;
				}
				$options = BlockTree::options( $block );
				$stored  = BlockTree::options( $before );
				$changed = false;
				foreach ( $keys as $key ) {
					if ( ! array_key_exists( $key, $options ) && array_key_exists( $key, $stored ) ) {
						$options[ $key ] = $stored[ $key ];
						$changed         = true;
					}
				}
				return $changed ? BlockTree::with_options( $block, $options ) : $block;
			}
		);
	}
}
