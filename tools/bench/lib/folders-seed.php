<?php
/**
 * Seeds the folders benchmark site (npm run bench:folders): media in a tree
 * of folders, through core's own functions (wp_insert_term,
 * wp_insert_attachment, wp_set_object_terms), so the rows are what a real
 * library holds, files aside.
 *
 * Usage: php folders-seed.php SITE_DIR ATTACHMENTS FOLDERS
 *
 * - Folders on (foldersEnabled) and an editor (editor / password), who the
 *   benchmark signs in as.
 * - FOLDERS folders (default 1,000) in `uip_folder_attachment`: 20 at the
 *   top, then each folder under an earlier one, three to a parent (five
 *   levels), `uip_order` their position.
 * - ATTACHMENTS attachments (default 50,000): rows and their meta
 *   (_wp_attached_file, _wp_attachment_metadata), no files. One in ten in
 *   the "big" folder (the first: a full page and more), one in ten in no
 *   folder, the rest spread over every folder. Batches of 500, one
 *   transaction each, term counting deferred.
 * - Then every folder's count recounted with the taxonomy's own callback
 *   (each run: the callback may have changed since the seed).
 *
 * Resumable: what is done is kept in the option `uipress_bench_folders_seed`,
 * written in each batch's transaction; an item's folder is a pure function
 * of its number. A seeded site only checks and recounts. Exit 2: the site
 * was seeded for other numbers. Prints progress lines, then one line of
 * JSON (what the site holds, the ids the benchmark uses, seconds).
 *
 * @package UiPress
 */

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.NamingConventions.PrefixAllGlobals, WordPress.Security.EscapeOutput.OutputNotEscaped -- a seeding script for a throwaway local site, printing to a terminal.

use UiPress\Folders\FolderKinds;
use UiPress\Folders\FolderTaxonomies;
use UiPress\Settings\SiteSettings;

if ( 'cli' !== PHP_SAPI || ! isset( $argv[3] ) ) {
	exit( 1 );
}
require dirname( __DIR__, 2 ) . '/local-wordpress/load-site.php';

const UIPRESS_BENCH_FOLDERS_STATE = 'uipress_bench_folders_seed';
const UIPRESS_BENCH_FOLDERS_BATCH = 500;
const UIPRESS_BENCH_FOLDERS_TOP   = 20;

global $wpdb;
if ( '1' !== (string) $wpdb->get_var( "SELECT GET_LOCK( CONCAT( DATABASE(), '.uipress_bench_folders_seed' ), 0 )" ) ) {
	fwrite( STDERR, "Another seeder is filling this site.\n" );
	exit( 3 );
}
wp_set_current_user( 1 );

/**
 * The seed's state, read from the database (batches write it in their transaction).
 *
 * @return array<string, mixed>|null
 */
function uipress_bench_folders_state(): ?array {
	global $wpdb;
	$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", UIPRESS_BENCH_FOLDERS_STATE ) );
	$state = is_string( $value ) ? json_decode( $value, true ) : null;
	return is_array( $state ) ? $state : null;
}

/**
 * Writes the seed's state.
 *
 * @param array<string, mixed> $state The state.
 */
function uipress_bench_folders_save( array $state ): void {
	global $wpdb;
	$wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, %s, 'off' ) ON DUPLICATE KEY UPDATE option_value = VALUES( option_value )",
			UIPRESS_BENCH_FOLDERS_STATE,
			wp_json_encode( $state )
		)
	);
}

/**
 * Prints a progress line.
 *
 * @param string $what    What is seeded.
 * @param int    $done    Done so far.
 * @param int    $total   To do.
 * @param int    $now     Done in this run.
 * @param float  $started When this run's phase started.
 */
function uipress_bench_folders_progress( string $what, int $done, int $total, int $now, float $started ): void {
	printf( "seeded %s / %s %s (%s/s)\n", number_format( $done ), number_format( $total ), $what, number_format( $now / max( 0.001, microtime( true ) - $started ) ) );
}

/**
 * The folder (index into the state's folder ids) of item k, or -1 for none.
 *
 * @param int $k       Item number from 0.
 * @param int $folders Number of folders.
 */
function uipress_bench_folders_of( int $k, int $folders ): int {
	if ( 0 === $k % 10 ) {
		return 0;
	}
	if ( 9 === $k % 10 ) {
		return -1;
	}
	// Spread by a stride prime to the folder count, so neighbours differ.
	return ( $k * 7919 ) % $folders;
}

/**
 * How deep folder i lies (1 at the top).
 *
 * @param int $i Folder number from 0.
 */
function uipress_bench_folders_depth( int $i ): int {
	$depth = 1;
	while ( $i >= UIPRESS_BENCH_FOLDERS_TOP ) {
		$i = intdiv( $i - UIPRESS_BENCH_FOLDERS_TOP, 3 );
		++$depth;
	}
	return $depth;
}

$uipress_items   = max( 1, (int) $argv[2] );
$uipress_folders = max( 2, (int) $argv[3] );
$uipress_state   = uipress_bench_folders_state();
$uipress_fresh   = null === $uipress_state;
if ( null !== $uipress_state && ( $uipress_state['items'] !== $uipress_items || $uipress_state['folders'] !== $uipress_folders ) ) {
	fwrite( STDERR, "This site was seeded for {$uipress_state['items']} attachments in {$uipress_state['folders']} folders.\n" );
	exit( 2 );
}

// Folders on; their taxonomy registered in this process too (init ran with them off).
if ( true !== SiteSettings::get( 'foldersEnabled' ) ) {
	$uipress_on = SiteSettings::update( array( 'foldersEnabled' => true ), new WP_User( 1 ) );
	if ( is_wp_error( $uipress_on ) ) {
		fwrite( STDERR, 'Could not turn folders on: ' . $uipress_on->get_error_message() . "\n" );
		exit( 1 );
	}
}
$uipress_taxonomy = FolderKinds::taxonomy( FolderKinds::MEDIA );
if ( ! taxonomy_exists( $uipress_taxonomy ) ) {
	FolderTaxonomies::register();
}
if ( ! username_exists( 'editor' ) ) {
	wp_insert_user(
		array(
			'user_login' => 'editor',
			'user_pass'  => 'password',
			'user_email' => 'editor@example.com',
			'role'       => 'editor',
		)
	);
}

if ( null === $uipress_state ) {
	$uipress_state = array(
		'items'     => $uipress_items,
		'folders'   => $uipress_folders,
		'folderIds' => array(),
		'itemsDone' => 0,
		'firstItem' => 0,
		'seconds'   => array(
			'folders' => 0.0,
			'items'   => 0.0,
		),
	);
	uipress_bench_folders_save( $uipress_state );
}

// Folders: one at a time (wp_insert_term checks the name among siblings), in batches of 100.
$uipress_started = microtime( true );
$uipress_made    = 0;
$uipress_i       = count( $uipress_state['folderIds'] );
while ( $uipress_i < $uipress_folders ) {
	$uipress_batch = microtime( true );
	$uipress_end   = min( $uipress_folders, $uipress_i + 100 );
	$wpdb->query( 'START TRANSACTION' );
	for ( ; $uipress_i < $uipress_end; $uipress_i++ ) {
		$uipress_parent = $uipress_i < UIPRESS_BENCH_FOLDERS_TOP ? 0 : (int) $uipress_state['folderIds'][ intdiv( $uipress_i - UIPRESS_BENCH_FOLDERS_TOP, 3 ) ];
		$uipress_term   = wp_insert_term(
			0 === $uipress_i ? 'Big folder' : sprintf( 'Folder %04d', $uipress_i ),
			$uipress_taxonomy,
			array( 'parent' => $uipress_parent )
		);
		if ( is_wp_error( $uipress_term ) ) {
			$wpdb->query( 'ROLLBACK' );
			fwrite( STDERR, 'Could not make a folder: ' . $uipress_term->get_error_message() . "\n" );
			exit( 1 );
		}
		$uipress_siblings = $uipress_i < UIPRESS_BENCH_FOLDERS_TOP ? $uipress_i : ( $uipress_i - UIPRESS_BENCH_FOLDERS_TOP ) % 3;
		update_term_meta( (int) $uipress_term['term_id'], 'uip_order', $uipress_siblings );
		$uipress_state['folderIds'][] = (int) $uipress_term['term_id'];
		++$uipress_made;
	}
	$uipress_state['seconds']['folders'] += microtime( true ) - $uipress_batch;
	uipress_bench_folders_save( $uipress_state );
	$wpdb->query( 'COMMIT' );
}
if ( $uipress_made > 0 ) {
	uipress_bench_folders_progress( 'folders', count( $uipress_state['folderIds'] ), $uipress_folders, $uipress_made, $uipress_started );
}

// Attachments, in batches of 500, each a transaction holding the state.
wp_defer_term_counting( true );
wp_suspend_cache_invalidation( true );
$uipress_started = microtime( true );
$uipress_made    = 0;
$uipress_last    = 0;
while ( $uipress_state['itemsDone'] < $uipress_items ) {
	$uipress_batch = microtime( true );
	$uipress_to    = min( $uipress_items, $uipress_state['itemsDone'] + UIPRESS_BENCH_FOLDERS_BATCH );
	$wpdb->query( 'START TRANSACTION' );
	for ( $uipress_k = $uipress_state['itemsDone']; $uipress_k < $uipress_to; $uipress_k++ ) {
		$uipress_file = sprintf( 'bench/%02d/photo-%05d.jpg', intdiv( $uipress_k, 5000 ), $uipress_k );
		$uipress_date = gmdate( 'Y-m-d H:i:s', 1700000000 + $uipress_k * 600 );
		$uipress_id   = wp_insert_attachment(
			array(
				'post_title'     => sprintf( 'Photo %05d', $uipress_k ),
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
				'post_author'    => 1,
				'post_date'      => $uipress_date,
				'post_date_gmt'  => $uipress_date,
				'guid'           => home_url( "/wp-content/uploads/{$uipress_file}" ),
			),
			$uipress_file,
			0,
			true
		);
		if ( is_wp_error( $uipress_id ) ) {
			$wpdb->query( 'ROLLBACK' );
			fwrite( STDERR, 'Could not add an attachment: ' . $uipress_id->get_error_message() . "\n" );
			exit( 1 );
		}
		update_post_meta(
			$uipress_id,
			'_wp_attachment_metadata',
			array(
				'width'    => 1600,
				'height'   => 1200,
				'file'     => $uipress_file,
				'filesize' => 250000,
				'sizes'    => array(),
			)
		);
		$uipress_folder = uipress_bench_folders_of( $uipress_k, $uipress_folders );
		if ( $uipress_folder >= 0 ) {
			wp_set_object_terms( $uipress_id, array( (int) $uipress_state['folderIds'][ $uipress_folder ] ), $uipress_taxonomy );
		}
		if ( 0 === $uipress_k ) {
			$uipress_state['firstItem'] = $uipress_id;
		}
	}
	$uipress_made                      += $uipress_to - $uipress_state['itemsDone'];
	$uipress_state['itemsDone']         = $uipress_to;
	$uipress_state['seconds']['items'] += microtime( true ) - $uipress_batch;
	uipress_bench_folders_save( $uipress_state );
	$wpdb->query( 'COMMIT' );
	// The object cache of this process would only grow.
	wp_cache_flush();
	if ( $uipress_to === $uipress_items || microtime( true ) - $uipress_last > 5 ) {
		uipress_bench_folders_progress( 'attachments', $uipress_to, $uipress_items, $uipress_made, $uipress_started );
		$uipress_last = microtime( true );
	}
}
wp_suspend_cache_invalidation( false );

// Counts by the taxonomy's own callback, whatever it is now (deferred counting would lose a resumed run's).
$uipress_started = microtime( true );
$uipress_tt_ids  = array_map(
	'intval',
	$wpdb->get_col( $wpdb->prepare( "SELECT term_taxonomy_id FROM {$wpdb->term_taxonomy} WHERE taxonomy = %s", $uipress_taxonomy ) )
);
wp_defer_term_counting( false );
wp_update_term_count_now( $uipress_tt_ids, $uipress_taxonomy );
clean_term_cache( $uipress_tt_ids, $uipress_taxonomy );
if ( $uipress_fresh || $uipress_made > 0 ) {
	$wpdb->query( "ANALYZE TABLE {$wpdb->posts}, {$wpdb->postmeta}, {$wpdb->term_relationships}, {$wpdb->term_taxonomy}, {$wpdb->terms}, {$wpdb->termmeta}" );
}
$uipress_recount = microtime( true ) - $uipress_started;
wp_cache_flush();

$uipress_ids   = $uipress_state['folderIds'];
$uipress_small = (int) $uipress_ids[ count( $uipress_ids ) - 1 ];
echo wp_json_encode(
	array(
		'fresh'         => $uipress_fresh,
		'made'          => $uipress_made,
		'attachments'   => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment'" ),
		'folders'       => count( $uipress_tt_ids ),
		'depth'         => uipress_bench_folders_depth( count( $uipress_ids ) - 1 ),
		'bigFolder'     => (int) $uipress_ids[0],
		'bigCount'      => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->term_relationships} tr JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tt.term_id = %d AND tt.taxonomy = %s", $uipress_ids[0], $uipress_taxonomy ) ),
		'smallFolder'   => $uipress_small,
		// The move takes 500 items of the big folder to the second folder and back.
		'moveFrom'      => (int) $uipress_ids[0],
		'moveTo'        => (int) $uipress_ids[1],
		'firstItem'     => (int) $uipress_state['firstItem'],
		'moveIds'       => array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'attachment' AND ID >= %d AND MOD( ID - %d, 10 ) = 0 ORDER BY ID LIMIT 500", $uipress_state['firstItem'], $uipress_state['firstItem'] ) ) ),
		'uncategorised' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} p WHERE p.post_type = 'attachment' AND NOT EXISTS ( SELECT 1 FROM {$wpdb->term_relationships} tr JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tr.object_id = p.ID AND tt.taxonomy = %s )", $uipress_taxonomy ) ),
		'seconds'       => array(
			'folders' => round( $uipress_state['seconds']['folders'], 1 ),
			'items'   => round( $uipress_state['seconds']['items'], 1 ),
			'recount' => round( $uipress_recount, 1 ),
		),
	)
) . "\n";
