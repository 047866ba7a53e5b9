<?php
/**
 * Router for PHP's built-in server: serves files that exist, and sends every
 * other request to WordPress so pretty permalinks and /wp-json/ work.
 *
 * @package UiPress
 */

$uipress_root = rtrim( (string) $_SERVER['DOCUMENT_ROOT'], '/' );
$uipress_path = (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$uipress_file = $uipress_root . $uipress_path;

if ( '/' !== $uipress_path && ( is_file( $uipress_file ) || is_dir( $uipress_file ) ) ) {
	// PHP files run, directories get their index.php, assets are sent as they are.
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $uipress_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $uipress_root . '/index.php';
