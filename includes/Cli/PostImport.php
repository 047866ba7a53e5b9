<?php
/**
 * Saving the checked posts of an import file (templates, menus).
 *
 * @package UiPress
 */

namespace UiPress\Cli;

use WP_CLI;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * What `template import` and `menu import` share once every post of a file
 * passed the checks: the dry run's lines, the writes through
 * wp_insert_post() (where the write guard checks each again), the IDs.
 *
 * @phpstan-type Prepared array{title: string, status: string, content: string}
 */
final class PostImport {

	/**
	 * Says what a dry run would import.
	 *
	 * @param array<int, array<string, string>> $prepared The checked posts.
	 * @phpstan-param list<Prepared> $prepared
	 */
	public static function dry_run( array $prepared ): void {
		foreach ( $prepared as $item ) {
			/* translators: 1: a title; 2: a status (publish or draft). */
			WP_CLI::log( sprintf( __( 'Would import “%1$s” (%2$s).', 'uipress' ), $item['title'], $item['status'] ) );
		}
	}

	/**
	 * Saves the checked posts, one by one with a progress bar; stops at the
	 * first refusal, naming the posts saved before it.
	 *
	 * @param string                            $post_type The post type.
	 * @param array<int, array<string, string>> $prepared  The checked posts.
	 * @phpstan-param list<Prepared> $prepared
	 * @param string                            $label     What the progress bar says.
	 * @param callable                          $refusal   Message of a refusal: (int $index, string $title, WP_Error $error) => string.
	 * @phpstan-param callable(int, string, WP_Error): string $refusal
	 * @return list<int> The new IDs.
	 */
	public static function save( string $post_type, array $prepared, string $label, callable $refusal ): array {
		$progress = new Progress( $label, count( $prepared ) );
		$ids      = array();
		foreach ( $prepared as $index => $item ) {
			$id = wp_insert_post(
				array(
					'post_type'    => $post_type,
					'post_title'   => $item['title'],
					'post_status'  => $item['status'],
					'post_content' => wp_slash( $item['content'] ),
				),
				true
			);
			if ( $id instanceof WP_Error ) {
				$done = array() === $ids ? '' : ' ' . sprintf(
					/* translators: %s: IDs of the posts imported before the error. */
					__( 'Already imported: %s.', 'uipress' ),
					implode( ', ', $ids )
				);
				CliSupport::fail( $refusal( $index, $item['title'], $id ) . $done );
			}
			$ids[] = $id;
			$progress->tick();
		}
		$progress->finish();
		return $ids;
	}

	/**
	 * Prints new IDs one per line (--porcelain).
	 *
	 * @param int[] $ids The IDs.
	 */
	public static function porcelain( array $ids ): void {
		foreach ( $ids as $id ) {
			WP_CLI::line( (string) $id );
		}
	}
}
