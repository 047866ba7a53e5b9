<?php
/**
 * The network admin and the user admin stay WordPress's own.
 *
 * @package UiPress
 */

namespace UiPress\Lifecycle;

use UiPress\Runtime\RuntimeConfig;
use UiPress\Runtime\Takeover;
use UiPress\Runtime\WindowPages;

defined( 'ABSPATH' ) || exit;

/**
 * The network admin (wp-admin/network/) and the user admin (wp-admin/user/)
 * belong to no site, so no site's template, settings or assets apply there:
 * they are stock unless the `uipress/network_admin_takeover` filter (default
 * false) says a template takes them over: Network\NetworkAdminTemplate
 * answers true in the network admin when a network template made for it
 * applies to the user. Site settings' styling effects never apply there
 * (SettingEffects). A link followed inside a site's interface frame to one
 * of them opens in the whole window (the stock admin, or the network's own
 * interface, would otherwise nest in the site's).
 */
final class NetworkAdmin {

	/**
	 * Filter: whether a template may take over the network or user admin.
	 */
	public const TAKEOVER_FILTER = 'uipress/network_admin_takeover';

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'admin_init', array( self::class, 'leave_frame_when_framed' ), 1 );
	}

	/**
	 * Whether this request is a network admin or user admin page.
	 */
	public static function is_network_area(): bool {
		return is_network_admin() || is_user_admin();
	}

	/**
	 * Whether this request's admin stays stock: a network or user admin page
	 * the filter does not hand to a template.
	 */
	public static function keeps_stock(): bool {
		if ( ! self::is_network_area() ) {
			return false;
		}
		/**
		 * Filters whether a UiPress template may take over the network admin
		 * or the user admin for this request (the usual template rules then
		 * decide which applies, if any).
		 *
		 * @param bool   $takeover Default false: WordPress's own admin.
		 * @param string $area     'network' or 'user'.
		 */
		return true !== apply_filters( 'uipress/network_admin_takeover', false, is_network_admin() ? 'network' : 'user' );
	}

	/**
	 * Whether a framed network admin page was asked for from a site's admin
	 * (a link in a site's interface frame, or the site's interface page):
	 * the referrer is an admin page outside the network admin. Without a
	 * referrer it is not (the network interface's own frame must never be
	 * sent to the whole window, which would load the same frame again).
	 *
	 * @param string|false $referer The request's referrer.
	 */
	public static function framed_by_a_site( $referer ): bool {
		if ( ! is_string( $referer ) || '' === $referer || ! is_network_admin() ) {
			return false;
		}
		$path    = (string) wp_parse_url( $referer, PHP_URL_PATH );
		$network = (string) wp_parse_url( network_admin_url(), PHP_URL_PATH );
		return str_contains( $path, '/wp-admin/' ) && ! str_starts_with( $path, $network );
	}

	/**
	 * On admin_init: a network or user admin page asked for inside an
	 * interface's content frame answers a page that opens it in the whole
	 * window instead, unless it is the network interface's own frame.
	 *
	 * @codeCoverageIgnore Exits.
	 */
	public static function leave_frame_when_framed(): void {
		// Only the interface's own flag: other code frames these pages too
		// (the plugin details modal of the network's Plugins screen).
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only read to choose how to show the page.
		$framed = isset( $_GET[ Takeover::FRAMED_PARAM ] ) && '1' === $_GET[ Takeover::FRAMED_PARAM ];
		if ( ! $framed || ( ! self::keeps_stock() && ! self::framed_by_a_site( wp_get_raw_referer() ) ) ) {
			return;
		}
		nocache_headers();
		echo WindowPages::leave_frame_document( remove_query_arg( RuntimeConfig::STRIPPED_PARAMS, Takeover::request_url() ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Built from escaped parts.
		exit;
	}
}
