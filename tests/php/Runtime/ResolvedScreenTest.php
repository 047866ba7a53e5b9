<?php
/**
 * Tests for the admin screen of a request or an address.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Runtime;

use UiPress\Runtime\ResolvedScreen;
use UiPress\Tests\Support\ResolvesAdminRequests;
use UiPress\Tests\TestCase;
use WP_Screen;

/**
 * A screen is what WordPress resolved, never the URL string: every address
 * WordPress serves a screen at has that screen's key.
 */
final class ResolvedScreenTest extends TestCase {

	use ResolvesAdminRequests;

	protected function tear_down(): void {
		$this->forget_admin_request();
		parent::tear_down();
	}

	/**
	 * The key of an address's screen, or null.
	 *
	 * @param string $url Address.
	 */
	private static function key_of( string $url ): ?string {
		$screen = ResolvedScreen::of_url( $url );
		return null === $screen ? null : $screen->key();
	}

	public function test_addresses_of_one_screen_have_one_key(): void {
		$same = array(
			'admin.php?page=secret'           => array( 'options-general.php?page=secret', admin_url( 'tools.php?page=secret&tab=2' ), 'admin.php?page=secret/', 'edit.php?post_type=page&page=secret', 'admin.php?%70age=secret' ),
			'edit.php?post_type=post'         => array( 'edit.php', admin_url( 'edit.php?orderby=title' ), 'edit.php?post_type=post' ),
			'edit.php?post_type=page'         => array( 'edit.php?post_type=%70age', 'edit.php?%70ost_type=page&paged=2' ),
			'tools.php'                       => array( '/wp-admin/./tools.php', '/wp-admin//tools.php', admin_url( 'tools.php?x=edit.php' ), 'https://other.example/wp-admin/tools.php', 'TOOLS.PHP' ),
			'index.php'                       => array( admin_url(), '/wp-admin/', 'index.php' ),
			'term.php?taxonomy=category'      => array( 'term.php?taxonomy=category&tag_ID=1' ),
			'edit-tags.php?taxonomy=post_tag' => array( 'edit-tags.php', 'edit-tags.php?taxonomy=post_tag&post_type=post' ),
			'admin.php?import=rss'            => array( 'admin.php?import=rss', 'index.php?import=rss' ),
		);
		foreach ( $same as $key => $urls ) {
			foreach ( $urls as $url ) {
				$this->assertSame( $key, self::key_of( $url ), $url );
			}
		}
	}

	public function test_addresses_of_no_admin_screen_have_none(): void {
		foreach ( array( 'https://example.org/help', '/about/', 'network/plugins.php', '/wp-admin/network/plugins.php', '/wp-admin/../wp-login.php', 'tools', '' ) as $url ) {
			$this->assertNull( ResolvedScreen::of_url( $url ), $url );
		}
	}

	public function test_the_screen_of_an_edited_post_is_its_post_type(): void {
		$page = wp_insert_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'About',
			)
		);
		$this->assertSame( 'post.php?post_type=page', self::key_of( 'post.php?post=' . $page . '&action=edit' ) );

		// Before the screen exists (admin_init), as WP_Screen::get() will decide.
		$this->resolve_request( '/wp-admin/post.php?post=' . $page . '&action=edit' );
		$this->assertSame( 'post.php?post_type=page', ResolvedScreen::current()->key() );
		$this->resolve_request( '/wp-admin/post.php', array( 'post_ID' => (string) $page ) );
		$this->assertSame( 'post.php?post_type=page', ResolvedScreen::current()->key() );

		// The screen WordPress set up.
		$this->resolve_request( '/wp-admin/post.php?post=' . $page . '&action=edit' );
		$this->assertSame( 'post.php?post_type=page', ResolvedScreen::current( WP_Screen::get() )->key() );
	}

	public function test_the_current_screen_is_what_wordpress_resolved_not_the_uri(): void {
		$resolved = array(
			'/wp-admin/admin.php?%70age=secret%2F'      => 'admin.php?page=secret',
			'/wp-admin/options-general.php?page=secret' => 'admin.php?page=secret',
			'/wp-admin/edit.php?post_type=%70age'       => 'edit.php?post_type=page',
			'/wp-admin/edit.php'                        => 'edit.php?post_type=post',
			'/wp-admin/./tools.php'                     => 'tools.php',
			'/wp-admin/index.php?x=tools.php'           => 'index.php',
			'/wp-admin/term.php?taxonomy=%63ategory'    => 'term.php?taxonomy=category',
			'/wp-admin/index.php?import=rss'            => 'admin.php?import=rss',
			'/wp-admin/index.php?import=rss&page=x'     => 'admin.php?page=x',
		);
		foreach ( $resolved as $uri => $key ) {
			$this->resolve_request( $uri );
			$this->assertSame( $key, ResolvedScreen::current()->key(), $uri );
		}
	}

	public function test_arguments_are_read_decoded(): void {
		$this->resolve_request( '/wp-admin/user-edit.php?user%5Fid=7', array( 'option_page' => "o'k" ) );
		$screen = ResolvedScreen::current();
		$this->assertSame( '7', $screen->arg( 'user_id' ) );
		$this->assertSame( "o'k", $screen->arg( 'option_page' ) );
		$this->assertSame( '', $screen->arg( 'missing' ) );
	}
}
