<?php
/**
 * Privilege escalation attempts against the role editor (RoleGuard).
 *
 * @package UiPress
 */

namespace UiPress\Tests\Roles;

use UiPress\Roles\RoleGuard;
use WP_Error;
use WP_User;

/**
 * Nobody grants what they lack, edits a role above their own, takes away
 * their own way back in, or leaves the site without an administrator.
 */
final class RoleEscalationTest extends RolesTestCase {

	private const ROLES = '/uipress/v1/roles';

	/**
	 * An editor granting itself manage_options, through its role or its own
	 * capabilities, is refused: it cannot even reach the routes.
	 */
	public function test_editor_cannot_grant_itself_manage_options(): void {
		$editor = $this->act_as( 'editor' );
		$caps   = self::caps_of( 'editor' ) + array( 'manage_options' => true );
		$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'POST', self::ROLES . '/editor', array( 'capabilities' => $caps ) ) );
		$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'POST', "/uipress/v1/users/{$editor}/capabilities", array( 'capabilities' => array( 'manage_options' => true ) ) ) );
		$this->assertArrayNotHasKey( 'manage_options', self::caps_of( 'editor' ) );
		$this->assertFalse( user_can( $editor, 'manage_options' ) );
	}

	/**
	 * A manager (users app through the capability filter, no manage_options)
	 * cannot grant manage_options to a role, a new role or a user.
	 */
	public function test_manager_cannot_grant_what_they_lack(): void {
		$this->act_as_manager();
		$this->dispatch( 'POST', self::ROLES, array( 'name' => 'Helper' ) );
		$this->assertSame( array( 'read' => true ), self::caps_of( 'helper' ), 'A manager may create a role with what they have.' );

		$grant = array(
			'read'           => true,
			'manage_options' => true,
		);
		$this->assertError( 'uipress_capability_not_held', 403, $this->dispatch( 'POST', self::ROLES . '/helper', array( 'capabilities' => $grant ) ) );
		$this->assertError(
			'uipress_capability_not_held',
			403,
			$this->dispatch(
				'POST',
				self::ROLES,
				array(
					'name'         => 'Boss',
					'capabilities' => $grant,
				)
			)
		);
		$this->assertError(
			'uipress_capability_not_held',
			403,
			$this->dispatch(
				'POST',
				self::ROLES,
				array(
					'name' => 'Admin copy',
					'from' => 'administrator',
				)
			)
		);
		$author = $this->create_user( 'author' );
		$this->assertError( 'uipress_capability_not_held', 403, $this->dispatch( 'POST', "/uipress/v1/users/{$author}/capabilities", array( 'capabilities' => array( 'manage_options' => true ) ) ) );

		$this->assertSame( array( 'read' => true ), self::caps_of( 'helper' ) );
		$this->assertNull( get_role( 'boss' ) );
		$this->assertFalse( user_can( $author, 'manage_options' ) );
	}

	/**
	 * The same manager given the users app by `uipress/manage_users_capabilities`
	 * (edit_users, no promote_users of their own) is refused as well.
	 */
	public function test_manager_through_the_users_capability_filter_cannot_grant_manage_options(): void {
		add_filter( 'uipress/manage_users_capabilities', static fn() => array( 'edit_users' ) );
		$this->act_as_with_caps( 'editor', array( 'edit_users', 'promote_users', 'list_users' ) );
		$caps = self::caps_of( 'author' ) + array( 'manage_options' => true );
		$this->assertError( 'uipress_capability_not_held', 403, $this->dispatch( 'POST', self::ROLES . '/author', array( 'capabilities' => $caps ) ) );
		$this->assertArrayNotHasKey( 'manage_options', self::caps_of( 'author' ) );
	}

	/**
	 * A manager without unfiltered_html (an author given the users app)
	 * cannot grant it, nor change Editor, which has it.
	 */
	public function test_manager_without_unfiltered_html_cannot_grant_it(): void {
		$manager = $this->act_as_with_caps( 'author', array( 'promote_users', 'list_users', 'edit_users' ) );
		$this->assertFalse( user_can( $manager, 'unfiltered_html' ) );
		$this->dispatch( 'POST', self::ROLES, array( 'name' => 'Writer' ) );
		$caps = array(
			'read'            => true,
			'unfiltered_html' => true,
		);
		$this->assertError( 'uipress_capability_not_held', 403, $this->dispatch( 'POST', self::ROLES . '/writer', array( 'capabilities' => $caps ) ) );
		$contributor = $this->create_user( 'contributor' );
		$this->assertError( 'uipress_capability_not_held', 403, $this->dispatch( 'POST', "/uipress/v1/users/{$contributor}/capabilities", array( 'capabilities' => array( 'unfiltered_html' => true ) ) ) );
		$this->assertError( 'uipress_role_above_actor', 403, $this->dispatch( 'POST', self::ROLES . '/editor', array( 'name' => 'Chief' ) ) );
		$this->assertFalse( user_can( $contributor, 'unfiltered_html' ) );
		$this->assertSame( array( 'read' => true ), self::caps_of( 'writer' ) );
	}

	/**
	 * A manager cannot edit, rename, delete or assign the administrator role
	 * (it holds capabilities they lack), nor a role `editable_roles` hides.
	 */
	public function test_manager_cannot_touch_a_role_above_their_own(): void {
		$manager = $this->act_as_manager();
		$this->assertError( 'uipress_role_above_actor', 403, $this->dispatch( 'POST', self::ROLES . '/administrator', array( 'name' => 'Owner' ) ) );
		$this->assertError( 'uipress_role_above_actor', 403, $this->dispatch( 'POST', self::ROLES . '/administrator', array( 'capabilities' => array( 'read' => true ) ) ) );
		$this->assertError( 'uipress_role_above_actor', 403, $this->dispatch( 'DELETE', self::ROLES . '/administrator', null, array( 'reassign' => 'subscriber' ) ) );
		$this->assertSame( 'Administrator', wp_roles()->get_names()['administrator'] );

		$roles = $this->roles_by_slug();
		$this->assertFalse( $roles['administrator']['editable'] );
		$this->assertTrue( $roles['author']['editable'] );

		$this->assertWpError( 'uipress_role_above_actor', RoleGuard::can_assign_roles( new WP_User( $manager ), new WP_User( $manager ), array( 'editor', 'administrator' ) ) );
		$admin = $this->create_user( 'administrator' );
		$this->assertWpError( 'uipress_role_above_actor', RoleGuard::can_assign_roles( new WP_User( $manager ), new WP_User( $admin ), array( 'editor' ) ) );
		$author = $this->create_user( 'author' );
		$this->assertTrue( RoleGuard::can_assign_roles( new WP_User( $manager ), new WP_User( $author ), array( 'contributor' ) ) );

		add_filter(
			'editable_roles',
			static function ( array $roles ): array {
				unset( $roles['author'] );
				return $roles;
			}
		);
		$this->assertError( 'uipress_role_not_editable', 403, $this->dispatch( 'POST', self::ROLES . '/author', array( 'name' => 'Writer' ) ) );
	}

	/**
	 * An administrator cannot take away their own promote_users or
	 * manage_options: not from their role, not from themselves, not by
	 * changing their own roles.
	 */
	public function test_nobody_removes_their_own_way_back_in(): void {
		$admin = $this->act_as( 'administrator' );
		$caps  = self::caps_of( 'administrator' );
		unset( $caps['promote_users'] );
		$this->assertError( 'uipress_way_back_in', 403, $this->dispatch( 'POST', self::ROLES . '/administrator', array( 'capabilities' => $caps ) ) );
		$this->assertError( 'uipress_way_back_in', 403, $this->dispatch( 'POST', "/uipress/v1/users/{$admin}/capabilities", array( 'capabilities' => array( 'manage_options' => false ) ) ) );
		$this->assertWpError( 'uipress_way_back_in', RoleGuard::can_assign_roles( new WP_User( $admin ), new WP_User( $admin ), array( 'editor' ) ) );
		$this->assertTrue( self::caps_of( 'administrator' )['promote_users'] );
		$this->assertTrue( user_can( $admin, 'manage_options' ) );

		// Kept through their own capabilities, the role may lose it.
		$this->dispatch( 'POST', "/uipress/v1/users/{$admin}/capabilities", array( 'capabilities' => array( 'promote_users' => true ) ) );
		$response = $this->dispatch( 'POST', self::ROLES . '/administrator', array( 'capabilities' => $caps ) );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertTrue( user_can( $admin, 'promote_users' ) );
	}

	/**
	 * Nobody demotes the site's last administrator or strips the
	 * administrator role of what makes it one while nobody else is one.
	 */
	public function test_never_leaves_the_site_without_an_administrator(): void {
		self::demote_every_administrator();
		$last  = $this->create_user( 'administrator' );
		$actor = $this->act_as_filtered_administrator();

		$this->assertWpError( 'uipress_last_administrator', RoleGuard::can_assign_roles( new WP_User( $actor ), new WP_User( $last ), array( 'editor' ) ) );
		$this->assertError( 'uipress_last_administrator', 403, $this->dispatch( 'POST', "/uipress/v1/users/{$last}/capabilities", array( 'capabilities' => array( 'manage_options' => false ) ) ) );
		$caps = self::caps_of( 'administrator' );
		unset( $caps['manage_options'] );
		$this->assertError( 'uipress_last_administrator', 403, $this->dispatch( 'POST', self::ROLES . '/administrator', array( 'capabilities' => $caps ) ) );
		$this->assertTrue( user_can( $last, 'manage_options' ) );

		// A role making administrators, deleted with its only user moved to Editor.
		$this->dispatch(
			'POST',
			self::ROLES,
			array(
				'name' => 'Owner',
				'from' => 'administrator',
			)
		);
		self::stored_earlier( static fn() => ( new WP_User( $last ) )->set_role( 'owner' ) );
		$this->assertError( 'uipress_last_administrator', 403, $this->dispatch( 'DELETE', self::ROLES . '/owner', null, array( 'reassign' => 'editor' ) ) );
		$this->assertSame( 200, $this->dispatch( 'DELETE', self::ROLES . '/owner', null, array( 'reassign' => 'administrator' ) )->get_status() );

		// With another administrator, the change is allowed.
		$this->create_user( 'administrator' );
		$this->assertTrue( RoleGuard::can_assign_roles( new WP_User( $actor ), new WP_User( $last ), array( 'editor' ) ) );
	}

	/**
	 * An administrator by their own capability entries counts as one.
	 */
	public function test_an_administrator_by_own_capabilities_counts(): void {
		self::demote_every_administrator();
		$last  = $this->create_user( 'administrator' );
		$other = $this->create_user( 'subscriber' );
		self::stored_earlier(
			static function () use ( $other ): void {
				$user = new WP_User( $other );
				$user->add_cap( 'manage_options' );
				$user->add_cap( 'promote_users' );
			}
		);
		$actor = $this->act_as_filtered_administrator();
		$this->assertTrue( RoleGuard::can_assign_roles( new WP_User( $actor ), new WP_User( $last ), array( 'editor' ) ) );
	}

	/**
	 * Capabilities are never role names, and granting nothing new passes.
	 */
	public function test_capability_names_are_checked(): void {
		$admin = new WP_User( $this->act_as( 'administrator' ) );
		$this->assertWpError( 'uipress_capability_is_role', RoleGuard::can_grant( $admin, array( 'administrator' ) ) );
		$this->assertWpError( 'uipress_capability_invalid', RoleGuard::can_grant( $admin, array( '<script>' ) ) );
		$this->assertWpError( 'uipress_capability_invalid', RoleGuard::can_grant( $admin, array( '' ) ) );
		$this->assertTrue( RoleGuard::can_grant( $admin, array( 'edit_posts' => true ) ) );
		$this->assertTrue( RoleGuard::can_grant( $admin, array( 'not_held_but_denied' => false ) ) );
		$this->assertWpError( 'uipress_capability_not_held', RoleGuard::can_grant( $admin, array( 'not_held' => true ) ) );
	}

	/**
	 * An error with this code.
	 *
	 * @param string $code   Expected code.
	 * @param mixed  $result A check's answer.
	 */
	private function assertWpError( string $code, $result ): void {
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( $code, $result->get_error_code(), $result->get_error_message() );
	}
}
