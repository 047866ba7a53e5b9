<?php
/**
 * Plugin Name:       UiPress
 * Description:       Design the WordPress admin area as blocks in a visual builder; every matching user then works in that interface.
 * Version:           0.1.0
 * Requires at least: 6.9
 * Tested up to:      7.1
 * Requires PHP:      8.2
 * Author:            UiPress
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       uipress
 * Domain Path:       /languages
 *
 * @package UiPress
 */

defined( 'ABSPATH' ) || exit;

define( 'UIPRESS_VERSION', '0.1.0' );
define( 'UIPRESS_PLUGIN_FILE', __FILE__ );
define( 'UIPRESS_PLUGIN_DIR', plugin_dir_path( __FILE__ ) );
define( 'UIPRESS_PLUGIN_URL', plugin_dir_url( __FILE__ ) );

require_once UIPRESS_PLUGIN_DIR . 'includes/autoload.php';

register_activation_hook( __FILE__, array( \UiPress\Lifecycle\Activator::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( \UiPress\Lifecycle\Deactivator::class, 'deactivate' ) );

\UiPress\Plugin::instance()->boot();
