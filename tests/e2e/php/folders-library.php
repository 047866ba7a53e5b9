<?php
/**
 * The folders story's library (tests/e2e/specs/folders-story.spec.ts), made
 * and cleared in one PHP process: a thousand uploads through REST would
 * take minutes.
 *
 * `php folders-library.php SITE_DIR fill AUTHOR PNG COUNT TITLE…` makes
 * COUNT images owned by AUTHOR (a login), each a copy of PNG: the titles
 * given, dated in the middle of the library (so none is on the first page
 * of All), and "Archive photo N" for the rest, one minute apart, newest
 * last; AUTHOR lists 500 media a page (their screen option). Prints
 * `{ "ids": [...], "titled": { title: id } }`.
 *
 * `php folders-library.php SITE_DIR clear AUTHOR` deletes every attachment
 * and its files, and AUTHOR's screen option.
 *
 * @package UiPress
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.WP.AlternativeFunctions -- a test fixture run from the command line, printing to a terminal.

if ( 'cli' !== PHP_SAPI || ! isset( $argv[3] ) ) {
	exit( 1 );
}
require dirname( __DIR__, 3 ) . '/tools/local-wordpress/load-site.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

$args       = array_slice( $argv, 2 );
$uip_author = get_user_by( 'login', (string) $args[1] );
if ( ! $uip_author instanceof WP_User ) {
	fwrite( STDERR, "No user {$args[1]}.\n" );
	exit( 1 );
}

if ( 'clear' === $args[0] ) {
	$uip_ids = get_posts(
		array(
			'post_type'      => 'attachment',
			'post_status'    => 'any',
			'posts_per_page' => -1,
			'fields'         => 'ids',
		)
	);
	foreach ( $uip_ids as $uip_id ) {
		wp_delete_attachment( (int) $uip_id, true );
	}
	delete_user_meta( $uip_author->ID, 'upload_per_page' );
	echo wp_json_encode( array( 'deleted' => count( $uip_ids ) ) ) . "\n";
	return;
}

$uip_source = (string) ( $args[2] ?? '' );
$uip_count  = (int) ( $args[3] ?? 0 );
$uip_titles = array_slice( $args, 4 );
if ( 'fill' !== $args[0] || ! is_readable( $uip_source ) || $uip_count < count( $uip_titles ) ) {
	fwrite( STDERR, "Usage: SITE_DIR fill AUTHOR PNG COUNT TITLE…\n" );
	exit( 1 );
}
update_user_meta( $uip_author->ID, 'upload_per_page', 500 );

$uip_uploads = wp_upload_dir();
$uip_dir     = trailingslashit( $uip_uploads['basedir'] ) . 'uip-folders-story';
wp_mkdir_p( $uip_dir );
list( $uip_width, $uip_height ) = (array) getimagesize( $uip_source );

$uip_ids    = array();
$uip_titled = array();
$uip_middle = intdiv( $uip_count - count( $uip_titles ), 2 );
$uip_start  = time() - $uip_count * MINUTE_IN_SECONDS;
wp_defer_term_counting( true );
for ( $uip_index = 0; $uip_index < $uip_count; $uip_index++ ) {
	$uip_special = $uip_index - $uip_middle;
	$uip_title   = $uip_special >= 0 && $uip_special < count( $uip_titles ) ? (string) $uip_titles[ $uip_special ] : 'Archive photo ' . ( $uip_index + 1 );
	$uip_file    = $uip_dir . '/' . sanitize_file_name( strtolower( $uip_title ) ) . '-' . $uip_index . '.png';
	copy( $uip_source, $uip_file );
	$uip_id = wp_insert_attachment(
		array(
			'post_title'     => $uip_title,
			'post_mime_type' => 'image/png',
			'post_status'    => 'inherit',
			'post_author'    => $uip_author->ID,
			'post_date'      => wp_date( 'Y-m-d H:i:s', $uip_start + $uip_index * MINUTE_IN_SECONDS ),
		),
		$uip_file,
		0,
		true
	);
	if ( is_wp_error( $uip_id ) ) {
		fwrite( STDERR, $uip_id->get_error_message() . "\n" );
		exit( 1 );
	}
	wp_update_attachment_metadata(
		$uip_id,
		array(
			'width'  => (int) $uip_width,
			'height' => (int) $uip_height,
			'file'   => _wp_relative_upload_path( $uip_file ),
			'sizes'  => array(),
		)
	);
	$uip_ids[] = $uip_id;
	if ( $uip_special >= 0 && $uip_special < count( $uip_titles ) ) {
		$uip_titled[ $uip_title ] = $uip_id;
	}
}
wp_defer_term_counting( false );
echo wp_json_encode(
	array(
		'ids'    => $uip_ids,
		'titled' => $uip_titled,
	)
) . "\n";
