<?php
/**
 * The users benchmark seeder's phases (lib/users-seed.php): content, users,
 * activity rows, each in batches that save the seed's state in their
 * transaction, and the summary it prints.
 *
 * @package UiPress
 */

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.NamingConventions.PrefixAllGlobals, WordPress.Security.EscapeOutput.OutputNotEscaped -- a seeding script for a throwaway local site, printing to a terminal.

/**
 * Prints a progress line.
 *
 * @param string $what    What is seeded.
 * @param int    $done    Done so far.
 * @param int    $total   To do.
 * @param int    $now     Done in this run.
 * @param float  $started When this run's phase started.
 */
function uipress_bench_progress( string $what, int $done, int $total, int $now, float $started ): void {
	printf( "seeded %s / %s %s (%s/s)\n", number_format( $done ), number_format( $total ), $what, number_format( $now / max( 0.001, microtime( true ) - $started ) ) );
}

/**
 * The posts, pages and images the log names, by the staff (one batch).
 *
 * @param array<string, mixed>                     $state The seed's state.
 * @param array<int, array{id: int, name: string}> $staff Authors.
 * @return array<string, mixed> The state after it.
 */
function uipress_bench_seed_content( array $state, array $staff ): array {
	global $wpdb;
	if ( $state['contentDone'] ) {
		return $state;
	}
	$started = microtime( true );
	$home    = home_url( '/' );
	$columns = array( 'ID', 'post_author', 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status', 'comment_status', 'ping_status', 'post_password', 'post_name', 'to_ping', 'pinged', 'post_modified', 'post_modified_gmt', 'post_content_filtered', 'post_parent', 'guid', 'menu_order', 'post_type', 'post_mime_type', 'comment_count' );
	$rows    = array();
	$total   = $state['posts'] + $state['attachments'];
	for ( $k = 0; $k < $total; $k++ ) {
		$image  = $k >= $state['posts'];
		$id     = $state['postBase'] + $k;
		$title  = $image ? 'photo-' . ( $k - $state['posts'] ) : uipress_bench_post_title( $k );
		$date   = gmdate( 'Y-m-d H:i:s', $state['anchor'] - 3 * 365 * DAY_IN_SECONDS + (int) ( 3 * 365 * DAY_IN_SECONDS * $k / $total ) );
		$rows[] = array( $id, $staff[ $k % count( $staff ) ]['id'], $date, $date, $image ? '' : "<!-- wp:paragraph --><p>{$title}.</p><!-- /wp:paragraph -->", $title, '', $image ? 'inherit' : 'publish', 'open', 'open', '', sanitize_title( $title ), '', '', $date, $date, '', 0, $image ? "{$home}wp-content/uploads/{$title}.jpg" : "{$home}?p={$id}", 0, $image ? 'attachment' : ( 0 === $k % 5 ? 'page' : 'post' ), $image ? 'image/jpeg' : '', 0 );
	}
	$state['contentDone'] = true;
	uipress_bench_batch(
		$state,
		'content',
		$started,
		static function () use ( $wpdb, $columns, $rows ): void {
			foreach ( array_chunk( $rows, 500 ) as $chunk ) {
				uipress_bench_insert( $wpdb->posts, $columns, $chunk );
			}
		}
	);
	uipress_bench_progress( 'posts, pages and images', $total, $total, $total, $started );
	return $state;
}

/**
 * The users and their meta, 1,000 a batch.
 *
 * @param array<string, mixed> $state The seed's state.
 * @return array<string, mixed> The state after them.
 */
function uipress_bench_seed_users( array $state ): array {
	global $wpdb;
	$hash = wp_hash_password( 'password' );
	// The site's admin (user 1) made the site: registered before everyone else.
	$wpdb->update( $wpdb->users, array( 'user_registered' => gmdate( 'Y-m-d H:i:s', $state['anchor'] - 8 * 365 * DAY_IN_SECONDS - DAY_IN_SECONDS ) ), array( 'ID' => 1 ) );
	$started = microtime( true );
	$now     = 0;
	while ( $state['usersDone'] < $state['users'] ) {
		$batch_started = microtime( true );
		$from          = (int) $state['usersDone'];
		$to            = min( $state['users'], $from + 1000 );
		$users         = array();
		$meta          = array();
		for ( $i = $from; $i < $to; $i++ ) {
			$id      = $state['userBase'] + $i;
			$person  = uipress_bench_person( $i, $state['users'], $state['anchor'] );
			$users[] = array( $id, $person['login'], $hash, sanitize_title( $person['login'] ), $person['email'], '', gmdate( 'Y-m-d H:i:s', $person['registered'] ), '', 0, $person['name'] );
			foreach ( uipress_bench_user_meta( $person, $wpdb->prefix ) as $key => $value ) {
				$meta[] = array( $id, $key, $value );
			}
		}
		$state['usersDone'] = $to;
		uipress_bench_batch(
			$state,
			'users',
			$batch_started,
			static function () use ( $wpdb, $users, $meta ): void {
				uipress_bench_insert( $wpdb->users, array( 'ID', 'user_login', 'user_pass', 'user_nicename', 'user_email', 'user_url', 'user_registered', 'user_activation_key', 'user_status', 'display_name' ), $users );
				foreach ( array_chunk( $meta, 4000 ) as $chunk ) {
					uipress_bench_insert( $wpdb->usermeta, array( 'user_id', 'meta_key', 'meta_value' ), $chunk );
				}
			}
		);
		$now += $to - $from;
		if ( 0 === $to % 10000 || $to === $state['users'] ) {
			uipress_bench_progress( 'users', $to, $state['users'], $now, $started );
		}
	}
	return $state;
}

/**
 * The activity rows, 5,000 a batch (ids from the table's own counter, in
 * date order).
 *
 * @param array<string, mixed>                     $state The seed's state.
 * @param array<int, array{id: int, name: string}> $staff Who edits content.
 * @param string                                   $table The activity table.
 * @return array<string, mixed> The state after them.
 */
function uipress_bench_seed_activity( array $state, array $staff, string $table ): array {
	$started = microtime( true );
	$now     = 0;
	$columns = array( 'created_at', 'user_id', 'user_label', 'action', 'object_type', 'object_subtype', 'object_id', 'object_name', 'changes', 'ip' );
	while ( $state['rowsDone'] < $state['rows'] ) {
		$batch_started = microtime( true );
		$from          = (int) $state['rowsDone'];
		$to            = min( $state['rows'], $from + 5000 );
		$rows          = array();
		for ( $r = $from; $r < $to; $r++ ) {
			$row            = uipress_bench_activity_row( $r, $state['rows'], $state, $staff );
			$row['changes'] = null === $row['changes'] ? null : wp_json_encode( $row['changes'] );
			$rows[]         = array_values( $row );
		}
		$state['rowsDone'] = $to;
		uipress_bench_batch(
			$state,
			'activity',
			$batch_started,
			static function () use ( $table, $columns, $rows ): void {
				uipress_bench_insert( $table, $columns, $rows );
			}
		);
		$now += $to - $from;
		if ( 0 === $to % 100000 || $to === $state['rows'] ) {
			uipress_bench_progress( 'activity rows', $to, $state['rows'], $now, $started );
		}
	}
	return $state;
}

/**
 * What the site holds, and how long seeding took.
 *
 * @param array<string, mixed> $state The seed's state.
 * @param bool                 $fresh Whether this run started the seed.
 * @param string|null          $table The activity table, when UiPress has one.
 * @return array<string, mixed>
 */
function uipress_bench_summary( array $state, bool $fresh, ?string $table ): array {
	global $wpdb;
	$roles = array();
	foreach ( wp_roles()->get_names() as $role => $name ) {
		$roles[ $role ] = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key = %s AND meta_value LIKE %s", $wpdb->prefix . 'capabilities', '%' . $wpdb->esc_like( '"' . $role . '"' ) . '%' ) );
	}
	return array(
		'fresh'        => $fresh,
		'finished'     => (bool) $state['finished'],
		'users'        => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->users}" ),
		'usermeta'     => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->usermeta}" ),
		'roles'        => $roles,
		'activityRows' => null === $table ? null : (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ),
		'seededUsers'  => (int) $state['usersDone'],
		'seededRows'   => (int) $state['rowsDone'],
		'seconds'      => array_map( static fn( $seconds ) => round( (float) $seconds, 1 ), $state['seconds'] ),
		'search'       => UIPRESS_BENCH_SEARCH,
		'heavyActor'   => 1,
		'updatePost'   => (int) $state['postBase'] + 1,
		'signInLogin'  => uipress_bench_person( 0, (int) $state['users'], (int) $state['anchor'] )['login'],
	);
}
