<?php
/**
 * Router for PHP's built-in server: serves files that exist, and sends every
 * other request to WordPress so pretty permalinks and /wp-json/ work.
 *
 * PHP's server sends static files without any caching header, so a browser
 * downloads every script and stylesheet again on every admin page, which no
 * real web server makes it do. Scripts, styles, fonts and images are
 * therefore sent here with `Last-Modified` (answering `If-Modified-Since`
 * with 304) and, when the URL carries a version (`?ver=…`, as WordPress
 * prints them), `Cache-Control: max-age=3600`; without a version the browser
 * revalidates (`no-cache`), so an edited file shows at once.
 *
 * @package UiPress
 */

$uipress_root = rtrim( (string) $_SERVER['DOCUMENT_ROOT'], '/' );
$uipress_path = (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$uipress_file = $uipress_root . $uipress_path;

if ( '/' !== $uipress_path && ( is_file( $uipress_file ) || is_dir( $uipress_file ) ) ) {
	$uipress_types = array(
		'js'    => 'application/javascript',
		'css'   => 'text/css',
		'svg'   => 'image/svg+xml',
		'png'   => 'image/png',
		'gif'   => 'image/gif',
		'jpg'   => 'image/jpeg',
		'jpeg'  => 'image/jpeg',
		'webp'  => 'image/webp',
		'ico'   => 'image/x-icon',
		'woff'  => 'font/woff',
		'woff2' => 'font/woff2',
		'ttf'   => 'font/ttf',
		'eot'   => 'application/vnd.ms-fontobject',
	);
	$uipress_type  = $uipress_types[ strtolower( pathinfo( $uipress_file, PATHINFO_EXTENSION ) ) ] ?? null;
	if ( null === $uipress_type || ! is_file( $uipress_file ) || ! in_array( $_SERVER['REQUEST_METHOD'] ?? 'GET', array( 'GET', 'HEAD' ), true ) ) {
		// PHP files run, directories get their index.php, other files are sent as they are.
		return false;
	}
	$uipress_modified = (int) filemtime( $uipress_file );
	$uipress_query    = (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_QUERY );
	header( 'Content-Type: ' . $uipress_type );
	header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', $uipress_modified ) . ' GMT' );
	header( 'Cache-Control: ' . ( str_contains( '&' . $uipress_query, '&ver=' ) ? 'max-age=3600' : 'no-cache' ) );
	$uipress_since = isset( $_SERVER['HTTP_IF_MODIFIED_SINCE'] ) ? strtotime( (string) $_SERVER['HTTP_IF_MODIFIED_SINCE'] ) : false;
	if ( false !== $uipress_since && $uipress_since >= $uipress_modified ) {
		http_response_code( 304 );
		return true;
	}
	header( 'Content-Length: ' . (string) filesize( $uipress_file ) );
	if ( 'HEAD' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) {
		readfile( $uipress_file );
	}
	return true;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $uipress_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $uipress_root . '/index.php';
