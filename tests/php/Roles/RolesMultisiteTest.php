<?php
/**
 * The role editor on a network: super admin rules kept.
 *
 * @package UiPress
 * @group multisite
 */

namespace UiPress\Tests\Roles;

use UiPress\Tests\Multisite\NetworkTestCase;

/**
 * A site administrator never grants what map_meta_cap reserves to super
 * admins (unfiltered_html, plugin and theme files, deleting users, network
 * capabilities); a super admin may.
 *
 * @group multisite
 */
final class RolesMultisiteTest extends NetworkTestCase {

	use ManagesRoles;

	private const ROLES = '/uipress/v1/roles';

	/**
	 * User management on for the main site.
	 */
	protected function set_up(): void {
		parent::set_up();
		self::switch_user_management( true );
	}

	/**
	 * The roles as before the test.
	 */
	protected function tear_down(): void {
		parent::tear_down();
		self::reload_roles();
	}

	/**
	 * A site administrator is refused each capability reserved to super
	 * admins, with its own code; what they have is granted.
	 */
	public function test_site_admin_cannot_grant_super_admin_capabilities(): void {
		$admin = $this->act_as( 'administrator' );
		$this->assertFalse( is_super_admin( $admin ) );
		$this->dispatch( 'POST', self::ROLES, array( 'name' => 'Helper' ) );

		foreach ( array( 'unfiltered_html', 'unfiltered_upload', 'install_plugins', 'edit_themes', 'delete_users', 'manage_network', 'manage_network_options', 'manage_sites' ) as $cap ) {
			$response = $this->dispatch(
				'POST',
				self::ROLES . '/helper',
				array(
					'capabilities' => array(
						'read' => true,
						$cap   => true,
					),
				)
			);
			$this->assertError( 'uipress_capability_super_admin_only', 403, $response );
		}
		$this->assertError(
			'uipress_capability_super_admin_only',
			403,
			$this->dispatch(
				'POST',
				self::ROLES,
				array(
					'name'         => 'Network boss',
					'capabilities' => array( 'manage_network' => true ),
				)
			)
		);
		$this->assertSame( array( 'read' => true ), self::caps_of( 'helper' ) );

		$granted = array(
			'read'           => true,
			'manage_options' => true,
		);
		$this->assertSame( 200, $this->dispatch( 'POST', self::ROLES . '/helper', array( 'capabilities' => $granted ) )->get_status() );
	}

	/**
	 * Capabilities that do nothing for a site administrator's users do not
	 * put a role above them: they edit Editor (which holds unfiltered_html)
	 * and Administrator, keeping those capabilities as they are.
	 */
	public function test_site_admin_edits_roles_holding_reserved_capabilities(): void {
		$this->act_as( 'administrator' );
		$caps = self::caps_of( 'editor' );
		$this->assertTrue( $caps['unfiltered_html'] );
		unset( $caps['publish_posts'] );
		$response = $this->dispatch( 'POST', self::ROLES . '/editor', array( 'capabilities' => $caps ) );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertArrayNotHasKey( 'publish_posts', self::caps_of( 'editor' ) );

		$roles = $this->roles_by_slug();
		$this->assertTrue( $roles['administrator']['editable'] );
	}

	/**
	 * A super admin grants anything, and the groups say so.
	 */
	public function test_super_admin_grants_reserved_capabilities(): void {
		$super = $this->act_as( 'administrator' );
		grant_super_admin( $super );
		$this->dispatch( 'POST', self::ROLES, array( 'name' => 'Helper' ) );
		$caps     = array(
			'read'            => true,
			'unfiltered_html' => true,
		);
		$response = $this->dispatch( 'POST', self::ROLES . '/helper', array( 'capabilities' => $caps ) );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertSame( $caps, self::caps_of( 'helper' ) );
		$this->assertTrue( $this->capability_groups()[1]['unfiltered_html']['granted'] );
		revoke_super_admin( $super );
	}

	/**
	 * The groups tell a site administrator what they cannot grant.
	 */
	public function test_groups_show_reserved_capabilities_as_not_granted(): void {
		$this->act_as( 'administrator' );
		$by_name = $this->capability_groups()[1];
		$this->assertTrue( $by_name['manage_options']['granted'] );
		$this->assertFalse( $by_name['unfiltered_html']['granted'] );
		$this->assertFalse( $by_name['install_plugins']['granted'] );
		$this->assertFalse( $by_name['delete_users']['granted'] );
	}

	/**
	 * Per-user capabilities follow core: a site administrator may not edit
	 * other users on a network (edit_user needs manage_network_users); a
	 * super admin may, for users of the site only.
	 */
	public function test_user_capabilities_follow_core_rules_on_a_network(): void {
		$author = $this->create_user( 'author' );
		$this->act_as( 'administrator' );
		$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'GET', "/uipress/v1/users/{$author}/capabilities" ) );

		$super = $this->act_as( 'administrator' );
		grant_super_admin( $super );
		$this->assertSame( 200, $this->dispatch( 'GET', "/uipress/v1/users/{$author}/capabilities" )->get_status() );
		$outsider = $this->network_user( '', 'author' );
		$this->assertError( 'rest_user_invalid_id', 404, $this->dispatch( 'GET', "/uipress/v1/users/{$outsider}/capabilities" ) );
		revoke_super_admin( $super );
	}
}
