<?php
/**
 * GET uipress/v1/recent-posts.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest\Posts;

use UiPress\Rest\Posts\ReadablePosts;
use UiPress\Rest\Posts\RecentPostsController;

/**
 * The recent posts list: newest first, only what each user may read.
 */
final class RecentPostsTest extends PostsTestCase {

	private const ROUTE = '/uipress/v1/recent-posts';

	public function test_visitors_are_refused(): void {
		$this->assertError( 'rest_forbidden', 401, $this->get( self::ROUTE ) );
	}

	public function test_what_each_role_sees(): void {
		$expected = array(
			'subscriber'    => array( 'author_publish', 'other_publish', 'protected' ),
			'author'        => array( 'author_publish', 'author_draft', 'author_private', 'other_publish', 'protected' ),
			'editor'        => array( 'author_publish', 'author_draft', 'author_private', 'other_publish', 'other_draft', 'other_pending', 'other_private', 'other_future', 'protected' ),
			'administrator' => array( 'author_publish', 'author_draft', 'author_private', 'other_publish', 'other_draft', 'other_pending', 'other_private', 'other_future', 'protected' ),
		);
		foreach ( $expected as $role => $names ) {
			$this->sign_in( $role );
			$body = $this->ok( $this->get( self::ROUTE ) );
			$this->assertLists( $names, $body, $role );
			$this->assertSame( count( $names ), $body['total'], $role );
			$this->assertSame( 1, $body['totalPages'], $role );
		}
	}

	public function test_newest_first(): void {
		$this->sign_in( 'subscriber' );
		$body = $this->ok( $this->get( self::ROUTE, array( 'postTypes' => array( 'post', 'page' ) ) ) );
		$this->assertSame(
			array( $this->posts['editor_page'], $this->posts['protected'], $this->posts['other_publish'], $this->posts['author_publish'] ),
			$this->ids( $body )
		);
	}

	/**
	 * Limit to author and search. (Each way a search is paged.)
	 *
	 * @dataProvider search_ways
	 *
	 * @param int $limit The search's match limit.
	 */
	public function test_limit_to_author_and_search( int $limit ): void {
		ReadablePosts::$match_limit = $limit;
		$this->sign_in( 'author' );
		$this->assertLists(
			array( 'author_publish', 'author_draft', 'author_private' ),
			$this->ok( $this->get( self::ROUTE, array( 'limitToAuthor' => true ) ) )
		);
		$this->assertLists(
			array( 'author_draft' ),
			$this->ok(
				$this->get(
					self::ROUTE,
					array(
						'limitToAuthor' => true,
						'search'        => 'draft',
					)
				)
			),
			'Another author’s draft is neither listed nor found.'
		);
		$this->sign_in( 'subscriber' );
		$this->assertLists( array(), $this->ok( $this->get( self::ROUTE, array( 'limitToAuthor' => true ) ) ) );
	}

	public function test_pages(): void {
		$this->sign_in( 'author' );
		$first = $this->ok( $this->get( self::ROUTE, array( 'perPage' => 2 ) ) );
		$this->assertSame( 5, $first['total'] );
		$this->assertSame( 3, $first['totalPages'] );
		$seen = $this->ids( $first );
		foreach ( array( 2, 3 ) as $page ) {
			$seen = array_merge(
				$seen,
				$this->ids(
					$this->ok(
						$this->get(
							self::ROUTE,
							array(
								'perPage' => 2,
								'page'    => $page,
							)
						)
					)
				)
			);
		}
		$this->assertSame( array( 'author_draft', 'author_private', 'author_publish', 'other_publish', 'protected' ), $this->names( $seen ) );
	}

	public function test_a_protected_post_shows_no_image_to_a_subscriber(): void {
		$this->sign_in( 'subscriber' );
		$posts = $this->ok( $this->get( self::ROUTE ) )['posts'];
		$this->assertIsArray( $posts );
		foreach ( $posts as $row ) {
			$this->assertIsArray( $row );
			if ( $this->posts['protected'] === $row['id'] ) {
				$this->assertSame( '', $row['img'] );
			} elseif ( $this->posts['other_publish'] === $row['id'] ) {
				$this->assertNotSame( '', $row['img'] );
			}
		}
	}

	public function test_bad_arguments_are_refused_naming_them(): void {
		$this->sign_in( 'subscriber' );
		$this->assertInvalidParam( 'postTypes', $this->get( self::ROUTE, array( 'postTypes' => array( 'nope' ) ) ) );
		$this->assertInvalidParam( 'postTypes', $this->get( self::ROUTE, array( 'postTypes' => 'post,nope' ) ) );
		$this->assertInvalidParam( 'perPage', $this->get( self::ROUTE, array( 'perPage' => 0 ) ) );
		$this->assertInvalidParam( 'perPage', $this->get( self::ROUTE, array( 'perPage' => 101 ) ) );
		$this->assertInvalidParam( 'page', $this->get( self::ROUTE, array( 'page' => 0 ) ) );
		$this->assertSame( 200, $this->get( self::ROUTE, array( 'postTypes' => 'post,page' ) )->get_status(), 'A comma-separated list is a list.' );
	}

	public function test_the_response_matches_its_schema(): void {
		$schema = ( new RecentPostsController() )->get_item_schema();
		foreach ( array( 'subscriber', 'author', 'editor', 'administrator' ) as $role ) {
			$this->sign_in( $role );
			$this->assertMatchesSchema( $this->ok( $this->get( self::ROUTE, array( 'postTypes' => array( 'post', 'page' ) ) ) ), $schema );
		}
	}
}
