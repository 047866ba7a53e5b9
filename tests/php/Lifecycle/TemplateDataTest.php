<?php
/**
 * Uninstalling removes templates with their revisions and autosaves.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Lifecycle;

use UiPress\Lifecycle\StoredData;
use UiPress\Lifecycle\Uninstaller;
use UiPress\Templates\TemplatePostType;
use UiPress\Tests\TestCase;

/**
 * Templates keep their field in post_content and in every revision; nothing
 * of them is left once UiPress is uninstalled.
 */
final class TemplateDataTest extends TestCase {

	public function test_stored_data_names_the_template_post_type(): void {
		$this->assertSame( 'uip-ui-template', StoredData::TEMPLATE_POST_TYPE );
		$this->assertSame( StoredData::TEMPLATE_POST_TYPE, TemplatePostType::NAME );
		$this->assertContains( StoredData::TEMPLATE_POST_TYPE, StoredData::POST_TYPES );
		$this->assertContains( StoredData::MENU_POST_TYPE, StoredData::POST_TYPES );
	}

	public function test_uninstall_removes_templates_with_their_revisions_and_autosaves(): void {
		$id = wp_insert_post(
			array(
				'post_type'    => TemplatePostType::NAME,
				'post_title'   => 'Layout',
				'post_status'  => 'publish',
				'post_content' => '{"type":"ui-template","content":[]}',
			)
		);
		$this->assertIsInt( $id );
		$post = get_post( $id );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$revision = _wp_put_post_revision( $post );
		$autosave = _wp_put_post_revision( $post, true );
		$this->assertIsInt( $revision );
		$this->assertIsInt( $autosave );

		Uninstaller::uninstall();

		$this->assertNull( get_post( $id ) );
		$this->assertNull( get_post( $revision ) );
		$this->assertNull( get_post( $autosave ) );
	}
}
