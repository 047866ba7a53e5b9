<?php
/**
 * Class loading for the UiPress\ namespace.
 *
 * Composer's autoloader is used when present (development checkouts and
 * release builds made with `composer install --no-dev`). The fallback keeps a
 * plugin copied without its vendor folder working: it maps UiPress\Foo\Bar to
 * includes/Foo/Bar.php, the same PSR-4 rule composer.json declares.
 *
 * @package UiPress
 */

defined( 'ABSPATH' ) || exit;

$uipress_composer_autoload = dirname( __DIR__ ) . '/vendor/autoload.php';

if ( is_readable( $uipress_composer_autoload ) ) {
	require_once $uipress_composer_autoload;
	return;
}

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'UiPress\\';
		if ( ! str_starts_with( $class_name, $prefix ) ) {
			return;
		}
		$relative = str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) );
		$file     = __DIR__ . '/' . $relative . '.php';
		if ( is_readable( $file ) ) {
			require_once $file;
		}
	}
);
