<?php
/**
 * The capability editor's groups.
 *
 * @package UiPress
 */

namespace UiPress\Roles;

use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Every capability of core, every capability any role or the acting user
 * has, grouped: core's groups (CapabilityHints), then WooCommerce's (the
 * capabilities of its roles, while it is active), then "Other" (capabilities
 * no core role has: other plugins' own).
 */
final class CapabilityGroups {

	/**
	 * WooCommerce's roles, whose capabilities make its group.
	 */
	private const WOOCOMMERCE_ROLES = array( 'shop_manager', 'customer' );

	/**
	 * The groups, `granted` saying whether the actor has each capability (could grant it).
	 *
	 * @param WP_User $actor The user asking.
	 * @return list<array{id: string, label: string, capabilities: list<array{name: string, label: string, hint: string, granted: bool}>}>
	 */
	public static function for_actor( WP_User $actor ): array {
		$groups = array();
		$listed = array();
		foreach ( CapabilityHints::core() as $id => $group ) {
			$groups[] = self::group( $actor, $id, $group['label'], $group['capabilities'] );
			$listed  += $group['capabilities'];
		}

		$woocommerce = array();
		if ( class_exists( 'WooCommerce' ) ) {
			$hints = CapabilityHints::woocommerce();
			foreach ( self::WOOCOMMERCE_ROLES as $role ) {
				foreach ( array_keys( CapabilityRules::role_capabilities( $role ) ) as $cap ) {
					if ( ! isset( $listed[ $cap ] ) ) {
						$woocommerce[ $cap ] = $hints[ $cap ] ?? self::named( $cap, __( 'Added by WooCommerce.', 'uipress' ) );
					}
				}
			}
			ksort( $woocommerce );
			if ( array() !== $woocommerce ) {
				$groups[] = self::group( $actor, 'woocommerce', __( 'WooCommerce', 'uipress' ), $woocommerce );
			}
			$listed += $woocommerce;
		}

		$other = array();
		foreach ( self::known_capabilities( $actor ) as $cap ) {
			if ( ! isset( $listed[ $cap ] ) ) {
				$other[ $cap ] = self::named( $cap, __( 'Added by a plugin or theme.', 'uipress' ) );
			}
		}
		ksort( $other );
		if ( array() !== $other ) {
			$groups[] = self::group( $actor, 'other', __( 'Other', 'uipress' ), $other );
		}
		return $groups;
	}

	/**
	 * Every capability some role or the actor has an entry for (role names left out).
	 *
	 * @param WP_User $actor The user asking.
	 * @return list<string>
	 */
	private static function known_capabilities( WP_User $actor ): array {
		$caps = CapabilityRules::effective_for( $actor );
		foreach ( array_keys( wp_roles()->roles ) as $role ) {
			$caps += CapabilityRules::role_capabilities( (string) $role );
		}
		$names = array();
		foreach ( array_keys( $caps ) as $cap ) {
			$cap = (string) $cap;
			if ( ! wp_roles()->is_role( $cap ) && true === RoleGuard::valid_capability( $cap ) ) {
				$names[] = $cap;
			}
		}
		return $names;
	}

	/**
	 * One group.
	 *
	 * @param WP_User                                           $actor The user asking.
	 * @param string                                            $id    Group id.
	 * @param string                                            $label Translated label.
	 * @param array<string, array{label: string, hint: string}> $caps  Its capabilities.
	 * @return array{id: string, label: string, capabilities: list<array{name: string, label: string, hint: string, granted: bool}>}
	 */
	private static function group( WP_User $actor, string $id, string $label, array $caps ): array {
		$list = array();
		foreach ( $caps as $name => $cap ) {
			$list[] = array(
				'name'    => (string) $name,
				'label'   => $cap['label'],
				'hint'    => $cap['hint'],
				'granted' => CapabilityRules::actor_has( $actor, (string) $name ),
			);
		}
		return array(
			'id'           => $id,
			'label'        => $label,
			'capabilities' => $list,
		);
	}

	/**
	 * A label made from a capability's name ("edit_shop_orders" → "Edit shop orders").
	 *
	 * @param string $cap  Capability name.
	 * @param string $hint Translated hint.
	 * @return array{label: string, hint: string}
	 */
	private static function named( string $cap, string $hint ): array {
		return array(
			'label' => ucfirst( trim( str_replace( array( '_', '-' ), ' ', $cap ) ) ),
			'hint'  => $hint,
		);
	}
}
