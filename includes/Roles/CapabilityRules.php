<?php
/**
 * What a user has, would have after a change, and what multisite reserves.
 *
 * @package UiPress
 */

namespace UiPress\Roles;

use WP_User;
use WP_User_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Capability arithmetic for RoleGuard: raw capability sets (as WP_User
 * builds `allcaps`: roles in order, then the user's own entries) so a change
 * can be checked before it is written, and map_meta_cap's multisite rules.
 */
final class CapabilityRules {

	/**
	 * The capabilities nobody may take from themselves: their way back in.
	 */
	public const WAY_BACK_IN = array( 'manage_options', 'promote_users' );

	/**
	 * Longest capability name (the user meta key is longer, but role data is an option).
	 */
	public const MAX_NAME = 191;

	/**
	 * Capabilities map_meta_cap denies to everyone but super admins on
	 * multisite (wp-includes/capabilities.php), whoever's role holds them.
	 */
	private const DENIED_TO_SITE_ADMINS = array(
		'unfiltered_html',
		'unfiltered_upload',
		'edit_files',
		'edit_plugins',
		'edit_themes',
		'update_plugins',
		'delete_plugins',
		'install_plugins',
		'upload_plugins',
		'update_themes',
		'delete_themes',
		'install_themes',
		'upload_themes',
		'update_core',
		'install_languages',
		'update_languages',
		'update_php',
		'update_https',
		'delete_users',
	);

	/**
	 * Network capabilities: map_meta_cap leaves them primitive, so only super
	 * admins (who have everything) may grant them.
	 */
	private const NETWORK = array( 'manage_sites', 'create_sites', 'delete_sites', 'upgrade_network', 'setup_network' );

	/**
	 * Users read per query while looking for another administrator.
	 */
	private const BATCH = 100;

	/**
	 * Whether the actor has a capability they could grant: a super admin has
	 * everything; a site admin on multisite never has what is reserved to
	 * super admins (create_users follows the network's "add new users" option).
	 *
	 * @param WP_User $actor The user.
	 * @param string  $cap   Capability name.
	 */
	public static function actor_has( WP_User $actor, string $cap ): bool {
		if ( '' === $cap || wp_roles()->is_role( $cap ) ) {
			return false;
		}
		if ( is_multisite() ) {
			if ( is_super_admin( $actor->ID ) ) {
				return true;
			}
			if ( self::is_network_capability( $cap ) ) {
				return false;
			}
			if ( 'create_users' === $cap || in_array( $cap, self::DENIED_TO_SITE_ADMINS, true ) ) {
				// These need no object: map_meta_cap answers for the site admin.
				return user_can( $actor, $cap );
			}
		}
		return ! empty( self::filtered_for( $actor, $cap )[ $cap ] );
	}

	/**
	 * A user's capabilities as `WP_User::has_cap()` judges a primitive one:
	 * `allcaps` through the `user_has_cap` filter (plugins that grant
	 * capabilities at run time count), without map_meta_cap, which would
	 * refuse meta capabilities asked without an object.
	 *
	 * @param WP_User $user The user.
	 * @param string  $cap  The capability asked.
	 * @return array<string, bool>
	 */
	private static function filtered_for( WP_User $user, string $cap ): array {
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's own filter, applied as WP_User::has_cap() does.
		$caps = apply_filters( 'user_has_cap', $user->allcaps, array( $cap ), array( $cap, $user->ID ), $user );
		return self::normalise( $caps );
	}

	/**
	 * Whether a capability does nothing for anyone but super admins on this
	 * site (multisite), so a role holding it is not above a site admin.
	 *
	 * @param string $cap Capability name.
	 */
	public static function ineffective_on_site( string $cap ): bool {
		if ( ! is_multisite() ) {
			return false;
		}
		if ( 'create_users' === $cap ) {
			return ! get_site_option( 'add_new_users' );
		}
		return in_array( $cap, self::DENIED_TO_SITE_ADMINS, true );
	}

	/**
	 * Whether multisite reserves a capability to super admins.
	 *
	 * @param string $cap Capability name.
	 */
	public static function reserved_to_super_admins( string $cap ): bool {
		return self::ineffective_on_site( $cap ) || self::is_network_capability( $cap );
	}

	/**
	 * A capability set with boolean values (role data may hold 1, '1'…).
	 *
	 * @param mixed $caps Raw set.
	 * @return array<string, bool>
	 */
	public static function normalise( $caps ): array {
		$set = array();
		foreach ( is_array( $caps ) ? $caps : array() as $cap => $granted ) {
			$set[ (string) $cap ] = (bool) $granted;
		}
		return $set;
	}

	/**
	 * A role's capabilities (none when it does not exist).
	 *
	 * @param string $role Role slug.
	 * @return array<string, bool>
	 */
	public static function role_capabilities( string $role ): array {
		$object = wp_roles()->get_role( $role );
		return null === $object ? array() : self::normalise( $object->capabilities );
	}

	/**
	 * A user's own capability entries: their capabilities meta without the roles.
	 *
	 * @param WP_User $user The user.
	 * @return array<string, bool>
	 */
	public static function own_capabilities( WP_User $user ): array {
		$own = array();
		foreach ( self::normalise( $user->caps ) as $cap => $granted ) {
			if ( ! wp_roles()->is_role( $cap ) ) {
				$own[ $cap ] = $granted;
			}
		}
		return $own;
	}

	/**
	 * The raw capabilities of a user with these roles and own entries, roles'
	 * sets replaced by `$role_overrides` (WP_User::get_role_caps' order).
	 *
	 * @param string[]                           $roles          Role slugs.
	 * @param array<string, array<string, bool>> $role_overrides Roles' sets after the change, by slug.
	 * @param array<string, bool>                $own            The user's own entries.
	 * @return array<string, bool>
	 */
	public static function effective( array $roles, array $role_overrides, array $own ): array {
		$caps = array();
		foreach ( $roles as $role ) {
			$caps = array_replace( $caps, $role_overrides[ $role ] ?? self::role_capabilities( (string) $role ) );
		}
		return array_replace( $caps, $own );
	}

	/**
	 * A user's raw capabilities now.
	 *
	 * @param WP_User $user The user.
	 * @return array<string, bool>
	 */
	public static function effective_for( WP_User $user ): array {
		return self::effective( $user->roles, array(), self::own_capabilities( $user ) );
	}

	/**
	 * Whether a set makes an administrator: it grants `manage_options` and `promote_users`.
	 *
	 * @param array<string, bool> $caps Capability set.
	 */
	public static function is_administrator_set( array $caps ): bool {
		foreach ( self::WAY_BACK_IN as $cap ) {
			if ( empty( $caps[ $cap ] ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * How many users of the site hold a role.
	 *
	 * @param string $role Role slug.
	 */
	public static function count_role_users( string $role ): int {
		$query = new WP_User_Query(
			array(
				'role'        => $role,
				'fields'      => 'ID',
				'number'      => 1,
				'count_total' => true,
			)
		);
		return (int) $query->get_total();
	}

	/**
	 * Whether a user of the site other than `$exclude` is an administrator
	 * once the roles' sets are replaced (their own entries count: a user whose
	 * `manage_options` is denied is not one).
	 *
	 * @param array<string, array<string, bool>> $role_overrides Roles' sets after the change, by slug.
	 * @param int                                $exclude        A user not to count (0: none).
	 */
	public static function has_other_administrator( array $role_overrides, int $exclude ): bool {
		$admin_roles = array();
		foreach ( array_keys( wp_roles()->roles ) as $role ) {
			$caps = $role_overrides[ $role ] ?? self::role_capabilities( (string) $role );
			if ( self::is_administrator_set( $caps ) ) {
				$admin_roles[] = (string) $role;
			}
		}
		for ( $page = 1; array() !== $admin_roles; ++$page ) {
			$query = new WP_User_Query(
				array(
					'role__in'    => $admin_roles,
					'exclude'     => 0 === $exclude ? array() : array( $exclude ),
					'number'      => self::BATCH,
					'paged'       => $page,
					'orderby'     => 'ID',
					'count_total' => false,
				)
			);
			$users = $query->get_results();
			foreach ( $users as $user ) {
				if ( $user instanceof WP_User && self::is_administrator_set( self::effective( $user->roles, $role_overrides, self::own_capabilities( $user ) ) ) ) {
					return true;
				}
			}
			if ( count( $users ) < self::BATCH ) {
				break;
			}
		}
		return self::has_administrator_by_own_capabilities( $role_overrides, $exclude );
	}

	/**
	 * Whether a user other than `$exclude` is an administrator through their
	 * own capability entries (`manage_options` or `promote_users` granted in
	 * their capabilities meta, the other through a role or entry).
	 *
	 * @param array<string, array<string, bool>> $role_overrides Roles' sets after the change, by slug.
	 * @param int                                $exclude        A user not to count (0: none).
	 */
	private static function has_administrator_by_own_capabilities( array $role_overrides, int $exclude ): bool {
		$db      = $GLOBALS['wpdb'] ?? null;
		$key     = ( $db instanceof \wpdb ? $db->get_blog_prefix() : '' ) . 'capabilities';
		$granted = array( 'relation' => 'OR' );
		foreach ( self::WAY_BACK_IN as $cap ) {
			$granted[] = array(
				'key'     => $key,
				'value'   => sprintf( '"%s";b:1', $cap ),
				'compare' => 'LIKE',
			);
		}
		for ( $page = 1; ; ++$page ) {
			$query = new WP_User_Query(
				array(
					'blog_id'     => 0,
					'meta_query'  => $granted, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- rare: only when no user of a role makes an administrator.
					'exclude'     => 0 === $exclude ? array() : array( $exclude ),
					'number'      => self::BATCH,
					'paged'       => $page,
					'orderby'     => 'ID',
					'count_total' => false,
				)
			);
			$users = $query->get_results();
			foreach ( $users as $user ) {
				if ( $user instanceof WP_User && self::is_administrator_set( self::effective( $user->roles, $role_overrides, self::own_capabilities( $user ) ) ) ) {
					return true;
				}
			}
			if ( count( $users ) < self::BATCH ) {
				return false;
			}
		}
	}

	/**
	 * Whether a capability belongs to the network (manage_network*, sites…).
	 *
	 * @param string $cap Capability name.
	 */
	private static function is_network_capability( string $cap ): bool {
		return str_starts_with( $cap, 'manage_network' ) || in_array( $cap, self::NETWORK, true );
	}
}
