<?php
/**
 * Every request UiPress sends to a remote service.
 *
 * @package UiPress
 */

namespace UiPress\Remote;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Sends requests with wp_safe_remote_request(): WordPress refuses URLs
 * whose host resolves to a loopback, private or reserved address, and ports
 * other than 80, 443 and 8080, so a provider address can never be turned
 * against the server's own network. Redirects are never followed (keys
 * travel in headers).
 *
 * Hosts on the `uipress/remote/allowed_hosts` list (a local AI server, a
 * test's fake provider) are let through WordPress's own filters
 * (`http_request_host_is_external`, `http_allowed_safe_ports`), added for
 * the duration of UiPress's request only and answering for those hosts
 * only. WP_HTTP_BLOCK_EXTERNAL and WP_ACCESSIBLE_HOSTS still apply.
 */
final class RemoteRequest {

	/**
	 * Filter listing hosts UiPress may reach although they are not public.
	 */
	public const ALLOWED_HOSTS_FILTER = 'uipress/remote/allowed_hosts';

	/**
	 * Sends a request.
	 *
	 * @param string       $url  The URL.
	 * @param array<mixed> $args HTTP API arguments (`method` included).
	 * @return array<mixed>|WP_Error What the HTTP API returns.
	 */
	public static function send( string $url, array $args ) {
		$args['redirection'] = 0;
		$allowed             = self::allows( $url );
		if ( ! $allowed ) {
			return wp_safe_remote_request( $url, $args ); // @phpstan-ignore argument.type (arguments a filter may have changed; WordPress ignores unknown ones)
		}

		$port     = (int) ( wp_parse_url( $url, PHP_URL_PORT ) ?? 0 );
		$external = static fn ( $is_external, $host, $checked ) => is_string( $checked ) && self::allows( $checked ) ? true : $is_external;
		$ports    = static function ( $safe_ports, $host, $checked ) use ( $port ) {
			if ( $port > 0 && is_array( $safe_ports ) && is_string( $checked ) && self::allows( $checked ) ) {
				$safe_ports[] = $port;
			}
			return $safe_ports;
		};
		add_filter( 'http_request_host_is_external', $external, 10, 3 );
		add_filter( 'http_allowed_safe_ports', $ports, 10, 3 );
		try {
			return wp_safe_remote_request( $url, $args ); // @phpstan-ignore argument.type (as above)
		} finally {
			remove_filter( 'http_request_host_is_external', $external, 10 );
			remove_filter( 'http_allowed_safe_ports', $ports, 10 );
		}
	}

	/**
	 * The allowed hosts, lower case: `host` (any port) or `host:port`.
	 *
	 * @return list<string>
	 */
	public static function allowed_hosts(): array {
		/**
		 * Filters the hosts UiPress may reach although WordPress's safe HTTP
		 * functions would refuse them (loopback and private addresses, ports
		 * other than 80, 443 and 8080): a local AI server, a test's fake
		 * provider. `host` allows every port of that host, `host:port` one.
		 *
		 * @param string[] $hosts Hosts. Default [].
		 */
		$hosts = apply_filters( 'uipress/remote/allowed_hosts', array() );
		$clean = array();
		foreach ( is_array( $hosts ) ? $hosts : array() as $host ) {
			if ( is_string( $host ) && '' !== trim( $host ) ) {
				$clean[] = strtolower( trim( $host ) );
			}
		}
		return array_values( array_unique( $clean ) );
	}

	/**
	 * Whether a URL's host (and port) is on the allowed list.
	 *
	 * @param string $url The URL.
	 */
	public static function allows( string $url ): bool {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! isset( $parts['host'] ) ) {
			return false;
		}
		$host = strtolower( trim( $parts['host'], '.' ) );
		$port = $parts['port'] ?? ( 'https' === strtolower( $parts['scheme'] ?? '' ) ? 443 : 80 );
		foreach ( self::allowed_hosts() as $allowed ) {
			if ( $allowed === $host || $allowed === $host . ':' . $port ) {
				return true;
			}
		}
		return false;
	}
}
