<?php
/**
 * Plugin activation.
 *
 * @package UiPress
 */

namespace UiPress\Lifecycle;

defined( 'ABSPATH' ) || exit;

/**
 * Runs when UiPress is activated.
 */
final class Activator {

	/**
	 * Records the installed version so later releases can migrate stored data.
	 */
	public static function activate(): void {
		TemplateSecretsUpgrade::run();
		$installed = get_option( StoredData::VERSION_OPTION );

		if ( false === $installed ) {
			add_option( StoredData::VERSION_OPTION, UIPRESS_VERSION, '', false );
			return;
		}
		if ( UIPRESS_VERSION !== $installed ) {
			update_option( StoredData::VERSION_OPTION, UIPRESS_VERSION, false );
		}
	}
}
