<?php
/**
 * The `uipress` field of templates.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Templates\TemplatePostType;
use UiPress\Templates\TemplateSecrets;
use UiPress\Templates\TemplateStore;
use UiPress\Templates\TreeValidator;

/**
 * Reading, writing, validating and revising the field.
 */
final class TemplateFieldTest extends RestTestCase {

	private const BASE = '/wp/v2/uip-ui-template';

	/**
	 * A complete field with nested blocks and empty objects.
	 *
	 * @return array<string, mixed>
	 */
	private static function sample(): array {
		return array(
			'type'          => 'ui-template',
			'content'       => array(
				self::block(
					'Container',
					array(
						'settings' => array(
							'style'    => array( 'options' => new \stdClass() ),
							'advanced' => array(
								'options' => array(
									'classes'    => 'wide',
									'conditions' => array(
										'relation'   => 'and',
										'conditions' => array(),
									),
								),
							),
						),
						'content'  => array(
							self::block(
								'Heading',
								array(
									'settings'   => array( 'block' => array( 'options' => array( 'headingText' => 'Hello <b>you</b> & "them"' ) ) ),
									'responsive' => array( 'mobile' => true ),
								)
							),
							self::block(
								'Button',
								array(
									'linkTo' => array(
										'value'  => 'https://example.com/?a=1&b=2',
										'newTab' => true,
									),
								)
							),
						),
					)
				),
			),
			'settings'      => array(
				'css' => '',
				'js'  => '',
			),
			'forRoles'      => array( 'editor', 'author' ),
			'forUsers'      => array( 3 ),
			'excludesRoles' => array( 'subscriber' ),
			'excludesUsers' => array( 9 ),
		);
	}

	/**
	 * The stored field of a template as a browser would decode it.
	 *
	 * @param int $id Template id.
	 * @return array<mixed>
	 */
	private function field_of( int $id ): array {
		$body = $this->body( $this->dispatch( 'GET', self::BASE . '/' . $id, null, array( 'context' => 'edit' ) ) );
		$this->assertIsArray( $body['uipress'] ?? null, (string) wp_json_encode( $body ) );
		return $body['uipress'];
	}

	/**
	 * The number of templates in any status.
	 */
	private static function count_templates(): int {
		return count(
			get_posts(
				array(
					'post_type'      => TemplatePostType::NAME,
					'post_status'    => 'any',
					'posts_per_page' => 100,
					'fields'         => 'ids',
				)
			)
		);
	}

	public function test_a_template_without_a_field_reads_the_defaults(): void {
		$this->act_as( 'administrator' );
		$created = $this->dispatch( 'POST', self::BASE, array( 'title' => 'Empty' ) );
		$this->assertSame( 201, $created->get_status() );

		$this->assertSame(
			array(
				'type'          => 'ui-template',
				'content'       => array(),
				'settings'      => array(
					'css' => '',
					'js'  => '',
				),
				'forRoles'      => array(),
				'forUsers'      => array(),
				'excludesRoles' => array(),
				'excludesUsers' => array(),
			),
			$this->body( $created )['uipress']
		);
	}

	public function test_the_field_round_trips_with_empty_objects_kept(): void {
		$this->act_as( 'administrator' );
		$sample  = self::sample();
		$created = $this->dispatch(
			'POST',
			self::BASE,
			array(
				'title'   => 'Full',
				'status'  => 'publish',
				'uipress' => $sample,
			)
		);
		$this->assertSame( 201, $created->get_status(), $this->json( $created ) );
		$id = $this->body( $created )['id'];
		$this->assertIsInt( $id );

		$expected = json_decode( (string) wp_json_encode( $sample ), true );
		$this->assertSame( $expected, $this->field_of( $id ) );

		$json = $this->json( $this->dispatch( 'GET', self::BASE . '/' . $id, null, array( 'context' => 'edit' ) ) );
		$this->assertStringContainsString( '"settings":{}', $json, 'An empty object stays an object.' );
		$this->assertStringContainsString( '"style":{"options":{}}', $json );
		$this->assertStringContainsString( '"conditions":[]', $json, 'An empty list stays a list.' );
	}

	public function test_a_write_changes_only_the_members_it_sends(): void {
		$this->act_as( 'administrator' );
		$sample = self::sample();
		$id     = $this->create_template( $sample );

		$response = $this->dispatch(
			'POST',
			self::BASE . '/' . $id,
			array(
				'uipress' => array(
					'forRoles' => array( 'shop_manager' ),
					'settings' => array( 'extra' => 'kept' ),
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );

		$field = $this->field_of( $id );
		$this->assertSame( array( 'shop_manager' ), $field['forRoles'] );
		$this->assertSame( array( 3 ), $field['forUsers'] );
		$this->assertSame(
			array(
				'css'   => '',
				'js'    => '',
				'extra' => 'kept',
			),
			$field['settings']
		);
		$this->assertSame( json_decode( (string) wp_json_encode( $sample['content'] ), true ), $field['content'] );
	}

	public function test_audience_lists_are_cleaned(): void {
		$this->act_as( 'administrator' );
		$response = $this->dispatch(
			'POST',
			self::BASE,
			array(
				'uipress' => array(
					'forRoles' => array( ' editor ', 'editor', 'author' ),
					'forUsers' => array( '4', 4, 7 ),
				),
			)
		);
		$this->assertSame( 201, $response->get_status(), $this->json( $response ) );
		$field = $this->body( $response );
		$this->assertSame( array( 'editor', 'author' ), $this->value_at( $field, 'uipress.forRoles' ) );
		$this->assertSame( array( 4, 7 ), $this->value_at( $field, 'uipress.forUsers' ) );
	}

	/**
	 * Malformed fields, with the message each is refused with.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function invalid_fields(): array {
		$nested = self::block(
			'Container',
			array(
				'content' => array(
					self::block( 'A' ),
					self::block( 'B' ),
					array(
						'uid'  => 'abc',
						'name' => 'No module',
					),
				),
			)
		);
		return array(
			'child without moduleName' => array( array( 'content' => array( $nested ) ), 'content[0].content[2] has no moduleName' ),
			'empty name'               => array( array( 'content' => array( self::block( '' ) ) ), 'content[0] has no name' ),
			'blank moduleName'         => array( array( 'content' => array( self::block( 'A', array( 'moduleName' => '  ' ) ) ) ), 'content[0] has no moduleName' ),
			'name not a string'        => array( array( 'content' => array( self::block( 'A', array( 'name' => 12 ) ) ) ), 'content[0] has no name' ),
			'block not an object'      => array( array( 'content' => array( self::block( 'A' ), 'text' ) ), 'content[1] is not a block object' ),
			'settings a list'          => array( array( 'content' => array( self::block( 'A', array( 'settings' => array( 1, 2 ) ) ) ) ), 'content[0].settings must be an object' ),
			'settings a string'        => array( array( 'content' => array( self::block( 'A', array( 'settings' => 'x' ) ) ) ), 'content[0].settings must be an object' ),
			'settings group a string'  => array( array( 'content' => array( self::block( 'A', array( 'settings' => array( 'style' => 'x' ) ) ) ) ), 'content[0].settings.style must be an object' ),
			'content an object'        => array( array( 'content' => array( self::block( 'A', array( 'content' => array( 'a' => 1 ) ) ) ) ), 'content[0].content must be an array' ),
			'empty uid'                => array( array( 'content' => array( self::block( 'A', array( 'uid' => '' ) ) ) ), 'content[0].uid must be a non-empty string' ),
			'root not a list'          => array( array( 'content' => 'blocks' ), 'content must be an array' ),
			'css not a string'         => array( array( 'content' => array( self::block( 'A', array( 'settings' => array( 'advanced' => array( 'options' => array( 'css' => array( 'a' ) ) ) ) ) ) ) ), 'content[0].settings.advanced.options.css must be a string' ),
			'interaction code a list'  => array( array( 'content' => array( self::block( 'A', array( 'interactions' => array( array( 'javascript' => array() ) ) ) ) ) ), 'content[0].interactions[0].javascript must be a string' ),
			'unknown type'             => array( array( 'type' => 'page' ), 'type must be one of: ui-template, ui-admin-page' ),
			'settings not an object'   => array( array( 'settings' => 'x' ), 'settings must be an object' ),
			'template css a number'    => array( array( 'settings' => array( 'css' => 5 ) ), 'settings.css must be a string' ),
			'user ids with a name'     => array( array( 'forUsers' => array( 1, 'bob' ) ), 'forUsers must be a list of user ids' ),
			'user id zero'             => array( array( 'excludesUsers' => array( 0 ) ), 'excludesUsers must be a list of user ids' ),
			'roles with a number'      => array( array( 'forRoles' => array( 'editor', 3 ) ), 'forRoles must be a list of role names' ),
			'unknown member'           => array( array( 'name' => 'x' ), 'name is not a template field' ),
		);
	}

	/**
	 * A malformed field is refused on create, and no template is made.
	 *
	 * @dataProvider invalid_fields
	 *
	 * @param array<string, mixed> $field   The field.
	 * @param string               $message Expected message.
	 */
	public function test_invalid_field_is_refused_on_create( array $field, string $message ): void {
		$this->act_as( 'administrator' );
		$before = self::count_templates();

		$response = $this->dispatch(
			'POST',
			self::BASE,
			array(
				'title'   => 'Broken',
				'uipress' => $field,
			)
		);

		$this->assertError( 'uipress_invalid_template', 400, $response );
		$this->assertSame( $message, $this->body( $response )['message'] );
		$this->assertSame( $before, self::count_templates() );
	}

	/**
	 * A malformed field is refused on update, and neither the field nor the title changes.
	 *
	 * @dataProvider invalid_fields
	 *
	 * @param array<string, mixed> $field   The field.
	 * @param string               $message Expected message.
	 */
	public function test_invalid_field_is_refused_on_update( array $field, string $message ): void {
		$this->act_as( 'administrator' );
		$id     = $this->create_template( self::sample(), array( 'post_title' => 'Stored' ) );
		$stored = get_post_field( 'post_content', $id );

		$response = $this->dispatch(
			'POST',
			self::BASE . '/' . $id,
			array(
				'title'      => 'Renamed',
				'menu_order' => 4,
				'uipress'    => $field,
			)
		);

		$this->assertError( 'uipress_invalid_template', 400, $response );
		$this->assertSame( $message, $this->body( $response )['message'] );
		$post = get_post( $id );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$this->assertSame( 'Stored', $post->post_title );
		$this->assertSame( 0, $post->menu_order );
		$this->assertSame( $stored, $post->post_content );
		$this->assertSame( array(), wp_get_post_revisions( $id ) );
	}

	public function test_the_error_names_the_path_in_its_data(): void {
		$this->act_as( 'administrator' );
		$response = $this->dispatch( 'POST', self::BASE, array( 'uipress' => array( 'content' => array( self::block( 'A' ), array( 'name' => 'B' ) ) ) ) );
		$body     = $this->body( $response );
		$this->assertSame( 'content[1]', $this->value_at( $body, 'data.path' ) );
		$this->assertSame( 400, $this->value_at( $body, 'data.status' ) );
	}

	public function test_a_field_that_is_not_an_object_is_refused(): void {
		$this->act_as( 'administrator' );
		$response = $this->dispatch( 'POST', self::BASE, array( 'uipress' => 'blocks' ) );
		$this->assertError( 'rest_invalid_param', 400, $response );
	}

	/**
	 * A chain of nested blocks.
	 *
	 * @param int $depth Levels.
	 * @return array<string, mixed>
	 */
	private static function chain( int $depth ): array {
		$block = self::block( 'Leaf' );
		for ( $level = 1; $level < $depth; $level++ ) {
			$block = self::block( 'Level', array( 'content' => array( $block ) ) );
		}
		return $block;
	}

	public function test_depth_is_limited(): void {
		$this->act_as( 'administrator' );

		$deepest = $this->dispatch( 'POST', self::BASE, array( 'uipress' => array( 'content' => array( self::chain( TreeValidator::MAX_DEPTH ) ) ) ) );
		$this->assertSame( 201, $deepest->get_status(), $this->json( $deepest ) );

		$too_deep = $this->dispatch( 'POST', self::BASE, array( 'uipress' => array( 'content' => array( self::chain( TreeValidator::MAX_DEPTH + 1 ) ) ) ) );
		$this->assertError( 'uipress_invalid_template', 400, $too_deep );
		$this->assertSame(
			'content[0]' . str_repeat( '.content[0]', TreeValidator::MAX_DEPTH ) . ' is nested more than 64 levels deep',
			$this->body( $too_deep )['message']
		);
	}

	public function test_block_count_is_limited(): void {
		$this->act_as( 'administrator' );
		$blocks = array();
		for ( $i = 0; $i <= TreeValidator::MAX_BLOCKS; $i++ ) {
			$blocks[] = array(
				'name'       => 'B',
				'moduleName' => 'b',
			);
		}

		$response = $this->dispatch( 'POST', self::BASE, array( 'uipress' => array( 'content' => $blocks ) ) );

		$this->assertError( 'uipress_invalid_template', 400, $response );
		$this->assertSame( 'The template has more than 5000 blocks', $this->body( $response )['message'] );
	}

	public function test_size_is_limited(): void {
		$this->act_as( 'administrator' );
		$big = self::block( 'Paragraph', array( 'settings' => array( 'block' => array( 'options' => array( 'text' => str_repeat( 'x', TemplateStore::MAX_BYTES ) ) ) ) ) );

		$response = $this->dispatch( 'POST', self::BASE, array( 'uipress' => array( 'content' => array( $big ) ) ) );

		$this->assertError( 'uipress_invalid_template', 400, $response );
		$this->assertSame( 'The template is larger than 2 MB', $this->body( $response )['message'] );
	}

	public function test_kses_never_changes_the_field(): void {
		$this->act_as( 'administrator' );
		add_filter(
			'map_meta_cap',
			static fn ( $caps, $cap ) => 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps,
			10,
			2
		);
		kses_init();
		$this->assertNotFalse( has_filter( 'content_save_pre', 'wp_filter_post_kses' ), 'kses filters post content for this user.' );

		$text  = "<script>alert('x')</script> <img src=x onerror=alert(1)> &amp; & \"quoted\" \\ back\\slash é 😀 \u{2028}";
		$field = array(
			'content' => array(
				self::block(
					'Paragraph',
					array( 'settings' => array( 'block' => array( 'options' => array( 'text' => $text ) ) ) )
				),
			),
		);

		$created = $this->dispatch( 'POST', self::BASE, array( 'uipress' => $field ) );
		$this->assertSame( 201, $created->get_status(), $this->json( $created ) );
		$id = $this->body( $created )['id'];
		$this->assertIsInt( $id );

		$this->assertSame( $text, $this->value_at( $this->field_of( $id ), 'content.0.settings.block.options.text' ) );
		$this->assertMatchesRegularExpression( '/^[\x20-\x7e]*$/', (string) get_post_field( 'post_content', $id ), 'Stored as ASCII.' );

		$revisions = wp_get_post_revisions( $id );
		$this->assertCount( 1, $revisions );
		$revision = reset( $revisions );
		$this->assertInstanceOf( \WP_Post::class, $revision );
		$this->assertSame( get_post_field( 'post_content', $id ), $revision->post_content );
	}

	public function test_revisions_keep_the_whole_field_and_restoring_one_restores_the_tree(): void {
		$this->act_as( 'administrator' );
		$first   = self::sample();
		$created = $this->dispatch(
			'POST',
			self::BASE,
			array(
				'title'   => 'Versioned',
				'uipress' => $first,
			)
		);
		$id      = $this->body( $created )['id'];
		$this->assertIsInt( $id );
		$this->assertCount( 1, wp_get_post_revisions( $id ), 'Creating a template records its first revision.' );

		$second = array(
			'content'  => array( self::block( 'Other' ) ),
			'forRoles' => array( 'administrator' ),
		);
		$this->assertSame( 200, $this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => $second ) )->get_status() );
		$this->assertCount( 2, wp_get_post_revisions( $id ), 'One revision per save.' );
		$this->assertSame( 'Other', $this->value_at( $this->field_of( $id ), 'content.0.name' ) );

		$listed = $this->body( $this->dispatch( 'GET', self::BASE . '/' . $id . '/revisions', null, array( 'context' => 'edit' ) ) );
		$this->assertCount( 2, $listed );
		$this->assertSame( 'Other', $this->value_at( $listed, '0.uipress.content.0.name' ), 'Revisions carry the field.' );
		$this->assertSame( 'Container', $this->value_at( $listed, '1.uipress.content.0.name' ) );

		$oldest = $this->value_at( $listed, '1.id' );
		$this->assertIsInt( $oldest );
		wp_restore_post_revision( $oldest );

		$restored = $this->field_of( $id );
		$this->assertSame( json_decode( (string) wp_json_encode( $first ), true ), $restored );
	}

	public function test_autosaves_carry_the_field_and_are_validated(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_template( self::sample(), array( 'post_title' => 'Live' ) );
		// Creating an autosave defines DOING_AUTOSAVE for the rest of the run unless core tests run.
		if ( ! defined( 'WP_RUN_CORE_TESTS' ) ) {
			define( 'WP_RUN_CORE_TESTS', true );
		}

		$refused = $this->dispatch( 'POST', self::BASE . '/' . $id . '/autosaves', array( 'uipress' => array( 'content' => array( array( 'name' => 'No module' ) ) ) ) );
		$this->assertError( 'uipress_invalid_template', 400, $refused );
		$this->assertSame( 'content[0] has no moduleName', $this->value_at( $this->body( $refused ), 'message' ) );
		$this->assertFalse( wp_get_post_autosave( $id ) );

		$saved = $this->dispatch( 'POST', self::BASE . '/' . $id . '/autosaves', array( 'uipress' => array( 'content' => array( self::block( 'Draft' ) ) ) ) );
		$this->assertSame( 200, $saved->get_status(), $this->json( $saved ) );
		$this->assertSame( 'Draft', $this->value_at( $this->body( $saved ), 'uipress.content.0.name' ) );
		$this->assertSame( 'Container', $this->value_at( $this->field_of( $id ), 'content.0.name' ), 'The published template is unchanged.' );

		$autosave = wp_get_post_autosave( $id );
		$this->assertInstanceOf( \WP_Post::class, $autosave );
		$listed = $this->body( $this->dispatch( 'GET', self::BASE . '/' . $id . '/autosaves', null, array( 'context' => 'edit' ) ) );
		$this->assertSame( 'Draft', $this->value_at( $listed, '0.uipress.content.0.name' ) );
	}

	public function test_a_change_of_white_space_inside_a_value_is_a_new_revision(): void {
		$this->act_as( 'administrator' );
		$block   = self::block( 'Paragraph', array( 'settings' => array( 'block' => array( 'options' => array( 'text' => 'a b' ) ) ) ) );
		$created = $this->dispatch( 'POST', self::BASE, array( 'uipress' => array( 'content' => array( $block ) ) ) );
		$id      = $this->body( $created )['id'];
		$this->assertIsInt( $id );

		$block['settings'] = array( 'block' => array( 'options' => array( 'text' => 'a  b' ) ) );
		$this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => array( 'content' => array( $block ) ) ) );

		$this->assertCount( 2, wp_get_post_revisions( $id ) );
	}

	public function test_secret_options_are_never_sent_and_kept_when_not_sent_back(): void {
		$this->act_as( 'administrator' );
		$chat    = self::block(
			'AI chat',
			array(
				'settings' => array(
					'block' => array(
						'options' => array(
							'apiKey'         => 'sk-secret-123',
							'welcomeMessage' => 'Hi',
						),
					),
				),
			)
		);
		$created = $this->dispatch( 'POST', self::BASE, array( 'uipress' => array( 'content' => array( self::block( 'Box', array( 'content' => array( $chat ) ) ) ) ) ) );
		$this->assertSame( 201, $created->get_status(), $this->json( $created ) );
		$this->assertStringNotContainsString( 'sk-secret-123', $this->json( $created ) );
		$id = $this->body( $created )['id'];
		$this->assertIsInt( $id );

		$field = $this->field_of( $id );
		$this->assertSame( array( 'welcomeMessage' => 'Hi' ), $this->value_at( $field, 'content.0.content.0.settings.block.options' ) );
		$this->assertStringNotContainsString( 'sk-secret-123', $this->json( $this->dispatch( 'GET', self::BASE . '/' . $id . '/revisions', null, array( 'context' => 'edit' ) ) ) );

		// The builder saves what it was shown: the stored key stays.
		$shown = $this->value_at( $field, 'content.0.content.0' );
		$this->assertIsArray( $shown );
		$shown['settings'] = array( 'block' => array( 'options' => array( 'welcomeMessage' => 'Hello' ) ) );
		$box               = self::block( 'Box', array( 'uid' => $this->value_at( $field, 'content.0.uid' ) ) );
		$box['content']    = array( $shown );
		$this->assertSame( 200, $this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => array( 'content' => array( $box ) ) ) )->get_status() );
		// Secrets live apart from post_content (TemplateSecrets); the server merges them back.
		$tree    = TemplateSecrets::merge( $id, TemplateStore::from_json( (string) get_post_field( 'post_content', $id ) )['content'] );
		$stored  = json_decode( (string) wp_json_encode( array( 'content' => $tree ) ), true );
		$options = $this->value_at( $stored, 'content.0.content.0.settings.block.options' );
		$this->assertIsArray( $options );
		ksort( $options );
		$this->assertSame(
			array(
				'apiKey'         => 'sk-secret-123',
				'welcomeMessage' => 'Hello',
			),
			$options
		);

		// Sending a key replaces it.
		$shown['settings'] = array( 'block' => array( 'options' => array( 'apiKey' => 'sk-new' ) ) );
		$box['content']    = array( $shown );
		$this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => array( 'content' => array( $box ) ) ) );
		$this->assertIsString( $shown['uid'] );
		$this->assertSame( 'sk-new', TemplateSecrets::option( $id, $shown['uid'], 'apiKey' ) );
	}

	public function test_schema_describes_the_field(): void {
		$this->act_as( 'administrator' );
		$schema = $this->value_at( $this->body( $this->dispatch( 'OPTIONS', self::BASE ) ), 'schema.properties.uipress' );

		$this->assertSame( 'object', $this->value_at( $schema, 'type' ) );
		$properties = $this->value_at( $schema, 'properties' );
		$this->assertIsArray( $properties );
		$this->assertSame( array( 'type', 'content', 'settings', 'forRoles', 'forUsers', 'excludesRoles', 'excludesUsers' ), array_keys( $properties ) );
		$this->assertSame( array( 'ui-template', 'ui-admin-page' ), $this->value_at( $properties, 'type.enum' ) );
		$this->assertSame( array( 'name', 'moduleName' ), $this->value_at( $properties, 'content.items.required' ) );
		$this->assertFalse( $this->value_at( $schema, 'additionalProperties' ) );
	}
}
