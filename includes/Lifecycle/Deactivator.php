<?php
/**
 * Plugin deactivation.
 *
 * @package UiPress
 */

namespace UiPress\Lifecycle;

defined( 'ABSPATH' ) || exit;

/**
 * Runs when UiPress is deactivated. Stored templates, menus and settings stay:
 * only uninstalling removes them.
 */
final class Deactivator {

	/**
	 * Clears caches that would be stale if the plugin came back later.
	 */
	public static function deactivate(): void {
		foreach ( StoredData::TRANSIENTS as $transient ) {
			delete_transient( $transient );
		}
	}
}
