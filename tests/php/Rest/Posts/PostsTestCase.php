<?php
/**
 * Helpers for the tests of the post list routes.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest\Posts;

use UiPress\Rest\Posts\ReadablePosts;
use UiPress\Tests\Rest\RestTestCase;
use WP_REST_Response;

/**
 * A site without posts but the fixture's: two authors' posts in every
 * status, an editor's page, a password-protected post with a featured
 * image, and users of each role.
 */
abstract class PostsTestCase extends RestTestCase {

	/**
	 * Users by name: author, other (another author), editor, administrator, subscriber.
	 *
	 * @var array<string, int>
	 */
	protected array $users = array();

	/**
	 * Post ids by name.
	 *
	 * @var array<string, int>
	 */
	protected array $posts = array();

	/**
	 * The featured image of the posts that have one.
	 *
	 * @var int
	 */
	protected int $image = 0;

	/**
	 * Starts from a site holding the fixture only (the install's sample post
	 * and page go; the rollback restores them).
	 */
	protected function set_up(): void {
		parent::set_up();
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
			'author',
			'other' => 'author',
			'editor',
			'administrator',
			'subscriber',
		) as $name => $role ) {
			$this->users[ is_int( $name ) ? $role : $name ] = $this->create_user( $role );
		}

		$this->image = $this->create_image();
		$minute      = 0;
		foreach ( array(
			'author_publish' => array( 'author', 'publish' ),
			'author_draft'   => array( 'author', 'draft' ),
			'author_private' => array( 'author', 'private' ),
			'other_publish'  => array( 'other', 'publish' ),
			'other_draft'    => array( 'other', 'draft' ),
			'other_pending'  => array( 'other', 'pending' ),
			'other_private'  => array( 'other', 'private' ),
			'other_future'   => array( 'other', 'future' ),
		) as $name => $what ) {
			++$minute;
			$this->posts[ $name ] = $this->create_post(
				array(
					'post_author' => $this->users[ $what[0] ],
					'post_status' => $what[1],
					'post_title'  => 'Fixture ' . str_replace( '_', ' ', $name ),
					'post_date'   => 'future' === $what[1] ? '2099-01-01 10:00:00' : sprintf( '2024-01-01 10:%02d:00', $minute ),
				)
			);
		}
		$this->posts['protected']   = $this->create_post(
			array(
				'post_author'   => $this->users['other'],
				'post_title'    => 'Fixture protected',
				'post_content'  => 'The hidden word is marmalade.',
				'post_password' => 'secret',
				'post_date'     => '2024-01-01 11:00:00',
			)
		);
		$this->posts['editor_page'] = $this->create_post(
			array(
				'post_type'   => 'page',
				'post_author' => $this->users['editor'],
				'post_title'  => 'Fixture editor page',
				'post_date'   => '2024-01-01 12:00:00',
			)
		);
		set_post_thumbnail( $this->posts['protected'], $this->image );
		set_post_thumbnail( $this->posts['other_publish'], $this->image );
	}

	/**
	 * Puts back the search's match limit.
	 */
	protected function tear_down(): void {
		ReadablePosts::$match_limit = ReadablePosts::MATCH_LIMIT;
		parent::tear_down();
	}

	/**
	 * The ways a search is paged: cut from the list of every match (few
	 * matches); cut from the first matches, counted by the database (more
	 * than the limit, the page among the first); paged and counted by the
	 * database (the page further).
	 *
	 * @return array<string, array{int}>
	 */
	public static function search_ways(): array {
		return array(
			'every match at once'   => array( ReadablePosts::MATCH_LIMIT ),
			'the first three'       => array( 3 ),
			'paged by the database' => array( 1 ),
		);
	}

	/**
	 * Creates a post and returns its id.
	 *
	 * @param array<string, mixed> $fields Post fields over a published post.
	 */
	protected function create_post( array $fields = array() ): int {
		$postarr = array_merge(
			array(
				'post_type'   => 'post',
				'post_status' => 'publish',
				'post_title'  => 'A post',
			),
			$fields
		);
		$id      = wp_insert_post( wp_slash( $postarr ), true ); // @phpstan-ignore argument.type (post fields chosen by the test)
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * An image attachment with a thumbnail size (no file needed for its URLs).
	 */
	private function create_image(): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => 'Picture',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2024/01/picture.jpg'
		);
		$this->assertIsInt( $id );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1200,
				'height' => 800,
				'file'   => '2024/01/picture.jpg',
				'sizes'  => array(
					'thumbnail' => array(
						'file'      => 'picture-150x150.jpg',
						'width'     => 150,
						'height'    => 150,
						'mime-type' => 'image/jpeg',
					),
				),
			)
		);
		return $id;
	}

	/**
	 * Signs in one of the fixture's users.
	 *
	 * @param string $name author, other, editor, administrator or subscriber.
	 */
	protected function sign_in( string $name ): int {
		wp_set_current_user( $this->users[ $name ] );
		return $this->users[ $name ];
	}

	/**
	 * A GET request with query parameters.
	 *
	 * @param string               $route Route.
	 * @param array<string, mixed> $query Query parameters.
	 */
	protected function get( string $route, array $query = array() ): WP_REST_Response {
		return $this->dispatch( 'GET', $route, null, $query );
	}

	/**
	 * The body of a 200 response.
	 *
	 * @param WP_REST_Response $response Response.
	 * @return array<mixed>
	 */
	protected function ok( WP_REST_Response $response ): array {
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		return $this->body( $response );
	}

	/**
	 * The post ids of a body's `posts`, in order.
	 *
	 * @param array<mixed> $body Body.
	 * @return list<int>
	 */
	protected function ids( array $body ): array {
		$posts = $body['posts'] ?? null;
		$this->assertIsArray( $posts );
		$ids = array();
		foreach ( $posts as $post ) {
			$id = $this->value_at( $post, 'id' );
			$this->assertIsInt( $id );
			$ids[] = $id;
		}
		return $ids;
	}

	/**
	 * The fixture's names of some ids (for readable failures).
	 *
	 * @param int[] $ids Post ids.
	 * @return list<string>
	 */
	protected function names( array $ids ): array {
		$names = array();
		foreach ( $ids as $id ) {
			$name    = array_search( $id, $this->posts, true );
			$names[] = is_string( $name ) ? $name : (string) $id;
		}
		sort( $names );
		return $names;
	}

	/**
	 * A value asserted to be a string.
	 *
	 * @param mixed $value Value.
	 */
	protected function text( $value ): string {
		$this->assertIsString( $value );
		return $value;
	}

	/**
	 * Asserts which fixture posts a body lists.
	 *
	 * @param string[]     $expected Fixture names.
	 * @param array<mixed> $body     Body.
	 * @param string       $message  Message.
	 */
	protected function assertLists( array $expected, array $body, string $message = '' ): void {
		sort( $expected );
		$this->assertSame( $expected, $this->names( $this->ids( $body ) ), $message );
	}

	/**
	 * Asserts a 400 `rest_invalid_param` naming the argument.
	 *
	 * @param string           $param    Argument.
	 * @param WP_REST_Response $response Response.
	 * @param string           $message  Message.
	 */
	protected function assertInvalidParam( string $param, WP_REST_Response $response, string $message = '' ): void {
		$this->assertError( 'rest_invalid_param', 400, $response );
		$params = $this->value_at( $this->body( $response ), 'data.params' );
		$this->assertIsArray( $params );
		$this->assertArrayHasKey( $param, $params, trim( $message . ' ' . $this->json( $response ) ) );
	}

	/**
	 * Asserts that a body matches the route's response schema, with no
	 * member the schema does not name.
	 *
	 * @param array<mixed> $body   Body.
	 * @param array<mixed> $schema The controller's get_item_schema().
	 */
	protected function assertMatchesSchema( array $body, array $schema ): void {
		$properties = $schema['properties'] ?? null;
		$this->assertIsArray( $properties );
		$this->assertSame( array_keys( $properties ), array_keys( $body ) );
		$valid = rest_validate_value_from_schema( $body, $schema, 'response' );
		$this->assertTrue( true === $valid, $valid instanceof \WP_Error ? $valid->get_error_message() : 'Not valid.' );
	}
}
