<?php
/**
 * The `wp uipress` namespace.
 *
 * @package UiPress
 */

namespace UiPress\Cli;

use WP_CLI\Dispatcher\CommandNamespace;

defined( 'ABSPATH' ) || exit;

/**
 * Manages UiPress: templates, menus, settings, preferences and safe mode.
 *
 * Safe mode (`wp uipress reset`) is for a site a broken template locked out.
 *
 * ## EXAMPLES
 *
 *     wp uipress template list
 *     wp uipress reset
 */
final class UiPressNamespace extends CommandNamespace {
}
