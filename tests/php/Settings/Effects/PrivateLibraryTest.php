<?php
/**
 * Tests for the privateLibrary setting.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Effects;

use UiPress\Lifecycle\StoredData;

/**
 * Authors see only their own media (grid and modal, list view, REST);
 * the roles of privacyExemptRoles (administrators by default) see all of
 * it; nothing changes with the setting off.
 */
final class PrivateLibraryTest extends PrivacyTestCase {

	/**
	 * The first author's attachment.
	 *
	 * @var int
	 */
	private int $mine = 0;

	/**
	 * The second author's attachment.
	 *
	 * @var int
	 */
	private int $theirs = 0;

	protected function set_up(): void {
		parent::set_up();
		$this->mine   = $this->attachment( $this->author );
		$this->theirs = $this->attachment( $this->other );
	}

	private function attachment( int $author ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => 'Image of ' . $author,
				'post_author'    => $author,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			)
		);
		$this->assertIsInt( $id );
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	/**
	 * What the media grid and modal list (admin-ajax query-attachments).
	 *
	 * @param array<string, mixed> $asked What the browser asked for.
	 * @return list<int>
	 */
	private function grid( array $asked = array() ): array {
		$args = apply_filters(
			'ajax_query_attachments_args',
			$asked + array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'posts_per_page' => -1,
				'fields'         => 'ids',
			)
		);
		$this->assertIsArray( $args );
		$ids = array();
		foreach ( ( new \WP_Query( $args ) )->posts ?? array() as $post ) {
			$ids[] = $post instanceof \WP_Post ? $post->ID : (int) $post;
		}
		sort( $ids );
		return $ids;
	}

	public function test_an_author_sees_only_their_media_in_the_grid_and_modal(): void {
		$this->set( 'privateLibrary', true );
		wp_set_current_user( $this->author );
		$this->assertSame( array( $this->mine ), $this->grid() );
		// Asking for another author's media does not get round it.
		$this->assertSame( array( $this->mine ), $this->grid( array( 'author' => $this->other ) ) );
	}

	public function test_an_author_sees_only_their_media_in_the_list_view(): void {
		$this->set( 'privateLibrary', true );
		wp_set_current_user( $this->author );
		$ids = $this->main_query_of(
			'upload.php',
			'upload',
			array(
				'post_type'   => 'attachment',
				'post_status' => 'inherit',
			)
		);
		$this->assertSame( array( $this->mine ), $ids );
	}

	public function test_an_author_sees_only_their_media_in_rest(): void {
		$this->set( 'privateLibrary', true );
		wp_set_current_user( $this->author );
		$this->assertSame( array( $this->mine ), $this->rest_ids( '/wp/v2/media' ) );
		$this->assertSame( array( $this->mine ), $this->rest_ids( '/wp/v2/media', array( 'author' => $this->other ) ) );
	}

	public function test_an_editor_sees_only_their_media_unless_their_role_is_exempt(): void {
		$this->set( 'privateLibrary', true );
		$this->act_as( 'editor' );
		$both = array( $this->mine, $this->theirs );
		sort( $both );
		$this->assertSame( array(), array_values( array_intersect( $this->grid(), $both ) ) );
		$this->assertSame( array(), array_values( array_intersect( $this->rest_ids( '/wp/v2/media' ), $both ) ) );

		$this->exempt( array( 'administrator', 'editor' ) );
		$this->assertSame( $both, array_values( array_intersect( $this->grid(), $both ) ) );
		$this->assertSame( $both, array_values( array_intersect( $this->rest_ids( '/wp/v2/media' ), $both ) ) );
	}

	public function test_an_administrator_sees_everyone_s_media_unless_taken_off_the_list(): void {
		$this->set( 'privateLibrary', true );
		$this->act_as( 'administrator' );
		$both = array( $this->mine, $this->theirs );
		sort( $both );
		$this->assertSame( $both, array_values( array_intersect( $this->rest_ids( '/wp/v2/media' ), $both ) ) );

		$this->exempt( array() );
		$this->assertSame( array(), array_values( array_intersect( $this->rest_ids( '/wp/v2/media' ), $both ) ) );
	}

	/**
	 * Sets the roles that see everything, keeping the library private.
	 *
	 * @param string[] $roles The roles.
	 */
	private function exempt( array $roles ): void {
		update_option(
			StoredData::SETTINGS_OPTION,
			array(
				'privateLibrary'     => true,
				'privacyExemptRoles' => $roles,
			)
		);
	}

	public function test_with_the_setting_off_authors_see_everyone_s_media(): void {
		$this->set( 'privateLibrary', false );
		wp_set_current_user( $this->author );
		$both = array( $this->mine, $this->theirs );
		sort( $both );
		$this->assertSame( $both, array_values( array_intersect( $this->grid(), $both ) ) );
		$this->assertSame( $both, array_values( array_intersect( $this->rest_ids( '/wp/v2/media' ), $both ) ) );
	}

	public function test_posts_are_not_limited_by_the_library_setting(): void {
		$this->set( 'privateLibrary', true );
		wp_set_current_user( $this->author );
		$post = self::factory_post( $this->other );
		$this->assertContains( $post, $this->rest_ids( '/wp/v2/posts' ) );
	}

	private static function factory_post( int $author ): int {
		return (int) wp_insert_post(
			array(
				'post_title'  => 'Post',
				'post_author' => $author,
				'post_status' => 'publish',
			)
		);
	}
}
