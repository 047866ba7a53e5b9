<?php
/**
 * Tests for the login address's slug.
 *
 * @package UiPress
 */

namespace UiPress\Tests\SignIn;

use UiPress\SignIn\LoginSlug;
use UiPress\Tests\TestCase;
use WP_Error;

/**
 * A slug is lowercase letters, digits, hyphens and underscores, not a word
 * WordPress uses, not an existing page.
 */
final class LoginSlugTest extends TestCase {

	public function test_a_slug_is_kept_lowercase_and_empty_turns_it_off(): void {
		$this->assertSame( 'team-entrance', LoginSlug::clean( ' /Team-Entrance/ ', 'loginSlug' ) );
		$this->assertSame( 'door_2', LoginSlug::clean( 'door_2', 'loginSlug' ) );
		$this->assertSame( '', LoginSlug::clean( '  ', 'loginSlug' ) );
	}

	public function test_malformed_and_reserved_slugs_are_refused(): void {
		foreach ( array( 'ab', '-door', 'door-', 'my door', 'door/inside', 'dóor', str_repeat( 'a', 65 ), 'wp-admin', 'wp-login', 'wp-login.php', 'wp-secret', 'login', 'admin', 'dashboard', 'wp-json', 'feed', 'search', 'page', 'author', 'xmlrpc' ) as $slug ) {
			$error = LoginSlug::clean( $slug, 'loginSlug' );
			$this->assertInstanceOf( WP_Error::class, $error, $slug );
			$this->assertSame( 'loginSlug', ( (array) $error->get_error_data() )['setting'] ?? null );
		}
		$this->assertInstanceOf( WP_Error::class, LoginSlug::clean( array( 'door' ), 'loginSlug' ) );
	}

	public function test_the_address_of_existing_content_is_refused(): void {
		self::factory_post( 'page', 'team-room' );
		self::factory_post( 'post', 'news-door' );
		$this->assertStringContainsString( 'existing content', LoginSlug::error( 'team-room' ) );
		$this->assertStringContainsString( 'existing content', LoginSlug::error( 'news-door' ) );
		$this->assertSame( '', LoginSlug::error( 'free-door' ) );
	}

	/**
	 * Publishes a post.
	 *
	 * @param string $type Post type.
	 * @param string $name Its slug.
	 */
	private static function factory_post( string $type, string $name ): void {
		wp_insert_post(
			array(
				'post_type'   => $type,
				'post_name'   => $name,
				'post_title'  => $name,
				'post_status' => 'publish',
			)
		);
	}
}
