<?php
/**
 * What admin pages print in their head, for tests of styles and markup.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Support;

use UiPress\Runtime\Takeover;

/**
 * Runs `admin_head` and returns what it printed: as a whole admin page
 * would (`admin_head()`), or for a simulated request to an admin URL with
 * the takeover decided first and only the hooks a test names
 * (`admin_head_of()`). The request state a simulated request changes
 * (`$_SERVER`, `$_GET`, `$_COOKIE`, the current screen) is put back after
 * each test.
 */
trait CapturesAdminHead {

	/**
	 * `$_SERVER` as it was before the test.
	 *
	 * @var array<mixed>
	 */
	private array $server_before = array();

	/**
	 * Keeps the request state and starts without cookies.
	 *
	 * @before
	 */
	public function keep_request_state(): void {
		$this->server_before = $_SERVER;
		$_COOKIE             = array();
	}

	/**
	 * Puts the request state back.
	 *
	 * @after
	 */
	public function restore_request_state(): void {
		$_SERVER                   = $this->server_before;
		$_GET                      = array();
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	/**
	 * What every admin_head callback prints on the current screen.
	 */
	protected function admin_head(): string {
		// Core's own admin_head callbacks read the scripts and styles.
		wp_scripts();
		wp_styles();
		return $this->capture_admin_head();
	}

	/**
	 * Simulates a request for an admin URL, runs the takeover on it, and
	 * returns what admin_head printed with only the takeover's hooks and
	 * `$register`'s (core's own callbacks need a whole admin page).
	 *
	 * @param string        $uri      Request URI.
	 * @param string        $screen   The admin screen it shows.
	 * @param callable|null $register Adds the hooks under test.
	 * @phpstan-param (callable(): void)|null $register
	 */
	protected function admin_head_of( string $uri, string $screen = 'edit', ?callable $register = null ): string {
		$_SERVER['REQUEST_URI'] = $uri;
		$_GET                   = array();
		wp_parse_str( (string) wp_parse_url( $uri, PHP_URL_QUERY ), $_GET ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test sets the query.
		$GLOBALS['pagenow'] = basename( (string) wp_parse_url( $uri, PHP_URL_PATH ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		// is_admin() is true once a screen is set; an interface page a
		// takeover of an earlier call would print there is not this one.
		remove_all_actions( 'current_screen' );
		set_current_screen( $screen );
		remove_all_actions( 'admin_head' );
		remove_all_filters( 'language_attributes' );
		if ( null !== $register ) {
			$register();
		}
		( new Takeover() )->start();
		return $this->capture_admin_head();
	}

	/**
	 * Runs admin_head and returns its output.
	 */
	private function capture_admin_head(): string {
		ob_start();
		do_action( 'admin_head' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook.
		return (string) ob_get_clean();
	}
}
