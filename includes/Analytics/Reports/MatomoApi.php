<?php
/**
 * Requests to a Matomo instance's Reporting API.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Sources;
use UiPress\Remote\RemoteRequest;
use UiPress\Settings\SiteSettings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * POSTs `{matomoUrl}/index.php?module=API&format=JSON&method=…` with the
 * site id, and the token in the body (never in the URL, where logs keep
 * it). Matomo's errors (`{ result: 'error', message }`) become provider
 * errors with its message.
 */
final class MatomoApi {

	/**
	 * Seconds a request may take.
	 */
	private const TIMEOUT = 15;

	/**
	 * Calls an API method.
	 *
	 * @param string                $method API method (`VisitsSummary.get`).
	 * @param array<string, string> $params Its parameters (period, date…).
	 * @return array<array-key, mixed>|WP_Error Matomo's answer.
	 */
	public static function call( string $method, array $params ) {
		$base  = Sources::matomo_url();
		$site  = Sources::matomo_site_id();
		$token = SiteSettings::get( AnalyticsSettings::MATOMO_TOKEN );
		if ( '' === $base || 1 !== preg_match( '/^[0-9]+$/', $site ) || ! is_string( $token ) || '' === $token ) {
			return new WP_Error( ReportErrors::NOT_CONNECTED, __( 'Matomo is not set up.', 'uipress' ), array( 'status' => 409 ) );
		}
		$url      = add_query_arg(
			array(
				'module' => 'API',
				'format' => 'JSON',
				'method' => $method,
			),
			$base . '/index.php'
		);
		$response = RemoteRequest::send(
			$url,
			array(
				'method'  => 'POST',
				'timeout' => self::TIMEOUT,
				'headers' => array( 'Accept' => 'application/json' ),
				'body'    => array_merge(
					$params,
					array(
						'idSite'     => $site,
						'token_auth' => $token,
					)
				),
			)
		);
		if ( $response instanceof WP_Error ) {
			return ReportErrors::provider( $response->get_error_message() );
		}
		$answer = json_decode( wp_remote_retrieve_body( $response ), true );
		$answer = is_array( $answer ) ? $answer : array();
		// A token must never travel on in Matomo's message; it is masked
		// before sanitising, which could change how it is spelt.
		$message = 'error' === ( $answer['result'] ?? null ) && is_string( $answer['message'] ?? null ) ? sanitize_text_field( str_replace( $token, '…', $answer['message'] ) ) : '';
		$error   = ReportErrors::from_status( (int) wp_remote_retrieve_response_code( $response ), $message );
		if ( null === $error && '' !== $message ) {
			$error = ReportErrors::provider( $message );
		}
		return $error ?? $answer;
	}
}
