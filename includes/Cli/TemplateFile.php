<?php
/**
 * Reading a template export file.
 *
 * @package UiPress
 */

namespace UiPress\Cli;

use UiPress\Templates\JsonTree;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The builder's export format: a list of `{ title, uipress }` (this
 * command adds `status`), or of templates' fields themselves.
 */
final class TemplateFile {

	/**
	 * The templates an import file holds, as the builder reads them: a list
	 * whose first item is an object; each object is `{ title, uipress }` or
	 * a template's field itself.
	 *
	 * @param mixed $data The decoded file.
	 * @return list<array{title: string, status: string, uipress: mixed}>
	 */
	public static function items( $data ): array {
		if ( ! JsonTree::is_list( $data ) || array() === $data || ! JsonTree::is_object( $data[0] ) ) {
			CliSupport::fail( __( 'This is not a UiPress template file: it must be a list whose first item is a template object.', 'uipress' ) );
		}
		$items = array();
		foreach ( $data as $entry ) {
			if ( ! JsonTree::is_object( $entry ) ) {
				continue;
			}
			$members = JsonTree::members( $entry );
			$wrapped = JsonTree::is_object( $members['uipress'] ?? null );
			$title   = isset( $members['title'] ) && is_string( $members['title'] ) && '' !== trim( $members['title'] ) ? $members['title'] : __( 'Imported template', 'uipress' );
			$status  = $wrapped && in_array( $members['status'] ?? null, array( 'publish', 'draft' ), true ) ? (string) $members['status'] : 'draft';
			if ( ! $wrapped ) {
				unset( $members['title'], $members['status'] );
			}
			$items[] = array(
				'title'   => $title,
				'status'  => $status,
				'uipress' => $wrapped ? $members['uipress'] : JsonTree::object( $members ),
			);
		}
		return $items;
	}

	/**
	 * Why a template of a file is refused.
	 *
	 * @param int      $index Its position, from 0.
	 * @param string   $title Its title.
	 * @param WP_Error $error The refusal.
	 */
	public static function refusal( int $index, string $title, WP_Error $error ): string {
		/* translators: 1: position of the template in the file, from 1; 2: its title; 3: why it is refused. */
		return sprintf( __( 'Template %1$d (“%2$s”): %3$s', 'uipress' ), $index + 1, $title, CliSupport::message( $error ) );
	}
}
