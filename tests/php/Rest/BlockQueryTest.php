<?php
/**
 * POST uipress/v1/block-query.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

/**
 * Block queries list what the user may read, with placeholder values.
 */
final class BlockQueryTest extends RestTestCase {

	private const ROUTE = '/uipress/v1/block-query';

	/**
	 * Starts from a site without posts (the install's sample post and page go; the rollback restores them).
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
	}

	/**
	 * Creates a post and returns its id.
	 *
	 * @param array<string, mixed> $fields Post fields over a published post.
	 */
	private function post( array $fields = array() ): int {
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
	 * Runs a block query.
	 *
	 * @param array<string, mixed> $query       Query settings.
	 * @param string               $block_string Children JSON.
	 * @param array<string, mixed> $extra        Other arguments (page, search).
	 */
	private function query( array $query, string $block_string = '[]', array $extra = array() ): \WP_REST_Response {
		return $this->dispatch(
			'POST',
			self::ROUTE,
			array_merge(
				array(
					'query'       => $query,
					'blockString' => $block_string,
				),
				$extra
			)
		);
	}

	/**
	 * The ids a successful query returned.
	 *
	 * @param \WP_REST_Response $response Response.
	 * @return list<int>
	 */
	private function ids( \WP_REST_Response $response ): array {
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$list = $this->value_at( $this->body( $response ), 'items.list' );
		$this->assertIsArray( $list );
		$ids = array();
		foreach ( $list as $item ) {
			$id = $this->value_at( $item, 'ID' );
			$this->assertIsInt( $id );
			$ids[] = $id;
		}
		return $ids;
	}

	/**
	 * Posts query settings.
	 *
	 * @param array<string, mixed> $settings Settings over the defaults.
	 * @return array<string, mixed>
	 */
	private static function posts( array $settings = array() ): array {
		return array_merge(
			array(
				'type'       => 'posts',
				'postTypes'  => array( 'post' ),
				'postStatus' => array( 'publish' ),
				'perPage'    => 10,
				'orderBy'    => 'date',
				'order'      => 'DESC',
			),
			$settings
		);
	}

	public function test_visitors_are_refused(): void {
		$this->assertError( 'rest_forbidden', 401, $this->query( self::posts() ) );
	}

	public function test_users_without_read_are_refused(): void {
		$user = $this->create_user( 'subscriber' );
		( new \WP_User( $user ) )->set_role( '' );
		wp_set_current_user( $user );

		$this->assertError( 'rest_forbidden', 403, $this->query( self::posts() ) );
	}

	public function test_response_has_exactly_the_spec_shape(): void {
		$this->act_as( 'subscriber' );
		$id = $this->post( array( 'post_title' => 'Hello' ) );

		$response = $this->query( self::posts(), '[{"name":"{{post_title}}"}]' );

		$this->assertSame(
			array(
				'success' => true,
				'items'   => array(
					'list'       => array( array( 'ID' => $id ) ),
					'found'      => 1,
					'matches'    => array(
						$id => array(
							array(
								'match'   => '{{post_title}}',
								'replace' => 'Hello',
							),
						),
					),
					'totalPages' => 1,
				),
			),
			$this->body( $response )
		);
	}

	public function test_no_result_gives_empty_lists_and_an_object_of_matches(): void {
		$this->act_as( 'subscriber' );

		$response = $this->query( self::posts( array( 'postTypes' => array( 'page' ) ) ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertStringContainsString( '"items":{"list":[],"found":0,"matches":{},"totalPages":0}', $this->json( $response ) );
	}

	public function test_private_posts_of_others_are_not_returned_to_an_author(): void {
		$author   = $this->create_user( 'author' );
		$other    = $this->create_user( 'author' );
		$public   = $this->post( array( 'post_author' => $other ) );
		$mine     = $this->post(
			array(
				'post_author' => $author,
				'post_status' => 'private',
			)
		);
		$theirs   = $this->post(
			array(
				'post_author' => $other,
				'post_status' => 'private',
			)
		);
		$settings = self::posts( array( 'postStatus' => array( 'publish', 'private' ) ) );

		wp_set_current_user( $author );
		$ids = $this->ids( $this->query( $settings ) );
		$this->assertEqualsCanonicalizing( array( $public, $mine ), $ids );
		$this->assertSame( 2, $this->value_at( $this->body( $this->query( $settings ) ), 'items.found' ) );

		$this->act_as( 'editor' );
		$this->assertEqualsCanonicalizing( array( $public, $mine, $theirs ), $this->ids( $this->query( $settings ) ) );
	}

	public function test_drafts_are_excluded_for_subscribers(): void {
		$writer    = $this->create_user( 'contributor' );
		$published = $this->post();
		$draft     = $this->post(
			array(
				'post_author' => $writer,
				'post_status' => 'draft',
			)
		);
		$pending   = $this->post( array( 'post_status' => 'pending' ) );
		$settings  = self::posts( array( 'postStatus' => array( 'publish', 'draft', 'pending', 'future', 'trash', 'auto-draft' ) ) );

		$this->act_as( 'subscriber' );
		$this->assertSame( array( $published ), $this->ids( $this->query( $settings ) ) );

		wp_set_current_user( $writer );
		$this->assertEqualsCanonicalizing( array( $published, $draft ), $this->ids( $this->query( $settings ) ), 'A contributor sees their own drafts only.' );

		$this->act_as( 'editor' );
		$this->assertEqualsCanonicalizing( array( $published, $draft, $pending ), $this->ids( $this->query( $settings ) ) );
	}

	public function test_limit_to_author_keeps_the_users_own_posts(): void {
		$author = $this->act_as( 'author' );
		$mine   = $this->post( array( 'post_author' => $author ) );
		$this->post( array( 'post_author' => $this->create_user( 'author' ) ) );

		$this->assertSame( array( $mine ), $this->ids( $this->query( self::posts( array( 'limitToAuthor' => true ) ) ) ) );
	}

	public function test_search_finds_matching_posts(): void {
		$this->act_as( 'subscriber' );
		$match = $this->post( array( 'post_title' => 'Quarterly giraffe report' ) );
		$this->post( array( 'post_title' => 'Something else' ) );
		$body = $this->post(
			array(
				'post_title'   => 'Notes',
				'post_content' => 'The giraffe escaped.',
			)
		);

		$this->assertEqualsCanonicalizing( array( $match, $body ), $this->ids( $this->query( self::posts(), '[]', array( 'search' => 'giraffe' ) ) ) );
		$this->assertSame( array(), $this->ids( $this->query( self::posts(), '[]', array( 'search' => 'zebra' ) ) ) );
	}

	public function test_pagination_totals_are_right(): void {
		$this->act_as( 'subscriber' );
		$ids = array();
		for ( $i = 0; $i < 25; $i++ ) {
			$ids[] = $this->post( array( 'post_title' => "Post {$i}" ) );
		}
		$settings = self::posts(
			array(
				'orderBy' => 'ID',
				'order'   => 'ASC',
			)
		);

		$first = $this->query( $settings );
		$this->assertSame( 25, $this->value_at( $this->body( $first ), 'items.found' ) );
		$this->assertSame( 3, $this->value_at( $this->body( $first ), 'items.totalPages' ) );
		$this->assertSame( array_slice( $ids, 0, 10 ), $this->ids( $first ) );

		$last = $this->query( $settings, '[]', array( 'page' => 3 ) );
		$this->assertSame( array_slice( $ids, 20 ), $this->ids( $last ) );
		$this->assertSame( 3, $this->value_at( $this->body( $last ), 'items.totalPages' ) );

		$this->assertSame( array(), $this->ids( $this->query( $settings, '[]', array( 'page' => 4 ) ) ) );
	}

	public function test_per_page_is_capped_at_100(): void {
		$this->act_as( 'subscriber' );
		for ( $i = 0; $i < 102; $i++ ) {
			$this->post();
		}

		$response = $this->query( self::posts( array( 'perPage' => 500 ) ) );

		$this->assertCount( 100, $this->ids( $response ) );
		$this->assertSame( 2, $this->value_at( $this->body( $response ), 'items.totalPages' ) );
	}

	public function test_post_types_are_limited_to_what_the_user_may_read(): void {
		register_post_type( 'uip_test_hidden', array( 'public' => true ) );
		register_post_type(
			'uip_test_internal',
			array(
				'public'       => false,
				'show_in_rest' => true,
			)
		);
		$hidden   = $this->post( array( 'post_type' => 'uip_test_hidden' ) );
		$internal = $this->post( array( 'post_type' => 'uip_test_internal' ) );
		$template = $this->create_template();
		$page     = $this->post( array( 'post_type' => 'page' ) );
		$settings = self::posts( array( 'postTypes' => array( 'page', 'uip_test_hidden', 'uip_test_internal', 'uip-ui-template', 'no_such_type' ) ) );

		try {
			$this->act_as( 'subscriber' );
			$this->assertSame( array( $page ), $this->ids( $this->query( $settings ) ) );

			$this->act_as( 'administrator' );
			$ids = $this->ids( $this->query( $settings ) );
			$this->assertEqualsCanonicalizing( array( $page, $internal, $template ), $ids, 'Types not shown in REST are never listed.' );
			$this->assertNotContains( $hidden, $ids );
		} finally {
			unregister_post_type( 'uip_test_hidden' );
			unregister_post_type( 'uip_test_internal' );
		}
	}

	public function test_args_filter_narrows_the_query(): void {
		$this->act_as( 'subscriber' );
		$news_category = wp_create_category( 'News' );
		$this->assertIsInt( $news_category );
		$news = $this->post( array( 'post_category' => array( $news_category ) ) );
		$this->post();

		// The example of docs/HOOKS.md.
		add_filter(
			'uipress/block_query/args',
			static function ( array $args, array $settings ): array {
				if ( 'posts' === $settings['type'] ) {
					$args['category_name'] = 'news';
				}
				return $args;
			},
			10,
			2
		);

		$this->assertSame( array( $news ), $this->ids( $this->query( self::posts() ) ) );
	}

	public function test_args_filter_cannot_widen_what_the_user_may_read(): void {
		$author  = $this->act_as( 'author' );
		$visible = $this->post();
		$this->post(
			array(
				'post_status' => 'private',
				'post_author' => $this->create_user( 'author' ),
			)
		);
		$this->post( array( 'post_status' => 'draft' ) );
		$this->post( array( 'post_status' => 'trash' ) );
		$seen = array();

		add_filter(
			'uipress/block_query/args',
			static function ( array $args, array $settings, \WP_REST_Request $request ) use ( &$seen ): array {
				$seen                     = array( $settings['type'], $request->get_route() );
				$args['post_status']      = 'any';
				$args['post_type']        = 'any';
				$args['suppress_filters'] = true;
				$args['posts_per_page']   = -1;
				$args['nopaging']         = true;
				return $args;
			},
			10,
			3
		);

		$this->assertSame( array( $visible ), $this->ids( $this->query( self::posts() ) ) );
		$this->assertSame( array( 'posts', self::ROUTE ), $seen );
		$this->assertGreaterThan( 0, $author );
	}

	public function test_another_plugins_where_clause_cannot_open_the_query(): void {
		$this->act_as( 'subscriber' );
		$visible = $this->post();
		$this->post( array( 'post_status' => 'private' ) );
		$this->post( array( 'post_status' => 'draft' ) );
		add_filter( 'posts_where', static fn ( string $where ): string => $where . ' OR 1=1' );

		$response = $this->query( self::posts() );

		$this->assertSame( array( $visible ), $this->ids( $response ) );
		$this->assertSame( 1, $this->value_at( $this->body( $response ), 'items.found' ) );
	}

	public function test_a_faulty_args_filter_is_ignored(): void {
		$this->act_as( 'subscriber' );
		$id = $this->post();
		add_filter( 'uipress/block_query/args', '__return_null' );

		$this->assertSame( array( $id ), $this->ids( $this->query( self::posts() ) ) );
	}

	public function test_placeholders_give_plain_text_values(): void {
		$author_id = $this->create_user( 'author' );
		wp_update_user(
			array(
				'ID'           => $author_id,
				'display_name' => 'Ada Lovelace',
			)
		);
		$id = $this->post(
			array(
				'post_author'  => $author_id,
				'post_title'   => 'Tom &amp; Jerry <em>return</em>',
				'post_content' => "<!-- wp:paragraph -->\n<p>First &ldquo;line&rdquo;.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Second [gallery] line.</p>\n<!-- /wp:paragraph -->",
				'post_excerpt' => '',
				'post_name'    => 'tom-and-jerry',
				'post_date'    => '2024-02-03 10:00:00',
			)
		);
		$this->act_as( 'subscriber' );

		$children = (string) wp_json_encode(
			array(
				array(
					'name'    => '{{post_title}} by {{ post_author }}',
					'content' => '{{post_content}}|{{post_excerpt}}|{{post_id}}|{{post_status}}|{{post_type}}|{{post_thumbnail}}|{{post_edit_link}}|{{post_link}}|{{post_date}}|{{post_author_avatar}}|{{post_slug}}|{{unknown_key}}|{{post_title}}',
				),
			)
		);
		$body     = $this->body( $this->query( self::posts(), $children ) );
		$matches  = $this->value_at( $body, 'items.matches.' . $id );
		$this->assertIsArray( $matches );
		$values = array_column( $matches, 'replace', 'match' );

		$this->assertSame( 'Tom & Jerry return', $values['{{post_title}}'] );
		$this->assertSame( 'Ada Lovelace', $values['{{ post_author }}'] );
		$this->assertSame( "First “line”.\n\nSecond  line.", $values['{{post_content}}'] );
		$this->assertSame( 'First “line”. Second line.', $values['{{post_excerpt}}'] );
		$this->assertSame( (string) $id, $values['{{post_id}}'] );
		$this->assertSame( 'publish', $values['{{post_status}}'] );
		$this->assertSame( 'post', $values['{{post_type}}'] );
		$this->assertSame( '', $values['{{post_thumbnail}}'] );
		$this->assertSame( '', $values['{{post_edit_link}}'], 'A subscriber cannot edit the post.' );
		$this->assertSame( get_permalink( $id ), $values['{{post_link}}'] );
		$this->assertSame( 'February 3, 2024', $values['{{post_date}}'] );
		$this->assertSame( get_avatar_url( $author_id ), $values['{{post_author_avatar}}'] );
		$this->assertSame( 'tom-and-jerry', $values['{{post_slug}}'] );
		$this->assertArrayNotHasKey( '{{unknown_key}}', $values );
		$this->assertCount( 13, $matches, 'Each placeholder once, only known keys.' );
	}

	public function test_password_protected_text_stays_hidden(): void {
		$id = $this->post(
			array(
				'post_title'    => 'Locked',
				'post_content'  => 'Hidden words',
				'post_password' => 'secret',
			)
		);
		$this->act_as( 'subscriber' );

		$body = $this->body( $this->query( self::posts(), '["{{post_content}}","{{post_excerpt}}","{{post_title}}"]' ) );

		$this->assertSame(
			array( '', '', 'Locked' ),
			array_column( (array) $this->value_at( $body, 'items.matches.' . $id ), 'replace' )
		);
	}

	public function test_query_may_be_sent_as_json_text(): void {
		$this->act_as( 'subscriber' );
		$id = $this->post();

		$this->assertSame( array( $id ), $this->ids( $this->dispatch( 'POST', self::ROUTE, array( 'query' => wp_json_encode( self::posts() ) ) ) ) );
	}

	/**
	 * Bad input and the error each gives.
	 *
	 * @return array<string, array{array<string, mixed>, string, string}>
	 */
	public static function bad_requests(): array {
		$posts = array( 'type' => 'posts' );
		return array(
			'children not JSON'   => array(
				array(
					'query'       => $posts,
					'blockString' => '[{"name":',
				),
				'uipress_invalid_block_string',
				'blockString is not valid JSON.',
			),
			'query not JSON'      => array( array( 'query' => '{"type":' ), 'uipress_invalid_query', 'The query is not valid JSON.' ),
			'query a list'        => array( array( 'query' => '[1,2]' ), 'uipress_invalid_query', 'The query must be an object.' ),
			'unknown type'        => array( array( 'query' => array( 'type' => 'comments' ) ), 'uipress_invalid_query', 'query.type must be posts or users.' ),
			'perPage not numeric' => array( array( 'query' => array( 'perPage' => 'many' ) ), 'uipress_invalid_query', 'query.perPage must be a whole number.' ),
			'postTypes a string'  => array( array( 'query' => array( 'postTypes' => 'post' ) ), 'uipress_invalid_query', 'query.postTypes must be a list of names.' ),
			'unknown orderBy'     => array( array( 'query' => array( 'orderBy' => 'rand' ) ), 'uipress_invalid_query', 'query.orderBy must be one of: date, modified, title, menu_order, ID, name, registered.' ),
			'unknown order'       => array( array( 'query' => array( 'order' => 'up' ) ), 'uipress_invalid_query', 'query.order must be ASC or DESC.' ),
			'flag not a boolean'  => array( array( 'query' => array( 'limitToAuthor' => 'maybe' ) ), 'uipress_invalid_query', 'query.limitToAuthor must be true or false.' ),
			'no query'            => array( array( 'blockString' => '[]' ), 'rest_missing_callback_param', 'Missing parameter(s): query' ),
			'page zero'           => array(
				array(
					'query' => $posts,
					'page'  => 0,
				),
				'rest_invalid_param',
				'Invalid parameter(s): page',
			),
			'search too long'     => array(
				array(
					'query'  => $posts,
					'search' => str_repeat( 'x', 201 ),
				),
				'rest_invalid_param',
				'Invalid parameter(s): search',
			),
		);
	}

	/**
	 * Bad input is a 400 with a clear message.
	 *
	 * @dataProvider bad_requests
	 *
	 * @param array<string, mixed> $body    Request body.
	 * @param string               $code    Expected code.
	 * @param string               $message Expected message.
	 */
	public function test_bad_input_is_refused_with_a_clear_message( array $body, string $code, string $message ): void {
		$this->act_as( 'subscriber' );

		$response = $this->dispatch( 'POST', self::ROUTE, $body );

		$this->assertError( $code, 400, $response );
		$this->assertSame( $message, $this->value_at( $this->body( $response ), 'message' ) );
	}

	public function test_a_subscriber_cannot_query_users(): void {
		$this->act_as( 'subscriber' );

		$response = $this->query( array( 'type' => 'users' ), '["{{user_email}}"]' );

		$this->assertError( 'uipress_cannot_list_users', 403, $response );
		$this->assertStringNotContainsString( '@example.com', $this->json( $response ) );
	}

	public function test_users_query_lists_users_by_role_with_values(): void {
		$admin  = $this->act_as( 'administrator' );
		$editor = $this->create_user( 'editor' );
		wp_update_user(
			array(
				'ID'           => $editor,
				'display_name' => 'Edith Editor',
				'first_name'   => 'Edith',
			)
		);
		$this->create_user( 'subscriber' );
		$user = get_userdata( $editor );
		$this->assertInstanceOf( \WP_User::class, $user );

		$response = $this->query(
			array(
				'type'    => 'users',
				'roles'   => array( 'editor' ),
				'orderBy' => 'ID',
			),
			'["{{user_name}}","{{user_email}}","{{user_roles}}","{{user_login}}","{{user_id}}","{{user_first_name}}","{{user_avatar}}"]'
		);

		$this->assertSame( array( $editor ), $this->ids( $response ) );
		$this->assertSame(
			array( 'Edith Editor', $user->user_email, 'Editor', $user->user_login, (string) $editor, 'Edith', get_avatar_url( $editor ) ),
			array_column( (array) $this->value_at( $this->body( $response ), 'items.matches.' . $editor ), 'replace' )
		);

		$all = $this->query(
			array(
				'type'    => 'users',
				'perPage' => 1,
			)
		);
		$this->assertSame( count_users()['total_users'], $this->value_at( $this->body( $all ), 'items.found' ) );
		$this->assertCount( 1, $this->ids( $all ) );

		$searched = $this->query( array( 'type' => 'users' ), '[]', array( 'search' => 'Edith' ) );
		$this->assertSame( array( $editor ), $this->ids( $searched ) );

		$unknown_role = $this->query(
			array(
				'type'  => 'users',
				'roles' => array( 'no_such_role' ),
			)
		);
		$this->assertSame( array(), $this->ids( $unknown_role ) );
		$this->assertGreaterThan( 0, $admin );
	}
}
