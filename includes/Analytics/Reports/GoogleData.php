<?php
/**
 * Requests of the reports to the GA4 Data API.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

use UiPress\Analytics\Google\GoogleApi;
use UiPress\Analytics\Google\GoogleUrls;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * GoogleApi sends the request with the site's access token (once more with
 * a new token after a 401) and masks secrets in Google's messages; here a
 * 429 becomes the quota error, so the route answers 429 when no earlier
 * copy stands in.
 */
final class GoogleData {

	/**
	 * POSTs a JSON body to a Data API path.
	 *
	 * @param string               $path After `v1beta/` (`properties/1001:runReport`).
	 * @param array<string, mixed> $body The request.
	 * @return array<mixed>|WP_Error Google's answer.
	 */
	public static function post( string $path, array $body ) {
		return self::quota( GoogleApi::request( 'POST', GoogleUrls::data( $path ), $body ) );
	}

	/**
	 * GETs a Data API path.
	 *
	 * @param string $path After `v1beta/`.
	 * @return array<mixed>|WP_Error Google's answer.
	 */
	public static function get( string $path ) {
		return self::quota( GoogleApi::request( 'GET', GoogleUrls::data( $path ) ) );
	}

	/**
	 * The quota error for Google's 429.
	 *
	 * @param array<mixed>|WP_Error $answer GoogleApi's answer.
	 * @return array<mixed>|WP_Error
	 */
	private static function quota( $answer ) {
		if ( $answer instanceof WP_Error && 429 === GoogleApi::provider_status( $answer ) ) {
			return ReportErrors::quota( $answer->get_error_message() );
		}
		return $answer;
	}
}
