<?php
/**
 * Uninstall removes folders from every site of a network.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

use UiPress\Folders\FolderKinds;
use UiPress\Lifecycle\Uninstaller;
use UiPress\Tests\Multisite\LifecycleTestCase;

/**
 * Each site's folders go, whether or not folders were on there.
 *
 * @group folders
 * @group multisite
 */
final class FolderNetworkUninstallTest extends LifecycleTestCase {

	use FolderStorageFixtures;

	public function test_uninstall_deletes_folders_on_every_site(): void {
		self::register_folder_taxonomies();
		$sites = self::all_sites();
		$this->assertGreaterThanOrEqual( 3, count( $sites ) );
		$kept = array();
		foreach ( $sites as $site ) {
			$kept[ $site ] = self::on_site( $site, static fn() => self::store_folders() );
			$this->assertSame( 3, self::on_site( $site, static fn() => self::folder_rows()['terms'] ), "Site {$site} has no folders to remove." );
		}
		foreach ( array( FolderKinds::MEDIA, 'page' ) as $kind ) {
			unregister_taxonomy( FolderKinds::taxonomy( $kind ) );
		}

		Uninstaller::uninstall();

		foreach ( $sites as $site ) {
			self::on_site( $site, fn() => $this->assert_folders_gone( $kept[ $site ], "Site {$site}" ) );
		}
	}
}
