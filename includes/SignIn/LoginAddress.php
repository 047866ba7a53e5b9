<?php
/**
 * A custom login address that hides wp-login.php and /wp-admin/.
 *
 * @package UiPress
 */

namespace UiPress\SignIn;

use UiPress\Lifecycle\StoredData;
use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * With the `loginSlug` setting, `home/<slug>/` serves WordPress's login
 * form (log in, lost password, reset, register, log out, interim login),
 * every link WordPress builds to wp-login.php follows it (site_url(),
 * network_site_url(), so wp_login_url(), wp_lostpassword_url(),
 * wp_registration_url(), wp_logout_url() and the emails; wp_redirect()),
 * and signed-out visitors get the theme's 404 for wp-login.php, /wp-admin/
 * (admin-ajax.php and admin-post.php excepted), wp-signup.php and
 * wp-activate.php (single sites) and WordPress's /login, /admin and
 * /dashboard shortcuts. `wp-login.php?action=postpass` (password-protected
 * posts) keeps working. Signed-in users may still open wp-login.php.
 *
 * `define( 'UIPRESS_DISABLE_LOGIN_ADDRESS', true );` in wp-config.php turns
 * it off (recovery: the slug is forgotten, or it locks someone out).
 */
final class LoginAddress {

	/**
	 * The setting holding the slug.
	 */
	public const SETTING = 'loginSlug';

	/**
	 * The constant that turns the custom address off.
	 */
	public const DISABLE_CONSTANT = 'UIPRESS_DISABLE_LOGIN_ADDRESS';

	/**
	 * Whether this request is for the custom address.
	 *
	 * @var bool
	 */
	private static bool $is_login_request = false;

	/**
	 * Adds the hooks; each does nothing while no slug is set.
	 */
	public static function register_hooks(): void {
		add_action( 'plugins_loaded', array( self::class, 'detect' ), 1 );
		// After init and WordPress's own wp_loaded work; before any output.
		add_action( 'wp_loaded', array( self::class, 'respond' ), 1000 );
		add_filter( 'site_url', array( self::class, 'filter_site_url' ), 10, 2 );
		add_filter( 'network_site_url', array( self::class, 'filter_site_url' ), 10, 2 );
		add_filter( 'wp_redirect', array( self::class, 'filter_redirect' ), 10, 1 );
		add_action( 'template_redirect', array( self::class, 'drop_shortcuts' ), 0 );
	}

	/**
	 * The slug in effect: '' when none is set, it is not valid, or the
	 * constant turns it off.
	 */
	public static function slug(): string {
		if ( defined( self::DISABLE_CONSTANT ) && constant( self::DISABLE_CONSTANT ) ) {
			return '';
		}
		// The stored option itself: the schema's labels cannot be translated before init.
		$slug = SiteSettings::flat( get_option( StoredData::SETTINGS_OPTION, array() ) )[ self::SETTING ] ?? '';
		return is_string( $slug ) && 1 === preg_match( '/^[a-z0-9][a-z0-9_-]{1,62}[a-z0-9]$/', $slug ) ? $slug : '';
	}

	/**
	 * The custom address (with pretty permalinks `home/<slug>/`, else
	 * `home/?<slug>`), with a query string appended; '' when off.
	 *
	 * @param string $query A query string (without `?`), or ''.
	 */
	public static function url( string $query = '' ): string {
		$slug = self::slug();
		if ( '' === $slug ) {
			return '';
		}
		$url = get_option( 'permalink_structure' ) ? home_url( user_trailingslashit( $slug ) ) : home_url( '/?' . $slug );
		if ( '' === $query ) {
			return $url;
		}
		return $url . ( str_contains( $url, '?' ) ? '&' : '?' ) . $query;
	}

	/**
	 * Whether a URL (absolute, root-relative or relative) is the custom
	 * address, for the page content block's "just logged in" check.
	 *
	 * @param string $url The URL.
	 */
	public static function is_login_url( string $url ): bool {
		if ( '' === self::slug() ) {
			return false;
		}
		$path = untrailingslashit( (string) wp_parse_url( $url, PHP_URL_PATH ) );
		if ( get_option( 'permalink_structure' ) ) {
			// Not through url(): this runs at plugins_loaded, before $wp_rewrite exists.
			return untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) ) . '/' . self::slug() === $path;
		}
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $args );
		return array_key_exists( self::slug(), $args );
	}

	/**
	 * Action callback for `plugins_loaded`: a request for the custom address
	 * runs as wp-login.php (`$pagenow`), so plugins see a login request.
	 */
	public static function detect(): void {
		$uri = isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
		if ( '' === $uri || is_admin() || ! self::is_login_url( rawurldecode( $uri ) ) ) {
			return;
		}
		self::$is_login_request = true;
		$GLOBALS['pagenow']     = 'wp-login.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the login form runs here.
	}

	/**
	 * Action callback for `wp_loaded`: serves the login form at the custom
	 * address, a 404 where the login is hidden.
	 */
	public static function respond(): void {
		if ( self::$is_login_request ) {
			self::serve_login();
		}
		if ( self::is_hidden_request() ) {
			self::not_found();
		}
	}

	/**
	 * Whether this request is one a signed-out visitor may not see while the
	 * custom address is on.
	 */
	public static function is_hidden_request(): bool {
		if ( '' === self::slug() || self::$is_login_request || is_user_logged_in() || ( defined( 'WP_CLI' ) && WP_CLI ) || wp_doing_cron() || wp_doing_ajax() ) {
			return false;
		}
		$page = isset( $GLOBALS['pagenow'] ) && is_string( $GLOBALS['pagenow'] ) ? $GLOBALS['pagenow'] : '';
		if ( 'wp-login.php' === $page ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only which screen is asked for.
			$action = isset( $_REQUEST['action'] ) && is_string( $_REQUEST['action'] ) ? sanitize_key( $_REQUEST['action'] ) : '';
			return 'postpass' !== $action;
		}
		if ( is_admin() ) {
			return 'admin-post.php' !== $page;
		}
		return ! is_multisite() && in_array( $page, array( 'wp-signup.php', 'wp-activate.php' ), true );
	}

	/**
	 * Filter callback for `site_url` and `network_site_url`: wp-login.php
	 * becomes the custom address, query string kept.
	 *
	 * @param mixed $url  The URL.
	 * @param mixed $path The path asked for.
	 * @return mixed
	 */
	public static function filter_site_url( $url, $path ) {
		if ( ! is_string( $url ) || ! is_string( $path ) || ! str_starts_with( ltrim( $path, '/' ), 'wp-login.php' ) ) {
			return $url;
		}
		$login = self::url( (string) wp_parse_url( $url, PHP_URL_QUERY ) );
		if ( '' === $login ) {
			return $url;
		}
		$scheme = wp_parse_url( $url, PHP_URL_SCHEME );
		return is_string( $scheme ) ? set_url_scheme( $login, $scheme ) : $login;
	}

	/**
	 * Filter callback for `wp_redirect`: a redirect to wp-login.php (this
	 * site's, or relative, as wp-login.php sends itself) goes to the custom
	 * address.
	 *
	 * @param mixed $location Where to.
	 * @return mixed
	 */
	public static function filter_redirect( $location ) {
		if ( ! is_string( $location ) || '' === self::slug() ) {
			return $location;
		}
		$path = (string) wp_parse_url( $location, PHP_URL_PATH );
		if ( 'wp-login.php' !== basename( $path ) ) {
			return $location;
		}
		$host = wp_parse_url( $location, PHP_URL_HOST );
		if ( is_string( $host ) && strtolower( $host ) !== strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) ) ) {
			return $location;
		}
		return self::url( (string) wp_parse_url( $location, PHP_URL_QUERY ) );
	}

	/**
	 * Action callback for `template_redirect`: WordPress's /login, /admin
	 * and /dashboard shortcuts would lead signed-out visitors to the login:
	 * they get the 404 instead.
	 */
	public static function drop_shortcuts(): void {
		if ( '' !== self::slug() && ! is_user_logged_in() ) {
			remove_action( 'template_redirect', 'wp_redirect_admin_locations', 1000 );
		}
	}

	/**
	 * Runs WordPress's login screen. Its functions read these globals, so
	 * the file's top-level variables must be the globals too.
	 *
	 * @return never
	 */
	private static function serve_login(): void {
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WordPress's own globals.
		global $error, $interim_login, $action, $user_login, $errors, $redirect_to, $customize_login, $reauth;
		require ABSPATH . 'wp-login.php'; // @phpstan-ignore require.fileNotFound
		exit;
	}

	/**
	 * The theme's 404 page, as for any missing address.
	 *
	 * @return never
	 */
	private static function not_found(): void {
		global $wp_query;
		status_header( 404 );
		nocache_headers();
		if ( $wp_query instanceof \WP_Query ) {
			$wp_query->set_404();
			$wp_query->is_admin = false;
		}
		if ( is_admin() ) {
			// The front end's back-compat emoji hook expects wp_enqueue_emoji_styles() to
			// unhook it, which it does only for the admin's hook while WP_ADMIN is set.
			remove_action( 'wp_print_styles', 'print_emoji_styles' );
		}
		$template = get_404_template();
		if ( '' === $template ) {
			$template = get_index_template();
		}
		if ( '' !== $template ) {
			include $template;
			exit;
		}
		wp_die( esc_html__( 'Page not found.', 'uipress' ), '', array( 'response' => 404 ) );
	}
}
