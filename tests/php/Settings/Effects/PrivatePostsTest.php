<?php
/**
 * Tests for the privatePosts setting.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Effects;

use UiPress\Lifecycle\StoredData;

use UiPress\Settings\Effects\PrivatePosts;

/**
 * Authors see only their own posts of every type in the list tables (and
 * their counts), REST lists and block queries; the roles of
 * privacyExemptRoles (administrators by default) see all of them.
 */
final class PrivatePostsTest extends PrivacyTestCase {

	/**
	 * Post ids by [author, type].
	 *
	 * @var array<string, int>
	 */
	private array $posts = array();

	protected function set_up(): void {
		parent::set_up();
		// Only the test's own posts (the rollback restores the install's).
		foreach ( get_posts(
			array(
				'post_type'      => 'any',
				'post_status'    => 'any',
				'posts_per_page' => 100,
				'fields'         => 'ids',
			)
		) as $id ) {
			wp_delete_post( (int) $id, true );
		}
		foreach ( array(
			'mine'   => $this->author,
			'theirs' => $this->other,
		) as $whose => $author ) {
			foreach ( array( 'post', 'page' ) as $type ) {
				$this->posts[ "{$whose}-{$type}" ] = $this->post( $author, $type, 'publish' );
			}
			$this->posts[ "{$whose}-draft" ] = $this->post( $author, 'post', 'draft' );
		}
	}

	private function post( int $author, string $type, string $status ): int {
		$id = wp_insert_post(
			array(
				'post_title'  => "{$type} of {$author}",
				'post_author' => $author,
				'post_type'   => $type,
				'post_status' => $status,
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Ids, sorted.
	 *
	 * @param string ...$names Keys of $this->posts.
	 * @return list<int>
	 */
	private function ids( string ...$names ): array {
		$ids = array();
		foreach ( $names as $name ) {
			$ids[] = $this->posts[ $name ];
		}
		sort( $ids );
		return $ids;
	}

	/**
	 * The ids of a list table's main query.
	 *
	 * @param string $type Post type.
	 * @return list<int>
	 */
	private function list_table( string $type ): array {
		$ids = $this->main_query_of(
			'edit.php',
			'edit-' . $type,
			array(
				'post_type'   => $type,
				'post_status' => array( 'publish', 'draft' ),
			)
		);
		sort( $ids );
		return $ids;
	}

	public function test_an_author_sees_only_their_posts_and_pages_in_the_list_tables(): void {
		$this->set( 'privatePosts', true );
		wp_set_current_user( $this->author );
		$this->assertSame( $this->ids( 'mine-post', 'mine-draft' ), $this->list_table( 'post' ) );
		$this->assertSame( $this->ids( 'mine-page' ), $this->list_table( 'page' ) );
	}

	public function test_the_list_table_counts_only_the_author_s_posts(): void {
		$this->set( 'privatePosts', true );
		wp_set_current_user( $this->author );
		$GLOBALS['pagenow'] = 'edit.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		set_current_screen( 'edit-post' );
		$counts = wp_count_posts( 'post', 'readable' );
		$this->assertSame( 1, $counts->publish ?? null );
		$this->assertSame( 1, $counts->draft ?? null );

		// Elsewhere WordPress keeps its real counts.
		$GLOBALS['pagenow'] = 'index.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		set_current_screen( 'dashboard' );
		$this->assertEquals( 2, wp_count_posts( 'post', 'readable' )->publish ?? null );
	}

	public function test_an_author_sees_only_their_posts_in_rest_lists(): void {
		$this->set( 'privatePosts', true );
		wp_set_current_user( $this->author );
		$this->assertSame( $this->ids( 'mine-post' ), $this->rest_ids( '/wp/v2/posts' ) );
		$this->assertSame( $this->ids( 'mine-page' ), $this->rest_ids( '/wp/v2/pages' ) );
		// Naming another author still lists only the user's own.
		$this->assertSame( $this->ids( 'mine-post' ), $this->rest_ids( '/wp/v2/posts', array( 'author' => $this->other ) ) );
	}

	public function test_an_author_sees_only_their_posts_in_block_queries(): void {
		$this->set( 'privatePosts', true );
		wp_set_current_user( $this->author );
		$response = $this->dispatch(
			'POST',
			'/uipress/v1/block-query',
			array(
				'query'       => array(
					'type'      => 'posts',
					'postTypes' => array( 'post', 'page' ),
				),
				'blockString' => '[]',
			)
		);
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$list = $this->value_at( $this->body( $response ), 'items.list' );
		$this->assertIsArray( $list );
		$ids = array();
		foreach ( $list as $item ) {
			$ids[] = $this->value_at( $item, 'ID' );
		}
		sort( $ids );
		$this->assertSame( $this->ids( 'mine-post', 'mine-page' ), $ids );
	}

	public function test_a_block_query_filter_cannot_lift_the_limit(): void {
		$this->set( 'privatePosts', true );
		wp_set_current_user( $this->author );
		$args = PrivatePosts::limit_block_query(
			array(
				'author'      => $this->other,
				'author_name' => 'someone',
			)
		);
		$this->assertSame( array( 'author__in' => array( $this->author ) ), $args );
	}

	public function test_an_editor_sees_only_their_posts_unless_their_role_is_exempt(): void {
		$this->set( 'privatePosts', true );
		$this->act_as( 'editor' );
		$this->assertSame( array(), $this->list_table( 'post' ) );
		$this->assertSame( array(), $this->rest_ids( '/wp/v2/posts' ) );

		update_option(
			StoredData::SETTINGS_OPTION,
			array(
				'privatePosts'       => true,
				'privacyExemptRoles' => array( 'editor' ),
			)
		);
		$this->assertSame( $this->ids( 'mine-post', 'mine-draft', 'theirs-post', 'theirs-draft' ), $this->list_table( 'post' ) );
		$this->assertSame( $this->ids( 'mine-post', 'theirs-post' ), $this->rest_ids( '/wp/v2/posts' ) );
	}

	public function test_an_administrator_sees_every_post_by_default(): void {
		$this->set( 'privatePosts', true );
		$this->act_as( 'administrator' );
		$this->assertSame( $this->ids( 'mine-post', 'theirs-post' ), $this->rest_ids( '/wp/v2/posts' ) );
	}

	public function test_with_the_setting_off_authors_see_others_published_posts(): void {
		$this->set( 'privatePosts', false );
		wp_set_current_user( $this->author );
		$this->assertSame( $this->ids( 'mine-post', 'theirs-post' ), $this->rest_ids( '/wp/v2/posts' ) );
		$this->assertSame( $this->ids( 'mine-page', 'theirs-page' ), $this->rest_ids( '/wp/v2/pages' ) );
	}

	public function test_media_is_not_limited_by_the_posts_setting(): void {
		$this->set( 'privatePosts', true );
		wp_set_current_user( $this->author );
		$theirs = wp_insert_attachment(
			array(
				'post_title'     => 'Their image',
				'post_author'    => $this->other,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			)
		);
		$this->assertContains( $theirs, $this->rest_ids( '/wp/v2/media' ) );
	}
}
