<?php
/**
 * Tests for the postIDs and displayLastModified settings.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Effects;

use UiPress\Lifecycle\StoredData;
use UiPress\Settings\Effects\LastModifiedColumn;
use UiPress\Settings\Effects\PostIdColumn;
use UiPress\Tests\TestCase;

/**
 * The ID and Last modified columns in the list tables of posts, pages, other
 * post types and media.
 */
final class PostListColumnsTest extends TestCase {

	private const BOOKS = 'uip_test_book';

	protected function set_up(): void {
		parent::set_up();
		register_post_type(
			self::BOOKS,
			array(
				'show_ui' => true,
				'label'   => 'Books',
			)
		);
		$this->act_as( 'administrator' );
	}

	protected function tear_down(): void {
		unregister_post_type( self::BOOKS );
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * The list table of a screen, as WordPress builds it.
	 *
	 * @param string $screen Screen id (edit-post, edit-page, upload…).
	 */
	private function table( string $screen ): \WP_List_Table {
		set_current_screen( $screen );
		$class = 'upload' === $screen ? 'WP_Media_List_Table' : 'WP_Posts_List_Table';
		$table = _get_list_table( $class, array( 'screen' => $screen ) );
		$this->assertInstanceOf( \WP_List_Table::class, $table );
		return $table;
	}

	/**
	 * The columns a list screen shows.
	 *
	 * @param string $screen Screen id.
	 * @return array<string, string>
	 */
	private function columns( string $screen ): array {
		return $this->table( $screen )->get_columns();
	}

	/**
	 * The sortable columns of a list screen (after the screen loaded).
	 *
	 * @param string $screen Screen id.
	 * @return array<mixed>
	 */
	private function sortable( string $screen ): array {
		set_current_screen( $screen );
		$sortable = apply_filters( "manage_{$screen}_sortable_columns", array() );
		$this->assertIsArray( $sortable );
		return $sortable;
	}

	/**
	 * The HTML of a post's cell in a column of its list table (the
	 * table's own cell code, which hands custom columns to their hooks).
	 *
	 * @param string $screen Screen id.
	 * @param int    $id     The post.
	 * @param string $column Column key.
	 */
	private function cell( string $screen, int $id, string $column ): string {
		$table = $this->table( $screen );
		$post  = get_post( $id );
		$this->assertInstanceOf( \WP_Post::class, $post );
		if ( ! $table instanceof \WP_Posts_List_Table && ! $table instanceof \WP_Media_List_Table ) {
			$this->fail( 'Not a list table of posts.' );
		}
		ob_start();
		$table->column_default( $post, $column );
		return (string) ob_get_clean();
	}

	public function test_by_default_no_column_is_added(): void {
		foreach ( array( 'edit-post', 'edit-page', 'edit-' . self::BOOKS, 'upload' ) as $screen ) {
			$this->assertArrayNotHasKey( PostIdColumn::KEY, $this->columns( $screen ), $screen );
			$this->assertArrayNotHasKey( LastModifiedColumn::KEY, $this->columns( $screen ), $screen );
			$this->assertArrayNotHasKey( PostIdColumn::KEY, $this->sortable( $screen ), $screen );
			$this->assertArrayNotHasKey( LastModifiedColumn::KEY, $this->sortable( $screen ), $screen );
		}
		$id = self::factory_post( 'post' );
		$this->assertSame( '', $this->cell( 'edit-post', $id, PostIdColumn::KEY ) );
		$this->assertSame( '', $this->cell( 'edit-post', $id, LastModifiedColumn::KEY ) );
	}

	public function test_post_ids_adds_a_sortable_id_column_to_every_list(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'postIDs' => true ) );

		foreach ( array( 'edit-post', 'edit-page', 'edit-' . self::BOOKS, 'upload' ) as $screen ) {
			$this->assertSame( 'ID', $this->columns( $screen )[ PostIdColumn::KEY ] ?? null, $screen );
			$this->assertSame( array( 'ID', true ), $this->sortable( $screen )[ PostIdColumn::KEY ] ?? null, $screen );
			$this->assertArrayNotHasKey( LastModifiedColumn::KEY, $this->columns( $screen ), $screen );
		}
	}

	public function test_the_id_cell_shows_the_post_id_for_flat_and_hierarchical_types(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'postIDs' => true ) );

		$post = self::factory_post( 'post' );
		$this->assertSame( (string) $post, $this->cell( 'edit-post', $post, PostIdColumn::KEY ) );
		$page = self::factory_post( 'page' );
		$this->assertSame( (string) $page, $this->cell( 'edit-page', $page, PostIdColumn::KEY ) );
		$book = self::factory_post( self::BOOKS );
		$this->assertSame( (string) $book, $this->cell( 'edit-' . self::BOOKS, $book, PostIdColumn::KEY ) );
		$this->assertSame( (string) $post, $this->cell( 'upload', $post, PostIdColumn::KEY ) );
	}

	public function test_last_modified_shows_when_and_who_and_sorts_by_modified_date(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'displayLastModified' => true ) );
		update_option( 'date_format', 'Y-m-d' );
		update_option( 'time_format', 'H:i' );
		$editor = $this->create_user( 'editor' );
		wp_update_user(
			array(
				'ID'           => $editor,
				'display_name' => 'Ann & Bo',
			)
		);
		$id = self::factory_post( 'post' );
		self::db()->update(
			self::db()->posts,
			array(
				'post_modified'     => '2024-01-02 15:04:00',
				'post_modified_gmt' => '2024-01-02 15:04:00',
			),
			array( 'ID' => $id )
		);
		clean_post_cache( $id );
		update_post_meta( $id, '_edit_last', (string) $editor );

		foreach ( array( 'edit-post', 'edit-page', 'edit-' . self::BOOKS, 'upload' ) as $screen ) {
			$this->assertSame( 'Last modified', $this->columns( $screen )[ LastModifiedColumn::KEY ] ?? null, $screen );
			$this->assertSame( array( 'modified', true ), $this->sortable( $screen )[ LastModifiedColumn::KEY ] ?? null, $screen );
		}
		$this->assertSame( '2024-01-02 at 15:04<br />by Ann &amp; Bo', $this->cell( 'edit-post', $id, LastModifiedColumn::KEY ) );

		// Without a recorded editor, only the date.
		delete_post_meta( $id, '_edit_last' );
		$this->assertSame( '2024-01-02 at 15:04', $this->cell( 'upload', $id, LastModifiedColumn::KEY ) );
	}

	public function test_the_columns_get_a_width_on_list_screens_only(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'postIDs' => true ) );
		set_current_screen( 'edit-post' );
		ob_start();
		PostIdColumn::print_style();
		LastModifiedColumn::print_style();
		$css = (string) ob_get_clean();
		$this->assertStringContainsString( '.fixed .column-uip-id{width:5.5em}', $css );
		$this->assertStringNotContainsString( 'uip-last-modified', $css );

		set_current_screen( 'dashboard' );
		ob_start();
		PostIdColumn::print_style();
		$this->assertSame( '', ob_get_clean() );
	}

	/**
	 * Creates a published post of a type.
	 *
	 * @param string $type Post type.
	 */
	private static function factory_post( string $type ): int {
		$id = wp_insert_post(
			array(
				'post_type'   => $type,
				'post_status' => 'publish',
				'post_title'  => 'Row of ' . $type,
			)
		);
		return is_int( $id ) ? $id : 0;
	}
}
