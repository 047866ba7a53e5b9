<?php
/**
 * The search route and the post lists read through WordPress's query cache.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Cache;

use UiPress\Rest\Posts\ReadablePosts;
use UiPress\Tests\Rest\RestTestCase;

/**
 * GET uipress/v1/search, posts-table and recent-posts: a repeated request
 * is answered from the cache (no query searches or lists again), and every
 * change of a post, its terms, its author or the reader's role is seen at
 * once and by the next request. Passes with and without an object cache.
 */
final class PostListsCachesTest extends RestTestCase {

	use FollowsChanges;

	private const WORD = 'Marmalade';

	/**
	 * SQL sent to the database while recording.
	 *
	 * @var list<string>
	 */
	private array $queries = array();

	protected function tear_down(): void {
		ReadablePosts::$match_limit = ReadablePosts::MATCH_LIMIT;
		parent::tear_down();
	}

	public function test_a_search_repeated_makes_no_search_query(): void {
		$this->act_as( 'editor' );
		$id = $this->create_post( 'A ' . self::WORD . ' post' );
		$this->assertSame( array( $id ), $this->found(), 'First search.' );

		$this->assertSame( array(), $this->searching_queries( fn() => $this->assertSame( array( $id ), $this->found() ) ), 'Same request.' );
		self::next_request();
		if ( wp_using_ext_object_cache() ) {
			$this->assertSame( array(), $this->searching_queries( fn() => $this->assertSame( array( $id ), $this->found() ) ), 'Next request.' );
		}
	}

	public function test_a_list_repeated_makes_no_list_query(): void {
		$this->act_as( 'editor' );
		$id   = $this->create_post( 'Listed' );
		$list = fn() => $this->assertSame( $id, $this->value_at( $this->body( $this->dispatch( 'GET', '/uipress/v1/recent-posts' ) ), 'posts.0.id' ) );
		$list();
		self::next_request();
		$list();

		$this->assertSame( array(), $this->listing_queries( $list ), 'Same request.' );
		self::next_request();
		if ( wp_using_ext_object_cache() ) {
			$this->assertSame( array(), $this->listing_queries( $list ), 'Next request.' );
		}
	}

	/**
	 * Each way a search is answered: every match at once, or counted apart.
	 *
	 * @return array<string, array{int}>
	 */
	public static function match_limits(): array {
		return array(
			'every match at once' => array( ReadablePosts::MATCH_LIMIT ),
			'counted apart'       => array( 1 ),
		);
	}

	/**
	 * The search follows titles, statuses, trash and the reader's role.
	 *
	 * @dataProvider match_limits
	 *
	 * @param int $limit Matches read at once.
	 */
	public function test_the_search_follows_every_change( int $limit ): void {
		ReadablePosts::$match_limit = $limit;
		$author                     = $this->create_user( 'author' );
		$this->act_as( 'editor' );
		$this->assertEverySeen( array(), fn() => $this->found(), 'Nothing yet.' );

		$first = $this->create_post( 'First ' . self::WORD, array( 'post_author' => $author ) );
		$this->assertEverySeen( array( $first ), fn() => $this->found(), 'Published.' );
		$second = $this->create_post( 'Second ' . self::WORD );
		$this->assertEverySeen( array( $second, $first ), fn() => $this->found(), 'Another published (newest first).' );
		$this->assertEverySeen( 2, fn() => $this->search()['total'] ?? null, 'Counted.' );

		$this->update_post( $second, array( 'post_title' => 'Second, renamed' ) );
		$this->assertEverySeen( array( $first ), fn() => $this->found(), 'Renamed away.' );
		$this->update_post( $second, array( 'post_content' => 'Now ' . self::WORD . ' is in the text.' ) );
		$this->assertEverySeen( array( $first, $second ), fn() => $this->found(), 'Found by its text (titles first).' );

		self::stored_earlier( static fn() => wp_trash_post( $second ) );
		$this->assertEverySeen( array( $first ), fn() => $this->found(), 'Trashed.' );

		$this->update_post( $first, array( 'post_status' => 'private' ) );
		$this->assertEverySeen( array( $first ), fn() => $this->found(), 'Private: an editor still reads it.' );
		wp_get_current_user()->set_role( 'contributor' );
		$this->assertEverySeen( array(), fn() => $this->found( array( 'post' ) ), 'A contributor does not read others’ private posts.' );
		wp_get_current_user()->set_role( 'editor' );
		$this->assertEverySeen( array( $first ), fn() => $this->found(), 'Editor again.' );

		self::stored_earlier( static fn() => wp_delete_post( $first, true ) );
		$this->assertEverySeen( array(), fn() => $this->found(), 'Deleted.' );
	}

	public function test_the_posts_table_follows_posts_terms_and_authors(): void {
		$author = $this->create_user( 'author' );
		$this->act_as( 'editor' );
		$rows   = fn(): array => $this->body( $this->dispatch( 'GET', '/uipress/v1/posts-table' ) );
		$before = $rows()['total'] ?? null;
		$this->assertIsInt( $before );
		$this->assertEverySeen( $before, static fn() => $rows()['total'] ?? null, 'Before.' );

		$id = $this->create_post( 'Table row', array( 'post_author' => $author ) );
		$this->assertEverySeen( $before + 1, static fn() => $rows()['total'] ?? null, 'Published: counted.' );
		$this->assertEverySeen( $id, fn() => $this->value_at( $rows(), 'posts.0.id' ), 'Published: first.' );
		$this->assertEverySeen( 'Table row', fn() => $this->value_at( $rows(), 'posts.0.name' ), 'Its title.' );

		$term = wp_insert_term( 'Cached Category', 'category' );
		$this->assertIsArray( $term );
		wp_set_post_categories( $id, array( (int) $term['term_id'] ) );
		$this->assertEverySeen( array( 'Cached Category' ), fn() => $this->value_at( $rows(), 'posts.0.categories' ), 'Category set.' );
		wp_update_term( (int) $term['term_id'], 'category', array( 'name' => 'Renamed Category' ) );
		$this->assertEverySeen( array( 'Renamed Category' ), fn() => $this->value_at( $rows(), 'posts.0.categories' ), 'Category renamed.' );

		wp_update_user(
			array(
				'ID'           => $author,
				'display_name' => 'Renamed Author',
			)
		);
		$this->assertEverySeen( 'Renamed Author', fn() => $this->value_at( $rows(), 'posts.0.author' ), 'Author renamed.' );

		$this->update_post( $id, array( 'post_title' => 'Retitled row' ) );
		$this->assertEverySeen( 'Retitled row', fn() => $this->value_at( $rows(), 'posts.0.name' ), 'Retitled.' );
		self::stored_earlier( static fn() => wp_trash_post( $id ) );
		$this->assertEverySeen( $before, static fn() => $rows()['total'] ?? null, 'Trashed.' );
	}

	/**
	 * The search route's answer.
	 *
	 * @param list<string>|null $types Post types searched (default: the route's).
	 * @return array<mixed>
	 */
	private function search( ?array $types = null ): array {
		$query = array( 'search' => self::WORD ) + ( null === $types ? array() : array( 'postTypes' => $types ) );
		$reply = $this->dispatch( 'GET', '/uipress/v1/search', null, $query );
		$this->assertSame( 200, $reply->get_status(), $this->json( $reply ) );
		return $this->body( $reply );
	}

	/**
	 * Ids the search finds, in order.
	 *
	 * @param list<string>|null $types Post types searched.
	 * @return list<int>
	 */
	private function found( ?array $types = null ): array {
		$ids   = array();
		$posts = $this->search( $types )['posts'] ?? null;
		foreach ( is_array( $posts ) ? $posts : array() as $post ) {
			$ids[] = is_array( $post ) && is_int( $post['id'] ?? null ) ? $post['id'] : 0;
		}
		return $ids;
	}

	/**
	 * A published post (of the current user unless told).
	 *
	 * @param string               $title  Title.
	 * @param array<string, mixed> $fields More post fields.
	 */
	private function create_post( string $title, array $fields = array() ): int {
		$postarr = wp_slash(
			$fields + array(
				'post_title'   => $title,
				'post_status'  => 'publish',
				'post_content' => 'Text.',
			)
		);
		$id      = wp_insert_post( $postarr, true ); // @phpstan-ignore argument.type (post fields chosen by the test)
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Queries that search posts for the word, sent while a read runs.
	 *
	 * @param callable(): mixed $read The read.
	 * @return list<string>
	 */
	private function searching_queries( callable $read ): array {
		return array_values( array_filter( $this->recorded( $read ), static fn( string $sql ): bool => false !== stripos( $sql, self::WORD ) ) );
	}

	/**
	 * Queries that list posts (an ordered select from the posts table), sent while a read runs.
	 *
	 * @param callable(): mixed $read The read.
	 * @return list<string>
	 */
	private function listing_queries( callable $read ): array {
		$posts = self::db()->posts;
		return array_values( array_filter( $this->recorded( $read ), static fn( string $sql ): bool => false !== stripos( $sql, "FROM {$posts}" ) && false !== stripos( $sql, 'ORDER BY' ) ) );
	}

	/**
	 * Every query sent while a read runs.
	 *
	 * @param callable(): mixed $read The read.
	 * @return list<string>
	 */
	private function recorded( callable $read ): array {
		$this->queries = array();
		$record        = function ( $sql ) {
			$this->queries[] = is_string( $sql ) ? $sql : '';
			return $sql;
		};
		add_filter( 'query', $record );
		try {
			$read();
		} finally {
			remove_filter( 'query', $record );
		}
		return $this->queries;
	}
}
