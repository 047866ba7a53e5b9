<?php
/**
 * The deny-lists of options and meta keys.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Forms;

use UiPress\Forms\ProtectedMeta;
use UiPress\Forms\ProtectedOptions;
use UiPress\Tests\TestCase;

/**
 * Protected names are refused without blocking ordinary ones.
 */
final class ProtectedTargetsTest extends TestCase {

	public function test_ordinary_options_are_allowed(): void {
		foreach ( array( 'acme_contact', 'my-plugin-answers', 'api_key_hint', 'Survey2024', 'home_office_address' ) as $name ) {
			$this->assertTrue( ProtectedOptions::allows( $name ), $name );
		}
	}

	public function test_core_settings_registered_by_core_are_protected(): void {
		foreach ( array( 'blogname', 'default_comment_status', 'show_on_front', 'WPLANG', 'nonce_key', 'logged_in_salt', 'db_version', 'initial_db_version', 'recently_activated', 'sidebars_widgets', 'rewrite_rules', 'stylesheet', 'upload_url_path', 'blog_public' ) as $name ) {
			$this->assertFalse( ProtectedOptions::allows( $name ), $name );
		}
	}

	public function test_ordinary_meta_keys_are_allowed(): void {
		foreach ( array( 'acme_profile', 'first_name', 'last_name', 'description', 'nickname', 'favourite-colour' ) as $key ) {
			$this->assertTrue( ProtectedMeta::allows( $key ), $key );
		}
	}

	public function test_meta_keys_that_grant_rights_are_protected(): void {
		$prefix = self::db()->prefix;
		foreach ( array( $prefix . 'capabilities', $prefix . 'user_level', 'x_capabilities', '_secret', 'syntax_highlighting', 'comment_shortcuts', 'show_admin_bar_front', 'community-events-location', 'default_password_nag', 'source_domain', 'use_ssl', 'uip-todo-list' ) as $key ) {
			$this->assertFalse( ProtectedMeta::allows( $key ), $key );
		}
	}

	public function test_a_faulty_filter_keeps_the_built_in_lists(): void {
		add_filter( 'uipress/forms/protected_options', '__return_false' );
		add_filter( 'uipress/forms/protected_meta', '__return_null' );

		$this->assertFalse( ProtectedOptions::allows( 'siteurl' ) );
		$this->assertFalse( ProtectedMeta::allows( 'session_tokens' ) );
		$this->assertTrue( ProtectedOptions::allows( 'acme_contact' ) );
	}
}
