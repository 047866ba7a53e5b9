<?php
/**
 * The `uipress` field of custom admin menus.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

use UiPress\Templates\JsonTree;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A custom menu (post of `uip-admin-menu`) keeps its field
 * `{ forRoles, forUsers, excludesRoles, excludesUsers, settings: { menu } }`
 * as JSON in post_content, like templates (revisions carry it whole, kses
 * finds nothing to change). `settings.menu` is a list of MenuItem (each
 * with its `submenu`), or the spec's `{ menu: MenuItem[], submenu: { parent
 * uid: MenuItem[] } }`.
 *
 * @phpstan-type MenuFields array{forRoles: list<string>, forUsers: list<int>, excludesRoles: list<string>, excludesUsers: list<int>, settings: array<mixed>}
 */
final class MenuStore {

	/**
	 * Largest JSON size of a menu's field.
	 */
	public const MAX_BYTES = 1048576;

	/**
	 * The default field.
	 *
	 * @return MenuFields
	 */
	public static function defaults(): array {
		return array(
			'forRoles'      => array(),
			'forUsers'      => array(),
			'excludesRoles' => array(),
			'excludesUsers' => array(),
			'settings'      => array( 'menu' => array() ),
		);
	}

	/**
	 * Whether a post is a custom menu.
	 *
	 * @param mixed $post Post, or anything else.
	 * @phpstan-assert-if-true WP_Post $post
	 */
	public static function is_menu( $post ): bool {
		return $post instanceof WP_Post && MenuPostType::NAME === $post->post_type;
	}

	/**
	 * The stored field of a menu (defaults for what is missing or malformed).
	 *
	 * @param WP_Post $post Menu post.
	 * @return MenuFields
	 */
	public static function read( WP_Post $post ): array {
		$decoded = json_decode( (string) $post->post_content, true );
		return self::clean( is_array( $decoded ) ? $decoded : array() );
	}

	/**
	 * A field with every member of the right type.
	 *
	 * @param array<mixed> $value Decoded field.
	 * @return MenuFields
	 */
	public static function clean( array $value ): array {
		$fields                  = self::defaults();
		$fields['forRoles']      = self::roles( $value['forRoles'] ?? array() );
		$fields['excludesRoles'] = self::roles( $value['excludesRoles'] ?? array() );
		$fields['forUsers']      = self::users( $value['forUsers'] ?? array() );
		$fields['excludesUsers'] = self::users( $value['excludesUsers'] ?? array() );
		$settings                = $value['settings'] ?? null;
		if ( is_array( $settings ) ) {
			$fields['settings'] = array_merge( array( 'menu' => array() ), $settings );
		}
		return $fields;
	}

	/**
	 * The field merged over the stored one, or why it is refused.
	 *
	 * @param mixed                $incoming The field sent.
	 * @param array<string, mixed> $stored   The stored field.
	 * @phpstan-param MenuFields $stored
	 * @return MenuFields|WP_Error
	 */
	public static function merge( $incoming, array $stored ) {
		if ( ! is_array( $incoming ) ) {
			return self::invalid( __( 'uipress must be an object', 'uipress' ) );
		}
		foreach ( array_keys( $incoming ) as $key ) {
			if ( ! array_key_exists( (string) $key, self::defaults() ) ) {
				/* translators: %s: member name */
				return self::invalid( sprintf( __( '%s is not a menu field', 'uipress' ), (string) $key ) );
			}
		}
		if ( array_key_exists( 'settings', $incoming ) ) {
			if ( ! is_array( $incoming['settings'] ) ) {
				return self::invalid( __( 'settings must be an object', 'uipress' ) );
			}
			$urls = MenuUrls::check( MenuUrls::all_items( $incoming['settings']['menu'] ?? array() ) );
			if ( null !== $urls ) {
				return $urls;
			}
			$stored['settings'] = array_merge( $stored['settings'], $incoming['settings'] );
		}
		foreach ( array( 'forRoles', 'excludesRoles', 'forUsers', 'excludesUsers' ) as $key ) {
			if ( ! array_key_exists( $key, $incoming ) ) {
				continue;
			}
			if ( ! is_array( $incoming[ $key ] ) || ! array_is_list( $incoming[ $key ] ) ) {
				/* translators: %s: member name */
				return self::invalid( sprintf( __( '%s must be a list', 'uipress' ), $key ) );
			}
		}
		$stored['forRoles']      = array_key_exists( 'forRoles', $incoming ) ? self::roles( $incoming['forRoles'] ) : $stored['forRoles'];
		$stored['excludesRoles'] = array_key_exists( 'excludesRoles', $incoming ) ? self::roles( $incoming['excludesRoles'] ) : $stored['excludesRoles'];
		$stored['forUsers']      = array_key_exists( 'forUsers', $incoming ) ? self::users( $incoming['forUsers'] ) : $stored['forUsers'];
		$stored['excludesUsers'] = array_key_exists( 'excludesUsers', $incoming ) ? self::users( $incoming['excludesUsers'] ) : $stored['excludesUsers'];
		return $stored;
	}

	/**
	 * The post_content for a field, its items' flags cleaned (every write
	 * passes here: the REST field, autosaves, the items routes, and
	 * wp_insert_post() from any code through the write guard).
	 *
	 * @param array<string, mixed> $fields The field.
	 * @phpstan-param MenuFields $fields
	 * @return string|WP_Error
	 */
	public static function encode( array $fields ) {
		$json = JsonTree::encode( self::with_clean_items( $fields ) );
		if ( false === $json ) {
			return self::invalid( __( 'The menu cannot be encoded as JSON', 'uipress' ) );
		}
		if ( strlen( $json ) > self::MAX_BYTES ) {
			return self::invalid( __( 'The menu is too large', 'uipress' ) );
		}
		return $json;
	}

	/**
	 * The post_content to store for a field sent through REST (members it
	 * leaves out keep their stored value), or why it is refused.
	 *
	 * @param mixed        $incoming The field sent.
	 * @param WP_Post|null $existing The menu being updated; null when creating.
	 * @return string|WP_Error
	 */
	public static function prepare( $incoming, ?WP_Post $existing ) {
		$fields = self::merge( $incoming, self::is_menu( $existing ) ? self::read( $existing ) : self::defaults() );
		return $fields instanceof WP_Error ? $fields : self::encode( $fields );
	}

	/**
	 * The post_content to store when a write replaces the whole stored field
	 * (XML-RPC, wp_insert_post() from any code, revision restore, import,
	 * WP-CLI), or why it is refused: the same checks as through REST, over
	 * the defaults. Empty content stays empty.
	 *
	 * @param string $json The post_content about to be written (unslashed).
	 * @return string|WP_Error
	 */
	public static function prepare_replacement( string $json ) {
		if ( '' === trim( $json ) ) {
			return '';
		}
		$decoded = json_decode( $json, true );
		if ( ! is_array( $decoded ) || ( array() !== $decoded && array_is_list( $decoded ) ) ) {
			return self::invalid( __( 'uipress must be an object', 'uipress' ) );
		}
		$fields = self::merge( $decoded, self::defaults() );
		return $fields instanceof WP_Error ? $fields : self::encode( $fields );
	}

	/**
	 * Writes a field to a menu.
	 *
	 * @param WP_Post              $post   Menu post.
	 * @param array<string, mixed> $fields The field.
	 * @phpstan-param MenuFields $fields
	 * @return true|WP_Error
	 */
	public static function write( WP_Post $post, array $fields ) {
		$json = self::encode( $fields );
		if ( $json instanceof WP_Error ) {
			return $json;
		}
		$result = wp_update_post(
			array(
				'ID'           => $post->ID,
				'post_content' => addslashes( $json ), // wp_update_post() unslashes what it stores.
			),
			true
		);
		return $result instanceof WP_Error ? $result : true;
	}

	/**
	 * The menu items of a field: `settings.menu` as a list, with a submenu
	 * map (spec form) folded into each parent's `submenu`.
	 *
	 * @param array<string, mixed> $fields The field.
	 * @phpstan-param MenuFields $fields
	 * @return list<array<mixed>>
	 */
	public static function items( array $fields ): array {
		$menu = $fields['settings']['menu'] ?? array();
		if ( ! is_array( $menu ) ) {
			return array();
		}
		$submenus = array();
		if ( ! array_is_list( $menu ) ) {
			$submenus = is_array( $menu['submenu'] ?? null ) ? $menu['submenu'] : array();
			$menu     = is_array( $menu['menu'] ?? null ) ? $menu['menu'] : array();
		}
		$items = array();
		foreach ( $menu as $item ) {
			if ( ! is_array( $item ) || ! isset( $item['uip_uid'] ) || ! is_scalar( $item['uip_uid'] ) ) {
				continue;
			}
			$uid = (string) $item['uip_uid'];
			if ( isset( $submenus[ $uid ] ) && is_array( $submenus[ $uid ] ) && empty( $item['submenu'] ) ) {
				$item['submenu'] = array_values( $submenus[ $uid ] );
			}
			$items[] = $item;
		}
		return $items;
	}

	/**
	 * A field with its items replaced, keeping the stored form.
	 *
	 * @param array<string, mixed> $fields The field.
	 * @phpstan-param MenuFields $fields
	 * @param list<array<mixed>>   $items  Items.
	 * @return MenuFields
	 */
	public static function with_items( array $fields, array $items ): array {
		$menu = $fields['settings']['menu'] ?? array();
		if ( is_array( $menu ) && ! array_is_list( $menu ) ) {
			$menu['menu']               = $items;
			$fields['settings']['menu'] = $menu;
		} else {
			$fields['settings']['menu'] = $items;
		}
		return $fields;
	}

	/**
	 * A field whose items (list, or the spec's `{ menu, submenu }` map) keep
	 * only the flags they may hold.
	 *
	 * @param array<string, mixed> $fields The field.
	 * @phpstan-param MenuFields $fields
	 * @return MenuFields
	 */
	private static function with_clean_items( array $fields ): array {
		$menu = $fields['settings']['menu'] ?? null;
		if ( ! is_array( $menu ) ) {
			return $fields;
		}
		if ( array_is_list( $menu ) ) {
			$fields['settings']['menu'] = self::clean_items( $menu );
			return $fields;
		}
		if ( is_array( $menu['menu'] ?? null ) ) {
			$menu['menu'] = self::clean_items( $menu['menu'] );
		}
		if ( is_array( $menu['submenu'] ?? null ) ) {
			foreach ( $menu['submenu'] as $parent => $items ) {
				if ( is_array( $items ) ) {
					$menu['submenu'][ $parent ] = self::clean_items( $items );
				}
			}
		}
		$fields['settings']['menu'] = $menu;
		return $fields;
	}

	/**
	 * Items, at any depth, without a `custom.confirm` that is not a boolean
	 * ("ask before opening": exactly true or false, anything else dropped).
	 *
	 * @param array<mixed> $items Menu items.
	 * @return array<mixed>
	 */
	private static function clean_items( array $items ): array {
		foreach ( $items as $index => $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			if ( isset( $item['custom'] ) && is_array( $item['custom'] ) && array_key_exists( 'confirm', $item['custom'] ) && ! is_bool( $item['custom']['confirm'] ) ) {
				unset( $item['custom']['confirm'] );
				if ( array() === $item['custom'] ) {
					unset( $item['custom'] ); // Not stored as a JSON list.
				}
			}
			if ( isset( $item['submenu'] ) && is_array( $item['submenu'] ) ) {
				$item['submenu'] = self::clean_items( $item['submenu'] );
			}
			$items[ $index ] = $item;
		}
		return $items;
	}

	/**
	 * Role names: non-empty strings, trimmed, unique.
	 *
	 * @param mixed $value Value.
	 * @return list<string>
	 */
	private static function roles( $value ): array {
		$roles = array();
		foreach ( is_array( $value ) ? $value : array() as $role ) {
			if ( is_string( $role ) && '' !== trim( $role ) ) {
				$roles[] = trim( $role );
			}
		}
		return array_values( array_unique( $roles ) );
	}

	/**
	 * User ids: positive integers, unique.
	 *
	 * @param mixed $value Value.
	 * @return list<int>
	 */
	private static function users( $value ): array {
		$users = array();
		foreach ( is_array( $value ) ? $value : array() as $user ) {
			if ( is_int( $user ) || ( is_string( $user ) && ctype_digit( $user ) ) ) {
				if ( (int) $user > 0 ) {
					$users[] = (int) $user;
				}
			}
		}
		return array_values( array_unique( $users ) );
	}

	/**
	 * A refused menu field.
	 *
	 * @param string $message Translated message.
	 */
	private static function invalid( string $message ): WP_Error {
		return new WP_Error( 'uipress_invalid_menu', $message, array( 'status' => 400 ) );
	}
}
