<?php
/**
 * Setting htmlHead: HTML printed in the head of every admin page.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the setting as it is in the `<head>` of every admin page (stock,
 * UiPress's own screens, the interface page and framed pages). Only users
 * with `unfiltered_html` can save it (SiteSettings), so it is trusted HTML.
 */
final class AdminHeadHtml {

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		// Late: after the styles and scripts core prints in the head.
		add_action( 'admin_head', array( self::class, 'print_html' ), 100 );
	}

	/**
	 * Prints the HTML (admin_head).
	 */
	public static function print_html(): void {
		$html = SiteSettings::get( 'htmlHead' );
		if ( is_string( $html ) && '' !== trim( $html ) ) {
			echo $html . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- trusted: only unfiltered_html users can save it.
		}
	}
}
