<?php
/**
 * Setting addRoleToBody: the user's roles as classes of the admin body.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Adds `uip-role-<role>` for each of the current user's roles to the body of
 * every admin page: stock pages, framed pages and the interface page (whose
 * body keeps these classes, see Runtime\Takeover::body_class()).
 */
final class RoleBodyClasses {

	public const PREFIX = 'uip-role-';

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_filter( 'admin_body_class', array( self::class, 'add_classes' ) );
	}

	/**
	 * Adds the role classes (admin_body_class).
	 *
	 * @param mixed $classes Space-separated classes.
	 * @return mixed
	 */
	public static function add_classes( $classes ) {
		if ( ! is_string( $classes ) || true !== SiteSettings::get( 'addRoleToBody' ) ) {
			return $classes;
		}
		$add = array();
		foreach ( wp_get_current_user()->roles as $role ) {
			$class = sanitize_html_class( self::PREFIX . $role );
			if ( self::PREFIX !== $class ) {
				$add[] = $class;
			}
		}
		return trim( $classes . ' ' . implode( ' ', $add ) );
	}
}
