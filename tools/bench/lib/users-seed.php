<?php
/**
 * Seeds the users benchmark site (npm run bench:users): many users and
 * activity rows, written straight into the database with multi-row INSERTs
 * (what wp_insert_user() would write, at thousands of users a second instead
 * of dozens).
 *
 * Usage: php users-seed.php SITE_DIR USERS ROWS
 *
 * - Users (default 100,000; lib/users-seed-data.php): wp_users rows and the
 *   user meta core writes for each (capabilities, user_level, names,
 *   preferences), roles spread as on a membership site with an editorial
 *   staff, UiPress's uip_last_login for 80 % and uip_last_activity for most
 *   of those. Batches of 1,000 users, one transaction each. Password
 *   "password" (one hash for all).
 * - Content the log names: 5,000 posts and pages and 1,000 images by the
 *   staff, so the log's objects exist.
 * - Activity rows (default 1,000,000) in the activity table
 *   (ActivityTable::create_or_upgrade(), the plugin's own), over the last 600
 *   days, oldest first; batches of 5,000 rows.
 * - Then user management on (userManagementEnabled) and a retention of 730
 *   days, so no seeded row is pruned.
 *
 * Resumable and idempotent: ids are chosen at the first run (after the
 * site's own) and what is done is kept in the option
 * `uipress_bench_users_seed`, written in each batch's transaction; every row
 * is a pure function of its number. A seeded site only checks. Exit 2: the
 * site was seeded for other numbers. Prints progress lines, then one line of
 * JSON: what the site holds and how long each phase took.
 *
 * @package UiPress
 */

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.NamingConventions.PrefixAllGlobals -- a seeding script for a throwaway local site: values are generated here and escaped with esc_sql().

use UiPress\Activity\ActivityTable;
use UiPress\Settings\SiteSettings;

if ( 'cli' !== PHP_SAPI || ! isset( $argv[3] ) ) {
	exit( 1 );
}
require dirname( __DIR__, 2 ) . '/local-wordpress/load-site.php';
require __DIR__ . '/users-seed-data.php';

const UIPRESS_BENCH_STATE = 'uipress_bench_users_seed';

global $wpdb;
// One seeder per site: a second one would write the same rows again.
if ( '1' !== (string) $wpdb->get_var( "SELECT GET_LOCK( CONCAT( DATABASE(), '.uipress_bench_users_seed' ), 0 )" ) ) {
	fwrite( STDERR, "Another seeder is filling this site.\n" );
	exit( 3 );
}

/**
 * The seed's state, read from the database (no option cache: batches write it in their transaction).
 *
 * @return array<string, mixed>|null
 */
function uipress_bench_state(): ?array {
	global $wpdb;
	$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", UIPRESS_BENCH_STATE ) );
	$state = is_string( $value ) ? json_decode( $value, true ) : null;
	return is_array( $state ) ? $state : null;
}

/**
 * Writes the seed's state (inside the batch's transaction).
 *
 * @param array<string, mixed> $state The state.
 */
function uipress_bench_save_state( array $state ): void {
	global $wpdb;
	$wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, %s, 'off' ) ON DUPLICATE KEY UPDATE option_value = VALUES( option_value )",
			UIPRESS_BENCH_STATE,
			wp_json_encode( $state )
		)
	);
}

/**
 * One multi-row INSERT.
 *
 * @param string                   $table   Table.
 * @param string[]                 $columns Columns.
 * @param array<int, array<mixed>> $rows    Rows of values in column order (null for NULL).
 */
function uipress_bench_insert( string $table, array $columns, array $rows ): void {
	global $wpdb;
	if ( array() === $rows ) {
		return;
	}
	$values = array();
	foreach ( $rows as $row ) {
		$cells = array();
		foreach ( $row as $cell ) {
			$cells[] = null === $cell ? 'NULL' : ( is_int( $cell ) ? (string) $cell : "'" . esc_sql( (string) $cell ) . "'" );
		}
		$values[] = '(' . implode( ',', $cells ) . ')';
	}
	if ( false === $wpdb->query( "INSERT INTO {$table} (" . implode( ',', $columns ) . ') VALUES ' . implode( ',', $values ) ) ) {
		fwrite( STDERR, "INSERT INTO {$table} failed: {$wpdb->last_error}\n" );
		exit( 1 );
	}
}

/**
 * Runs one batch in a transaction, with the state saved in it; then adds
 * the batch's time (from making its rows to the commit) to its phase.
 *
 * @param array<string, mixed> $state   The state after the batch (its time is added).
 * @param string               $phase   The phase in $state['seconds'].
 * @param float                $started When the batch started making its rows.
 * @param callable             $write   Writes the batch's rows.
 */
function uipress_bench_batch( array &$state, string $phase, float $started, callable $write ): void {
	global $wpdb;
	$wpdb->query( 'START TRANSACTION' );
	$write();
	uipress_bench_save_state( $state );
	$wpdb->query( 'COMMIT' );
	$state['seconds'][ $phase ] += microtime( true ) - $started;
	uipress_bench_save_state( $state );
}

$uipress_users  = max( 1, (int) $argv[2] );
$uipress_rows   = max( 0, (int) $argv[3] );
$uipress_state  = uipress_bench_state();
$uipress_fresh  = null === $uipress_state;
$uipress_posts  = 5000;
$uipress_images = 1000;
if ( null !== $uipress_state && ( $uipress_state['users'] !== $uipress_users || $uipress_state['rows'] !== $uipress_rows ) ) {
	fwrite( STDERR, "This site was seeded for {$uipress_state['users']} users and {$uipress_state['rows']} activity rows.\n" );
	exit( 2 );
}
if ( null === $uipress_state ) {
	$uipress_post_base = 1 + (int) $wpdb->get_var( "SELECT MAX( ID ) FROM {$wpdb->posts}" );
	$uipress_state     = array(
		'users'          => $uipress_users,
		'rows'           => $uipress_rows,
		// Rows end a minute before the first run: a resumed seed keeps the same timeline.
		'anchor'         => time() - 60,
		'userBase'       => 1 + (int) $wpdb->get_var( "SELECT MAX( ID ) FROM {$wpdb->users}" ),
		'postBase'       => $uipress_post_base,
		'posts'          => $uipress_posts,
		'attachmentBase' => $uipress_post_base + $uipress_posts,
		'attachments'    => $uipress_images,
		'contentDone'    => false,
		'usersDone'      => 0,
		'rowsDone'       => 0,
		'activityBase'   => null,
		'finished'       => false,
		'seconds'        => array(
			'content'  => 0.0,
			'users'    => 0.0,
			'activity' => 0.0,
		),
	);
	uipress_bench_save_state( $uipress_state );
}

// The staff who write the content and most of the log: user 1 and the first 60 seeded editors, authors and administrators.
$uipress_staff = array();
for ( $uipress_i = 0; $uipress_i < $uipress_users; $uipress_i++ ) {
	if ( 60 === count( $uipress_staff ) ) {
		break;
	}
	if ( array() !== array_intersect( uipress_bench_roles( $uipress_i ), array( 'administrator', 'editor', 'author' ) ) ) {
		$uipress_staff[] = array(
			'id'   => $uipress_state['userBase'] + $uipress_i,
			'name' => uipress_bench_person( $uipress_i, $uipress_users, $uipress_state['anchor'] )['name'],
		);
	}
}
if ( array() === $uipress_staff ) {
	$uipress_staff[] = array(
		'id'   => 1,
		'name' => 'admin',
	);
}

require __DIR__ . '/users-seed-steps.php';

$uipress_state = uipress_bench_seed_content( $uipress_state, $uipress_staff );
$uipress_state = uipress_bench_seed_users( $uipress_state );
$uipress_table = class_exists( ActivityTable::class ) ? ActivityTable::name() : null;
if ( null !== $uipress_table ) {
	ActivityTable::create_or_upgrade();
	$uipress_state = uipress_bench_seed_activity( $uipress_state, $uipress_staff, $uipress_table );
} else {
	echo "The activity table is not in UiPress yet (UiPress\\Activity\\ActivityTable): activity rows not seeded.\n";
}

// User management on once the users are in (the activity rows may wait for their table).
if ( $uipress_state['usersDone'] >= $uipress_users && ( true !== SiteSettings::get( 'userManagementEnabled' ) || '730' !== SiteSettings::get( 'activityRetention' ) ) ) {
	$uipress_on = SiteSettings::update(
		array(
			'userManagementEnabled' => true,
			'activityRetention'     => '730',
		),
		new WP_User( 1 )
	);
	if ( is_wp_error( $uipress_on ) ) {
		fwrite( STDERR, 'Could not turn user management on: ' . $uipress_on->get_error_message() . "\n" );
		exit( 1 );
	}
}
if ( ! $uipress_state['finished'] && null !== $uipress_table && $uipress_state['usersDone'] >= $uipress_users && $uipress_state['rowsDone'] >= $uipress_rows ) {
	// Fresh statistics for the optimiser, as a site that grew would have.
	$wpdb->query( "ANALYZE TABLE {$wpdb->users}, {$wpdb->usermeta}, {$wpdb->posts}, {$uipress_table}" );
	$uipress_state['finished'] = true;
	uipress_bench_save_state( $uipress_state );
}
wp_cache_flush();

echo wp_json_encode( uipress_bench_summary( $uipress_state, $uipress_fresh, $uipress_table ) ) . "\n";
