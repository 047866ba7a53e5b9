<?php
/**
 * Reads a kind's folders: the tree with counts.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Folders as the routes answer them (`Folder = { id, name, parent,
 * position, count }`), siblings ordered by term meta `uip_order`, ties by
 * name, `position` their index. Counts are the taxonomy's, or the viewer's
 * own items' when a privacy setting limits them (FolderCounts).
 */
final class FolderTree {

	/**
	 * Term meta: a folder's position among its siblings.
	 */
	public const ORDER_META = 'uip_order';

	/**
	 * Longest folder name.
	 */
	public const MAX_NAME = 200;

	/**
	 * The terms of a kind's taxonomy.
	 *
	 * @param string $kind A post type name.
	 * @return list<WP_Term>
	 */
	public static function terms( string $kind ): array {
		$terms = get_terms(
			array(
				'taxonomy'               => FolderKinds::taxonomy( $kind ),
				'hide_empty'             => false,
				'orderby'                => 'none',
				'update_term_meta_cache' => true,
			)
		);
		return is_array( $terms ) ? array_values( array_filter( $terms, static fn( $term ): bool => $term instanceof WP_Term ) ) : array();
	}

	/**
	 * One folder of a kind, or null.
	 *
	 * @param string $kind A post type name.
	 * @param int    $id   Term id.
	 */
	public static function find( string $kind, int $id ): ?WP_Term {
		if ( $id < 1 ) {
			return null;
		}
		$term = get_term( $id, FolderKinds::taxonomy( $kind ) );
		return $term instanceof WP_Term ? $term : null;
	}

	/**
	 * The tree: `{ folders, all, uncategorised }`, counts as the viewer may see them.
	 *
	 * @param string $kind A post type name.
	 * @return array{folders: list<array{id: int, name: string, parent: int, position: int, count: int}>, all: int, uncategorised: int}
	 */
	public static function read( string $kind ): array {
		$terms   = self::terms( $kind );
		$limited = FolderCounts::limited_user( $kind );
		$own     = $limited > 0 ? FolderCounts::own( $kind, $limited ) : null;
		$folders = self::folders( $terms, null === $own ? null : $own['folders'] );
		if ( null !== $own ) {
			return array(
				'folders'       => $folders,
				'all'           => $own['all'],
				'uncategorised' => $own['uncategorised'],
			);
		}
		// Each item is in one folder at most, counted by the same rule as `all`.
		$filed = array_sum( array_map( static fn( WP_Term $term ): int => $term->count, $terms ) );
		$all   = FolderCounts::all( $kind );
		return array(
			'folders'       => $folders,
			'all'           => $all,
			'uncategorised' => max( 0, $all - $filed ),
		);
	}

	/**
	 * Every folder's count as the viewer may see it: term id → count.
	 *
	 * @param string $kind A post type name.
	 * @return array<int, int>
	 */
	public static function counts( string $kind ): array {
		$counts = array();
		foreach ( self::read( $kind )['folders'] as $folder ) {
			$counts[ $folder['id'] ] = $folder['count'];
		}
		return $counts;
	}

	/**
	 * One folder as the routes answer it.
	 *
	 * @param string  $kind A post type name.
	 * @param WP_Term $term The folder.
	 * @return array{id: int, name: string, parent: int, position: int, count: int}
	 */
	public static function folder( string $kind, WP_Term $term ): array {
		$term = self::find( $kind, $term->term_id ) ?? $term;
		foreach ( self::read( $kind )['folders'] as $folder ) {
			if ( $folder['id'] === $term->term_id ) {
				return $folder;
			}
		}
		return self::shape( $term, 0, $term->count );
	}

	/**
	 * Folders in order, siblings numbered from 0.
	 *
	 * @param WP_Term[]            $terms  The terms.
	 * @param array<int, int>|null $counts Own counts by term id, or null for the taxonomy's.
	 * @phpstan-param list<WP_Term> $terms
	 * @return list<array{id: int, name: string, parent: int, position: int, count: int}>
	 */
	private static function folders( array $terms, ?array $counts ): array {
		$by_parent = array();
		foreach ( self::sorted( $terms ) as $term ) {
			$by_parent[ $term->parent ][] = $term;
		}
		$folders = array();
		foreach ( $by_parent as $siblings ) {
			foreach ( $siblings as $position => $term ) {
				$folders[] = self::shape( $term, $position, null === $counts ? $term->count : ( $counts[ $term->term_id ] ?? 0 ) );
			}
		}
		return $folders;
	}

	/**
	 * Children of a parent in order.
	 *
	 * @param string $kind    A post type name.
	 * @param int    $parent  Parent term id (0: the top).
	 * @param int    $exclude A term to leave out.
	 * @return list<WP_Term>
	 */
	public static function siblings( string $kind, int $parent, int $exclude = 0 ): array {
		return self::sorted( array_values( array_filter( self::terms( $kind ), static fn( WP_Term $term ): bool => $term->parent === $parent && $term->term_id !== $exclude ) ) );
	}

	/**
	 * Terms by `uip_order`, ties by name then id.
	 *
	 * @param WP_Term[] $terms The terms.
	 * @phpstan-param list<WP_Term> $terms
	 * @return list<WP_Term>
	 */
	public static function sorted( array $terms ): array {
		// Each term's sort key once, not once per comparison (1,000 folders make ~10,000 of them).
		$keys = array();
		foreach ( $terms as $term ) {
			$keys[ $term->term_id ] = array( self::order( $term ), strtolower( self::name( $term ) ), $term->term_id );
		}
		usort(
			$terms,
			static fn( WP_Term $a, WP_Term $b ): int => $keys[ $a->term_id ] <=> $keys[ $b->term_id ]
		);
		return $terms;
	}

	/**
	 * A term's stored position (PHP_INT_MAX when unset: after the placed ones).
	 *
	 * @param WP_Term $term The folder.
	 */
	public static function order( WP_Term $term ): int {
		$order = get_term_meta( $term->term_id, self::ORDER_META, true );
		return is_numeric( $order ) ? (int) $order : PHP_INT_MAX;
	}

	/**
	 * A folder's name as plain text (WordPress stores names HTML-escaped).
	 *
	 * @param WP_Term $term The folder.
	 */
	public static function name( WP_Term $term ): string {
		return html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' );
	}

	/**
	 * The answer's shape.
	 *
	 * @param WP_Term $term     The folder.
	 * @param int     $position Index among siblings.
	 * @param int     $count    Items as the viewer may see.
	 * @return array{id: int, name: string, parent: int, position: int, count: int}
	 */
	private static function shape( WP_Term $term, int $position, int $count ): array {
		return array(
			'id'       => $term->term_id,
			'name'     => self::name( $term ),
			'parent'   => $term->parent,
			'position' => $position,
			'count'    => $count,
		);
	}
}
