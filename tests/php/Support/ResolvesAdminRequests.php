<?php
/**
 * Admin requests as WordPress resolves them, for tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Support;

/**
 * Sets a request up the way the server and wp-admin/admin.php leave it
 * before `admin_init`: the query decoded by PHP (`%70age` is `page`), the
 * script the server runs as `$pagenow` (dot segments resolved and PATH_INFO
 * left out, as servers do), `$plugin_page` through plugin_basename(),
 * `$typenow`/`$taxnow` when they exist, and `$hook_suffix` for the screen.
 * The raw URI stays in REQUEST_URI, so code reading it instead of what
 * WordPress resolved is caught. Call forget_admin_request() in tear_down().
 */
trait ResolvesAdminRequests {

	/**
	 * The server values before the first simulated request.
	 *
	 * @var array<mixed>|null
	 */
	private ?array $server_before_request = null;

	/**
	 * Simulates a request for an admin URI.
	 *
	 * @param string               $uri  Request URI ('/wp-admin/edit.php?post_type=%70age').
	 * @param array<string, mixed> $post POST fields.
	 */
	protected function resolve_request( string $uri, array $post = array() ): void {
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.Security.NonceVerification -- the test plays the request.
		$this->server_before_request ??= $_SERVER;
		$_SERVER['REQUEST_URI']        = $uri;
		$_SERVER['REQUEST_METHOD']     = array() === $post ? 'GET' : 'POST';
		$query                         = array();
		parse_str( (string) wp_parse_url( $uri, PHP_URL_QUERY ), $query );
		$_GET     = wp_slash( $query );
		$_POST    = wp_slash( $post );
		$_REQUEST = array_merge( $_GET, $_POST );

		// The script the server runs: the first .php segment (the rest is PATH_INFO), or the folder's index.php.
		$file = 'index.php';
		foreach ( explode( '/', (string) wp_parse_url( $uri, PHP_URL_PATH ) ) as $segment ) {
			if ( str_ends_with( $segment, '.php' ) ) {
				$file = $segment;
				break;
			}
		}

		$request   = array_merge( $query, $post );
		$page      = isset( $query['page'] ) && is_string( $query['page'] ) ? plugin_basename( $query['page'] ) : null;
		$post_type = $request['post_type'] ?? '';
		$taxonomy  = $request['taxonomy'] ?? '';

		$GLOBALS['pagenow']     = $file;
		$GLOBALS['plugin_page'] = $page;
		$GLOBALS['typenow']     = is_string( $post_type ) && post_type_exists( $post_type ) ? $post_type : '';
		$GLOBALS['taxnow']      = is_string( $taxonomy ) && taxonomy_exists( $taxonomy ) ? $taxonomy : '';
		$GLOBALS['hook_suffix'] = $page ?? $file;
		// phpcs:enable
	}

	/**
	 * Leaves no request behind.
	 */
	protected function forget_admin_request(): void {
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- tests reset the request.
		$_GET     = array();
		$_POST    = array();
		$_REQUEST = array();
		if ( null !== $this->server_before_request ) {
			$_SERVER                     = $this->server_before_request;
			$this->server_before_request = null;
		}
		$GLOBALS['pagenow']        = 'index.php';
		$GLOBALS['plugin_page']    = null;
		$GLOBALS['typenow']        = '';
		$GLOBALS['taxnow']         = '';
		$GLOBALS['hook_suffix']    = '';
		$GLOBALS['current_screen'] = null;
		// phpcs:enable
	}
}
