<?php
/**
 * Registers one hierarchical folder taxonomy per kind.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

defined( 'ABSPATH' ) || exit;

/**
 * Each kind's taxonomy (docs/FOLDERS.md, Storage): private to the admin
 * (no public pages, no core UI), in REST, its term capabilities mapped to
 * the kind's (FolderKinds::capability()), its counts kept by FolderCounts.
 */
final class FolderTaxonomies {

	/**
	 * After the post types plugins register on `init` (10).
	 */
	public const PRIORITY = 20;

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'init', array( self::class, 'register' ), self::PRIORITY );
		self::add_storage_hooks();
	}

	/**
	 * The hooks that keep folders right on every write path: counts on
	 * status changes, one folder per item, core's term routes guarded, a
	 * deleted folder's items to its parent. (Tests that turn folders on
	 * after `init` add them through here too.)
	 */
	public static function add_storage_hooks(): void {
		add_action( 'transition_post_status', array( FolderCounts::class, 'on_transition' ), 10, 3 );
		OneFolderPerItem::register_hooks();
		CoreTermRoutes::register_hooks();
		FolderDeletion::register_hooks();
	}

	/**
	 * Registers each kind's taxonomy.
	 */
	public static function register(): void {
		foreach ( FolderKinds::all() as $kind ) {
			if ( ! taxonomy_exists( FolderKinds::taxonomy( $kind ) ) ) {
				register_taxonomy( FolderKinds::taxonomy( $kind ), $kind, self::args( $kind ) );
			}
		}
	}

	/**
	 * The taxonomy's arguments for a kind.
	 *
	 * @param string $kind A post type name.
	 * @return array{labels: array<string, string>, description: string, hierarchical: bool, public: bool, publicly_queryable: bool, show_ui: bool, show_in_menu: bool, show_in_nav_menus: bool, show_tagcloud: bool, show_in_quick_edit: bool, show_admin_column: bool, show_in_rest: bool, rewrite: bool, query_var: bool, capabilities: array<string, string>, update_count_callback: callable(mixed, mixed): void}
	 */
	public static function args( string $kind ): array {
		$capability = FolderKinds::capability( $kind );
		return array(
			'labels'                => self::labels(),
			'description'           => __( 'UiPress folders: a tree to file items in, one folder per item.', 'uipress' ),
			'hierarchical'          => true,
			'public'                => false,
			'publicly_queryable'    => false,
			'show_ui'               => false,
			'show_in_menu'          => false,
			'show_in_nav_menus'     => false,
			'show_tagcloud'         => false,
			'show_in_quick_edit'    => false,
			'show_admin_column'     => false,
			'show_in_rest'          => true,
			'rewrite'               => false,
			'query_var'             => false,
			'capabilities'          => array(
				'manage_terms' => $capability,
				'edit_terms'   => $capability,
				'delete_terms' => $capability,
				'assign_terms' => $capability,
			),
			'update_count_callback' => array( FolderCounts::class, 'update' ),
		);
	}

	/**
	 * The taxonomy's labels.
	 *
	 * @return array<string, string>
	 */
	private static function labels(): array {
		return array(
			'name'              => __( 'Folders', 'uipress' ),
			'singular_name'     => __( 'Folder', 'uipress' ),
			'menu_name'         => __( 'Folders', 'uipress' ),
			'all_items'         => __( 'All folders', 'uipress' ),
			'edit_item'         => __( 'Edit folder', 'uipress' ),
			'view_item'         => __( 'View folder', 'uipress' ),
			'update_item'       => __( 'Update folder', 'uipress' ),
			'add_new_item'      => __( 'New folder', 'uipress' ),
			'new_item_name'     => __( 'New folder name', 'uipress' ),
			'parent_item'       => __( 'Parent folder', 'uipress' ),
			'parent_item_colon' => __( 'Parent folder:', 'uipress' ),
			'search_items'      => __( 'Search folders', 'uipress' ),
			'not_found'         => __( 'No folders found.', 'uipress' ),
			'no_terms'          => __( 'No folders', 'uipress' ),
			'back_to_items'     => __( '&larr; Go to folders', 'uipress' ),
		);
	}
}
