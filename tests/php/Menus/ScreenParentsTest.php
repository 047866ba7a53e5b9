<?php
/**
 * Tests for the menu items admin screens belong to.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Menus;

use UiPress\Menus\ScreenParents;
use UiPress\Runtime\ResolvedScreen;
use UiPress\Tests\Support\ResolvesAdminRequests;
use UiPress\Tests\TestCase;

/**
 * A screen that is no menu item belongs to the item WordPress highlights
 * for it.
 */
final class ScreenParentsTest extends TestCase {

	use ResolvesAdminRequests;

	protected function tear_down(): void {
		$this->forget_admin_request();
		parent::tear_down();
	}

	/**
	 * The keys of a requested screen's chain.
	 *
	 * @param string               $uri  Request URI.
	 * @param array<string, mixed> $post POST fields.
	 * @return list<string>
	 */
	private function chain_of( string $uri, array $post = array() ): array {
		$this->resolve_request( $uri, $post );
		return array_map( static fn( ResolvedScreen $screen ): string => $screen->key(), ScreenParents::chain( ResolvedScreen::current() ) );
	}

	/**
	 * A published post.
	 *
	 * @param string $type   Post type.
	 * @param string $status Post status.
	 */
	private static function post( string $type, string $status = 'publish' ): int {
		return wp_insert_post(
			array(
				'post_type'   => $type,
				'post_title'  => 'A ' . $type,
				'post_status' => $status,
			)
		);
	}

	public function test_sub_screens_belong_to_the_item_wordpress_highlights(): void {
		$this->act_as( 'administrator' );
		$page       = self::post( 'page' );
		$attachment = self::post( 'attachment', 'inherit' );
		$expected   = array(
			'/wp-admin/comment.php?action=editcomment&c=1' => array( 'comment.php', 'edit-comments.php' ),
			'/wp-admin/moderation.php'                     => array( 'moderation.php', 'edit-comments.php' ),
			'/wp-admin/term.php?taxonomy=category&tag_ID=1' => array( 'term.php?taxonomy=category', 'edit-tags.php?taxonomy=category' ),
			'/wp-admin/post.php?action=edit&post=' . $page => array( 'post.php?post_type=page', 'edit.php?post_type=page' ),
			'/wp-admin/post-new.php?post_type=page'        => array( 'post-new.php?post_type=page', 'edit.php?post_type=page' ),
			'/wp-admin/post.php?action=edit&post=' . $attachment => array( 'post.php?post_type=attachment', 'upload.php' ),
			'/wp-admin/edit.php?post_type=attachment'      => array( 'edit.php?post_type=attachment', 'upload.php' ),
			'/wp-admin/update.php?action=install-theme'    => array( 'update.php', 'theme-install.php', 'themes.php' ),
			'/wp-admin/update.php?action=upgrade-plugin'   => array( 'update.php', 'plugins.php' ),
			'/wp-admin/update.php?action=upload-plugin'    => array( 'update.php', 'plugin-install.php' ),
			'/wp-admin/options.php'                        => array( 'options.php', 'options-general.php' ),
			'/wp-admin/index.php?import=rss'               => array( 'admin.php?import=rss', 'import.php' ),
			'/wp-admin/privacy-policy-guide.php'           => array( 'privacy-policy-guide.php', 'options-privacy.php' ),
			'/wp-admin/user-edit.php?user_id=' . ( get_current_user_id() + 1000 ) => array( 'user-edit.php', 'users.php' ),
			'/wp-admin/user-edit.php?user_id=' . get_current_user_id() => array( 'user-edit.php', 'profile.php' ),
		);
		foreach ( $expected as $uri => $chain ) {
			$this->assertSame( $chain, $this->chain_of( $uri ), $uri );
		}
	}

	public function test_menu_items_and_plugin_pages_belong_to_no_other_item(): void {
		foreach ( array( '/wp-admin/tools.php', '/wp-admin/edit.php', '/wp-admin/profile.php', '/wp-admin/admin.php?page=comment.php', '/wp-admin/edit-comments.php' ) as $uri ) {
			$this->assertCount( 1, $this->chain_of( $uri ), $uri );
		}
	}

	public function test_options_php_belongs_to_the_screen_whose_form_it_saves(): void {
		$this->assertSame( array( 'options.php', 'options-reading.php' ), $this->chain_of( '/wp-admin/options.php', array( 'option_page' => 'reading' ) ) );
		// A plugin's group: only the plugin knows its screen (its capability guards it).
		$this->assertSame( array( 'options.php' ), $this->chain_of( '/wp-admin/options.php', array( 'option_page' => 'my_plugin' ) ) );
	}

	public function test_a_revision_belongs_to_the_list_of_its_posts_type(): void {
		$this->act_as( 'administrator' );
		$page = self::post( 'page' );
		wp_update_post(
			array(
				'ID'           => $page,
				'post_content' => 'Changed',
			)
		);
		$revisions = wp_get_post_revisions( $page );
		$this->assertNotEmpty( $revisions );
		$revision = (int) array_key_first( $revisions );
		$this->assertSame( array( 'revision.php', 'edit.php?post_type=page' ), $this->chain_of( '/wp-admin/revision.php?revision=' . $revision ) );
	}
}
