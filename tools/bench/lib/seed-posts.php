<?php
/**
 * Seeds the posts benchmark site (npm run bench:posts) with a large site.
 *
 * Usage: php seed-posts.php SITE_DIR [POSTS]
 *
 * Users, categories, tags and images are made through WordPress's API (a
 * few dozen of them); the posts (default 20,000: 80 % posts, 20 % pages,
 * some pages nested), their terms and featured images are written straight
 * into the SQLite database in one transaction with prepared statements,
 * which takes seconds where wp_insert_post() would take many minutes.
 * Prints one line of JSON: what was made and how long it took.
 *
 * Statuses: 80 % published (2 % of all with a password), 8 % drafts,
 * 4 % pending, 4 % private, 2 % scheduled. About 2 % of the posts hold the
 * word "marmalade" (the benchmark's search), a few of them in the title.
 *
 * @package UiPress
 */

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.RestrictedClasses.mysql__PDO, WordPress.WP.AlternativeFunctions.rand_mt_rand, WordPress.DateTime.RestrictedFunctions.date_date -- a seeding script for a throwaway local site.

if ( 'cli' !== PHP_SAPI || ! isset( $argv[1] ) ) {
	exit( 1 );
}

$uipress_started = microtime( true );
require dirname( __DIR__, 2 ) . '/local-wordpress/load-site.php';

$uipress_total = isset( $argv[2] ) ? max( 1, (int) $argv[2] ) : 20000;
mt_srand( 20000 );

/**
 * Creates a user (password "password") and returns its id.
 *
 * @param string $login Login.
 * @param string $role  Role.
 * @param string $name  Display name.
 */
function uipress_bench_user( string $login, string $role, string $name ): int {
	$id = wp_insert_user(
		array(
			'user_login'   => $login,
			'user_pass'    => 'password',
			'user_email'   => $login . '@example.com',
			'display_name' => $name,
			'role'         => $role,
		)
	);
	if ( ! is_int( $id ) ) {
		fwrite( STDERR, "Could not create {$login}.\n" );
		exit( 1 );
	}
	return $id;
}

$uipress_editor  = uipress_bench_user( 'bench-editor', 'editor', 'Bench Editor' );
$uipress_authors = array( $uipress_editor, 1 );
for ( $uipress_i = 1; $uipress_i <= 6; $uipress_i++ ) {
	$uipress_authors[] = uipress_bench_user( "bench-author-{$uipress_i}", 'author', "Author {$uipress_i}" );
}

$uipress_words = explode( ' ', 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu apple banana cherry damson elder fig grape hazel iris jasmine kale lemon mango nectar olive peach quince radish spinach tomato ugli vanilla walnut yam zucchini river mountain valley forest meadow ocean island desert canyon glacier harbor lantern mirror pillow quilt ribbon saddle tunnel velvet wagon anchor beacon candle dagger engine falcon garden hammer igloo jacket kettle ladder magnet needle orchard pepper rocket silver timber umbrella violin window yellow zephyr' );

$uipress_categories = array();
for ( $uipress_i = 1; $uipress_i <= 12; $uipress_i++ ) {
	$uipress_term = wp_insert_term( 'Category ' . $uipress_i, 'category' );
	if ( is_array( $uipress_term ) ) {
		$uipress_categories[] = (int) $uipress_term['term_taxonomy_id'];
	}
}
$uipress_tags = array();
for ( $uipress_i = 1; $uipress_i <= 60; $uipress_i++ ) {
	$uipress_term = wp_insert_term( 'tag-' . $uipress_words[ $uipress_i % count( $uipress_words ) ] . '-' . $uipress_i, 'post_tag' );
	if ( is_array( $uipress_term ) ) {
		$uipress_tags[] = (int) $uipress_term['term_taxonomy_id'];
	}
}

$uipress_images = array();
for ( $uipress_i = 1; $uipress_i <= 20; $uipress_i++ ) {
	$uipress_file  = "2024/01/bench-{$uipress_i}.jpg";
	$uipress_image = wp_insert_attachment(
		array(
			'post_title'     => "Bench image {$uipress_i}",
			'post_mime_type' => 'image/jpeg',
			'post_status'    => 'inherit',
			'post_author'    => $uipress_editor,
		),
		$uipress_file
	);
	if ( ! is_int( $uipress_image ) ) {
		continue;
	}
	wp_update_attachment_metadata(
		$uipress_image,
		array(
			'width'  => 1600,
			'height' => 1000,
			'file'   => $uipress_file,
			'sizes'  => array(
				'thumbnail' => array(
					'file'      => "bench-{$uipress_i}-150x150.jpg",
					'width'     => 150,
					'height'    => 150,
					'mime-type' => 'image/jpeg',
				),
			),
		)
	);
	$uipress_images[] = $uipress_image;
}

/**
 * Some words of the vocabulary.
 *
 * @param string[] $words Vocabulary.
 * @param int      $count How many.
 */
function uipress_bench_words( array $words, int $count ): string {
	$out = array();
	for ( $i = 0; $i < $count; $i++ ) {
		$out[] = $words[ mt_rand( 0, count( $words ) - 1 ) ];
	}
	return implode( ' ', $out );
}

$uipress_setup = microtime( true ) - $uipress_started;
$uipress_start = microtime( true );

$uipress_pdo = $GLOBALS['wpdb']->get_driver()->get_connection()->get_pdo();
$uipress_pdo->beginTransaction();
$uipress_posts = $uipress_pdo->prepare(
	'INSERT INTO wp_posts ( post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_password, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, post_mime_type, comment_count )
	VALUES ( :author, :date, :date_gmt, :content, :title, \'\', :status, \'open\', \'open\', :password, :name, \'\', \'\', :modified, :modified_gmt, \'\', :parent, :guid, 0, :type, \'\', 0 )'
);
$uipress_terms = $uipress_pdo->prepare( 'INSERT INTO wp_term_relationships ( object_id, term_taxonomy_id, term_order ) VALUES ( ?, ?, 0 )' );
$uipress_meta  = $uipress_pdo->prepare( 'INSERT INTO wp_postmeta ( post_id, meta_key, meta_value ) VALUES ( ?, ?, ? )' );

$uipress_home     = home_url( '/' );
$uipress_pages    = array();
$uipress_counts   = array(
	'post' => 0,
	'page' => 0,
);
$uipress_statuses = array();
$uipress_now      = time();
for ( $uipress_i = 1; $uipress_i <= $uipress_total; $uipress_i++ ) {
	$uipress_type = 0 === $uipress_i % 5 ? 'page' : 'post';
	$uipress_roll = mt_rand( 1, 100 );
	$uipress_pass = '';
	if ( $uipress_roll <= 80 ) {
		$uipress_status = 'publish';
		$uipress_pass   = $uipress_roll <= 2 ? 'secret' : '';
	} elseif ( $uipress_roll <= 88 ) {
		$uipress_status = 'draft';
	} elseif ( $uipress_roll <= 92 ) {
		$uipress_status = 'pending';
	} elseif ( $uipress_roll <= 96 ) {
		$uipress_status = 'private';
	} else {
		$uipress_status = 'future';
	}
	// Spread over five years, newest last; scheduled posts in the coming month.
	$uipress_time     = 'future' === $uipress_status
		? $uipress_now + mt_rand( 3600, 30 * 86400 )
		: $uipress_now - (int) ( ( $uipress_total - $uipress_i ) * ( 5 * 365 * 86400 / $uipress_total ) ) - mt_rand( 0, 3600 );
	$uipress_date     = gmdate( 'Y-m-d H:i:s', $uipress_time );
	$uipress_modified = 'future' === $uipress_status ? $uipress_date : gmdate( 'Y-m-d H:i:s', min( $uipress_now, $uipress_time + mt_rand( 0, 90 * 86400 ) ) );
	$uipress_marked   = 7 === $uipress_i % 50;
	$uipress_title    = ucfirst( uipress_bench_words( $uipress_words, mt_rand( 3, 7 ) ) ) . ( 7 === $uipress_i % 200 ? ' marmalade' : '' ) . " {$uipress_i}";
	$uipress_content  = '<!-- wp:paragraph --><p>' . uipress_bench_words( $uipress_words, mt_rand( 60, 160 ) ) . ( $uipress_marked ? ' marmalade ' : ' ' ) . uipress_bench_words( $uipress_words, mt_rand( 20, 80 ) ) . '</p><!-- /wp:paragraph -->';
	$uipress_parent   = 'page' === $uipress_type && array() !== $uipress_pages && mt_rand( 1, 4 ) === 1 ? $uipress_pages[ mt_rand( 0, count( $uipress_pages ) - 1 ) ] : 0;
	$uipress_posts->execute(
		array(
			':author'       => $uipress_authors[ mt_rand( 0, count( $uipress_authors ) - 1 ) ],
			':date'         => $uipress_date,
			':date_gmt'     => in_array( $uipress_status, array( 'draft', 'pending' ), true ) ? '0000-00-00 00:00:00' : $uipress_date,
			':content'      => $uipress_content,
			':title'        => $uipress_title,
			':status'       => $uipress_status,
			':password'     => $uipress_pass,
			':name'         => in_array( $uipress_status, array( 'draft', 'pending' ), true ) ? '' : sanitize_title( $uipress_title ),
			':modified'     => $uipress_modified,
			':modified_gmt' => $uipress_modified,
			':parent'       => $uipress_parent,
			':guid'         => $uipress_home . '?p=' . $uipress_i,
			':type'         => $uipress_type,
		)
	);
	$uipress_id = (int) $uipress_pdo->lastInsertId();
	++$uipress_counts[ $uipress_type ];
	$uipress_statuses[ $uipress_status ] = ( $uipress_statuses[ $uipress_status ] ?? 0 ) + 1;
	if ( 'page' === $uipress_type ) {
		if ( count( $uipress_pages ) < 500 ) {
			$uipress_pages[] = $uipress_id;
		}
	} else {
		$uipress_chosen = array( $uipress_categories[ mt_rand( 0, count( $uipress_categories ) - 1 ) ] );
		if ( mt_rand( 1, 3 ) === 1 ) {
			$uipress_chosen[] = $uipress_categories[ mt_rand( 0, count( $uipress_categories ) - 1 ) ];
		}
		for ( $uipress_t = mt_rand( 0, 3 ); $uipress_t > 0; $uipress_t-- ) {
			$uipress_chosen[] = $uipress_tags[ mt_rand( 0, count( $uipress_tags ) - 1 ) ];
		}
		foreach ( array_unique( $uipress_chosen ) as $uipress_tt ) {
			$uipress_terms->execute( array( $uipress_id, $uipress_tt ) );
		}
	}
	if ( array() !== $uipress_images && mt_rand( 1, 10 ) <= 3 ) {
		$uipress_meta->execute( array( $uipress_id, '_thumbnail_id', (string) $uipress_images[ mt_rand( 0, count( $uipress_images ) - 1 ) ] ) );
	}
}
$uipress_pdo->exec( 'UPDATE wp_term_taxonomy SET count = ( SELECT COUNT( * ) FROM wp_term_relationships r WHERE r.term_taxonomy_id = wp_term_taxonomy.term_taxonomy_id )' );
$uipress_pdo->commit();
$uipress_pdo->exec( 'ANALYZE' );
wp_cache_flush();

echo wp_json_encode(
	array(
		'posts'       => $uipress_counts,
		'statuses'    => $uipress_statuses,
		'authors'     => count( $uipress_authors ),
		'categories'  => count( $uipress_categories ),
		'tags'        => count( $uipress_tags ),
		'images'      => count( $uipress_images ),
		'setupSecs'   => round( $uipress_setup, 2 ),
		'insertSecs'  => round( microtime( true ) - $uipress_start, 2 ),
		'editorLogin' => 'bench-editor',
	)
) . "\n";
