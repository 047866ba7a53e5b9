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
 * On a subdirectory network (UIPRESS_MULTISITE=1) a sub-site's core files are
 * addressed under its path, /second/wp-admin/…: the rewrites of WordPress's
 * multisite .htaccess map them to the files at the root, run with the
 * address as it was asked for (WordPress finds the sub-site by it).
 *
 * @package UiPress
 */

$uipress_root   = rtrim( (string) $_SERVER['DOCUMENT_ROOT'], '/' );
$uipress_path   = (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$uipress_file   = $uipress_root . $uipress_path;
$uipress_mapped = false;

if ( '/' !== $uipress_path && ! is_file( $uipress_file ) && ! is_dir( $uipress_file ) && is_file( $uipress_root . '/wp-network.php' ) ) {
	// As .htaccess: RewriteRule ^([_0-9a-zA-Z-]+/)?wp-admin$ $1wp-admin/ [R=301,L] (a redirect).
	if ( preg_match( '#^/[_0-9a-zA-Z-]+/wp-admin$#', $uipress_path ) ) {
		header( 'Location: ' . $uipress_path . '/', true, 301 );
		return true;
	}
	// As RewriteRule ^([_0-9a-zA-Z-]+/)?(wp-(content|admin|includes).*) $2 [L]
	// and RewriteRule ^([_0-9a-zA-Z-]+/)?(.*\.php)$ $2 [L] (internal rewrites).
	if ( preg_match( '#^/[_0-9a-zA-Z-]+(/wp-(?:content|admin|includes).*|/.*\.php)$#', $uipress_path, $uipress_match ) ) {
		$uipress_core = $uipress_root . $uipress_match[1];
		if ( is_dir( $uipress_core ) ) {
			$uipress_core = rtrim( $uipress_core, '/' ) . '/index.php';
		}
		if ( is_file( $uipress_core ) ) {
			if ( 'php' === strtolower( pathinfo( $uipress_core, PATHINFO_EXTENSION ) ) ) {
				$uipress_script             = substr( $uipress_core, strlen( $uipress_root ) );
				$_SERVER['SCRIPT_NAME']     = $uipress_script;
				$_SERVER['SCRIPT_FILENAME'] = $uipress_core;
				$_SERVER['PHP_SELF']        = $uipress_script;
				chdir( dirname( $uipress_core ) );
				require $uipress_core;
				return true;
			}
			// A static file: served below as the file at the root.
			$uipress_file   = $uipress_core;
			$uipress_mapped = true;
		}
	}
}

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
	if ( null === $uipress_type && $uipress_mapped ) {
		// PHP's server would look for the sub-site's address, which is no file.
		header( 'Content-Type: ' . (string) mime_content_type( $uipress_file ) );
		readfile( $uipress_file );
		return true;
	}
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
