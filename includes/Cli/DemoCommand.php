<?php
/**
 * `wp uipress demo`.
 *
 * @package UiPress
 */

namespace UiPress\Cli;

use UiPress\Demo\DemoTemplate;
use WP_CLI;

defined( 'ABSPATH' ) || exit;

/**
 * The demo template: a sidebar, a top bar and the page, for administrators.
 */
final class DemoCommand {

	/**
	 * Installs the demo template, in the site's language, unless the site has a template.
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress demo install --user=admin
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function install( array $args, array $assoc_args ): void {
		unset( $args, $assoc_args );
		$id = DemoTemplate::install();
		if ( $id < 1 ) {
			CliSupport::fail( __( 'No demo template was installed: the site has a template already, or the user (--user) may not manage UiPress.', 'uipress' ) );
		}
		/* translators: %d: the template's id. */
		WP_CLI::success( sprintf( __( 'Installed the demo template (%d).', 'uipress' ), $id ) );
	}

	/**
	 * Writes the demo template's title and block names again in a language.
	 *
	 * Names nobody changed since they were written take the language's
	 * words; names someone gave blocks stay.
	 *
	 * ## OPTIONS
	 *
	 * [--locale=<locale>]
	 * : The language (a WordPress locale such as de_DE). Default: the site's.
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress demo translate --user=admin
	 *     wp uipress demo translate --locale=fr_FR --user=admin
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function translate( array $args, array $assoc_args ): void {
		unset( $args );
		$locale = is_string( $assoc_args['locale'] ?? null ) ? sanitize_text_field( $assoc_args['locale'] ) : get_locale();
		$id     = DemoTemplate::find();
		if ( $id < 1 ) {
			CliSupport::fail( __( 'The site has no demo template: install it with wp uipress demo install.', 'uipress' ) );
		}
		$changed = DemoTemplate::translate( $id, $locale );
		if ( $changed instanceof \WP_Error ) {
			CliSupport::fail( CliSupport::message( $changed ) );
		}
		/* translators: 1: how many names changed; 2: the locale. */
		WP_CLI::success( sprintf( _n( 'Wrote %1$d name of the demo template in %2$s.', 'Wrote %1$d names of the demo template in %2$s.', $changed, 'uipress' ), $changed, $locale ) );
	}
}
