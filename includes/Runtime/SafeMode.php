<?php
/**
 * Safe mode: the interface off for everyone, for a site a template locked out.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

use UiPress\Capabilities;

defined( 'ABSPATH' ) || exit;

/**
 * While safe mode is on, every user gets the stock admin: no template takes
 * the admin over (Takeover) and no custom menu refuses a page (HiddenPages),
 * the places the escape hatch `uipress-disable=1` lifts for one manager.
 * Templates, menus and settings stay stored as they are.
 *
 * Two switches, either one is enough:
 * - the option `uipress_safe_mode` (`wp uipress reset`; `wp uipress reset
 *   --undo` or the button of the notice turns it off again);
 * - the constant `UIPRESS_SAFE_MODE` set to true in wp-config.php, which
 *   needs no database and wins over the option until it is removed.
 *
 * While it is on, managers see a notice on every admin page saying so and
 * how to turn the interface back on.
 */
final class SafeMode {

	/**
	 * The option `wp uipress reset` sets.
	 */
	public const OPTION = 'uipress_safe_mode';

	/**
	 * The wp-config.php constant.
	 */
	public const CONSTANT = 'UIPRESS_SAFE_MODE';

	/**
	 * The admin-post action of the notice's button.
	 */
	public const TURN_OFF_ACTION = 'uipress_safe_mode_off';

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'admin_notices', array( self::class, 'print_notice' ) );
		add_action( 'admin_post_' . self::TURN_OFF_ACTION, array( self::class, 'handle_turn_off' ) );
	}

	/**
	 * Whether the interface is off for everyone.
	 */
	public static function is_on(): bool {
		return self::by_constant() || self::by_option();
	}

	/**
	 * Whether wp-config.php turns it on.
	 */
	public static function by_constant(): bool {
		return defined( self::CONSTANT ) && true === constant( self::CONSTANT );
	}

	/**
	 * Whether the option turns it on.
	 */
	public static function by_option(): bool {
		return in_array( get_option( self::OPTION, '' ), array( '1', 1, true ), true );
	}

	/**
	 * Turns the option on.
	 */
	public static function turn_on(): void {
		update_option( self::OPTION, '1', true );
	}

	/**
	 * Turns the option off (the constant, if set, keeps safe mode on).
	 */
	public static function turn_off(): void {
		delete_option( self::OPTION );
	}

	/**
	 * The notice managers see while safe mode is on (admin_notices).
	 */
	public static function print_notice(): void {
		if ( ! self::is_on() || ! current_user_can( Capabilities::MANAGE ) ) {
			return;
		}
		echo '<div class="notice notice-warning uip-safe-mode-notice"><p><strong>';
		esc_html_e( 'UiPress safe mode is on: the UiPress interface is off for everyone.', 'uipress' );
		echo '</strong> ';
		if ( self::by_constant() ) {
			esc_html_e( 'wp-config.php defines UIPRESS_SAFE_MODE: remove that line to turn the interface back on.', 'uipress' );
			echo '</p></div>';
			return;
		}
		printf(
			/* translators: %s: a WP-CLI command. */
			esc_html__( 'Turn it back on with the button, or run %s.', 'uipress' ),
			'<code>wp uipress reset --undo</code>'
		);
		echo '</p><form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"><p>';
		echo '<input type="hidden" name="action" value="' . esc_attr( self::TURN_OFF_ACTION ) . '" />';
		wp_nonce_field( self::TURN_OFF_ACTION );
		echo '<button type="submit" class="button button-primary">' . esc_html__( 'Turn the UiPress interface back on', 'uipress' ) . '</button>';
		echo '</p></form></div>';
	}

	/**
	 * The notice's button (admin-post.php): turns the option off and goes
	 * back to the dashboard.
	 */
	public static function handle_turn_off(): void {
		if ( ! current_user_can( Capabilities::MANAGE ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to turn safe mode off.', 'uipress' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::TURN_OFF_ACTION );
		self::turn_off();
		wp_safe_redirect( admin_url() );
		exit;
	}
}
