<?php
/**
 * The client address the activity log stores.
 *
 * @package UiPress
 */

namespace UiPress\Activity;

use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * REMOTE_ADDR only: a header such as X-Forwarded-For is anyone's to write,
 * so it is used only when a site behind a proxy says so through the filter
 * `uipress/activity/client_ip`. Stored per the setting
 * `activityIpAddresses`: 'anonymised' (default; IPv4 last octet 0, IPv6 last
 * 80 bits 0), 'full', or 'none'.
 */
final class ClientIp {

	/**
	 * The setting choosing how addresses are kept.
	 */
	public const SETTING = 'activityIpAddresses';

	/**
	 * The current request's address as the setting says to store it ('' for none).
	 */
	public static function stored(): string {
		$mode = SiteSettings::get( self::SETTING );
		if ( 'none' === $mode ) {
			return '';
		}
		$ip = self::client();
		if ( '' === $ip ) {
			return '';
		}
		return 'full' === $mode ? $ip : self::anonymise( $ip );
	}

	/**
	 * The client's address: REMOTE_ADDR, unless the filter says otherwise;
	 * '' when it is not a valid address.
	 */
	public static function client(): string {
		// phpcs:ignore WordPressVIPMinimum.Variables.ServerVariables.UserControlledHeaders, WordPressVIPMinimum.Variables.RestrictedVariables.cache_constraints___SERVER__REMOTE_ADDR__ -- the peer's address, validated below.
		$remote = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		/**
		 * Filters the client address the activity log records. Only
		 * REMOTE_ADDR is used by default; a site behind a trusted proxy may
		 * return the address its proxy forwards.
		 *
		 * @param string $ip REMOTE_ADDR.
		 */
		$ip = apply_filters( 'uipress/activity/client_ip', $remote );
		$ip = is_string( $ip ) ? trim( $ip ) : '';
		return false === filter_var( $ip, FILTER_VALIDATE_IP ) ? '' : $ip;
	}

	/**
	 * An address with its host part zeroed: IPv4's last octet
	 * (wp_privacy_anonymize_ip()), IPv6's last 80 bits (a /48, where
	 * WordPress's own function keeps a /64).
	 *
	 * @param string $ip A valid address.
	 */
	public static function anonymise( string $ip ): string {
		if ( false === strpos( $ip, ':' ) ) {
			return wp_privacy_anonymize_ip( $ip );
		}
		$packed = inet_pton( $ip );
		if ( false === $packed || 16 !== strlen( $packed ) ) {
			return '';
		}
		$masked = inet_ntop( substr( $packed, 0, 6 ) . str_repeat( "\0", 10 ) );
		return false === $masked ? '' : $masked;
	}
}
