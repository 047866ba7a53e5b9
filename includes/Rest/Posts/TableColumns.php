<?php
/**
 * The columns of the posts table.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use WP_Taxonomy;

defined( 'ABSPATH' ) || exit;

/**
 * `{ name, label }` of each column the posts table may show (spec: posts
 * table column; the block keeps which are active): title, author, type,
 * status, date, modified, and categories and tags when one of the listed
 * post types has that taxonomy.
 */
final class TableColumns {

	/**
	 * Taxonomies shown as columns: column name => taxonomy.
	 */
	private const TAXONOMIES = array(
		'categories' => 'category',
		'tags'       => 'post_tag',
	);

	/**
	 * The columns for a list of post types.
	 *
	 * @param string[] $types Post type names.
	 * @return list<array{name: string, label: string}>
	 */
	public static function for_types( array $types ): array {
		$columns = array(
			self::column( 'title', __( 'Title', 'uipress' ) ),
			self::column( 'author', __( 'Author', 'uipress' ) ),
			self::column( 'type', __( 'Type', 'uipress' ) ),
			self::column( 'status', __( 'Status', 'uipress' ) ),
			self::column( 'date', __( 'Date', 'uipress' ) ),
			self::column( 'modified', __( 'Last modified', 'uipress' ) ),
		);
		foreach ( self::TAXONOMIES as $name => $taxonomy ) {
			foreach ( $types as $type ) {
				if ( is_object_in_taxonomy( $type, $taxonomy ) ) {
					$object    = get_taxonomy( $taxonomy );
					$label     = $object instanceof WP_Taxonomy && is_string( $object->labels->name ?? null ) ? $object->labels->name : $name;
					$columns[] = self::column( $name, $label );
					break;
				}
			}
		}
		return $columns;
	}

	/**
	 * One column.
	 *
	 * @param string $name  Column name (a member of the rows).
	 * @param string $label Translated label.
	 * @return array{name: string, label: string}
	 */
	private static function column( string $name, string $label ): array {
		return array(
			'name'  => $name,
			'label' => $label,
		);
	}

	/**
	 * JSON schema of a column.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'name'  => array(
					'type' => 'string',
					'enum' => array( 'title', 'author', 'type', 'status', 'date', 'modified', 'categories', 'tags' ),
				),
				'label' => array( 'type' => 'string' ),
			),
		);
	}
}
