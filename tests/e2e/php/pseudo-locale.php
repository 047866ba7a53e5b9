<?php
/**
 * A user's language for the translation spec (tests/e2e/specs/
 * translations.spec.ts): `php pseudo-locale.php SITE_DIR set LOGIN LOCALE`
 * gives the user that locale (WordPress's users route accepts only
 * installed languages; the pseudo-locale's files are UiPress's alone) and
 * prints, as JSON, the language pack folder for UiPress's files and
 * WordPress's own words UiPress shows (role names, post type, taxonomy
 * and post status labels: WordPress translates them, and has no
 * pseudo-locale files);
 * `… unset LOGIN LOCALE` takes the locale back and deletes those files.
 *
 * @package UiPress
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions -- a test fixture run from the command line.

if ( 'cli' !== PHP_SAPI || ! isset( $argv[4] ) ) {
	exit( 1 );
}
require dirname( __DIR__, 3 ) . '/tools/local-wordpress/load-site.php';

$uip_user = get_user_by( 'login', $argv[3] );
if ( ! $uip_user ) {
	exit( 1 );
}
$uip_locale = preg_replace( '/[^A-Za-z_]/', '', $argv[4] );
$uip_folder = WP_LANG_DIR . '/plugins';
if ( 'set' === $argv[2] ) {
	update_user_meta( $uip_user->ID, 'locale', $uip_locale );
	wp_mkdir_p( $uip_folder );
	$uip_words = array_values( array_map( 'translate_user_role', wp_roles()->get_names() ) );
	foreach ( array_merge( get_post_types( array(), 'objects' ), get_taxonomies( array(), 'objects' ) ) as $uip_type ) {
		$uip_words[] = (string) $uip_type->labels->name;
		$uip_words[] = (string) $uip_type->labels->singular_name;
	}
	foreach ( get_post_stati( array(), 'objects' ) as $uip_status ) {
		$uip_words[] = (string) $uip_status->label;
	}
	echo wp_json_encode(
		array(
			'folder'    => $uip_folder,
			'wordpress' => array_values( array_unique( $uip_words ) ),
		)
	) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON for the test.
	return;
}
if ( 'unset' === $argv[2] ) {
	delete_user_meta( $uip_user->ID, 'locale' );
	foreach ( (array) glob( $uip_folder . '/uipress-' . $uip_locale . '*' ) as $uip_file ) {
		unlink( (string) $uip_file );
	}
	echo "unset\n";
	return;
}
exit( 1 );
