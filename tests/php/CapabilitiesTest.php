<?php
/**
 * Tests for the uipress_manage meta capability.
 *
 * @package UiPress
 */

namespace UiPress\Tests;

use UiPress\Capabilities;

/**
 * `uipress_manage` maps to manage_options unless filtered.
 */
final class CapabilitiesTest extends TestCase {

	public function test_administrator_can_manage(): void {
		$admin = $this->create_user( 'administrator' );
		$this->assertTrue( user_can( $admin, Capabilities::MANAGE ) );
	}

	/**
	 * Each role without manage_options is refused.
	 *
	 * @dataProvider refused_roles
	 *
	 * @param string $role Role without manage_options.
	 */
	public function test_roles_without_manage_options_are_refused( string $role ): void {
		$user = $this->create_user( $role );
		$this->assertFalse( user_can( $user, Capabilities::MANAGE ) );
	}

	/**
	 * Roles that do not have manage_options by default.
	 *
	 * @return array<string, array{string}>
	 */
	public static function refused_roles(): array {
		return array(
			'editor'      => array( 'editor' ),
			'author'      => array( 'author' ),
			'contributor' => array( 'contributor' ),
			'subscriber'  => array( 'subscriber' ),
		);
	}

	public function test_logged_out_visitor_is_refused(): void {
		$this->assertFalse( Capabilities::current_user_can_manage() );
	}

	public function test_filter_can_grant_editors_access(): void {
		$editor = $this->act_as( 'editor' );
		$filter = static fn (): string => 'edit_others_posts';
		add_filter( 'uipress/capability', $filter );

		try {
			$this->assertTrue( Capabilities::current_user_can_manage() );
			$this->assertTrue( user_can( $editor, Capabilities::MANAGE ) );
			$this->assertFalse( user_can( $this->create_user( 'author' ), Capabilities::MANAGE ) );
		} finally {
			remove_filter( 'uipress/capability', $filter );
		}
	}

	public function test_filter_receives_the_user_being_checked(): void {
		$editor = $this->create_user( 'editor' );
		$seen   = array();
		$filter = static function ( $capability, $user_id ) use ( &$seen ) {
			$seen[] = $user_id;
			return $capability;
		};
		add_filter( 'uipress/capability', $filter, 10, 2 );

		try {
			user_can( $editor, Capabilities::MANAGE );
		} finally {
			remove_filter( 'uipress/capability', $filter, 10 );
		}
		$this->assertSame( array( $editor ), $seen );
	}

	/**
	 * A filter returning nonsense does not widen access.
	 *
	 * @dataProvider broken_filter_values
	 *
	 * @param mixed $value What a faulty filter returns.
	 */
	public function test_broken_filter_falls_back_to_manage_options( $value ): void {
		$editor = $this->create_user( 'editor' );
		$filter = static fn () => $value;
		add_filter( 'uipress/capability', $filter );

		try {
			$this->assertFalse( user_can( $editor, Capabilities::MANAGE ) );
			$this->assertTrue( user_can( $this->create_user( 'administrator' ), Capabilities::MANAGE ) );
		} finally {
			remove_filter( 'uipress/capability', $filter );
		}
	}

	/**
	 * Values a faulty uipress/capability filter might return.
	 *
	 * @return array<string, array{mixed}>
	 */
	public static function broken_filter_values(): array {
		return array(
			'empty string'  => array( '' ),
			'not a string'  => array( array( 'read' ) ),
			'null'          => array( null ),
			'self-referent' => array( Capabilities::MANAGE ),
		);
	}

	public function test_other_capabilities_are_untouched(): void {
		$caps = Capabilities::map_meta_cap( array( 'edit_posts' ), 'edit_posts', 1 );
		$this->assertSame( array( 'edit_posts' ), $caps );
	}
}
