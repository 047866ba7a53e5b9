<?php
/**
 * The errors of the analytics report route.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Errors a provider causes (the stale copy may stand in for them) and the
 * others (not connected, forbidden), with the route's statuses.
 */
final class ReportErrors {

	public const NOT_CONNECTED = 'uipress_analytics_not_connected';
	public const FORBIDDEN     = 'uipress_analytics_forbidden';
	public const PROVIDER      = 'uipress_analytics_provider';
	public const QUOTA         = 'uipress_analytics_quota';

	/**
	 * The provider failed (its message, or the transport's).
	 *
	 * @param string $message What went wrong, never a secret.
	 */
	public static function provider( string $message ): WP_Error {
		return new WP_Error( self::PROVIDER, '' === $message ? __( 'The analytics provider did not answer.', 'uipress' ) : $message, array( 'status' => 502 ) );
	}

	/**
	 * The provider's quota is spent.
	 *
	 * @param string $message The provider's message.
	 */
	public static function quota( string $message ): WP_Error {
		return new WP_Error( self::QUOTA, '' === $message ? __( 'The analytics quota is spent for now. Try again later.', 'uipress' ) : $message, array( 'status' => 429 ) );
	}

	/**
	 * Whether an error is the provider's (a stale copy may answer instead).
	 *
	 * @param WP_Error $error The error.
	 */
	public static function is_provider( WP_Error $error ): bool {
		return in_array( $error->get_error_code(), array( self::PROVIDER, self::QUOTA ), true );
	}

	/**
	 * The error of a provider's HTTP answer, or null when it is a success.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $message The provider's error text.
	 */
	public static function from_status( int $status, string $message ): ?WP_Error {
		if ( $status >= 200 && $status < 300 ) {
			return null;
		}
		if ( 429 === $status ) {
			return self::quota( $message );
		}
		/* translators: %d: HTTP status code. */
		return self::provider( '' === $message ? sprintf( __( 'The analytics provider answered with HTTP %d.', 'uipress' ), $status ) : $message );
	}
}
