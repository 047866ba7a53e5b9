<?php
/**
 * Who may reach templates through WordPress's REST routes.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\ManagedPostTypes;
use UiPress\Templates\TemplatePostType;

/**
 * Only `uipress_manage` users list, read, create, update or delete templates,
 * through every route: collection and item in either context, revisions,
 * autosaves and search.
 */
final class TemplateAccessTest extends RestTestCase {

	private const BASE = '/wp/v2/uip-ui-template';

	/**
	 * A published template, its revision and its autosave.
	 *
	 * @return array{id: int, revision: int, autosave: int}
	 */
	private function fixture(): array {
		$id   = $this->create_template(
			array( 'content' => array( self::block( 'Heading' ) ) ),
			array( 'post_title' => 'Secret layout' )
		);
		$post = get_post( $id );
		$this->assertInstanceOf( \WP_Post::class, $post );

		$revision = _wp_put_post_revision( $post );
		$this->assertIsInt( $revision );

		$autosave = _wp_put_post_revision(
			array_merge(
				$post->to_array(),
				array( 'post_title' => 'Secret layout (autosaved)' )
			),
			true
		);
		$this->assertIsInt( $autosave );

		return array(
			'id'       => $id,
			'revision' => $revision,
			'autosave' => $autosave,
		);
	}

	/**
	 * Every route that exposes or changes a template.
	 *
	 * @param array{id: int, revision: int, autosave: int} $ids Fixture ids.
	 * @return array<string, array{string, string, array<string, mixed>|null, array<string, mixed>}>
	 */
	private static function routes( array $ids ): array {
		$item = self::BASE . '/' . $ids['id'];
		return array(
			'list'                 => array( 'GET', self::BASE, null, array() ),
			'list, edit context'   => array( 'GET', self::BASE, null, array( 'context' => 'edit' ) ),
			'list drafts'          => array( 'GET', self::BASE, null, array( 'status' => 'draft' ) ),
			'read'                 => array( 'GET', $item, null, array() ),
			'read, edit context'   => array( 'GET', $item, null, array( 'context' => 'edit' ) ),
			'create'               => array( 'POST', self::BASE, array( 'title' => 'Mine' ), array() ),
			'update'               => array( 'POST', $item, array( 'title' => 'Changed' ), array() ),
			'update with PUT'      => array( 'PUT', $item, array( 'title' => 'Changed' ), array() ),
			'trash'                => array( 'DELETE', $item, null, array() ),
			'delete'               => array( 'DELETE', $item, null, array( 'force' => true ) ),
			'list revisions'       => array( 'GET', $item . '/revisions', null, array() ),
			'read revision'        => array( 'GET', $item . '/revisions/' . $ids['revision'], null, array() ),
			'read revision (edit)' => array( 'GET', $item . '/revisions/' . $ids['revision'], null, array( 'context' => 'edit' ) ),
			'delete revision'      => array( 'DELETE', $item . '/revisions/' . $ids['revision'], null, array( 'force' => true ) ),
			'list autosaves'       => array( 'GET', $item . '/autosaves', null, array() ),
			'read autosave'        => array( 'GET', $item . '/autosaves/' . $ids['autosave'], null, array() ),
			'create autosave'      => array( 'POST', $item . '/autosaves', array( 'title' => 'Autosaved' ), array() ),
		);
	}

	/**
	 * Users who may not manage UiPress.
	 *
	 * @return array<string, array{string, int}>
	 */
	public static function refused_users(): array {
		return array(
			'visitor'     => array( '', 401 ),
			'subscriber'  => array( 'subscriber', 403 ),
			'contributor' => array( 'contributor', 403 ),
			'author'      => array( 'author', 403 ),
			'editor'      => array( 'editor', 403 ),
		);
	}

	/**
	 * Every route refuses users who may not manage UiPress, and nothing changes.
	 *
	 * @dataProvider refused_users
	 *
	 * @param string $role   Role, '' for a visitor who is not logged in.
	 * @param int    $status Expected status.
	 */
	public function test_every_route_refuses_users_who_may_not_manage( string $role, int $status ): void {
		$ids = $this->fixture();
		if ( '' !== $role ) {
			$this->act_as( $role );
		}

		foreach ( self::routes( $ids ) as $label => list( $method, $route, $body, $query ) ) {
			$response = $this->dispatch( $method, $route, $body, $query );
			if ( 'list drafts' === $label ) {
				// WordPress refuses the status argument itself before any permission check.
				$this->assertError( 'rest_invalid_param', 400, $response );
				continue;
			}
			$this->assertSame( $status, $response->get_status(), "{$label}: " . $this->json( $response ) );
			$this->assertStringNotContainsString( 'Secret layout', $this->json( $response ), $label );
		}

		$post = get_post( $ids['id'] );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$this->assertSame( 'Secret layout', $post->post_title );
		$this->assertSame( 'publish', $post->post_status );
		$this->assertInstanceOf( \WP_Post::class, get_post( $ids['revision'] ) );
		$this->assertCount(
			1,
			get_posts(
				array(
					'post_type'   => TemplatePostType::NAME,
					'post_status' => 'any',
					'fields'      => 'ids',
				)
			)
		);
	}

	/**
	 * Search never finds templates, for anyone.
	 *
	 * @dataProvider all_users
	 *
	 * @param string $role Role, '' for a visitor.
	 */
	public function test_search_never_finds_templates( string $role ): void {
		$this->fixture();
		if ( '' !== $role ) {
			$this->act_as( $role );
		}

		$any = $this->dispatch( 'GET', '/wp/v2/search', null, array( 'search' => 'Secret' ) );
		$this->assertSame( 200, $any->get_status() );
		$this->assertSame( array(), $this->body( $any ) );

		$typed = $this->dispatch(
			'GET',
			'/wp/v2/search',
			null,
			array(
				'search'  => 'Secret',
				'subtype' => TemplatePostType::NAME,
			)
		);
		$this->assertSame( 400, $typed->get_status() );
		$this->assertStringNotContainsString( 'Secret layout', $this->json( $typed ) );
	}

	/**
	 * Everyone, signed in or not.
	 *
	 * @return array<string, array{string}>
	 */
	public static function all_users(): array {
		return array(
			'visitor'       => array( '' ),
			'subscriber'    => array( 'subscriber' ),
			'editor'        => array( 'editor' ),
			'administrator' => array( 'administrator' ),
		);
	}

	public function test_administrator_can_use_every_route(): void {
		$ids = $this->fixture();
		$this->act_as( 'administrator' );

		$expected = array(
			'create'          => 201,
			'delete revision' => 403, // WordPress lets nobody delete a revision.
		);
		// Creating an autosave defines DOING_AUTOSAVE for the rest of the run unless core tests run.
		if ( ! defined( 'WP_RUN_CORE_TESTS' ) ) {
			define( 'WP_RUN_CORE_TESTS', true );
		}
		foreach ( self::routes( $ids ) as $label => list( $method, $route, $body, $query ) ) {
			if ( 'delete' === $label || 'trash' === $label ) {
				continue;
			}
			$response = $this->dispatch( $method, $route, $body, $query );
			$this->assertSame( $expected[ $label ] ?? 200, $response->get_status(), "{$label}: " . $this->json( $response ) );
		}

		$list = $this->body( $this->dispatch( 'GET', self::BASE, null, array( 'context' => 'edit' ) ) );
		$this->assertContains( 'Changed', array_column( array_column( $list, 'title' ), 'raw' ) );

		$trashed = $this->dispatch( 'DELETE', self::BASE . '/' . $ids['id'] );
		$this->assertSame( 200, $trashed->get_status() );
		$this->assertSame( 'trash', get_post_status( $ids['id'] ) );

		$deleted = $this->dispatch( 'DELETE', self::BASE . '/' . $ids['id'], null, array( 'force' => true ) );
		$this->assertSame( 200, $deleted->get_status() );
		$this->assertNull( get_post( $ids['id'] ) );
	}

	public function test_editors_manage_templates_when_the_capability_filter_grants_it(): void {
		$ids = $this->fixture();
		$this->act_as( 'editor' );
		add_filter( 'uipress/capability', static fn (): string => 'edit_others_posts' );

		$this->assertSame( 200, $this->dispatch( 'GET', self::BASE . '/' . $ids['id'], null, array( 'context' => 'edit' ) )->get_status() );
		$this->assertSame( 200, $this->dispatch( 'POST', self::BASE . '/' . $ids['id'], array( 'title' => 'By an editor' ) )->get_status() );
		$this->assertSame( 'By an editor', get_the_title( $ids['id'] ) );
	}

	/**
	 * Each capability of the type, checked directly.
	 *
	 * @dataProvider refused_users
	 *
	 * @param string $role Role.
	 */
	public function test_meta_capabilities_map_to_uipress_manage( string $role ): void {
		$ids   = $this->fixture();
		$draft = $this->create_template( array(), array( 'post_status' => 'draft' ) );
		$admin = $this->create_user( 'administrator' );
		$user  = '' === $role ? 0 : $this->create_user( $role );

		foreach ( array( 'edit_post', 'read_post', 'delete_post', 'publish_post' ) as $cap ) {
			foreach ( array( $ids['id'], $draft, $ids['revision'] ) as $post ) {
				$this->assertFalse( user_can( $user, $cap, $post ), "{$cap} on {$post}" );
			}
			$this->assertTrue( user_can( $admin, $cap, $ids['id'] ), $cap );
			$this->assertTrue( user_can( $admin, $cap, $draft ), $cap );
		}
		foreach ( ManagedPostTypes::capabilities( TemplatePostType::NAME ) as $meta => $cap ) {
			if ( in_array( $meta, array( 'edit_post', 'read_post', 'delete_post' ), true ) ) {
				continue;
			}
			$this->assertFalse( user_can( $user, $cap ), $cap );
			$this->assertTrue( user_can( $admin, $cap ), $cap );
		}
		$this->assertFalse( user_can( $admin, 'delete_post', $ids['revision'] ), 'Revisions are never deleted.' );
	}

	public function test_post_type_is_private_with_revisions_and_priority(): void {
		$type = get_post_type_object( TemplatePostType::NAME );
		$this->assertInstanceOf( \WP_Post_Type::class, $type );

		$this->assertFalse( $type->public );
		$this->assertFalse( $type->publicly_queryable );
		$this->assertTrue( $type->exclude_from_search );
		$this->assertFalse( $type->show_ui );
		$this->assertTrue( $type->show_in_rest );
		$this->assertSame( 'uip-ui-template', $type->rest_base );
		$this->assertTrue( post_type_supports( TemplatePostType::NAME, 'title' ) );
		$this->assertTrue( post_type_supports( TemplatePostType::NAME, 'revisions' ) );
		$this->assertTrue( post_type_supports( TemplatePostType::NAME, 'page-attributes' ) );
		$this->assertFalse( post_type_supports( TemplatePostType::NAME, 'editor' ) );
	}
}
