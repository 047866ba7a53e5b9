<?php
/**
 * Tests for the user and role recorders.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Activity;

use WP_User;

/**
 * Accounts created, updated, deleted; roles and capabilities changed by any
 * writer; roles created, changed and deleted.
 */
final class UserRoleRecorderTest extends ActivityTestCase {

	public function test_a_new_account_is_one_event_with_its_roles(): void {
		$id = $this->create_user( 'author' );

		$row = $this->only_row( 'user.created' );
		$this->assertSame( (string) $id, $row['object_id'] );
		$this->assertSame(
			array(
				'before' => array(),
				'after'  => array( 'Author' ),
			),
			$row['changes']['roles']
		);
		$this->assertSame( array(), $this->rows( 'user.roles_changed' ) );
		$this->assertSame( array(), $this->rows( 'user.updated' ) );
	}

	public function test_profile_changes_are_recorded_and_a_password_only_as_changed(): void {
		$id = $this->create_user( 'author' );
		update_user_meta( $id, 'first_name', 'Ann' );
		$this->flush_rows();

		wp_update_user(
			array(
				'ID'           => $id,
				'user_email'   => 'ann@example.com',
				'display_name' => 'Ann B',
				'first_name'   => 'Anna',
				'user_pass'    => 'a new secret pass',
			)
		);

		$row = $this->only_row( 'user.updated' );
		$this->assertSame( 'Ann B', $row['object_name'] );
		$this->assertSame( 'ann@example.com', $row['changes']['email']['after'] ?? null );
		$this->assertSame(
			array(
				'before' => 'Ann',
				'after'  => 'Anna',
			),
			$row['changes']['first_name']
		);
		$this->assertSame(
			array(
				'before' => '•',
				'after'  => '•',
			),
			$row['changes']['password']
		);
		$stored = (string) wp_json_encode( $this->rows() );
		$this->assertStringNotContainsString( 'a new secret pass', $stored );
		$this->assertStringNotContainsString( '$P$', $stored );
		$this->assertStringNotContainsString( '$wp', $stored );
	}

	public function test_roles_changed_by_any_writer_are_one_event(): void {
		$id   = $this->create_user( 'author' );
		$user = new WP_User( $id );
		$this->flush_rows();

		$user->set_role( 'editor' );
		$user->add_role( 'subscriber' );
		$user->remove_role( 'subscriber' );

		$row = $this->only_row( 'user.roles_changed' );
		$this->assertSame(
			array(
				'before' => array( 'Author' ),
				'after'  => array( 'Editor' ),
			),
			$row['changes']['roles']
		);
		$this->assertSame( $this->admin_id, $row['user_id'] );
	}

	public function test_capabilities_given_to_a_user_are_recorded(): void {
		$id   = $this->create_user( 'author' );
		$user = new WP_User( $id );
		$this->flush_rows();

		$user->add_cap( 'edit_others_posts' );
		$user->add_cap( 'upload_files', false );

		$changes = $this->only_row( 'user.capabilities_changed' )['changes'];
		$this->assertSame(
			array(
				'before' => null,
				'after'  => true,
			),
			$changes['cap:edit_others_posts']
		);
		$this->assertSame(
			array(
				'before' => null,
				'after'  => false,
			),
			$changes['cap:upload_files']
		);
		$this->assertSame( array(), $this->rows( 'user.roles_changed' ) );
	}

	public function test_a_deleted_account_keeps_its_name_and_heir(): void {
		$id   = $this->create_user( 'author' );
		$name = ( new WP_User( $id ) )->display_name;

		wp_delete_user( $id, $this->admin_id );

		$row = $this->only_row( 'user.deleted' );
		$this->assertSame( $name, $row['object_name'] );
		$this->assertSame( ( new WP_User( $this->admin_id ) )->display_name, $row['changes']['reassign']['after'] ?? null );
	}

	public function test_a_password_reset_is_recorded_without_its_key(): void {
		$id   = $this->create_user( 'author' );
		$user = new WP_User( $id );
		$this->flush_rows();

		$key = get_password_reset_key( $user );
		$this->assertIsString( $key );

		$this->assertSame( (string) $id, $this->only_row( 'user.password_reset_sent' )['object_id'] );
		$this->assertStringNotContainsString( $key, (string) wp_json_encode( $this->rows() ) );
	}

	public function test_roles_created_changed_and_deleted(): void {
		add_role( 'uip_helper', 'Helper', array( 'read' => true ) );
		$this->rows();
		$role = get_role( 'uip_helper' );
		$this->assertNotNull( $role );
		$role->add_cap( 'edit_posts' );
		$role->add_cap( 'upload_files' );
		$role->remove_cap( 'read' );
		remove_role( 'uip_helper' );

		$created = $this->only_row( 'role.created' );
		$this->assertSame( 'uip_helper', $created['object_id'] );
		$this->assertSame( 'Helper', $created['object_name'] );
		$this->assertSame(
			array(
				'before' => null,
				'after'  => true,
			),
			$created['changes']['cap:read']
		);
		$updated = $this->only_row( 'role.updated' )['changes'];
		$this->assertSame(
			array(
				'before' => null,
				'after'  => true,
			),
			$updated['cap:edit_posts']
		);
		$this->assertSame(
			array(
				'before' => null,
				'after'  => true,
			),
			$updated['cap:upload_files']
		);
		$this->assertSame(
			array(
				'before' => true,
				'after'  => null,
			),
			$updated['cap:read']
		);
		$this->assertSame( 'Helper', $this->only_row( 'role.deleted' )['object_name'] );
	}

	public function test_capabilities_added_to_a_role_made_in_the_same_request_are_part_of_its_creation(): void {
		add_role( 'uip_helper', 'Helper', array( 'read' => true ) );
		$role = get_role( 'uip_helper' );
		$this->assertNotNull( $role );
		$role->add_cap( 'edit_posts' );

		$this->assertArrayHasKey( 'cap:edit_posts', $this->only_row( 'role.created' )['changes'] );
		$this->assertSame( array(), $this->rows( 'role.updated' ) );
	}
}
