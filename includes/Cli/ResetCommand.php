<?php
/**
 * `wp uipress reset`.
 *
 * @package UiPress
 */

namespace UiPress\Cli;

use UiPress\Runtime\SafeMode;
use WP_CLI;

defined( 'ABSPATH' ) || exit;

/**
 * Safe mode from the command line.
 */
final class ResetCommand {

	/**
	 * Turns the UiPress interface off for everyone (safe mode).
	 *
	 * For a site a broken template locked out. Templates, menus and settings stay as they
	 * are; every user gets the stock WordPress admin until `wp uipress reset
	 * --undo` (or the button of the notice administrators see) turns the
	 * interface back on. `define( 'UIPRESS_SAFE_MODE', true );` in
	 * wp-config.php does the same without the database.
	 *
	 * ## OPTIONS
	 *
	 * [--undo]
	 * : Turn the interface back on.
	 *
	 * [--status]
	 * : Only say whether safe mode is on.
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress reset
	 *     wp uipress reset --undo
	 *     wp uipress reset --status
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		if ( isset( $assoc_args['status'] ) ) {
			WP_CLI::line( self::status() );
			return;
		}
		if ( isset( $assoc_args['undo'] ) ) {
			SafeMode::turn_off();
			if ( SafeMode::by_constant() ) {
				WP_CLI::warning( __( 'wp-config.php defines UIPRESS_SAFE_MODE as true: the interface stays off until that line is removed.', 'uipress' ) );
				return;
			}
			WP_CLI::success( __( 'Safe mode is off: the UiPress interface is back on.', 'uipress' ) );
			return;
		}
		SafeMode::turn_on();
		WP_CLI::success( __( 'Safe mode is on: the UiPress interface is off for everyone. Turn it back on with: wp uipress reset --undo', 'uipress' ) );
	}

	/**
	 * What `--status` prints.
	 */
	private static function status(): string {
		if ( SafeMode::by_constant() ) {
			return __( 'on (UIPRESS_SAFE_MODE in wp-config.php)', 'uipress' );
		}
		return SafeMode::by_option() ? __( 'on (wp uipress reset)', 'uipress' ) : __( 'off', 'uipress' );
	}
}
