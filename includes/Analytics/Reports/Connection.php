<?php
/**
 * What the reports read of the analytics connection.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Sources;
use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * The settings a report runs on, and a fingerprint of them: part of every
 * cache key, so a new property, auth mode, Google host or Matomo site never
 * serves an answer fetched for the old one.
 */
final class Connection {

	/**
	 * A text setting ('' when unset or not a string).
	 *
	 * @param string $key Settings key.
	 */
	public static function text( string $key ): string {
		$value = SiteSettings::get( $key );
		return is_string( $value ) ? trim( $value ) : '';
	}

	/**
	 * The GA4 property (`properties/1001`).
	 */
	public static function google_property(): string {
		return Sources::google_property();
	}

	/**
	 * The fingerprint of a source's connection.
	 *
	 * @param string $source `google` or `matomo`.
	 */
	public static function fingerprint( string $source ): string {
		$parts = 'matomo' === $source
			? array( 'matomo', Sources::matomo_url(), Sources::matomo_site_id() )
			: array( 'google', self::text( AnalyticsSettings::GOOGLE_AUTH_MODE ), untrailingslashit( self::text( AnalyticsSettings::GOOGLE_API_BASE ) ), self::google_property() );
		return md5( implode( "\n", $parts ) );
	}
}
