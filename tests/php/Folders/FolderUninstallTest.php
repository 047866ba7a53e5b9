<?php
/**
 * Uninstall removes folders from a single site.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

use UiPress\Folders\FolderKinds;
use UiPress\Lifecycle\Uninstaller;
use UiPress\Tests\TestCase;

/**
 * Every `uip_folder_*` term, its meta and its relationships go, even with
 * the taxonomies unregistered (as when the plugin is deleted); content and
 * other taxonomies stay.
 *
 * @group folders
 */
final class FolderUninstallTest extends TestCase {

	use FolderStorageFixtures;

	public function test_uninstall_deletes_every_folder_with_the_taxonomies_unregistered(): void {
		self::register_folder_taxonomies();
		$kept = self::store_folders();
		$this->assertSame( 3, self::folder_rows()['terms'] );
		foreach ( array( FolderKinds::MEDIA, 'page' ) as $kind ) {
			unregister_taxonomy( FolderKinds::taxonomy( $kind ) );
		}

		Uninstaller::uninstall();

		$this->assert_folders_gone( $kept, 'The site' );
	}
}
