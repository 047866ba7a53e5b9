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
 * false; network templates use it) says a template takes them over. Site
 * settings' styling effects never apply there (SettingEffects), and a link
 * followed inside an interface's content frame to one of them opens in the
 * whole window, as the stock admin would nest a second admin in the frame.
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
	 * On admin_init: a network or user admin page asked for inside an
	 * interface's content frame answers a page that opens it in the whole
	 * window instead.
	 *
	 * @codeCoverageIgnore Exits.
	 */
	public static function leave_frame_when_framed(): void {
		// Only the interface's own flag: other code frames these pages too
		// (the plugin details modal of the network's Plugins screen).
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only read to choose how to show the page.
		$framed = isset( $_GET[ Takeover::FRAMED_PARAM ] ) && '1' === $_GET[ Takeover::FRAMED_PARAM ];
		if ( ! $framed || ! self::keeps_stock() ) {
			return;
		}
		nocache_headers();
		echo WindowPages::leave_frame_document( remove_query_arg( RuntimeConfig::STRIPPED_PARAMS, Takeover::request_url() ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Built from escaped parts.
		exit;
	}
}
