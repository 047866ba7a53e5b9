<?php
/**
 * GET uipress/v1/templates/current.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

/**
 * The published interface template that applies to the signed-in user.
 */
final class CurrentTemplateTest extends RestTestCase {

	private const ROUTE = '/uipress/v1/templates/current';

	/**
	 * The id of the template the current user gets, or null.
	 */
	private function current_id(): ?int {
		$response = $this->dispatch( 'GET', self::ROUTE );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$template = $this->value_at( $this->body( $response ), 'template' );
		if ( null === $template ) {
			return null;
		}
		$id = $this->value_at( $template, 'id' );
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_visitors_are_refused(): void {
		$this->create_template( array( 'forRoles' => array( 'subscriber' ) ) );

		$this->assertError( 'rest_not_logged_in', 401, $this->dispatch( 'GET', self::ROUTE ) );
	}

	public function test_response_describes_the_template(): void {
		$id = $this->create_template(
			array(
				'forRoles' => array( 'subscriber' ),
				'content'  => array( self::block( 'Heading', array( 'uid' => 'h1' ) ) ),
			),
			array( 'post_title' => 'Members' )
		);
		$this->act_as( 'subscriber' );

		$body = $this->body( $this->dispatch( 'GET', self::ROUTE ) );

		$this->assertSame( array( 'template' ), array_keys( $body ) );
		$template = $this->value_at( $body, 'template' );
		$this->assertIsArray( $template );
		$this->assertSame( array( 'id', 'title', 'status', 'uipress' ), array_keys( $template ) );
		$this->assertSame( $id, $template['id'] );
		$this->assertSame( 'Members', $template['title'] );
		$this->assertSame( 'publish', $template['status'] );
		$this->assertSame( 'h1', $this->value_at( $template, 'uipress.content.0.uid' ) );
		$this->assertSame( array( 'subscriber' ), $this->value_at( $template, 'uipress.forRoles' ) );
	}

	public function test_nothing_applies_gives_null(): void {
		$this->create_template( array( 'forRoles' => array( 'editor' ) ) );
		$this->act_as( 'subscriber' );

		$this->assertSame( array( 'template' => null ), $this->body( $this->dispatch( 'GET', self::ROUTE ) ) );
	}

	public function test_a_user_or_one_of_their_roles_is_listed(): void {
		$user     = $this->act_as( 'author' );
		$by_role  = $this->create_template( array( 'forRoles' => array( 'author' ) ), array( 'menu_order' => 2 ) );
		$by_user  = $this->create_template( array( 'forUsers' => array( $user ) ), array( 'menu_order' => 1 ) );
		$by_label = $this->create_template( array( 'forRoles' => array( 'Author' ) ), array( 'menu_order' => 0 ) );

		$this->assertSame( $by_label, $this->current_id(), 'A role matches by its display name too.' );
		wp_delete_post( $by_label, true );
		$this->assertSame( $by_user, $this->current_id() );
		wp_delete_post( $by_user, true );
		$this->assertSame( $by_role, $this->current_id() );
	}

	public function test_an_exclusion_always_wins(): void {
		$user = $this->act_as( 'editor' );

		$this->create_template(
			array(
				'forUsers'      => array( $user ),
				'excludesRoles' => array( 'editor' ),
			)
		);
		$this->create_template(
			array(
				'forRoles'      => array( 'editor' ),
				'excludesUsers' => array( $user ),
			)
		);
		$this->assertNull( $this->current_id(), 'Excluded by role although listed by id; excluded by id although listed by role.' );

		$other = $this->create_template(
			array(
				'forRoles'      => array( 'editor' ),
				'excludesUsers' => array( $user + 1 ),
				'excludesRoles' => array( 'author' ),
			)
		);
		$this->assertSame( $other, $this->current_id() );
	}

	public function test_priority_is_menu_order_then_newest(): void {
		$this->act_as( 'subscriber' );
		$for = array( 'forRoles' => array( 'subscriber' ) );

		$late  = $this->create_template(
			$for,
			array(
				'menu_order' => 5,
				'post_date'  => '2024-06-01 10:00:00',
			)
		);
		$older = $this->create_template(
			$for,
			array(
				'menu_order' => 1,
				'post_date'  => '2024-01-01 10:00:00',
			)
		);
		$newer = $this->create_template(
			$for,
			array(
				'menu_order' => 1,
				'post_date'  => '2024-03-01 10:00:00',
			)
		);

		$this->assertSame( $newer, $this->current_id() );
		wp_delete_post( $newer, true );
		$this->assertSame( $older, $this->current_id() );
		wp_delete_post( $older, true );
		$this->assertSame( $late, $this->current_id() );
	}

	public function test_only_published_interface_templates_apply(): void {
		$this->act_as( 'subscriber' );
		$for = array( 'forRoles' => array( 'subscriber' ) );

		$this->create_template( $for, array( 'post_status' => 'draft' ) );
		$this->create_template( $for, array( 'post_status' => 'private' ) );
		$this->create_template( $for, array( 'post_status' => 'pending' ) );
		$this->create_template( $for, array( 'post_status' => 'trash' ) );
		$this->create_template( array_merge( $for, array( 'type' => 'ui-admin-page' ) ) );
		$this->assertNull( $this->current_id() );

		$published = $this->create_template( $for, array( 'menu_order' => 9 ) );
		$this->assertSame( $published, $this->current_id() );
	}

	public function test_the_match_is_found_past_the_first_batch(): void {
		$this->act_as( 'subscriber' );
		for ( $i = 0; $i < 55; $i++ ) {
			$this->create_template( array( 'forRoles' => array( 'editor' ) ), array( 'menu_order' => 1 ) );
		}
		$last = $this->create_template( array( 'forRoles' => array( 'subscriber' ) ), array( 'menu_order' => 2 ) );

		$this->assertSame( $last, $this->current_id() );
	}

	public function test_secret_options_are_removed_from_every_block(): void {
		$this->act_as( 'subscriber' );
		$secret = static fn ( string $uid, array $children = array() ): array => self::block(
			'AI chat',
			array(
				'uid'      => $uid,
				'settings' => array(
					'block' => array(
						'options' => array(
							'apiKey'    => 'sk-' . $uid,
							'stockKey'  => 'stock-' . $uid,
							'chatModel' => 'gpt-4',
						),
					),
				),
				'content'  => $children,
			)
		);
		$this->create_template(
			array(
				'forRoles' => array( 'subscriber' ),
				'content'  => array( $secret( 'outer', array( self::block( 'Box', array( 'content' => array( $secret( 'inner' ) ) ) ) ) ) ),
			)
		);

		// The example of docs/HOOKS.md.
		add_filter(
			'uipress/template/secret_options',
			static function ( array $keys ): array {
				$keys[] = 'stockKey';
				return $keys;
			}
		);

		$response = $this->dispatch( 'GET', self::ROUTE );
		$json     = $this->json( $response );
		$this->assertStringNotContainsString( 'sk-', $json );
		$this->assertStringNotContainsString( 'stock-', $json );
		$body = $this->body( $response );
		$this->assertSame( array( 'chatModel' => 'gpt-4' ), $this->value_at( $body, 'template.uipress.content.0.settings.block.options' ) );
		$this->assertSame( array( 'chatModel' => 'gpt-4' ), $this->value_at( $body, 'template.uipress.content.0.content.0.content.0.settings.block.options' ) );
	}

	public function test_a_faulty_secret_options_filter_still_removes_the_defaults(): void {
		$this->act_as( 'subscriber' );
		$this->create_template(
			array(
				'forRoles' => array( 'subscriber' ),
				'content'  => array( self::block( 'AI chat', array( 'settings' => array( 'block' => array( 'options' => array( 'apiKey' => 'sk-live' ) ) ) ) ) ),
			)
		);
		add_filter( 'uipress/template/secret_options', '__return_empty_string' );

		$this->assertStringNotContainsString( 'sk-live', $this->json( $this->dispatch( 'GET', self::ROUTE ) ) );
	}

	public function test_schema_is_published(): void {
		$this->act_as( 'subscriber' );
		$schema = $this->value_at( $this->body( $this->dispatch( 'OPTIONS', self::ROUTE ) ), 'schema' );

		$this->assertSame( 'uipress-current-template', $this->value_at( $schema, 'title' ) );
		$this->assertSame( array( 'object', 'null' ), $this->value_at( $schema, 'properties.template.type' ) );
	}
}
