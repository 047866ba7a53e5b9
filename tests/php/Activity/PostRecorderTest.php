<?php
/**
 * Tests for the content recorder.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Activity;

/**
 * Posts and pages: published, updated with their changed fields, trashed,
 * restored, deleted; revisions and autosaves are not events.
 */
final class PostRecorderTest extends ActivityTestCase {

	public function test_publishing_a_new_post_is_one_event(): void {
		$id = $this->post( array( 'post_status' => 'publish' ) );

		$row = $this->only_row( 'post.published' );
		$this->assertSame( (string) $id, $row['object_id'] );
		$this->assertSame( 'Hello', $row['object_name'] );
		$this->assertSame( 'post', $row['object_subtype'] );
		$this->assertSame( $this->admin_id, $row['user_id'] );
		$this->assertSame( array(), $this->rows( 'post.updated' ) );
	}

	public function test_an_update_records_each_changed_field_before_and_after(): void {
		$category = wp_insert_term( 'News', 'category' );
		$this->assertIsArray( $category );
		$editor = $this->create_user( 'editor' );
		$parent = $this->post(
			array(
				'post_title' => 'Parent',
				'post_type'  => 'page',
			)
		);
		$id     = $this->post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_content' => 'one two three',
			)
		);
		$this->flush_rows();

		wp_update_post(
			array(
				'ID'           => $id,
				'post_title'   => 'Hello again',
				'post_content' => 'one two three four',
				'post_excerpt' => 'Short',
				'post_name'    => 'hello-again',
				'post_author'  => $editor,
				'post_parent'  => $parent,
			)
		);
		wp_set_post_terms( $id, array( (int) $category['term_id'] ), 'category' );

		$row = $this->only_row( 'post.updated' );
		$this->assertSame( 'page', $row['object_subtype'] );
		$this->assertSame( 'Hello again', $row['object_name'] );
		$changes = $row['changes'];
		$this->assertSame(
			array(
				'before' => 'Hello',
				'after'  => 'Hello again',
			),
			$changes['title']
		);
		$this->assertSame(
			array(
				'before' => 3,
				'after'  => 4,
			),
			$changes['content']
		);
		$this->assertSame(
			array(
				'before' => '',
				'after'  => 'Short',
			),
			$changes['excerpt']
		);
		$this->assertSame(
			array(
				'before' => 'hello',
				'after'  => 'hello-again',
			),
			$changes['slug']
		);
		$this->assertSame(
			array(
				'before' => ( new \WP_User( $this->admin_id ) )->display_name,
				'after'  => ( new \WP_User( $editor ) )->display_name,
			),
			$changes['author']
		);
		$this->assertSame(
			array(
				'before' => '',
				'after'  => 'Parent',
			),
			$changes['parent']
		);
		$this->assertArrayNotHasKey( 'status', $changes );
	}

	public function test_categories_and_tags_of_a_post_are_changes(): void {
		$id = $this->post();
		$this->flush_rows();

		wp_set_post_tags( $id, array( 'alpha', 'beta' ) );

		$this->assertSame(
			array(
				'before' => array(),
				'after'  => array(
					'alpha',
					'beta',
				),
			),
			$this->only_row( 'post.updated' )['changes']['tax:post_tag']
		);
	}

	public function test_trash_restore_and_delete_are_events(): void {
		$id = $this->post();
		$this->flush_rows();

		wp_trash_post( $id );
		wp_untrash_post( $id );
		wp_delete_post( $id, true );

		$this->assertSame( array( 'post.trashed', 'post.restored', 'post.deleted' ), array_column( $this->rows(), 'action' ) );
		$this->assertSame( 'Hello', $this->only_row( 'post.deleted' )['object_name'] );
	}

	public function test_revisions_autosaves_and_drafts_being_made_are_not_events(): void {
		$id = $this->post();
		$this->flush_rows();

		wp_save_post_revision( $id );
		wp_create_post_autosave(
			array(
				'post_ID'      => $id,
				'post_title'   => 'Autosaved',
				'post_content' => 'x',
				'post_type'    => 'post',
			)
		);
		wp_insert_post(
			array(
				'post_title'  => 'Auto',
				'post_status' => 'auto-draft',
			)
		);

		$this->assertSame( array(), $this->rows() );
	}

	public function test_post_types_without_an_admin_screen_are_not_recorded(): void {
		register_post_type( 'uip_hidden_type', array( 'show_ui' => false ) );
		$this->post( array( 'post_type' => 'uip_hidden_type' ) );
		unregister_post_type( 'uip_hidden_type' );

		$this->assertSame( array(), $this->rows() );
	}

	/**
	 * Makes a post (a draft titled Hello unless told).
	 *
	 * @param array{post_type?: string, post_status?: string, post_content?: string, post_title?: string} $args Post fields.
	 */
	private function post( array $args = array() ): int {
		$id = wp_insert_post(
			$args + array(
				'post_title'  => 'Hello',
				'post_status' => 'draft',
				'post_author' => $this->admin_id,
			)
		);
		$this->assertIsInt( $id );
		$this->assertGreaterThan( 0, $id );
		return $id;
	}
}
