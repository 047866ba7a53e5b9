<?php
/**
 * Which users a template applies to.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A template applies to a user when the user's id is in `forUsers` or one of
 * the user's roles is in `forRoles`, and neither the id is in
 * `excludesUsers` nor a role in `excludesRoles`. An exclusion always wins,
 * even over the user's own id in `forUsers`. A role matches by its name
 * (`editor`) or its display name (`Editor`).
 *
 * @phpstan-import-type Fields from TemplateFields
 */
final class TemplateAudience {

	/**
	 * Whether a template applies to a user.
	 *
	 * @param array<string, mixed> $fields The template's field.
	 * @phpstan-param Fields $fields
	 * @param WP_User              $user   The user.
	 */
	public static function applies( array $fields, WP_User $user ): bool {
		if ( $user->ID < 1 ) {
			return false;
		}
		$roles = self::role_names( $user );

		if ( in_array( (int) $user->ID, $fields['excludesUsers'], true ) || array() !== array_intersect( $roles, $fields['excludesRoles'] ) ) {
			return false;
		}
		return in_array( (int) $user->ID, $fields['forUsers'], true ) || array() !== array_intersect( $roles, $fields['forRoles'] );
	}

	/**
	 * The names and display names of the user's roles.
	 *
	 * @param WP_User $user The user.
	 * @return list<string>
	 */
	private static function role_names( WP_User $user ): array {
		$display = wp_roles()->role_names;
		$names   = array();
		foreach ( $user->roles as $role ) {
			$names[] = (string) $role;
			if ( isset( $display[ $role ] ) && is_string( $display[ $role ] ) ) {
				$names[] = $display[ $role ];
			}
		}
		return $names;
	}
}
