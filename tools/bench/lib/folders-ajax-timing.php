<?php
/**
 * Plugin Name: UiPress benchmark admin-ajax timing
 * Description: Copied into the folders benchmark site only (npm run bench:folders). Adds a Server-Timing header, as lib/server-timing.php does for REST, to admin-ajax's query-attachments (the media grid's page): the PHP time of the request and its number of database queries, taken as the headers leave.
 *
 * @package UiPress
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.NonceVerification.Missing -- only reads which action runs, to time it.
if ( wp_doing_ajax() && isset( $_POST['action'] ) && 'query-attachments' === $_POST['action'] ) {
	header_register_callback(
		static function (): void {
			$start   = isset( $_SERVER['REQUEST_TIME_FLOAT'] ) ? (float) $_SERVER['REQUEST_TIME_FLOAT'] : microtime( true );
			$queries = isset( $GLOBALS['wpdb'] ) && $GLOBALS['wpdb'] instanceof wpdb ? (int) $GLOBALS['wpdb']->num_queries : 0;
			header( sprintf( 'Server-Timing: php;dur=%.1f, db;desc="%d queries"', ( microtime( true ) - $start ) * 1000, $queries ) );
		}
	);
}
