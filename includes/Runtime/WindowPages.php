<?php
/**
 * UiPress's own screens, which always open in the whole window.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

defined( 'ABSPATH' ) || exit;

/**
 * The builder, the menu creator and the preview are full-screen apps with
 * the stock chrome around them: shown in the interface's content frame they
 * would nest a second admin inside the first. The interface opens them in
 * the whole window (the runtime and the frame bridge get the list as
 * `windowPages`), and a framed request for one (a redirect, a link the
 * interface did not see) replaces the whole window with it.
 *
 * Every screen that opens in the whole window: docs/RUNTIME.md, "Screens
 * that open in the whole window".
 */
final class WindowPages {

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'admin_init', array( self::class, 'leave_frame_when_framed' ), 1 );
	}

	/**
	 * The `page` slugs of `admin.php` that open in the whole window.
	 *
	 * @return list<string>
	 */
	public static function slugs(): array {
		return Takeover::OWN_SCREENS;
	}

	/**
	 * Whether this request is one of the screens, loaded into a frame.
	 */
	public static function is_framed_window_page(): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only read to choose how to show the page.
		$page = isset( $_GET['page'] ) && is_string( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : '';
		return in_array( $page, self::slugs(), true ) && Takeover::is_framed_request();
	}

	/**
	 * On admin_init: a framed request for one of the screens answers a page
	 * that opens it in the whole window instead.
	 *
	 * @codeCoverageIgnore Exits.
	 */
	public static function leave_frame_when_framed(): void {
		if ( ! self::is_framed_window_page() ) {
			return;
		}
		nocache_headers();
		echo self::leave_frame_document( remove_query_arg( RuntimeConfig::STRIPPED_PARAMS, Takeover::request_url() ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Built from escaped parts.
		exit;
	}

	/**
	 * A page that replaces the whole window with a URL (a link to it for
	 * when scripts do not run).
	 *
	 * @param string $url Where the whole window goes.
	 */
	public static function leave_frame_document( string $url ): string {
		$script = 'window.top.location.replace(' . wp_json_encode( esc_url_raw( $url ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . ');';
		return '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex">'
			. '<title>' . esc_html__( 'Opening in the whole window…', 'uipress' ) . '</title>'
			. wp_get_inline_script_tag( $script )
			. '</head><body><p><a href="' . esc_url( $url ) . '" target="_top">'
			. esc_html__( 'Open this screen in the whole window', 'uipress' )
			. '</a></p></body></html>';
	}
}
