<?php
/**
 * Lists narrowed to a folder (`uip_folder`).
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

use UiPress\Folders\FolderQuery;
use UiPress\Tests\Settings\Effects\PrivacyTestCase;

/**
 * FolderQuery on every list it narrows: the admin list tables (pages,
 * media in list mode), the media grid and modals (query-attachments), the
 * REST collections of each kind, the posts table route and the block
 * query. An id lists that folder only (not its subfolders), 0 lists
 * Uncategorised, no value lists All; privateLibrary keeps narrowing.
 *
 * @group folders
 */
final class FolderQueryTest extends PrivacyTestCase {

	use FolderListFixtures;

	/**
	 * A top folder of pages and its subfolder.
	 *
	 * @var array{top: int, sub: int}
	 */
	private array $page_folders = array(
		'top' => 0,
		'sub' => 0,
	);

	/**
	 * Pages: in the top folder, in the subfolder, in none.
	 *
	 * @var array{top: int, sub: int, none: int}
	 */
	private array $pages = array(
		'top'  => 0,
		'sub'  => 0,
		'none' => 0,
	);

	/**
	 * A media folder.
	 *
	 * @var int
	 */
	private int $media_folder = 0;

	/**
	 * Media: the author's and the other author's in the folder, one in none.
	 *
	 * @var array{mine: int, theirs: int, none: int}
	 */
	private array $media = array(
		'mine'   => 0,
		'theirs' => 0,
		'none'   => 0,
	);

	protected function set_up(): void {
		parent::set_up();
		$this->folders_on();
		$this->page_folders['top'] = $this->folder( 'page', 'Landing pages' );
		$this->page_folders['sub'] = $this->folder( 'page', 'Campaigns', $this->page_folders['top'] );
		foreach ( array_keys( $this->pages ) as $where ) {
			$this->pages[ $where ] = $this->content( 'page', $this->author, 'Page ' . $where );
		}
		$this->file_in( 'page', $this->page_folders['top'], array( $this->pages['top'] ) );
		$this->file_in( 'page', $this->page_folders['sub'], array( $this->pages['sub'] ) );

		$this->media_folder    = $this->folder( 'attachment', 'Photos' );
		$this->media['mine']   = $this->attachment( $this->author );
		$this->media['theirs'] = $this->attachment( $this->other );
		$this->media['none']   = $this->attachment( $this->author );
		$this->file_in( 'attachment', $this->media_folder, array( $this->media['mine'], $this->media['theirs'] ) );
	}

	protected function tear_down(): void {
		$this->folders_off();
		parent::tear_down();
	}

	/**
	 * The pages list table's ids, with `uip_folder` as sent (null: not sent).
	 *
	 * @param string|null $folder The parameter.
	 * @return list<int>
	 */
	private function pages_list( ?string $folder ): array {
		if ( null !== $folder ) {
			$_GET['uip_folder'] = $folder;
		}
		$ids = $this->main_query_of(
			'edit.php',
			'edit-page',
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		unset( $_GET['uip_folder'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test's request.
		return $this->ours( $ids, $this->pages );
	}

	/**
	 * The ids among a fixture's, sorted.
	 *
	 * @param int[]                  $ids   Ids found.
	 * @param array<int|string, int> $among The fixture's ids.
	 * @return list<int>
	 */
	private function ours( array $ids, array $among ): array {
		$found = array_values( array_intersect( $ids, $among ) );
		sort( $found );
		return $found;
	}

	/**
	 * Sorted ids.
	 *
	 * @param int ...$ids Ids.
	 * @return list<int>
	 */
	private static function sorted( int ...$ids ): array {
		sort( $ids );
		return $ids;
	}

	/**
	 * What the media grid lists (admin-ajax query-attachments), with the browser's query.
	 *
	 * @param array<string, mixed> $sent The request's `query`.
	 * @return list<int>
	 */
	private function grid( array $sent ): array {
		$_REQUEST['query'] = $sent;
		$args              = apply_filters(
			'ajax_query_attachments_args',
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'posts_per_page' => -1,
				'fields'         => 'ids',
			)
		);
		$this->assertIsArray( $args );
		$ids   = array();
		$posts = ( new \WP_Query( $args ) )->posts;
		foreach ( is_array( $posts ) ? $posts : array() as $post ) {
			$ids[] = $post instanceof \WP_Post ? $post->ID : (int) $post;
		}
		return $this->ours( $ids, $this->media );
	}

	public function test_the_pages_list_table_lists_one_folder_without_its_subfolders(): void {
		$this->act_as( 'editor' );
		$this->assertSame( array( $this->pages['top'] ), $this->pages_list( (string) $this->page_folders['top'] ) );
		$this->assertSame( array( $this->pages['sub'] ), $this->pages_list( (string) $this->page_folders['sub'] ) );
	}

	public function test_the_pages_list_table_lists_uncategorised_with_0_and_all_without_the_parameter(): void {
		$this->act_as( 'editor' );
		$this->assertSame( array( $this->pages['none'] ), $this->pages_list( '0' ) );
		$this->assertSame( self::sorted( ...array_values( $this->pages ) ), $this->pages_list( null ) );
		// Not a folder number: All, as without it.
		$this->assertSame( self::sorted( ...array_values( $this->pages ) ), $this->pages_list( '-3' ) );
	}

	public function test_a_folder_of_another_kind_lists_nothing_in_a_list_table(): void {
		$this->act_as( 'editor' );
		$this->assertSame( array(), $this->pages_list( (string) $this->media_folder ) );
	}

	public function test_posts_have_no_folders_so_their_list_table_is_not_narrowed(): void {
		$this->act_as( 'editor' );
		$post               = $this->content( 'post', $this->author );
		$_GET['uip_folder'] = '0';
		$ids                = $this->main_query_of(
			'edit.php',
			'edit-post',
			array(
				'post_type'   => 'post',
				'post_status' => 'publish',
			)
		);
		$this->assertContains( $post, $ids );
	}

	public function test_the_media_list_view_lists_a_folder(): void {
		$this->act_as( 'editor' );
		$_GET['uip_folder'] = (string) $this->media_folder;
		$ids                = $this->main_query_of(
			'upload.php',
			'upload',
			array(
				'post_type'   => 'attachment',
				'post_status' => 'inherit',
			)
		);
		$this->assertSame( self::sorted( $this->media['mine'], $this->media['theirs'] ), $this->ours( $ids, $this->media ) );
	}

	public function test_the_media_grid_and_modals_list_a_folder_uncategorised_or_all(): void {
		$this->act_as( 'editor' );
		$this->assertSame( self::sorted( $this->media['mine'], $this->media['theirs'] ), $this->grid( array( 'uip_folder' => (string) $this->media_folder ) ) );
		$this->assertSame( array( $this->media['none'] ), $this->grid( array( 'uip_folder' => '0' ) ) );
		$this->assertSame( self::sorted( ...array_values( $this->media ) ), $this->grid( array() ) );
	}

	/**
	 * Uncategorised is a NOT EXISTS condition of its own, not a tax query:
	 * no GROUP BY and no join of each attachment's parent (each made its
	 * first page cost several times the stock page's on a large library);
	 * a folder's tax query keeps core's. A search still finds within it.
	 */
	public function test_uncategorised_is_a_condition_that_joins_nothing(): void {
		$this->act_as( 'editor' );
		$sql           = static function ( array $args ): string {
			$folder = $args['folder'];
			unset( $args['folder'] );
			$query = new \WP_Query(
				FolderQuery::narrow(
					$args + array(
						'post_type'   => 'attachment',
						'post_status' => 'inherit',
						'fields'      => 'ids',
					),
					'attachment',
					is_int( $folder ) ? $folder : null
				)
			);
			return (string) $query->request;
		};
		$uncategorised = $sql( array( 'folder' => 0 ) );
		$this->assertStringNotContainsString( 'GROUP BY', $uncategorised );
		$this->assertStringNotContainsString( 'JOIN', (string) strstr( $uncategorised, 'WHERE', true ) );
		$this->assertStringContainsString( 'NOT EXISTS', $uncategorised );
		$this->assertStringContainsString( 'GROUP BY', $sql( array( 'folder' => $this->media_folder ) ) );
		$this->assertSame( array( $this->media['none'] ), $this->grid( array( 'uip_folder' => '0' ) ), 'The same items, each once.' );
	}

	public function test_a_private_library_still_narrows_a_folder_to_the_user_s_own_media(): void {
		$this->folders_on( array( 'privateLibrary' => true ) );
		wp_set_current_user( $this->author );
		$this->assertSame( array( $this->media['mine'] ), $this->grid( array( 'uip_folder' => (string) $this->media_folder ) ) );
		$this->assertSame( array( $this->media['mine'] ), $this->ours( $this->rest_ids( '/wp/v2/media', array( 'uip_folder' => $this->media_folder ) ), $this->media ) );
		$this->assertSame( array( $this->media['none'] ), $this->ours( $this->rest_ids( '/wp/v2/media', array( 'uip_folder' => 0 ) ), $this->media ) );
	}

	public function test_rest_collections_of_each_kind_take_uip_folder(): void {
		$this->act_as( 'editor' );
		$this->assertSame( self::sorted( $this->media['mine'], $this->media['theirs'] ), $this->ours( $this->rest_ids( '/wp/v2/media', array( 'uip_folder' => $this->media_folder ) ), $this->media ) );
		$this->assertSame( array( $this->pages['top'] ), $this->ours( $this->rest_ids( '/wp/v2/pages', array( 'uip_folder' => $this->page_folders['top'] ) ), $this->pages ) );
		$this->assertSame( array( $this->pages['none'] ), $this->ours( $this->rest_ids( '/wp/v2/pages', array( 'uip_folder' => 0 ) ), $this->pages ) );
		$this->assertSame( self::sorted( ...array_values( $this->pages ) ), $this->ours( $this->rest_ids( '/wp/v2/pages' ), $this->pages ) );
	}

	public function test_rest_refuses_a_negative_folder_and_documents_the_parameter(): void {
		$this->act_as( 'editor' );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'GET', '/wp/v2/pages', null, array( 'uip_folder' => -1 ) ) );

		$options = $this->dispatch( 'OPTIONS', '/wp/v2/media' );
		$this->assertSame( 'integer', $this->value_at( $this->body( $options ), 'endpoints.0.args.uip_folder.type' ) );
		// Posts have no folders here: their collection does not take one.
		$posts = $this->value_at( $this->body( $this->dispatch( 'OPTIONS', '/wp/v2/posts' ) ), 'endpoints.0.args' );
		$this->assertIsArray( $posts );
		$this->assertArrayNotHasKey( 'uip_folder', $posts );
	}

	public function test_the_posts_table_route_lists_a_folder_or_uncategorised(): void {
		$this->act_as( 'editor' );
		$this->assertSame( array( $this->pages['top'] ), $this->table_ids( array( 'folder' => $this->page_folders['top'] ) ) );
		$this->assertSame( array( $this->pages['none'] ), $this->table_ids( array( 'folder' => 0 ) ) );
		$this->assertSame( self::sorted( ...array_values( $this->pages ) ), $this->table_ids( array() ) );
		// A media folder is no folder of pages.
		$this->assertSame( array(), $this->table_ids( array( 'folder' => $this->media_folder ) ) );
	}

	public function test_a_folder_never_widens_the_posts_table_beyond_what_the_user_may_read(): void {
		$draft = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Draft of another',
				'post_author' => $this->other,
				'post_status' => 'draft',
			)
		);
		$this->assertIsInt( $draft );
		$this->file_in( 'page', $this->page_folders['top'], array( $draft ) );
		wp_set_current_user( $this->author );
		$found = $this->table_ids( array( 'folder' => $this->page_folders['top'] ), array( $this->pages['top'], $draft ) );
		$this->assertSame( array( $this->pages['top'] ), $found );
	}

	public function test_the_block_query_lists_a_folder_or_uncategorised(): void {
		$this->act_as( 'editor' );
		$this->assertSame( array( $this->pages['sub'] ), $this->block_query_ids( $this->page_folders['sub'] ) );
		$this->assertSame( array( $this->pages['none'] ), $this->block_query_ids( 0 ) );
		$this->assertSame( self::sorted( ...array_values( $this->pages ) ), $this->block_query_ids( null ) );

		$response = $this->dispatch(
			'POST',
			'/uipress/v1/block-query',
			array(
				'query' => array(
					'postTypes' => array( 'page' ),
					'folder'    => 'photos',
				),
			)
		);
		$this->assertError( 'uipress_invalid_query', 400, $response );
	}

	public function test_with_folders_off_a_stored_folder_lists_all(): void {
		$this->act_as( 'editor' );
		$this->folders_on( array( 'foldersEnabled' => false ) );
		$this->assertSame( self::sorted( ...array_values( $this->pages ) ), $this->table_ids( array( 'folder' => $this->page_folders['top'] ) ) );
		$args = array( 'post_type' => array( 'page' ) );
		$this->assertSame( $args, FolderQuery::narrow_types( $args, array( 'page' ), 0 ) );
	}

	/**
	 * Page ids the posts table route lists.
	 *
	 * @param array<string, mixed> $query Query parameters besides the post type.
	 * @param list<int>|null       $among The ids to keep (the fixture's pages by default).
	 * @return list<int>
	 */
	private function table_ids( array $query, ?array $among = null ): array {
		$response = $this->dispatch(
			'GET',
			'/uipress/v1/posts-table',
			null,
			$query + array(
				'postTypes' => array( 'page' ),
				'perPage'   => 100,
			)
		);
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$ids = array();
		foreach ( (array) ( $this->body( $response )['posts'] ?? array() ) as $row ) {
			$this->assertIsArray( $row );
			$this->assertIsInt( $row['id'] ?? null );
			$ids[] = $row['id'];
		}
		return $this->ours( $ids, $among ?? $this->pages );
	}

	/**
	 * Page ids a block query lists.
	 *
	 * @param int|null $folder The query's folder.
	 * @return list<int>
	 */
	private function block_query_ids( ?int $folder ): array {
		$response = $this->dispatch(
			'POST',
			'/uipress/v1/block-query',
			array(
				'query' => array(
					'postTypes' => array( 'page' ),
					'perPage'   => 100,
					'folder'    => $folder,
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$ids = array();
		foreach ( (array) $this->value_at( $this->body( $response ), 'items.list' ) as $item ) {
			$this->assertIsArray( $item );
			$this->assertIsInt( $item['ID'] ?? null );
			$ids[] = $item['ID'];
		}
		return $this->ours( $ids, $this->pages );
	}
}
