<?php
/**
 * Who may use the role editor's routes.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Roles;

use UiPress\Capabilities;
use UiPress\Rest\Forbidden;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * `uipress_manage_users` and, on top of it, the core capability of the object.
 */
final class RolesAccess {

	/**
	 * True when the current user manages users and has the core capability.
	 *
	 * @param string $core_cap Core (meta) capability, e.g. 'list_users', 'promote_users', 'edit_user'.
	 * @param int    ...$args  Its object id, if any.
	 * @return true|WP_Error
	 */
	public static function check( string $core_cap, int ...$args ) {
		if ( current_user_can( Capabilities::MANAGE_USERS ) && current_user_can( $core_cap, ...$args ) ) {
			return true;
		}
		return Forbidden::error( __( 'Sorry, you are not allowed to manage roles and capabilities.', 'uipress' ) );
	}

	/**
	 * The schema of a capability set: name => granted (true) or denied (false).
	 *
	 * @param string $description Translated description.
	 * @return array<string, mixed>
	 */
	public static function capability_set_schema( string $description ): array {
		return array(
			'description'          => $description,
			'type'                 => 'object',
			'additionalProperties' => array( 'type' => 'boolean' ),
		);
	}

	/**
	 * A capability set from a validated request value.
	 *
	 * @param mixed $value The value.
	 * @return array<string, bool>
	 */
	public static function capability_set( $value ): array {
		$set = array();
		foreach ( is_array( $value ) ? $value : array() as $cap => $granted ) {
			$set[ (string) $cap ] = true === $granted;
		}
		return $set;
	}
}
