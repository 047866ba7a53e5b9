<?php
/**
 * DELETE uipress/v1/posts.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest\Posts;

use UiPress\Rest\Posts\DeletePostsController;
use WP_REST_Response;

/**
 * Posts are deleted one by one, each only when the user may delete it.
 */
final class DeletePostsTest extends PostsTestCase {

	private const ROUTE = '/uipress/v1/posts';

	/**
	 * Sends a delete request.
	 *
	 * @param mixed $ids The ids argument.
	 */
	private function delete( $ids ): WP_REST_Response {
		return $this->dispatch( 'DELETE', self::ROUTE, array( 'ids' => $ids ) );
	}

	public function test_visitors_are_refused(): void {
		$this->assertError( 'rest_not_logged_in', 401, $this->delete( array( $this->posts['author_publish'] ) ) );
		$this->assertSame( 'publish', get_post_status( $this->posts['author_publish'] ) );
	}

	public function test_an_author_cannot_delete_another_authors_post(): void {
		$this->sign_in( 'author' );
		$response = $this->delete( array( $this->posts['other_publish'] ) );
		$this->assertError( 'rest_cannot_delete', 403, $response );
		$body = $this->body( $response );
		$this->assertSame( 'Sorry, you are not allowed to delete this post.', $body['message'] );
		$this->assertSame(
			array(
				array(
					'id'      => $this->posts['other_publish'],
					'message' => 'Sorry, you are not allowed to delete this post.',
				),
			),
			$this->value_at( $body, 'data.failed' )
		);
		$this->assertSame( 'publish', get_post_status( $this->posts['other_publish'] ) );
	}

	public function test_an_author_deletes_their_own_and_is_told_about_the_others(): void {
		$this->sign_in( 'author' );
		$body = $this->ok( $this->delete( array( $this->posts['author_draft'], $this->posts['other_draft'], 999999 ) ) );
		$this->assertSame( array( $this->posts['author_draft'] ), $body['deleted'] );
		$this->assertSame(
			array(
				array(
					'id'      => $this->posts['other_draft'],
					'message' => 'Sorry, you are not allowed to delete this post.',
				),
				array(
					'id'      => 999999,
					'message' => 'Post not found.',
				),
			),
			$body['failed']
		);
		$this->assertSame( 'trash', get_post_status( $this->posts['author_draft'] ) );
		$this->assertSame( 'draft', get_post_status( $this->posts['other_draft'] ) );
	}

	public function test_an_editor_moves_others_posts_to_the_trash(): void {
		$this->sign_in( 'editor' );
		$ids  = array( $this->posts['other_publish'], $this->posts['other_private'], $this->posts['editor_page'] );
		$body = $this->ok( $this->delete( $ids ) );
		$this->assertSame( $ids, $body['deleted'] );
		$this->assertSame( array(), $body['failed'] );
		foreach ( $ids as $id ) {
			$this->assertSame( 'trash', get_post_status( $id ), 'Moved to the trash, not deleted.' );
		}
		$this->assertMatchesSchema( $body, ( new DeletePostsController() )->get_item_schema() );
	}

	public function test_a_post_already_in_the_trash_is_deleted_for_good(): void {
		$this->sign_in( 'editor' );
		wp_trash_post( $this->posts['other_publish'] );
		$body = $this->ok( $this->delete( array( $this->posts['other_publish'] ) ) );
		$this->assertSame( array( $this->posts['other_publish'] ), $body['deleted'] );
		$this->assertNull( get_post( $this->posts['other_publish'] ) );
	}

	public function test_missing_posts_are_a_404(): void {
		$this->sign_in( 'administrator' );
		$this->assertError( 'rest_post_invalid_id', 404, $this->delete( array( 999998, 999999 ) ) );
		// Media is not deleted here.
		$this->assertError( 'rest_post_invalid_id', 404, $this->delete( array( $this->image ) ) );
		$this->assertSame( 'inherit', get_post_field( 'post_status', $this->image ) );
	}

	public function test_a_subscriber_deletes_nothing(): void {
		$this->sign_in( 'subscriber' );
		$response = $this->delete( array( $this->posts['author_publish'], 999999 ) );
		$this->assertError( 'rest_cannot_delete', 403, $response );
		$this->assertSame( 'publish', get_post_status( $this->posts['author_publish'] ) );
	}

	public function test_ids_sent_twice_are_deleted_once(): void {
		$this->sign_in( 'editor' );
		$body = $this->ok( $this->delete( array( $this->posts['other_draft'], (string) $this->posts['other_draft'] ) ) );
		$this->assertSame( array( $this->posts['other_draft'] ), $body['deleted'] );
		$this->assertSame( array(), $body['failed'] );
	}

	public function test_bad_ids_are_refused(): void {
		$this->sign_in( 'administrator' );
		$too_many = range( 1, 101 );
		foreach ( array( $this->posts['author_publish'], (string) $this->posts['author_publish'], 'all', array(), $too_many, array( 0 ), array( -3 ), array( 'abc' ), array( 'a' => 1 ), array( array( 1 ) ) ) as $ids ) {
			$this->assertInvalidParam( 'ids', $this->delete( $ids ) );
		}
		$this->assertError( 'rest_missing_callback_param', 400, $this->dispatch( 'DELETE', self::ROUTE ) );
		$this->assertSame( 'publish', get_post_status( $this->posts['author_publish'] ) );
	}

	public function test_ids_in_the_query_string(): void {
		$this->sign_in( 'editor' );
		$body = $this->ok( $this->dispatch( 'DELETE', self::ROUTE, null, array( 'ids' => array( (string) $this->posts['other_pending'] ) ) ) );
		$this->assertSame( array( $this->posts['other_pending'] ), $body['deleted'] );
	}
}
