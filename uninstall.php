<?php
/**
 * Runs when an administrator deletes UiPress from the Plugins screen.
 *
 * @package UiPress
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/autoload.php';

\UiPress\Lifecycle\Uninstaller::uninstall();
\UiPress\Lifecycle\Uninstaller::drop_tables();
