<?php
/**
 * Items of a custom menu, by the live item they stand for.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

defined( 'ABSPATH' ) || exit;

/**
 * An item stands for a live admin menu item by its `uip_uid` and its live
 * parent (`parent_uid`, else the item it is stored under; '' at the top):
 * a first submenu item shares its parent's uip_uid (Posts and All Posts are
 * both edit.php). Links and separators the menu creator added
 * (`customItem`) stand for themselves. The same rule as the client's
 * (src/engine/menus/reconcile.ts, itemKey).
 */
final class MenuTree {

	/**
	 * An item's key.
	 *
	 * @param array<mixed> $item      The item.
	 * @param string       $container The uip_uid of the item it is stored under.
	 */
	public static function key( array $item, string $container ): string {
		$uid = isset( $item['uip_uid'] ) && is_scalar( $item['uip_uid'] ) ? (string) $item['uip_uid'] : '';
		if ( true === ( $item['customItem'] ?? false ) ) {
			return 'custom:' . $uid;
		}
		$parent = isset( $item['parent_uid'] ) && is_string( $item['parent_uid'] ) ? $item['parent_uid'] : $container;
		return $parent . '>' . $uid;
	}

	/**
	 * The keys of every item, at any depth.
	 *
	 * @param array<mixed> $items     Items.
	 * @param string       $container Their container's uip_uid.
	 * @return array<string, true>
	 */
	public static function keys( array $items, string $container = '' ): array {
		$keys = array();
		foreach ( $items as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			$keys[ self::key( $item, $container ) ] = true;
			if ( isset( $item['submenu'] ) && is_array( $item['submenu'] ) ) {
				$keys += self::keys( $item['submenu'], self::uid( $item ) );
			}
		}
		return $keys;
	}

	/**
	 * Items with one more: under the item standing for its live parent
	 * (`parent_uid`) when the menu holds it, else at the top level; after
	 * the sibling whose uip_uid is `after_uid` ('' first; unknown or none:
	 * last).
	 *
	 * @param list<array<mixed>> $items Items.
	 * @param array<mixed>       $item  The new item.
	 * @return list<array<mixed>>
	 */
	public static function insert( array $items, array $item ): array {
		$after = array_key_exists( 'after_uid', $item ) && is_string( $item['after_uid'] ) ? $item['after_uid'] : null;
		unset( $item['after_uid'] );
		$parent = isset( $item['parent_uid'] ) && is_string( $item['parent_uid'] ) ? $item['parent_uid'] : '';
		if ( '' !== $parent ) {
			$placed = self::insert_under( $items, '>' . $parent, '', $item, $after );
			if ( null !== $placed ) {
				return $placed;
			}
		}
		return self::insert_after( $items, $item, $after );
	}

	/**
	 * Items without those whose key is listed, at any depth.
	 *
	 * @param array<mixed>        $items     Items.
	 * @param array<string, true> $remove    Keys.
	 * @param string              $container Their container's uip_uid.
	 * @return list<array<mixed>>
	 */
	public static function without( array $items, array $remove, string $container = '' ): array {
		$kept = array();
		foreach ( $items as $item ) {
			if ( ! is_array( $item ) || isset( $remove[ self::key( $item, $container ) ] ) ) {
				continue;
			}
			if ( isset( $item['submenu'] ) && is_array( $item['submenu'] ) ) {
				$item['submenu'] = self::without( $item['submenu'], $remove, self::uid( $item ) );
			}
			$kept[] = $item;
		}
		return $kept;
	}

	/**
	 * Items counted at every depth.
	 *
	 * @param array<mixed> $items Items.
	 */
	public static function count( array $items ): int {
		$count = 0;
		foreach ( $items as $item ) {
			if ( is_array( $item ) ) {
				++$count;
				if ( isset( $item['submenu'] ) && is_array( $item['submenu'] ) ) {
					$count += self::count( $item['submenu'] );
				}
			}
		}
		return $count;
	}

	/**
	 * An item's uip_uid.
	 *
	 * @param array<mixed> $item The item.
	 */
	private static function uid( array $item ): string {
		return isset( $item['uip_uid'] ) && is_scalar( $item['uip_uid'] ) ? (string) $item['uip_uid'] : '';
	}

	/**
	 * Items with `$item` in the submenu of the item keyed `$parent_key`, or
	 * null when no item has that key.
	 *
	 * @param array<mixed> $items      Items.
	 * @param string       $parent_key The parent's key.
	 * @param string       $container  The items' container's uip_uid.
	 * @param array<mixed> $item       The new item.
	 * @param string|null  $after      The sibling it follows.
	 * @return list<array<mixed>>|null
	 */
	private static function insert_under( array $items, string $parent_key, string $container, array $item, ?string $after ): ?array {
		$out    = array();
		$placed = false;
		foreach ( $items as $candidate ) {
			if ( ! is_array( $candidate ) ) {
				continue;
			}
			if ( ! $placed ) {
				$submenu = isset( $candidate['submenu'] ) && is_array( $candidate['submenu'] ) ? $candidate['submenu'] : array();
				if ( self::key( $candidate, $container ) === $parent_key ) {
					$candidate['submenu'] = self::insert_after( $submenu, $item, $after );
					$placed               = true;
				} else {
					$inner = self::insert_under( $submenu, $parent_key, self::uid( $candidate ), $item, $after );
					if ( null !== $inner ) {
						$candidate['submenu'] = $inner;
						$placed               = true;
					}
				}
			}
			$out[] = $candidate;
		}
		return $placed ? $out : null;
	}

	/**
	 * A list with `$item` after the sibling whose uip_uid is `$after`.
	 *
	 * @param array<mixed> $list  The list.
	 * @param array<mixed> $item  The item.
	 * @param string|null  $after The sibling's uip_uid ('' first, null last).
	 * @return list<array<mixed>>
	 */
	private static function insert_after( array $list, array $item, ?string $after ): array {
		$out    = array();
		$placed = false;
		if ( '' === $after ) {
			$out[]  = $item;
			$placed = true;
		}
		foreach ( $list as $sibling ) {
			if ( ! is_array( $sibling ) ) {
				continue;
			}
			$out[] = $sibling;
			if ( ! $placed && null !== $after && self::uid( $sibling ) === $after ) {
				$out[]  = $item;
				$placed = true;
			}
		}
		if ( ! $placed ) {
			$out[] = $item;
		}
		return $out;
	}
}
