<?php
/**
 * Constants PHPStan must know about: WordPress's, and those uipress.php defines at run time.
 *
 * @package UiPress
 */

define( 'ABSPATH', '/tmp/wordpress/' );
define( 'WPINC', 'wp-includes' );
define( 'YEAR_IN_SECONDS', 31536000 );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'AUTH_KEY', 'phpstan' );
define( 'UIPRESS_VERSION', '0.0.0' );
define( 'UIPRESS_PLUGIN_FILE', '/tmp/wordpress/wp-content/plugins/uipress/uipress.php' );
define( 'UIPRESS_PLUGIN_DIR', '/tmp/wordpress/wp-content/plugins/uipress/' );
define( 'UIPRESS_PLUGIN_URL', 'http://localhost/wp-content/plugins/uipress/' );
