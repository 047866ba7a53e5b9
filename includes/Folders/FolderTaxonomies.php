<?php
/**
 * Registers one hierarchical folder taxonomy per kind.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

defined( 'ABSPATH' ) || exit;

/**
 * Filled by the storage work of issue 34 (see docs/FOLDERS.md): labels,
 * capabilities mapped to the kind's, show_in_rest, the count callback.
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
	}

	/**
	 * Registers each kind's taxonomy.
	 */
	public static function register(): void {
		foreach ( FolderKinds::all() as $kind ) {
			if ( ! taxonomy_exists( FolderKinds::taxonomy( $kind ) ) ) {
				register_taxonomy(
					FolderKinds::taxonomy( $kind ),
					$kind,
					array(
						'hierarchical' => true,
						'public'       => false,
						'show_ui'      => false,
						'rewrite'      => false,
						'query_var'    => false,
					)
				);
			}
		}
	}
}
