<?php
/**
 * The parts of folders: their hooks and routes.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

use UiPress\Rest\Folders\FolderItemsController;
use UiPress\Rest\Folders\FoldersController;

defined( 'ABSPATH' ) || exit;

/**
 * Called by the switch (Folders) only when folders are on.
 */
final class FoldersModule {

	/**
	 * Adds the hooks: list filters, uploads into a folder, the screens' scripts.
	 */
	public static function register_hooks(): void {
		FolderQuery::register_hooks();
		FolderUploads::register_hooks();
		FolderScreens::register_hooks();
	}

	/**
	 * Registers the `/folders…` routes.
	 */
	public static function register_routes(): void {
		( new FoldersController() )->register_routes();
		( new FolderItemsController() )->register_routes();
	}
}
