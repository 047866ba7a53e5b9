<?php
/**
 * GET uipress/v1/posts-table.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest\Posts;

use UiPress\Lifecycle\StoredData;
use UiPress\Rest\Posts\PostsTableController;
use UiPress\Rest\Posts\ReadablePosts;

/**
 * The posts table lists exactly what each user may read, page by page.
 */
final class PostsTableTest extends PostsTestCase {

	private const ROUTE = '/uipress/v1/posts-table';

	/**
	 * Every post of the fixture of type post.
	 */
	private const ALL_POSTS = array(
		'author_publish',
		'author_draft',
		'author_private',
		'other_publish',
		'other_draft',
		'other_pending',
		'other_private',
		'other_future',
		'protected',
	);

	public function test_visitors_are_refused(): void {
		$this->assertError( 'rest_forbidden', 401, $this->get( self::ROUTE ) );
	}

	public function test_users_without_read_are_refused(): void {
		$user = $this->create_user( 'subscriber' );
		( new \WP_User( $user ) )->set_role( '' );
		wp_set_current_user( $user );
		$this->assertError( 'rest_forbidden', 403, $this->get( self::ROUTE ) );
	}

	public function test_a_subscriber_sees_published_posts_only(): void {
		$this->sign_in( 'subscriber' );
		$this->assertLists( array( 'author_publish', 'other_publish', 'protected' ), $this->ok( $this->get( self::ROUTE ) ) );
	}

	public function test_an_author_sees_their_own_posts_and_others_published_ones(): void {
		$this->sign_in( 'author' );
		$body = $this->ok( $this->get( self::ROUTE ) );
		$this->assertLists(
			array( 'author_publish', 'author_draft', 'author_private', 'other_publish', 'protected' ),
			$body,
			'Never another author’s private post, draft, pending or scheduled post.'
		);
		$this->assertSame( 5, $body['total'] );
	}

	public function test_an_editor_and_an_administrator_see_every_status(): void {
		foreach ( array( 'editor', 'administrator' ) as $role ) {
			$this->sign_in( $role );
			$this->assertLists( self::ALL_POSTS, $this->ok( $this->get( self::ROUTE ) ), $role );
		}
	}

	/**
	 * Another author’s private post stays hidden whatever is asked. (Each way a search is paged.)
	 *
	 * @dataProvider search_ways
	 *
	 * @param int $limit The search's match limit.
	 */
	public function test_another_authors_private_post_stays_hidden_whatever_is_asked( int $limit ): void {
		ReadablePosts::$match_limit = $limit;
		foreach ( array( 'author', 'subscriber' ) as $role ) {
			$this->sign_in( $role );
			foreach ( array( 'any', 'private' ) as $status ) {
				$ids = $this->ids(
					$this->ok(
						$this->get(
							self::ROUTE,
							array(
								'status'    => $status,
								'search'    => 'other private',
								'postTypes' => array( 'post', 'page' ),
							)
						)
					)
				);
				$this->assertNotContains( $this->posts['other_private'], $ids, "{$role}, status {$status}" );
			}
		}
	}

	public function test_status_filters(): void {
		$this->sign_in( 'author' );
		$this->assertLists( array( 'author_draft' ), $this->ok( $this->get( self::ROUTE, array( 'status' => 'draft' ) ) ), 'Only the author’s own draft.' );
		$this->sign_in( 'editor' );
		$this->assertLists( array( 'author_draft', 'other_draft' ), $this->ok( $this->get( self::ROUTE, array( 'status' => 'draft' ) ) ) );
		$this->assertLists( array( 'other_future' ), $this->ok( $this->get( self::ROUTE, array( 'status' => 'future' ) ) ) );
	}

	public function test_limit_to_author_lists_the_current_users_posts_only(): void {
		$this->sign_in( 'author' );
		$this->assertLists(
			array( 'author_publish', 'author_draft', 'author_private' ),
			$this->ok( $this->get( self::ROUTE, array( 'limitToAuthor' => 'true' ) ) )
		);
		$this->sign_in( 'editor' );
		$this->assertLists( array(), $this->ok( $this->get( self::ROUTE, array( 'limitToAuthor' => true ) ) ) );
		$this->assertLists(
			array( 'editor_page' ),
			$this->ok(
				$this->get(
					self::ROUTE,
					array(
						'limitToAuthor' => true,
						'postTypes'     => array( 'post', 'page' ),
					)
				)
			)
		);
	}

	/**
	 * Search filters by text. (Each way a search is paged.)
	 *
	 * @dataProvider search_ways
	 *
	 * @param int $limit The search's match limit.
	 */
	public function test_search_filters_by_text( int $limit ): void {
		ReadablePosts::$match_limit = $limit;
		$this->sign_in( 'editor' );
		$this->assertLists( array( 'other_publish' ), $this->ok( $this->get( self::ROUTE, array( 'search' => 'other publish' ) ) ) );
		$this->assertLists( array( 'author_draft', 'other_draft' ), $this->ok( $this->get( self::ROUTE, array( 'search' => 'draft' ) ) ) );
		$this->assertLists( array(), $this->ok( $this->get( self::ROUTE, array( 'search' => 'nothing like this' ) ) ) );
	}

	/**
	 * The hidden text of a protected post is not searched for readers. (Each way a search is paged.)
	 *
	 * @dataProvider search_ways
	 *
	 * @param int $limit The search's match limit.
	 */
	public function test_the_hidden_text_of_a_protected_post_is_not_searched_for_readers( int $limit ): void {
		ReadablePosts::$match_limit = $limit;
		$this->sign_in( 'subscriber' );
		$this->assertLists( array(), $this->ok( $this->get( self::ROUTE, array( 'search' => 'marmalade' ) ) ) );
		$this->assertLists( array( 'protected' ), $this->ok( $this->get( self::ROUTE, array( 'search' => 'Fixture protected' ) ) ), 'Its title is searched.' );
		$this->sign_in( 'other' );
		$this->assertLists( array( 'protected' ), $this->ok( $this->get( self::ROUTE, array( 'search' => 'marmalade' ) ) ), 'Its author searches it.' );
		$this->sign_in( 'editor' );
		$this->assertLists( array( 'protected' ), $this->ok( $this->get( self::ROUTE, array( 'search' => 'marmalade' ) ) ) );
	}

	/**
	 * Pages and totals count only readable posts. (Each way a search is paged.)
	 *
	 * @dataProvider search_ways
	 *
	 * @param int $limit The search's match limit.
	 */
	public function test_pages_and_totals_count_only_readable_posts( int $limit ): void {
		ReadablePosts::$match_limit = $limit;
		for ( $i = 1; $i <= 12; $i++ ) {
			$this->create_post(
				array(
					'post_author' => $this->users['other'],
					'post_title'  => "Paged {$i}",
					'post_date'   => sprintf( '2023-01-01 10:%02d:00', $i ),
				)
			);
			$this->create_post(
				array(
					'post_author' => $this->users['other'],
					'post_status' => 'draft',
					'post_title'  => "Paged draft {$i}",
					'post_date'   => sprintf( '2023-01-01 11:%02d:00', $i ),
				)
			);
		}
		$this->sign_in( 'author' );
		$query = array(
			'search'  => 'Paged',
			'perPage' => 5,
		);
		$first = $this->ok( $this->get( self::ROUTE, $query ) );
		$this->assertSame( 12, $first['total'], 'Others’ drafts are not counted.' );
		$this->assertSame( 3, $first['totalPages'] );
		$this->assertCount( 5, $this->ids( $first ) );
		$last = $this->ok( $this->get( self::ROUTE, $query + array( 'page' => 3 ) ) );
		$this->assertCount( 2, $this->ids( $last ) );
		$this->assertSame( 12, $last['total'] );
		$after = $this->ok( $this->get( self::ROUTE, $query + array( 'page' => 4 ) ) );
		$this->assertSame( array(), $this->ids( $after ) );
		$this->assertSame( 12, $after['total'] );

		$titles = array();
		foreach ( array( 1, 2, 3 ) as $page ) {
			$body = $this->ok( $this->get( self::ROUTE, $query + array( 'page' => $page ) ) );
			foreach ( $this->ids( $body ) as $id ) {
				$titles[] = get_the_title( $id );
			}
		}
		$expected = array();
		for ( $i = 12; $i >= 1; $i-- ) {
			$expected[] = "Paged {$i}";
		}
		$this->assertSame( $expected, $titles, 'Newest first, each post once.' );
	}

	public function test_the_private_posts_setting_keeps_authors_to_their_own(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'privatePosts' => true ) );
		$this->sign_in( 'author' );
		$this->assertLists( array( 'author_publish', 'author_draft', 'author_private' ), $this->ok( $this->get( self::ROUTE ) ) );
		$this->sign_in( 'administrator' );
		$this->assertLists( self::ALL_POSTS, $this->ok( $this->get( self::ROUTE ) ), 'Administrators are not limited.' );
		// The spec: every non-administrator is limited, editors too.
		$this->sign_in( 'editor' );
		$this->assertLists( array(), $this->ok( $this->get( self::ROUTE ) ), 'Editors are limited.' );
	}

	public function test_orders_by_title(): void {
		$this->sign_in( 'editor' );
		$body   = $this->ok(
			$this->get(
				self::ROUTE,
				array(
					'orderBy' => 'title',
					'order'   => 'asc',
					'status'  => 'publish',
				)
			)
		);
		$titles = array_column( is_array( $body['posts'] ) ? $body['posts'] : array(), 'name' );
		$this->assertSame( array( 'Fixture author publish', 'Fixture other publish', 'Fixture protected' ), $titles );
	}

	public function test_a_row_of_a_post(): void {
		$this->sign_in( 'administrator' );
		$category = wp_insert_term( 'News &amp; views', 'category' );
		$this->assertIsArray( $category );
		wp_set_post_terms( $this->posts['other_publish'], array( (int) $category['term_id'] ), 'category' );
		wp_set_post_terms( $this->posts['other_publish'], array( 'alpha', 'beta' ), 'post_tag' );
		wp_update_post(
			array(
				'ID'         => $this->posts['other_publish'],
				'post_title' => 'Tom &amp; <em>Jerry</em>',
			)
		);

		$row = $this->row( $this->ok( $this->get( self::ROUTE ) ), $this->posts['other_publish'] );
		$this->assertSame( 'Tom & Jerry', $row['name'] );
		$this->assertSame( get_permalink( $this->posts['other_publish'] ), $row['link'] );
		$this->assertSame( get_edit_post_link( $this->posts['other_publish'], 'raw' ), $row['editLink'] );
		$this->assertSame( get_userdata( $this->users['other'] )->display_name ?? null, $row['author'] );
		$this->assertSame( get_edit_user_link( $this->users['other'] ), $row['authorLink'] );
		$this->assertSame( mysql_to_rfc3339( (string) get_post_field( 'post_date_gmt', $this->posts['other_publish'] ) ) . 'Z', $row['date'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $this->text( $row['modified'] ) );
		$this->assertSame( 'publish', $row['status'] );
		$this->assertSame( 'Published', $row['statusLabel'] );
		$this->assertSame( 'post', $row['type'] );
		$this->assertSame( 'Post', $row['typeLabel'] );
		$this->assertSame( array( 'News & views' ), $row['categories'] );
		$this->assertEqualsCanonicalizing( array( 'alpha', 'beta' ), $row['tags'] );
		$this->assertStringEndsWith( '/2024/01/picture-150x150.jpg', $this->text( $row['img'] ) );
		$this->assertTrue( $row['canEdit'] );
		$this->assertTrue( $row['canDelete'] );
	}

	public function test_a_draft_has_a_gmt_date_and_an_untitled_post_a_name(): void {
		update_option( 'timezone_string', 'Europe/Paris' );
		$this->sign_in( 'author' );
		$untitled = $this->create_post(
			array(
				'post_author'  => $this->users['author'],
				'post_status'  => 'draft',
				'post_title'   => '',
				'post_content' => 'Text without a title.',
				'post_date'    => '2024-02-01 08:00:00',
			)
		);
		$row      = $this->row( $this->ok( $this->get( self::ROUTE ) ), $untitled );
		$this->assertSame( '(no title)', $row['name'] );
		$this->assertSame( '2024-02-01T07:00:00Z', $row['date'], 'Drafts have no GMT date yet: their local date (Paris, UTC+1) is converted.' );
	}

	public function test_what_a_reader_may_do_with_a_row(): void {
		$this->sign_in( 'author' );
		$body  = $this->ok( $this->get( self::ROUTE ) );
		$other = $this->row( $body, $this->posts['other_publish'] );
		$this->assertSame( '', $other['editLink'] );
		$this->assertSame( '', $other['authorLink'] );
		$this->assertFalse( $other['canEdit'] );
		$this->assertFalse( $other['canDelete'] );
		$own = $this->row( $body, $this->posts['author_draft'] );
		$this->assertNotSame( '', $own['editLink'] );
		$this->assertTrue( $own['canEdit'] );
		$this->assertTrue( $own['canDelete'] );
	}

	public function test_a_protected_post_shows_no_image_to_users_who_cannot_edit_it(): void {
		$this->sign_in( 'subscriber' );
		$body = $this->ok( $this->get( self::ROUTE ) );
		$this->assertSame( '', $this->row( $body, $this->posts['protected'] )['img'] );
		$this->assertStringEndsWith( 'picture-150x150.jpg', $this->text( $this->row( $body, $this->posts['other_publish'] )['img'] ), 'Posts without a password show theirs.' );
		$this->sign_in( 'author' );
		$this->assertSame( '', $this->row( $this->ok( $this->get( self::ROUTE ) ), $this->posts['protected'] )['img'] );
		foreach ( array( 'other', 'editor' ) as $name ) {
			$this->sign_in( $name );
			$this->assertStringEndsWith( 'picture-150x150.jpg', $this->text( $this->row( $this->ok( $this->get( self::ROUTE ) ), $this->posts['protected'] )['img'] ), $name );
		}
	}

	public function test_columns_follow_the_post_types_taxonomies(): void {
		$this->sign_in( 'editor' );
		$posts = $this->ok( $this->get( self::ROUTE ) );
		$this->assertSame(
			array( 'title', 'author', 'type', 'status', 'date', 'modified', 'categories', 'tags' ),
			array_column( is_array( $posts['columns'] ) ? $posts['columns'] : array(), 'name' )
		);
		$pages = $this->ok( $this->get( self::ROUTE, array( 'postTypes' => array( 'page' ) ) ) );
		$this->assertSame(
			array( 'title', 'author', 'type', 'status', 'date', 'modified' ),
			array_column( is_array( $pages['columns'] ) ? $pages['columns'] : array(), 'name' )
		);
		$this->assertLists( array( 'editor_page' ), $pages );
		$this->assertContains(
			array(
				'name'  => 'categories',
				'label' => 'Categories',
			),
			is_array( $posts['columns'] ) ? $posts['columns'] : array()
		);
	}

	public function test_post_types_the_user_cannot_read_are_dropped(): void {
		register_post_type(
			'uip_test_secret',
			array(
				'show_ui'      => true,
				'capabilities' => array( 'read' => 'uip_read_secrets' ),
			)
		);
		$secret = $this->create_post( array( 'post_type' => 'uip_test_secret' ) );
		$this->sign_in( 'administrator' );
		$body = $this->ok( $this->get( self::ROUTE, array( 'postTypes' => array( 'uip_test_secret', 'page' ) ) ) );
		unregister_post_type( 'uip_test_secret' );
		$this->assertNotContains( $secret, $this->ids( $body ) );
		$this->assertLists( array( 'editor_page' ), $body );
	}

	public function test_bad_arguments_are_refused_naming_them(): void {
		$this->sign_in( 'editor' );
		$bad = array(
			'postTypes'     => array(
				array( 'nope' ),
				array( 'post', 'uip-ui-template' ),
				array( 'revision' ),
			),
			'perPage'       => array( 0, 101, 'ten' ),
			'page'          => array( 0, -1 ),
			'orderBy'       => array( 'author' ),
			'order'         => array( 'up' ),
			'status'        => array( 'trash', 'auto-draft' ),
			'search'        => array( str_repeat( 'a', 201 ) ),
			'limitToAuthor' => array( 'maybe' ),
		);
		foreach ( $bad as $param => $values ) {
			foreach ( $values as $value ) {
				$this->assertInvalidParam( $param, $this->get( self::ROUTE, array( $param => $value ) ) );
			}
		}
		$this->assertSame( 200, $this->get( self::ROUTE, array( 'perPage' => 100 ) )->get_status() );
	}

	public function test_the_response_matches_its_schema(): void {
		$schema = ( new PostsTableController() )->get_item_schema();
		foreach ( array( 'subscriber', 'author', 'editor', 'administrator' ) as $role ) {
			$this->sign_in( $role );
			$body = $this->ok( $this->get( self::ROUTE, array( 'postTypes' => array( 'post', 'page' ) ) ) );
			$this->assertMatchesSchema( $body, $schema );
			$this->assertNotSame( array(), $body['posts'], $role );
		}
	}

	/**
	 * The row of a post in a body.
	 *
	 * @param array<mixed> $body Body.
	 * @param int          $id   Post id.
	 * @return array<mixed>
	 */
	private function row( array $body, int $id ): array {
		foreach ( is_array( $body['posts'] ) ? $body['posts'] : array() as $row ) {
			if ( is_array( $row ) && ( $row['id'] ?? null ) === $id ) {
				return $row;
			}
		}
		$this->fail( "Post {$id} is not listed." );
	}
}
