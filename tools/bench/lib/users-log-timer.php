<?php
/**
 * Plugin Name: UiPress benchmark activity timer
 * Description: Copied into the users benchmark site only (npm run bench:users). For requests that send `X-Uipress-Bench-Log: on`, times every callback of the activity log's code (classes of UiPress\Activity, closures in includes/Activity) on every hook, the shutdown flush included, and appends one line of JSON to wp-content/uipress-bench-log-timer.jsonl after the request. `X-Uipress-Bench-Log: off` turns user management off for that request (so the same request can be timed without it).
 *
 * @package UiPress
 */

// phpcs:disable WordPress.Security.ValidatedSanitizedInput, WordPress.WP.AlternativeFunctions, WordPress.PHP.DevelopmentFunctions -- a benchmark-only plugin of a throwaway local site.

defined( 'ABSPATH' ) || exit;

$uipress_bench_log_mode = isset( $_SERVER['HTTP_X_UIPRESS_BENCH_LOG'] ) ? (string) $_SERVER['HTTP_X_UIPRESS_BENCH_LOG'] : '';

if ( 'off' === $uipress_bench_log_mode ) {
	add_filter(
		'option_uipress_settings',
		static function ( $settings ) {
			if ( is_array( $settings ) ) {
				$settings['userManagementEnabled'] = false;
			}
			return $settings;
		}
	);
}

if ( 'on' === $uipress_bench_log_mode ) {
	$GLOBALS['uipress_bench_log_timer'] = array(
		'seconds' => 0.0,
		'calls'   => 0,
		'queries' => 0,
		'hooks'   => array(),
		'depth'   => 0,
	);

	/**
	 * Whether a hook callback is the activity log's code.
	 *
	 * @param mixed $callback A callback.
	 */
	$uipress_bench_is_activity = static function ( $callback ): bool {
		if ( is_array( $callback ) && isset( $callback[0] ) ) {
			$owner = is_object( $callback[0] ) ? get_class( $callback[0] ) : (string) $callback[0];
			return str_starts_with( $owner, 'UiPress\\Activity\\' );
		}
		if ( is_string( $callback ) ) {
			return str_starts_with( $callback, 'UiPress\\Activity\\' );
		}
		if ( $callback instanceof Closure ) {
			$file = ( new ReflectionFunction( $callback ) )->getFileName();
			return is_string( $file ) && str_contains( str_replace( '\\', '/', $file ), '/includes/Activity/' );
		}
		return false;
	};

	/**
	 * Wraps every activity callback not wrapped yet in a timer (callbacks
	 * are added on init, and some only when the first row is recorded).
	 */
	$uipress_bench_wrap = static function () use ( $uipress_bench_is_activity ): void {
		global $wp_filter;
		foreach ( $wp_filter as $hook => $wp_hook ) {
			foreach ( $wp_hook->callbacks as $priority => $callbacks ) {
				foreach ( $callbacks as $key => $entry ) {
					if ( $entry['function'] instanceof Closure && isset( $GLOBALS['uipress_bench_wrapped'][ spl_object_id( $entry['function'] ) ] ) ) {
						continue;
					}
					if ( ! $uipress_bench_is_activity( $entry['function'] ) ) {
						continue;
					}
					$inner   = $entry['function'];
					$wrapper = static function ( ...$args ) use ( $inner, $hook ) {
						$timer = &$GLOBALS['uipress_bench_log_timer'];
						// A timed callback that runs another (a hook inside a hook) counts once.
						if ( $timer['depth'] > 0 ) {
							return $inner( ...$args );
						}
						++$timer['depth'];
						$queries = (int) $GLOBALS['wpdb']->num_queries;
						$start   = hrtime( true );
						try {
							return $inner( ...$args );
						} finally {
							$spent                   = ( hrtime( true ) - $start ) / 1e9;
							$timer['seconds']       += $spent;
							$timer['queries']       += (int) $GLOBALS['wpdb']->num_queries - $queries;
							$timer['calls']         += 1;
							$timer['hooks'][ $hook ] = ( $timer['hooks'][ $hook ] ?? 0.0 ) + $spent * 1000;
							--$timer['depth'];
						}
					};
					$GLOBALS['uipress_bench_wrapped'][ spl_object_id( $wrapper ) ] = true;
					$wp_hook->callbacks[ $priority ][ $key ]['function']           = $wrapper;
				}
			}
		}
	};

	add_action( 'init', $uipress_bench_wrap, PHP_INT_MAX );
	add_action( 'rest_api_init', $uipress_bench_wrap, PHP_INT_MAX );
	add_action( 'wp_loaded', $uipress_bench_wrap, PHP_INT_MAX );
	add_action( 'set_current_user', $uipress_bench_wrap, PHP_INT_MAX );
	add_filter(
		'authenticate',
		static function ( $user ) use ( $uipress_bench_wrap ) {
			$uipress_bench_wrap();
			return $user;
		},
		PHP_INT_MIN
	);
	add_filter(
		'rest_request_before_callbacks',
		static function ( $response ) use ( $uipress_bench_wrap ) {
			$uipress_bench_wrap();
			return $response;
		},
		PHP_INT_MAX
	);
	add_action( 'shutdown', $uipress_bench_wrap, PHP_INT_MIN );
	// Written after every shutdown callback (and PHP shutdown function registered before it).
	add_action(
		'shutdown',
		static function (): void {
			register_shutdown_function(
				static function (): void {
					$timer = $GLOBALS['uipress_bench_log_timer'];
					file_put_contents(
						WP_CONTENT_DIR . '/uipress-bench-log-timer.jsonl',
						wp_json_encode(
							array(
								'id'      => isset( $_SERVER['HTTP_X_UIPRESS_BENCH_ID'] ) ? (string) $_SERVER['HTTP_X_UIPRESS_BENCH_ID'] : '',
								'ms'      => round( $timer['seconds'] * 1000, 3 ),
								'calls'   => $timer['calls'],
								'queries' => $timer['queries'],
								'hooks'   => array_map( static fn( $ms ) => round( $ms, 3 ), $timer['hooks'] ),
							)
						) . "\n",
						FILE_APPEND | LOCK_EX
					);
				}
			);
		},
		PHP_INT_MAX
	);
}
