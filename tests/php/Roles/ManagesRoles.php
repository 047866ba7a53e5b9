<?php
/**
 * Helpers of the role editor's tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Roles;

use UiPress\Settings\SiteSettings;
use WP_REST_Response;
use WP_User;

/**
 * User management on or off, the roles reloaded after the rollback, and the
 * actors of the escalation tests.
 */
trait ManagesRoles {

	/**
	 * Turns user management on or off (as an administrator made for it) and
	 * drops the REST server, so the next request's server follows the switch.
	 *
	 * @param bool $on On or off.
	 * @throws \LogicException When no administrator could be made.
	 */
	protected static function switch_user_management( bool $on ): void {
		$current = get_current_user_id();
		$admin   = wp_insert_user(
			array(
				'user_login' => 'uip_roles_switch_' . getmypid() . '_' . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
		if ( ! is_int( $admin ) ) {
			throw new \LogicException( 'No administrator to switch user management.' );
		}
		SiteSettings::update( array( 'userManagementEnabled' => $on ), new WP_User( $admin ) );
		wp_set_current_user( $current );
		$GLOBALS['wp_rest_server'] = null;
	}

	/**
	 * The roles in memory as the database has them again (the rollback
	 * restores the option; WP_Roles keeps what a test wrote).
	 */
	protected static function reload_roles(): void {
		wp_roles()->for_site();
	}

	/**
	 * A manager who is no administrator: an editor given the users app
	 * (promote_users, list_users, edit_users) through `user_has_cap`.
	 *
	 * @return int The manager, signed in.
	 */
	protected function act_as_manager(): int {
		return $this->act_as_with_caps( 'editor', array( 'promote_users', 'list_users', 'edit_users' ) );
	}

	/**
	 * An editor given every capability of the administrator role through
	 * `user_has_cap` only: no role or capability entry makes them an
	 * administrator, so they do not count as the site's last one.
	 *
	 * @return int The user, signed in.
	 */
	protected function act_as_filtered_administrator(): int {
		$caps = array_keys( array_filter( (array) get_role( 'administrator' )?->capabilities ) );
		return $this->act_as_with_caps( 'editor', array_map( 'strval', $caps ) );
	}

	/**
	 * A user of a role given more capabilities at run time, signed in.
	 *
	 * @param string   $role Role.
	 * @param string[] $caps Capabilities granted by the filter.
	 */
	protected function act_as_with_caps( string $role, array $caps ): int {
		$id = $this->act_as( $role );
		add_filter(
			'user_has_cap',
			static function ( $allcaps, $asked, $args, $user ) use ( $id, $caps ) {
				unset( $asked, $args );
				if ( is_array( $allcaps ) && $user instanceof WP_User && $user->ID === $id ) {
					foreach ( $caps as $cap ) {
						$allcaps[ $cap ] = true;
					}
				}
				return $allcaps;
			},
			10,
			4
		);
		return $id;
	}

	/**
	 * Every administrator of the site made an editor, as if stored earlier.
	 */
	protected static function demote_every_administrator(): void {
		self::stored_earlier(
			static function (): void {
				foreach ( get_users( array( 'role' => 'administrator' ) ) as $admin ) {
					if ( $admin instanceof WP_User ) {
						$admin->set_role( 'editor' );
					}
				}
			}
		);
	}

	/**
	 * A role's capabilities as stored now.
	 *
	 * @param string $role Role slug.
	 * @return array<string, bool>
	 */
	protected static function caps_of( string $role ): array {
		$caps = array();
		foreach ( (array) get_role( $role )?->capabilities as $cap => $granted ) {
			$caps[ (string) $cap ] = (bool) $granted;
		}
		return $caps;
	}

	/**
	 * The error code and status of an answer, for one-line assertions.
	 *
	 * @param WP_REST_Response $response Response.
	 * @return array{0: int, 1: string}
	 */
	protected function outcome( WP_REST_Response $response ): array {
		$data = $this->body( $response );
		return array( $response->get_status(), is_string( $data['code'] ?? null ) ? $data['code'] : '' );
	}

	/**
	 * GET /roles as the current user, keyed by slug.
	 *
	 * @return array<string, array<mixed>>
	 */
	protected function roles_by_slug(): array {
		$response = $this->dispatch( 'GET', '/uipress/v1/roles' );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$roles = array();
		foreach ( $this->body( $response ) as $role ) {
			$this->assertIsArray( $role );
			$this->assertIsString( $role['slug'] ?? null );
			$roles[ $role['slug'] ] = $role;
		}
		return $roles;
	}

	/**
	 * GET /capabilities as the current user: the group ids in order, and the
	 * capabilities by name with their group.
	 *
	 * @return array{0: list<string>, 1: array<string, array{name: string, label: string, hint: string, granted: bool, group: string}>}
	 */
	protected function capability_groups(): array {
		$response = $this->dispatch( 'GET', '/uipress/v1/capabilities' );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$groups = $this->value_at( $this->body( $response ), 'groups' );
		$this->assertIsArray( $groups );
		$ids     = array();
		$by_name = array();
		foreach ( $groups as $group ) {
			$this->assertIsArray( $group );
			$this->assertIsString( $group['id'] ?? null );
			$this->assertIsString( $group['label'] ?? null );
			$this->assertNotSame( '', $group['label'] );
			$this->assertIsArray( $group['capabilities'] ?? null );
			$ids[] = $group['id'];
			foreach ( $group['capabilities'] as $cap ) {
				$this->assertIsArray( $cap );
				$this->assertIsString( $cap['name'] ?? null );
				$this->assertIsString( $cap['label'] ?? null );
				$this->assertIsString( $cap['hint'] ?? null );
				$this->assertIsBool( $cap['granted'] ?? null );
				$this->assertArrayNotHasKey( $cap['name'], $by_name, "{$cap['name']} is listed once." );
				$by_name[ $cap['name'] ] = array(
					'name'    => $cap['name'],
					'label'   => $cap['label'],
					'hint'    => $cap['hint'],
					'granted' => $cap['granted'],
					'group'   => $group['id'],
				);
			}
		}
		return array( $ids, $by_name );
	}

	/**
	 * A string member of an answer.
	 *
	 * @param WP_REST_Response $response Response.
	 * @param string           $path     Dotted keys.
	 */
	protected function string_at( WP_REST_Response $response, string $path ): string {
		$value = $this->value_at( $this->body( $response ), $path );
		$this->assertIsString( $value );
		return $value;
	}
}
