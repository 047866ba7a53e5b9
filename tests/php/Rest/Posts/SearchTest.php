<?php
/**
 * GET uipress/v1/search.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest\Posts;

use UiPress\Rest\Posts\ReadablePosts;
use UiPress\Rest\Posts\SearchController;

/**
 * The search block finds only what each user may read, and counts the
 * matches per post type.
 */
final class SearchTest extends PostsTestCase {

	private const ROUTE = '/uipress/v1/search';

	public function test_visitors_are_refused(): void {
		$this->assertError( 'rest_forbidden', 401, $this->get( self::ROUTE, array( 'search' => 'Fixture' ) ) );
	}

	public function test_search_text_is_required(): void {
		$this->sign_in( 'editor' );
		$this->assertError( 'rest_missing_callback_param', 400, $this->get( self::ROUTE ) );
		$this->assertInvalidParam( 'search', $this->get( self::ROUTE, array( 'search' => '' ) ) );
		$this->assertInvalidParam( 'search', $this->get( self::ROUTE, array( 'search' => "  \t " ) ) );
		$this->assertInvalidParam( 'search', $this->get( self::ROUTE, array( 'search' => '<b></b>' ) ) );
		$this->assertInvalidParam( 'search', $this->get( self::ROUTE, array( 'search' => str_repeat( 'a', 201 ) ) ) );
		$this->assertSame( 200, $this->get( self::ROUTE, array( 'search' => str_repeat( 'a', 200 ) ) )->get_status() );
	}

	/**
	 * What each role finds in the types they may edit. (Each way a search is paged.)
	 *
	 * @dataProvider search_ways
	 *
	 * @param int $limit The search's match limit.
	 */
	public function test_what_each_role_finds_in_the_types_they_may_edit( int $limit ): void {
		ReadablePosts::$match_limit = $limit;
		$expected                   = array(
			'subscriber'    => array(),
			'author'        => array( 'author_publish', 'author_draft', 'author_private', 'other_publish', 'protected' ),
			'editor'        => array( 'author_publish', 'author_draft', 'author_private', 'other_publish', 'other_draft', 'other_pending', 'other_private', 'other_future', 'protected', 'editor_page' ),
			'administrator' => array( 'author_publish', 'author_draft', 'author_private', 'other_publish', 'other_draft', 'other_pending', 'other_private', 'other_future', 'protected', 'editor_page' ),
		);
		foreach ( $expected as $role => $names ) {
			$this->sign_in( $role );
			$body = $this->ok(
				$this->get(
					self::ROUTE,
					array(
						'search'  => 'Fixture',
						'perPage' => 100,
					)
				)
			);
			$this->assertLists( $names, $body, $role );
			$this->assertSame( count( $names ), $body['total'], $role );
		}
	}

	/**
	 * Readers find published posts of the types they name. (Each way a search is paged.)
	 *
	 * @dataProvider search_ways
	 *
	 * @param int $limit The search's match limit.
	 */
	public function test_readers_find_published_posts_of_the_types_they_name( int $limit ): void {
		ReadablePosts::$match_limit = $limit;
		$this->sign_in( 'subscriber' );
		$this->assertLists(
			array( 'author_publish', 'other_publish', 'protected', 'editor_page' ),
			$this->ok(
				$this->get(
					self::ROUTE,
					array(
						'search'    => 'Fixture',
						'postTypes' => array( 'post', 'page' ),
					)
				)
			)
		);
	}

	/**
	 * Another author’s private post and drafts are never found. (Each way a search is paged.)
	 *
	 * @dataProvider search_ways
	 *
	 * @param int $limit The search's match limit.
	 */
	public function test_another_authors_private_post_and_drafts_are_never_found( int $limit ): void {
		ReadablePosts::$match_limit = $limit;
		foreach ( array( 'author', 'subscriber' ) as $role ) {
			$this->sign_in( $role );
			foreach ( array( 'other private', 'other draft', 'other pending', 'other future' ) as $text ) {
				$body = $this->ok(
					$this->get(
						self::ROUTE,
						array(
							'search'    => $text,
							'postTypes' => array( 'post' ),
						)
					)
				);
				$this->assertLists( array(), $body, "{$role}: {$text}" );
				$this->assertSame( array(), $body['types'], "{$role}: {$text}" );
			}
		}
	}

	/**
	 * Types count matches whatever the filter. (Each way a search is paged.)
	 *
	 * @dataProvider search_ways
	 *
	 * @param int $limit The search's match limit.
	 */
	public function test_types_count_matches_whatever_the_filter( int $limit ): void {
		ReadablePosts::$match_limit = $limit;
		$this->sign_in( 'editor' );
		$types = array(
			array(
				'name'  => 'post',
				'label' => 'Posts',
				'count' => 9,
			),
			array(
				'name'  => 'page',
				'label' => 'Pages',
				'count' => 1,
			),
		);
		$all   = $this->ok(
			$this->get(
				self::ROUTE,
				array(
					'search'    => 'Fixture',
					'postTypes' => array( 'post', 'page' ),
				)
			)
		);
		$this->assertSame( $types, $all['types'] );
		$this->assertSame( 10, $all['total'] );
		$this->assertSame( 1, $all['totalPages'] );

		$pages = $this->ok(
			$this->get(
				self::ROUTE,
				array(
					'search'    => 'Fixture',
					'postTypes' => array( 'post', 'page' ),
					'filter'    => 'page',
				)
			)
		);
		$this->assertLists( array( 'editor_page' ), $pages );
		$this->assertSame( 1, $pages['total'] );
		$this->assertSame( $types, $pages['types'] );

		$posts = $this->ok(
			$this->get(
				self::ROUTE,
				array(
					'search'    => 'Fixture',
					'postTypes' => array( 'post', 'page' ),
					'filter'    => 'post',
					'perPage'   => 4,
				)
			)
		);
		$this->assertSame( 9, $posts['total'] );
		$this->assertSame( 3, $posts['totalPages'] );
		$this->assertCount( 4, $this->ids( $posts ) );
	}

	/**
	 * Limit to author. (Each way a search is paged.)
	 *
	 * @dataProvider search_ways
	 *
	 * @param int $limit The search's match limit.
	 */
	public function test_limit_to_author( int $limit ): void {
		ReadablePosts::$match_limit = $limit;
		$this->sign_in( 'editor' );
		$body = $this->ok(
			$this->get(
				self::ROUTE,
				array(
					'search'        => 'Fixture',
					'limitToAuthor' => true,
				)
			)
		);
		$this->assertLists( array( 'editor_page' ), $body );
		$this->assertSame( array( 'page' ), array_column( is_array( $body['types'] ) ? $body['types'] : array(), 'name' ) );
	}

	/**
	 * Pages of results. (Each way a search is paged.)
	 *
	 * @dataProvider search_ways
	 *
	 * @param int $limit The search's match limit.
	 */
	public function test_pages_of_results( int $limit ): void {
		ReadablePosts::$match_limit = $limit;
		$this->sign_in( 'author' );
		$seen = array();
		foreach ( array( 1, 2, 3 ) as $page ) {
			$body = $this->ok(
				$this->get(
					self::ROUTE,
					array(
						'search'  => 'Fixture',
						'perPage' => 2,
						'page'    => $page,
					)
				)
			);
			$this->assertSame( 5, $body['total'] );
			$this->assertSame( 3, $body['totalPages'] );
			$seen = array_merge( $seen, $this->ids( $body ) );
		}
		$this->assertSame( array( 'author_draft', 'author_private', 'author_publish', 'other_publish', 'protected' ), $this->names( $seen ) );
		$past = $this->ok(
			$this->get(
				self::ROUTE,
				array(
					'search'  => 'Fixture',
					'perPage' => 2,
					'page'    => 4,
				)
			)
		);
		$this->assertSame( array(), $past['posts'] );
		$this->assertSame( 5, $past['total'] );
	}

	/**
	 * Titles holding the text come first. (Each way a search is paged.)
	 *
	 * @dataProvider search_ways
	 *
	 * @param int $limit The search's match limit.
	 */
	public function test_titles_holding_the_text_come_first( int $limit ): void {
		ReadablePosts::$match_limit = $limit;
		$this->sign_in( 'editor' );
		$in_text  = $this->create_post(
			array(
				'post_title'   => 'Newest',
				'post_content' => 'About marzipan.',
				'post_date'    => '2025-01-01 10:00:00',
			)
		);
		$in_title = $this->create_post(
			array(
				'post_title' => 'Marzipan recipes',
				'post_date'  => '2020-01-01 10:00:00',
			)
		);
		$this->assertSame( array( $in_title, $in_text ), $this->ids( $this->ok( $this->get( self::ROUTE, array( 'search' => 'marzipan' ) ) ) ) );
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
		$query                      = array(
			'search'    => 'marmalade',
			'postTypes' => array( 'post' ),
		);
		foreach ( array( 'subscriber', 'author' ) as $role ) {
			$this->sign_in( $role );
			$body = $this->ok( $this->get( self::ROUTE, $query ) );
			$this->assertLists( array(), $body, $role );
			$this->assertSame( array(), $body['types'], $role );
			$this->assertSame( 0, $body['total'], $role );
		}
		foreach ( array( 'other', 'editor' ) as $role ) {
			$this->sign_in( $role );
			$this->assertLists( array( 'protected' ), $this->ok( $this->get( self::ROUTE, $query ) ), $role );
		}
		$this->sign_in( 'subscriber' );
		$this->assertLists(
			array( 'author_publish', 'other_publish', 'protected' ),
			$this->ok( $this->get( self::ROUTE, array( 'search' => '-marmalade Fixture' ) + $query ) ),
			'An excluded word does not tell what the hidden text holds either.'
		);
	}

	/**
	 * A result. (Each way a search is paged.)
	 *
	 * @dataProvider search_ways
	 *
	 * @param int $limit The search's match limit.
	 */
	public function test_a_result( int $limit ): void {
		ReadablePosts::$match_limit = $limit;
		$this->sign_in( 'editor' );
		$body    = $this->ok(
			$this->get(
				self::ROUTE,
				array(
					'search'    => 'Fixture',
					'postTypes' => array( 'post', 'page' ),
				)
			)
		);
		$results = array();
		foreach ( is_array( $body['posts'] ) ? $body['posts'] : array() as $result ) {
			$id = $this->value_at( $result, 'id' );
			$this->assertIsInt( $id );
			$this->assertIsArray( $result );
			$results[ $id ] = $result;
		}
		$post = $results[ $this->posts['other_publish'] ];
		$this->assertSame( 'Fixture other publish', $post['name'] );
		$this->assertSame( get_permalink( $this->posts['other_publish'] ), $post['link'] );
		$this->assertSame( get_edit_post_link( $this->posts['other_publish'], 'raw' ), $post['editLink'] );
		$this->assertSame( 'post', $post['type'] );
		$this->assertSame( 'Post', $post['typeLabel'] );
		$this->assertSame( 'keep', $post['icon'], 'dashicons-admin-post, as the admin menu maps it.' );
		$this->assertSame( 'description', $results[ $this->posts['editor_page'] ]['icon'] );
		$this->assertSame( 'Page', $results[ $this->posts['editor_page'] ]['typeLabel'] );
	}

	public function test_icons_of_other_post_types(): void {
		register_post_type(
			'uip_test_book',
			array(
				'show_ui'   => true,
				'label'     => 'Books',
				'menu_icon' => 'dashicons-book',
			)
		);
		register_post_type(
			'uip_test_note',
			array(
				'show_ui'   => true,
				'menu_icon' => 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
			)
		);
		$book = $this->create_post(
			array(
				'post_type'  => 'uip_test_book',
				'post_title' => 'Icon book',
			)
		);
		$note = $this->create_post(
			array(
				'post_type'  => 'uip_test_note',
				'post_title' => 'Icon note',
			)
		);
		$this->sign_in( 'administrator' );
		$query = array(
			'search'    => 'Icon',
			'postTypes' => array( 'uip_test_book', 'uip_test_note' ),
		);
		$icons = $this->icons( $this->ok( $this->get( self::ROUTE, $query ) ) );
		add_filter(
			'uipress/menu/icons',
			static function ( array $map ): array {
				return $map + array( 'dashicons-book' => 'menu_book' );
			}
		);
		$mapped = $this->icons( $this->ok( $this->get( self::ROUTE, $query ) ) );
		unregister_post_type( 'uip_test_book' );
		unregister_post_type( 'uip_test_note' );

		$this->assertSame( 'article', $icons[ $book ], 'A dashicon without a Material Symbols name.' );
		$this->assertSame( 'article', $icons[ $note ], 'An image icon.' );
		$this->assertSame( 'menu_book', $mapped[ $book ], 'The uipress/menu/icons filter applies.' );
	}

	public function test_bad_arguments_are_refused_naming_them(): void {
		$this->sign_in( 'editor' );
		$search = array( 'search' => 'Fixture' );
		$this->assertInvalidParam( 'postTypes', $this->get( self::ROUTE, $search + array( 'postTypes' => array( 'nope' ) ) ) );
		$this->assertInvalidParam( 'perPage', $this->get( self::ROUTE, $search + array( 'perPage' => 0 ) ) );
		$this->assertInvalidParam( 'perPage', $this->get( self::ROUTE, $search + array( 'perPage' => 101 ) ) );
		$this->assertInvalidParam( 'filter', $this->get( self::ROUTE, $search + array( 'filter' => 'nope' ) ) );
		$this->assertInvalidParam(
			'filter',
			$this->get(
				self::ROUTE,
				$search + array(
					'filter'    => 'page',
					'postTypes' => array( 'post' ),
				)
			)
		);
		$this->sign_in( 'author' );
		$this->assertInvalidParam( 'filter', $this->get( self::ROUTE, $search + array( 'filter' => 'page' ) ), 'Authors do not search pages unless they name them.' );
	}

	public function test_the_response_matches_its_schema(): void {
		$schema = ( new SearchController() )->get_item_schema();
		foreach ( array( 'subscriber', 'author', 'editor', 'administrator' ) as $role ) {
			$this->sign_in( $role );
			$this->assertMatchesSchema(
				$this->ok(
					$this->get(
						self::ROUTE,
						array(
							'search'    => 'Fixture',
							'postTypes' => array( 'post', 'page' ),
						)
					)
				),
				$schema
			);
		}
	}

	/**
	 * Icons of the results by post id.
	 *
	 * @param array<mixed> $body Body.
	 * @return array<int, mixed>
	 */
	private function icons( array $body ): array {
		$icons = array();
		foreach ( is_array( $body['posts'] ) ? $body['posts'] : array() as $result ) {
			$id = $this->value_at( $result, 'id' );
			$this->assertIsInt( $id );
			$this->assertIsArray( $result );
			$icons[ $id ] = $result['icon'];
		}
		return $icons;
	}
}
