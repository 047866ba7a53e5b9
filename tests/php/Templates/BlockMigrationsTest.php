<?php
/**
 * Blocks stored by earlier versions, read and written in today's shape.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Templates;

use UiPress\Templates\BlockMigrations;
use UiPress\Templates\CurrentTemplate;
use UiPress\Templates\JsonTree;
use UiPress\Templates\TemplateFields;
use UiPress\Templates\TemplateStore;
use UiPress\Tests\Rest\RestTestCase;
use WP_Post;

/**
 * The button's old link option (`linkSelect`) becomes its `linkTo`.
 */
final class BlockMigrationsTest extends RestTestCase {

	private const BASE = '/wp/v2/uip-ui-template';

	/**
	 * A button with stored options.
	 *
	 * @param array<string, mixed> $options Its options.
	 * @param array<string, mixed> $extra   Other members.
	 * @return array<string, mixed>
	 */
	private static function button( array $options, array $extra = array() ): array {
		return self::block( 'Button', array_merge( array( 'settings' => array( 'block' => array( 'options' => $options ) ) ), $extra ) );
	}

	/**
	 * One block migrated, as JSON decodes it.
	 *
	 * @param array<mixed> $block The block.
	 * @return array<mixed>
	 */
	private static function migrated( array $block ): array {
		$json = JsonTree::encode( BlockMigrations::apply( array( $block ) ) );
		self::assertIsString( $json );
		$decoded = json_decode( $json, true );
		self::assertIsArray( $decoded );
		self::assertIsArray( $decoded[0] );
		return $decoded[0];
	}

	/**
	 * Stores a template's post_content as an earlier version wrote it, past
	 * every write path (which would migrate it).
	 *
	 * @param array<mixed> $content Its blocks.
	 * @return int The template's id.
	 */
	private function store_old_template( array $content ): int {
		$id   = $this->create_template( array( 'forRoles' => array( 'editor' ) ) );
		$json = JsonTree::encode(
			array_merge(
				TemplateFields::defaults(),
				array(
					'forRoles' => array( 'editor' ),
					'content'  => $content,
				)
			)
		);
		$this->assertIsString( $json );
		self::db()->update( self::db()->posts, array( 'post_content' => $json ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		$post = get_post( $id );
		$this->assertInstanceOf( WP_Post::class, $post );
		$this->assertStringContainsString( 'linkSelect', $post->post_content );
		return $id;
	}

	public function test_a_buttons_link_and_target_move_to_its_link(): void {
		$cases = array(
			'newTab'  => true,
			'dynamic' => 'dynamic',
			'default' => false,
			''        => false,
		);
		foreach ( $cases as $stored => $expected ) {
			$block = self::migrated(
				self::button(
					array(
						'buttonText' => 'Docs',
						'linkSelect' => array(
							'value'  => 'https://example.com/docs',
							'newTab' => $stored,
						),
					)
				)
			);
			$this->assertSame(
				array(
					'value'  => 'https://example.com/docs',
					'newTab' => $expected,
				),
				$block['linkTo'] ?? null,
				"newTab '$stored'"
			);
			$this->assertSame( array( 'buttonText' => 'Docs' ), $this->value_at( $block, 'settings.block.options' ) );
		}
	}

	public function test_a_plain_url_an_empty_link_and_other_blocks(): void {
		$plain = self::migrated( self::button( array( 'linkSelect' => '/wp-admin/edit.php' ) ) );
		$this->assertSame(
			array(
				'value'  => '/wp-admin/edit.php',
				'newTab' => false,
			),
			$plain['linkTo']
		);

		// An empty link option goes; the block's own link stays; options stay an object.
		$own   = array(
			'value'  => '/wp-admin/',
			'newTab' => true,
		);
		$empty = self::migrated(
			self::button(
				array(
					'linkSelect' => array(
						'value'  => ' ',
						'newTab' => 'newTab',
					),
				),
				array( 'linkTo' => $own )
			)
		);
		$this->assertSame( $own, $empty['linkTo'] );
		$json = JsonTree::encode( BlockMigrations::apply( array( self::button( array( 'linkSelect' => '' ) ) ) ) );
		$this->assertIsString( $json );
		$this->assertStringContainsString( '"options":{}', $json );

		// The button's link won on click, so it replaces the block's link.
		$both = self::migrated( self::button( array( 'linkSelect' => array( 'value' => '/wp-admin/users.php' ) ), array( 'linkTo' => $own ) ) );
		$this->assertSame(
			array(
				'value'  => '/wp-admin/users.php',
				'newTab' => false,
			),
			$both['linkTo']
		);

		// Other blocks keep an option of that name; nested buttons are migrated.
		$other = self::migrated( self::block( 'Plugin', array( 'settings' => array( 'block' => array( 'options' => array( 'linkSelect' => '/x' ) ) ) ) ) );
		$this->assertSame( '/x', $this->value_at( $other, 'settings.block.options.linkSelect' ) );
		$this->assertArrayNotHasKey( 'linkTo', $other );
		$box = self::migrated( self::block( 'Container', array( 'content' => array( self::button( array( 'linkSelect' => '/y' ) ) ) ) ) );
		$this->assertSame( '/y', $this->value_at( $box, 'content.0.linkTo.value' ) );

		// Idempotent.
		$once  = BlockMigrations::apply( array( self::button( array( 'linkSelect' => '/z' ) ) ) );
		$again = BlockMigrations::apply( $once );
		$this->assertSame( $once, $again );
	}

	public function test_an_old_template_keeps_its_link_when_read_saved_and_rendered_for_users(): void {
		$button = self::button(
			array(
				'buttonText' => 'Docs',
				'linkSelect' => array(
					'value'  => 'https://example.com/docs',
					'newTab' => 'newTab',
				),
			)
		);
		$id     = $this->store_old_template( array( $button ) );
		$link   = array(
			'value'  => 'https://example.com/docs',
			'newTab' => true,
		);

		// Read by the builder.
		$this->act_as( 'administrator' );
		$read    = $this->body( $this->dispatch( 'GET', self::BASE . '/' . $id, null, array( 'context' => 'edit' ) ) );
		$content = $this->value_at( $read, 'uipress.content' );
		$this->assertIsArray( $content );
		$this->assertSame( $link, $this->value_at( $content, '0.linkTo' ) );
		$this->assertSame( array( 'buttonText' => 'Docs' ), $this->value_at( $content, '0.settings.block.options' ) );

		// Saved back: stored in today's shape.
		$saved = $this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => array( 'content' => $content ) ) );
		$this->assertSame( 200, $saved->get_status() );
		$post = get_post( $id );
		$this->assertInstanceOf( WP_Post::class, $post );
		$this->assertStringNotContainsString( 'linkSelect', $post->post_content );
		$this->assertSame( $link, $this->value_at( TemplateStore::read( $post )['content'], '0.linkTo' ) );

		// Rendered for an editor: the interface's template has the link.
		$this->act_as( 'editor' );
		$current = CurrentTemplate::for_user( wp_get_current_user() );
		$this->assertNotNull( $current );
		$this->assertSame( $link, $this->value_at( $current['fields']['content'], '0.linkTo' ) );
	}

	public function test_an_old_template_sent_through_rest_is_stored_migrated(): void {
		$this->act_as( 'administrator' );
		$created = $this->dispatch(
			'POST',
			self::BASE,
			array(
				'title'   => 'Imported',
				'status'  => 'draft',
				'uipress' => array(
					'content' => array(
						self::button(
							array(
								'linkSelect' => array(
									'value'  => '/wp-admin/edit.php',
									'newTab' => 'dynamic',
								),
							)
						),
					),
				),
			)
		);
		$this->assertSame( 201, $created->get_status() );
		$id   = $this->body( $created )['id'];
		$post = get_post( is_int( $id ) ? $id : 0 );
		$this->assertInstanceOf( WP_Post::class, $post );
		$this->assertStringNotContainsString( 'linkSelect', $post->post_content );
		$this->assertSame(
			array(
				'value'  => '/wp-admin/edit.php',
				'newTab' => 'dynamic',
			),
			$this->value_at( TemplateStore::read( $post )['content'], '0.linkTo' )
		);
	}

	public function test_spec_shaped_style_groups_move_into_the_stored_style(): void {
		$block = self::block(
			'Container',
			array(
				'settings' => array(
					'flexLayout' => array(
						'options'       => array(
							'display'   => 'flex',
							'direction' => 'row',
						),
						'beforeContent' => array(
							'content' => '→',
							'options' => array( 'display' => 'inline-block' ),
						),
					),
					'styles'     => array(
						'options'      => array( 'backgroundColor' => '#fff' ),
						'afterContent' => array( 'backgroundColor' => '#000' ),
					),
					'spacing'    => array( 'options' => array() ),
					'block'      => array( 'options' => array( 'title' => 'Kept' ) ),
				),
			)
		);

		$migrated = self::migrated( $block );

		$this->assertSame(
			array(
				'block' => array( 'options' => array( 'title' => 'Kept' ) ),
				'style' => array(
					'options'       => array(
						'flexLayout' => array(
							'display'   => 'flex',
							'direction' => 'row',
						),
						'styles'     => array( 'backgroundColor' => '#fff' ),
					),
					'beforeContent' => array(
						'content' => '→',
						'options' => array( 'flexLayout' => array( 'display' => 'inline-block' ) ),
					),
					'afterContent'  => array(
						'options' => array( 'styles' => array( 'backgroundColor' => '#000' ) ),
					),
				),
			),
			$migrated['settings']
		);
		$this->assertSame( $migrated, self::migrated( $migrated ), 'Migrating twice changes nothing.' );
	}

	public function test_a_value_the_stored_style_has_wins_over_the_spec_shaped_one(): void {
		$migrated = self::migrated(
			self::block(
				'Container',
				array(
					'settings' => array(
						'style'      => array( 'options' => array( 'dimensions' => array( 'width' => '50%' ) ) ),
						'dimensions' => array(
							'options' => array(
								'width'  => '10%',
								'height' => '20px',
							),
						),
					),
				)
			)
		);

		$this->assertSame(
			array(
				'width'  => '50%',
				'height' => '20px',
			),
			$this->value_at( $migrated, 'settings.style.options.dimensions' )
		);
		$this->assertArrayNotHasKey( 'dimensions', (array) $this->value_at( $migrated, 'settings' ) );
	}

	public function test_an_imported_spec_shaped_template_renders_styled(): void {
		$this->act_as( 'administrator' );
		$created = $this->dispatch(
			'POST',
			self::BASE,
			array(
				'title'   => 'Spec shaped',
				'status'  => 'draft',
				'uipress' => array(
					'content' => array(
						self::block( 'Container', array( 'settings' => array( 'styles' => array( 'options' => array( 'backgroundColor' => '#123456' ) ) ) ) ),
					),
				),
			)
		);
		$this->assertSame( 201, $created->get_status() );
		$id   = $this->body( $created )['id'];
		$post = get_post( is_int( $id ) ? $id : 0 );
		$this->assertInstanceOf( WP_Post::class, $post );
		$this->assertSame( '#123456', $this->value_at( TemplateStore::read( $post )['content'], '0.settings.style.options.styles.backgroundColor' ) );
	}
}
