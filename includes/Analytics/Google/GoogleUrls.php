<?php
/**
 * The Google addresses UiPress calls.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Google;

use UiPress\Remote\Endpoint;

defined( 'ABSPATH' ) || exit;

/**
 * Google's own hosts, unless the `googleApiBase` setting names one base URL
 * that serves every path (a proxy, or a test's fake provider): then the
 * token endpoint is `{base}/token`, the consent page `{base}/o/oauth2/v2/auth`
 * and the Data and Admin APIs `{base}/v1beta/…`.
 */
final class GoogleUrls {

	/** Google's token endpoint. */
	public const GOOGLE_TOKEN = 'https://oauth2.googleapis.com/token';

	/** Google's consent page. */
	public const GOOGLE_CONSENT = 'https://accounts.google.com/o/oauth2/v2/auth';

	/** The GA4 Data API. */
	public const GOOGLE_DATA = 'https://analyticsdata.googleapis.com/v1beta';

	/** The GA4 Admin API. */
	public const GOOGLE_ADMIN = 'https://analyticsadmin.googleapis.com/v1beta';

	/**
	 * The base URL from the settings (or the endpoint filter), '' for Google's hosts.
	 */
	public static function base(): string {
		return Endpoint::google()->base_url();
	}

	/**
	 * The token endpoint (code exchange, refresh, service-account JWT).
	 */
	public static function token(): string {
		$base = self::base();
		return '' === $base ? self::GOOGLE_TOKEN : $base . '/token';
	}

	/**
	 * The consent page the administrator is sent to.
	 */
	public static function consent(): string {
		$base = self::base();
		return '' === $base ? self::GOOGLE_CONSENT : $base . '/o/oauth2/v2/auth';
	}

	/**
	 * A Data API URL, e.g. data( 'properties/1001:runReport' ).
	 *
	 * @param string $path Path after `v1beta/`.
	 */
	public static function data( string $path ): string {
		$base = self::base();
		return ( '' === $base ? self::GOOGLE_DATA : $base . '/v1beta' ) . '/' . ltrim( $path, '/' );
	}

	/**
	 * An Admin API URL, e.g. admin( 'accountSummaries' ).
	 *
	 * @param string $path Path after `v1beta/`.
	 */
	public static function admin( string $path ): string {
		$base = self::base();
		return ( '' === $base ? self::GOOGLE_ADMIN : $base . '/v1beta' ) . '/' . ltrim( $path, '/' );
	}
}
