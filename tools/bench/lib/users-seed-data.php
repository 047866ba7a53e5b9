<?php
/**
 * What the users benchmark's seeder writes (lib/users-seed.php): people,
 * posts and activity rows, each a pure function of its number, so a resumed
 * seed writes exactly what a whole one would have.
 *
 * @package UiPress
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- a seeding script for a throwaway local site.

/** First names (64). */
const UIPRESS_BENCH_FIRST = array( 'Ada', 'Alan', 'Amara', 'Anna', 'Ben', 'Bianca', 'Carla', 'Chen', 'Chloe', 'Dan', 'Dara', 'Diego', 'Elena', 'Eli', 'Emma', 'Farah', 'Felix', 'Grace', 'Hana', 'Hugo', 'Ines', 'Ivan', 'Jade', 'Jonas', 'Kai', 'Kemal', 'Lara', 'Leo', 'Lina', 'Luca', 'Maya', 'Mei', 'Milo', 'Nadia', 'Nina', 'Noah', 'Olga', 'Omar', 'Paula', 'Pedro', 'Priya', 'Quinn', 'Rafael', 'Rosa', 'Ruth', 'Sam', 'Sara', 'Selin', 'Sofia', 'Tariq', 'Tess', 'Theo', 'Uma', 'Vera', 'Victor', 'Wen', 'Will', 'Xavier', 'Yara', 'Yusuf', 'Zara', 'Zoe', 'Aiko', 'Bruno' );

/** Last names (100): each about 1 % of the users; the benchmark searches one. */
const UIPRESS_BENCH_LAST = array( 'Abbott', 'Adeyemi', 'Alvarez', 'Andersen', 'Bakker', 'Barros', 'Becker', 'Bennett', 'Bianchi', 'Brooks', 'Castillo', 'Chandra', 'Cohen', 'Costa', 'Dahl', 'Dubois', 'Duarte', 'Eriksen', 'Evans', 'Fischer', 'Fontaine', 'Garcia', 'Goldberg', 'Gomez', 'Haddad', 'Hansen', 'Hayes', 'Horvat', 'Ibrahim', 'Ito', 'Jansen', 'Jensen', 'Kaplan', 'Kato', 'Keller', 'Kim', 'Kowalski', 'Kumar', 'Larsen', 'Laurent', 'Lee', 'Lindqvist', 'Lopez', 'Marsh', 'Martin', 'Meyer', 'Moreau', 'Murphy', 'Nakamura', 'Novak', 'Nguyen', 'Okafor', 'Oliveira', 'Olsen', 'Ortiz', 'Park', 'Patel', 'Perez', 'Petrov', 'Quinlan', 'Ramos', 'Reyes', 'Richter', 'Rossi', 'Russo', 'Sato', 'Schmidt', 'Silva', 'Singh', 'Sousa', 'Suzuki', 'Tanaka', 'Thompson', 'Torres', 'Tran', 'Varga', 'Vasquez', 'Vogel', 'Wagner', 'Walsh', 'Weber', 'Wolf', 'Wong', 'Yamada', 'Yilmaz', 'Young', 'Zhang', 'Ziegler', 'Zimmer', 'Holloway', 'Whitfield', 'Pemberton', 'Ashworth', 'Blackwood', 'Fairbanks', 'Greenhalgh', 'Hargreaves', 'Kingsley', 'Lockhart', 'Merriweather' );

/** The last name the benchmark's filtered users page searches (about 1 % of users). */
const UIPRESS_BENCH_SEARCH = 'Merriweather';

/** Words of post titles. */
const UIPRESS_BENCH_WORDS = array( 'annual', 'report', 'spring', 'launch', 'guide', 'notes', 'team', 'update', 'review', 'summer', 'plans', 'recipe', 'garden', 'travel', 'budget', 'design', 'workshop', 'meeting', 'release', 'survey', 'results', 'winter', 'event', 'story', 'history', 'museum', 'harbour', 'festival', 'project', 'library' );

/**
 * A stable pseudo-random number of a seeded item (the same on every run).
 *
 * @param int $n    The item's number.
 * @param int $salt Which draw of that item.
 * @return int 0 to 999,999.
 */
function uipress_bench_draw( int $n, int $salt = 0 ): int {
	return crc32( $salt . ':' . $n ) % 1000000;
}

/**
 * The roles of the seeded user number $i: 0.2 % administrators, 2 %
 * editors, 5 % authors, 8 % contributors, 83 % subscribers, 1 % none, 0.8 %
 * both author and contributor.
 *
 * @param int $i User number.
 * @return string[]
 */
function uipress_bench_roles( int $i ): array {
	$roll = uipress_bench_draw( $i, 1 ) % 1000;
	if ( $roll < 2 ) {
		return array( 'administrator' );
	}
	if ( $roll < 22 ) {
		return array( 'editor' );
	}
	if ( $roll < 72 ) {
		return array( 'author' );
	}
	if ( $roll < 152 ) {
		return array( 'contributor' );
	}
	if ( $roll < 982 ) {
		return array( 'subscriber' );
	}
	return $roll < 992 ? array() : array( 'author', 'contributor' );
}

/**
 * The seeded user number $i (0-based), registered between $anchor minus
 * eight years and $anchor, older users first.
 *
 * @param int $i      User number.
 * @param int $total  Users seeded.
 * @param int $anchor The seed's "now" (unix time).
 * @return array{first: string, last: string, login: string, email: string, name: string, roles: string[], registered: int, lastLogin: int|null, lastActivity: int|null, extra: array<string, bool>}
 */
function uipress_bench_person( int $i, int $total, int $anchor ): array {
	$first = UIPRESS_BENCH_FIRST[ uipress_bench_draw( $i, 2 ) % count( UIPRESS_BENCH_FIRST ) ];
	$last  = UIPRESS_BENCH_LAST[ uipress_bench_draw( $i, 3 ) % count( UIPRESS_BENCH_LAST ) ];
	$login = strtolower( "{$first}.{$last}{$i}" );
	$span  = 8 * 365 * DAY_IN_SECONDS;
	// Later users register later (ids follow registration dates, as on a real site), minutes apart.
	$step       = intdiv( $span, max( 1, $total ) );
	$registered = $anchor - $span + $step * ( $i + 1 ) - uipress_bench_draw( $i, 4 ) % max( 1, intdiv( $step, 2 ) );
	// 80 % signed in at least once, most of them lately; 90 % of those have been active since.
	$last_login    = null;
	$last_activity = null;
	if ( uipress_bench_draw( $i, 5 ) % 100 < 80 ) {
		$recency    = ( uipress_bench_draw( $i, 6 ) / 1000000 ) ** 3;
		$last_login = $anchor - (int) ( ( $anchor - $registered ) * $recency );
		if ( uipress_bench_draw( $i, 7 ) % 100 < 90 ) {
			$last_activity = min( $anchor, $last_login + uipress_bench_draw( $i, 8 ) % ( 3 * DAY_IN_SECONDS ) );
		}
	}
	// One in 200 has capabilities of their own beside their roles.
	$extra = 0 === uipress_bench_draw( $i, 9 ) % 200 ? array(
		'edit_others_posts' => true,
		'moderate_comments' => 0 === $i % 2,
	) : array();
	return array(
		'first'        => $first,
		'last'         => $last,
		'login'        => $login,
		'email'        => "{$login}@example.com",
		'name'         => "{$first} {$last}",
		'roles'        => uipress_bench_roles( $i ),
		'registered'   => $registered,
		'lastLogin'    => $last_login,
		'lastActivity' => $last_activity,
		'extra'        => $extra,
	);
}

/**
 * The user meta rows core's wp_insert_user() writes, and UiPress's sign-in
 * and activity times.
 *
 * @param array<string, mixed> $person uipress_bench_person().
 * @param string               $prefix The table prefix.
 * @return array<string, string>
 */
function uipress_bench_user_meta( array $person, string $prefix ): array {
	$levels = array(
		'administrator' => 10,
		'editor'        => 7,
		'author'        => 2,
		'contributor'   => 1,
		'subscriber'    => 0,
	);
	$level  = 0;
	foreach ( $person['roles'] as $role ) {
		$level = max( $level, $levels[ $role ] );
	}
	$meta = array(
		'nickname'               => $person['login'],
		'first_name'             => $person['first'],
		'last_name'              => $person['last'],
		'description'            => '',
		'rich_editing'           => 'true',
		'syntax_highlighting'    => 'true',
		'comment_shortcuts'      => 'false',
		'admin_color'            => 'fresh',
		'use_ssl'                => '0',
		'show_admin_bar_front'   => 'true',
		'locale'                 => '',
		$prefix . 'capabilities' => serialize( array_fill_keys( $person['roles'], true ) + $person['extra'] ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- what core stores.
		$prefix . 'user_level'   => (string) $level,
		'dismissed_wp_pointers'  => '',
	);
	if ( null !== $person['lastLogin'] ) {
		$meta['uip_last_login'] = (string) $person['lastLogin'];
	}
	if ( null !== $person['lastActivity'] ) {
		$meta['uip_last_activity'] = (string) $person['lastActivity'];
	}
	return $meta;
}

/**
 * The title of seeded post number $k.
 *
 * @param int $k Post number.
 */
function uipress_bench_post_title( int $k ): string {
	$words = array();
	for ( $w = 0; $w < 4; $w++ ) {
		$words[] = UIPRESS_BENCH_WORDS[ uipress_bench_draw( $k, 20 + $w ) % count( UIPRESS_BENCH_WORDS ) ];
	}
	return ucfirst( implode( ' ', $words ) ) . " {$k}";
}

/**
 * Actions and their weights (per 1,000 rows), roughly as a busy editorial
 * site logs them: sign-ins and post updates most, role and plugin changes
 * rarely.
 *
 * @return array<string, int>
 */
function uipress_bench_action_weights(): array {
	return array(
		'user.signed_in'            => 343,
		'user.sign_in_failed'       => 40,
		'user.signed_out'           => 90,
		'post.updated'              => 220,
		'post.published'            => 50,
		'post.trashed'              => 20,
		'post.restored'             => 3,
		'post.deleted'              => 7,
		'attachment.uploaded'       => 50,
		'attachment.updated'        => 10,
		'attachment.deleted'        => 5,
		'comment.approved'          => 50,
		'comment.unapproved'        => 5,
		'comment.spammed'           => 20,
		'comment.trashed'           => 10,
		'comment.deleted'           => 5,
		'user.created'              => 15,
		'user.updated'              => 20,
		'user.deleted'              => 3,
		'user.roles_changed'        => 7,
		'user.capabilities_changed' => 1,
		'user.sessions_destroyed'   => 2,
		'user.password_reset_sent'  => 4,
		'role.updated'              => 1,
		'plugin.updated'            => 2,
		'plugin.activated'          => 1,
		'theme.updated'             => 1,
		'setting.updated'           => 10,
		'uipress.template_saved'    => 4,
		'uipress.menu_saved'        => 1,
	);
}

/**
 * The action of activity row number $r, drawn by the weights.
 *
 * @param int $r Row number.
 */
function uipress_bench_action( int $r ): string {
	static $weights = null;
	$weights      ??= uipress_bench_action_weights();
	$roll           = uipress_bench_draw( $r, 30 ) % array_sum( $weights );
	foreach ( $weights as $action => $weight ) {
		if ( $roll < $weight ) {
			return $action;
		}
		$roll -= $weight;
	}
	return 'user.signed_in';
}

/**
 * Activity row number $r (0-based) of $total, spread evenly over the 600
 * days before $anchor, oldest first (so ids follow dates, as logging does).
 * Sign-ins come from any user; the rest from the staff (the site's admin,
 * user 1, in a sixth of them).
 *
 * @param int                                      $r     Row number.
 * @param int                                      $total Rows seeded.
 * @param array<string, mixed>                     $seed  The seed's state (anchor, userBase, users, postBase, posts, attachmentBase, attachments).
 * @param array<int, array{id: int, name: string}> $staff Who edits content.
 * @return array<string, mixed> A row of the activity table (without id).
 */
function uipress_bench_activity_row( int $r, int $total, array $seed, array $staff ): array {
	$span    = 600 * DAY_IN_SECONDS;
	$action  = uipress_bench_action( $r );
	$created = $seed['anchor'] - $span + (int) ( $span * $r / max( 1, $total ) );
	// Someone registered by then (users register evenly over the eight years before the anchor).
	$years   = 8 * 365 * DAY_IN_SECONDS;
	$by_then = max( 1, min( $seed['users'], (int) ( $seed['users'] * ( $created - $seed['anchor'] + $years ) / $years ) ) );
	$someone = uipress_bench_draw( $r, 31 ) % $by_then;
	$person  = uipress_bench_person( $someone, $seed['users'], $seed['anchor'] );
	if ( str_starts_with( $action, 'user.sign' ) ) {
		$actor = array(
			'id'   => 'user.sign_in_failed' === $action ? 0 : $seed['userBase'] + $someone,
			'name' => 'user.sign_in_failed' === $action ? $person['login'] : $person['name'],
		);
	} else {
		$actor = 0 === uipress_bench_draw( $r, 32 ) % 6 ? array(
			'id'   => 1,
			'name' => 'admin',
		) : $staff[ uipress_bench_draw( $r, 33 ) % count( $staff ) ];
	}
	$row  = array(
		'created_at'     => gmdate( 'Y-m-d H:i:s', $created ),
		'user_id'        => $actor['id'],
		'user_label'     => $actor['name'],
		'action'         => $action,
		'object_type'    => strtok( $action, '.' ),
		'object_subtype' => '',
		'object_id'      => '',
		'object_name'    => '',
		'changes'        => null,
		'ip'             => sprintf( '%d.%d.%d.0', 10 + uipress_bench_draw( $r, 34 ) % 200, uipress_bench_draw( $r, 35 ) % 256, uipress_bench_draw( $r, 36 ) % 256 ),
	);
	$pick = uipress_bench_draw( $r, 37 );
	switch ( $row['object_type'] ) {
		case 'post':
			$k                     = $pick % $seed['posts'];
			$row['object_subtype'] = 0 === $k % 5 ? 'page' : 'post';
			$row['object_id']      = (string) ( $seed['postBase'] + $k );
			$row['object_name']    = uipress_bench_post_title( $k );
			if ( 'post.updated' === $action ) {
				$row['changes'] = array(
					'post_title' => array(
						'before' => uipress_bench_post_title( $k + 7 ),
						'after'  => $row['object_name'],
					),
				);
			}
			break;
		case 'attachment':
			$k                     = $pick % $seed['attachments'];
			$row['object_subtype'] = 'image/jpeg';
			$row['object_id']      = (string) ( $seed['attachmentBase'] + $k );
			$row['object_name']    = "photo-{$k}.jpg";
			break;
		case 'comment':
			$row['object_id']   = (string) ( 1 + $pick % 50000 );
			$row['object_name'] = 'On “' . uipress_bench_post_title( $pick % $seed['posts'] ) . '”';
			break;
		case 'user':
			$row['object_id']   = $actor['id'] ? (string) $actor['id'] : '';
			$row['object_name'] = $actor['name'];
			if ( ! str_starts_with( $action, 'user.sign' ) ) {
				$subject            = $pick % $by_then;
				$row['object_id']   = (string) ( $seed['userBase'] + $subject );
				$row['object_name'] = uipress_bench_person( $subject, $seed['users'], $seed['anchor'] )['name'];
			}
			if ( 'user.roles_changed' === $action ) {
				$row['changes'] = array(
					'roles' => array(
						'before' => array( 'subscriber' ),
						'after'  => array( 'author' ),
					),
				);
			}
			break;
		case 'role':
			$row['object_id']   = 'editor';
			$row['object_name'] = 'Editor';
			$row['changes']     = array(
				'capabilities' => array(
					'before' => array( 'publish_posts' => true ),
					'after'  => array( 'publish_posts' => false ),
				),
			);
			break;
		case 'plugin':
			$row['object_id']   = 'akismet/akismet.php';
			$row['object_name'] = 'Akismet Anti-spam';
			break;
		case 'theme':
			$row['object_id']   = 'twentytwentyfive';
			$row['object_name'] = 'Twenty Twenty-Five';
			break;
		case 'setting':
			$row['object_id']   = 'blogdescription';
			$row['object_name'] = 'Tagline';
			$row['changes']     = array(
				'blogdescription' => array(
					'before' => 'News ' . ( $r - 1 ),
					'after'  => "News {$r}",
				),
			);
			break;
		default:
			$row['object_subtype'] = 'uipress.menu_saved' === $action ? 'menu' : 'template';
			$row['object_id']      = (string) ( 1 + $pick % 12 );
			$row['object_name']    = 'Dashboard ' . ( 1 + $pick % 12 );
	}
	return $row;
}
