<?php
/**
 * Whether an analytics source is set up.
 *
 * @package UiPress
 */

namespace UiPress\Analytics;

use UiPress\Analytics\Google\GoogleTokens;
use UiPress\Remote\Endpoint;
use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * The two sources the analytics blocks read: Google Analytics 4 (a
 * complete sign-in and a property picked) and Matomo (an address, a site id
 * and a token). Nothing here calls the providers.
 */
final class Sources {

	/** Google Analytics 4. */
	public const GOOGLE = 'google';

	/** Matomo. */
	public const MATOMO = 'matomo';

	/**
	 * Whether reports can be asked of a source.
	 *
	 * @param string $source 'google' or 'matomo'.
	 */
	public static function is_connected( string $source ): bool {
		if ( self::GOOGLE === $source ) {
			return GoogleTokens::has_credential() && '' !== self::google_property();
		}
		if ( self::MATOMO === $source ) {
			$token = SiteSettings::get( AnalyticsSettings::MATOMO_TOKEN );
			return '' !== self::matomo_url() && '' !== self::matomo_site_id() && is_string( $token ) && '' !== $token;
		}
		return false;
	}

	/**
	 * The picked GA4 property (`properties/123`), '' when none or malformed.
	 */
	public static function google_property(): string {
		$id = SiteSettings::get( AnalyticsSettings::GOOGLE_PROPERTY_ID );
		return is_string( $id ) && 1 === preg_match( '#^properties/[0-9]+$#', $id ) ? $id : '';
	}

	/**
	 * The Matomo base URL in use (no trailing slash), '' when not set up.
	 */
	public static function matomo_url(): string {
		return Endpoint::matomo()->base_url();
	}

	/**
	 * The Matomo site id (digits), '' when none or malformed.
	 */
	public static function matomo_site_id(): string {
		$id = SiteSettings::get( AnalyticsSettings::MATOMO_SITE_ID );
		return is_string( $id ) && 1 === preg_match( '/^[0-9]+$/', $id ) ? $id : '';
	}
}
