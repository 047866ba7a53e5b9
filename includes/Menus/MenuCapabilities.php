<?php
/**
 * What each admin menu item needs, and who holds it.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

use WP_Role;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The capability column of WordPress's admin menu (`$menu[ n ][1]`,
 * `$submenu[ parent ][ n ][1]`) by item key (the key of MenuTree::key():
 * `>edit.php` for Posts, `edit.php>edit.php` for All Posts), and whether a
 * role or a user holds capabilities. The menu creator previews a menu as its
 * audience gets it with these: an item whose capability the audience lacks
 * is one WordPress leaves out of their menu.
 */
final class MenuCapabilities {

	/**
	 * What the menu creator page carries (`menuCreator`): each item's
	 * capability, and the site's roles for the preview's picker.
	 *
	 * @return array{capabilities: object, roles: list<array{name: string, label: string}>}
	 */
	public static function for_menu_creator(): array {
		$roles = array();
		foreach ( wp_roles()->get_names() as $name => $label ) {
			$roles[] = array(
				'name'  => (string) $name,
				'label' => translate_user_role( (string) $label ),
			);
		}
		return array(
			// An object even when empty.
			'capabilities' => (object) self::of_admin_menu(),
			'roles'        => $roles,
		);
	}

	/**
	 * The capability of every item of the admin menu as built for the
	 * current user (separators left out).
	 *
	 * @return array<string, string> Item key → capability.
	 */
	public static function of_admin_menu(): array {
		$menu    = isset( $GLOBALS['menu'] ) && is_array( $GLOBALS['menu'] ) ? $GLOBALS['menu'] : array();
		$submenu = isset( $GLOBALS['submenu'] ) && is_array( $GLOBALS['submenu'] ) ? $GLOBALS['submenu'] : array();

		$capabilities = array();
		foreach ( $menu as $item ) {
			$slug = self::slug( $item );
			if ( null === $slug || str_contains( self::text( $item, 4 ), 'wp-menu-separator' ) ) {
				continue;
			}
			$capability = self::text( $item, 1 );
			if ( '' !== $capability ) {
				$capabilities[ '>' . $slug ] = $capability;
			}
			foreach ( is_array( $submenu[ $slug ] ?? null ) ? $submenu[ $slug ] : array() as $sub ) {
				$sub_slug       = self::slug( $sub );
				$sub_capability = self::text( $sub, 1 );
				if ( null !== $sub_slug && '' !== $sub_capability ) {
					$capabilities[ $slug . '>' . $sub_slug ] = $sub_capability;
				}
			}
		}
		return $capabilities;
	}

	/**
	 * Whether a user holds each capability, as WordPress decides for them
	 * (meta capabilities mapped, super admins, plugins' `user_has_cap`).
	 *
	 * @param WP_User  $user         The user.
	 * @param string[] $capabilities Capabilities.
	 * @phpstan-param list<string> $capabilities
	 * @return array<string, bool>
	 */
	public static function held_by_user( WP_User $user, array $capabilities ): array {
		return self::each(
			$capabilities,
			static function ( string $capability ) use ( $user ): bool {
				return user_can( $user, $capability );
			}
		);
	}

	/**
	 * Whether a role holds each capability: meta capabilities mapped as for
	 * a user with only that role (`uipress_manage` → `manage_options`), then
	 * each primitive one asked of the role (`role_has_cap`).
	 *
	 * @param WP_Role  $role         The role.
	 * @param string[] $capabilities Capabilities.
	 * @phpstan-param list<string> $capabilities
	 * @return array<string, bool>
	 */
	public static function held_by_role( WP_Role $role, array $capabilities ): array {
		return self::each(
			$capabilities,
			static function ( string $capability ) use ( $role ): bool {
				foreach ( map_meta_cap( $capability, 0 ) as $needed ) {
					if ( 'exist' === $needed || $role->name === $needed ) {
						continue;
					}
					if ( 'do_not_allow' === $needed || ! $role->has_cap( $needed ) ) {
						return false;
					}
				}
				return true;
			}
		);
	}

	/**
	 * Asks a question of each capability. A capability that needs an object
	 * (edit_post without a post) is not held, without the notice WordPress
	 * gives code that asks it that way: here the name comes from a menu.
	 *
	 * @param string[] $capabilities Capabilities.
	 * @param callable $holds        The question.
	 * @phpstan-param list<string> $capabilities
	 * @phpstan-param callable(string): bool $holds
	 * @return array<string, bool>
	 */
	private static function each( array $capabilities, callable $holds ): array {
		$quiet = static fn(): bool => false;
		add_filter( 'doing_it_wrong_trigger_error', $quiet );
		try {
			$held = array();
			foreach ( $capabilities as $capability ) {
				$held[ $capability ] = $holds( $capability );
			}
			return $held;
		} finally {
			remove_filter( 'doing_it_wrong_trigger_error', $quiet );
		}
	}

	/**
	 * A menu entry's slug (`[2]`), or null.
	 *
	 * @param mixed $item `$menu` or `$submenu` entry.
	 */
	private static function slug( $item ): ?string {
		$slug = self::text( $item, 2 );
		return '' === $slug ? null : $slug;
	}

	/**
	 * A string member of a menu entry, '' when it is none.
	 *
	 * @param mixed $item  The entry.
	 * @param int   $index The member.
	 */
	private static function text( $item, int $index ): string {
		return is_array( $item ) && isset( $item[ $index ] ) && is_string( $item[ $index ] ) ? $item[ $index ] : '';
	}
}
