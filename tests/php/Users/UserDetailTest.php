<?php
/**
 * GET/POST uipress/v1/users/{id}.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Users;

use UiPress\Users\UserRows;
use WP_User;

/**
 * One user's detail and changes: core's e-mail checks, notes, roles through
 * RoleGuard, and nobody edits a user above them.
 */
final class UserDetailTest extends UsersTestCase {

	/**
	 * The route of a user.
	 *
	 * @param int $id User id.
	 */
	private static function route( int $id ): string {
		return '/uipress/v1/users/' . $id;
	}

	public function test_refuses_subscribers_and_editors(): void {
		$target = $this->create_user( 'author' );
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'GET', self::route( $target ) ) );
			$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'POST', self::route( $target ), array( 'name' => 'Taken over' ) ) );
		}
		$user = get_userdata( $target );
		$this->assertInstanceOf( WP_User::class, $user );
		$this->assertNotSame( 'Taken over', $user->display_name );
	}

	public function test_detail_fields(): void {
		$this->act_as( 'administrator' );
		$id = $this->named_user( 'author', 'Detail Person' );
		update_user_meta( $id, UserRows::NOTES_META, 'Met at the conference.' );
		$user = get_userdata( $id );
		$this->assertInstanceOf( WP_User::class, $user );
		$user->add_cap( 'upload_files', false );
		$user->add_cap( 'moderate_comments' );
		\WP_Session_Tokens::get_instance( $id )->create( time() + HOUR_IN_SECONDS );

		$response = $this->dispatch( 'GET', self::route( $id ) );
		$this->assertSame( 200, $response->get_status() );
		$body = $this->body( $response );
		$this->assertSame( 'Detail Person', $body['name'] );
		$this->assertSame( array( 'author' ), $body['roles'] );
		$this->assertSame( 1, $body['sessions'] );
		$this->assertSame( 0, $body['applicationPasswords'] );
		$this->assertSame( 'Met at the conference.', $body['notes'] );
		$this->assertSame(
			array(
				'upload_files'      => false,
				'moderate_comments' => true,
			),
			$body['extraCapabilities']
		);
		$this->assertStringContainsString( '"extraCapabilities":{}', $this->json( $this->dispatch( 'GET', self::route( $this->create_user( 'subscriber' ) ) ) ) );
		$this->assertError( 'uipress_user_not_found', 404, $this->dispatch( 'GET', self::route( 999999 ) ) );
	}

	public function test_updates_names_email_notes_and_roles(): void {
		$this->act_as( 'administrator' );
		$id = $this->named_user( 'author', 'Before Name' );

		$response = $this->dispatch(
			'POST',
			self::route( $id ),
			array(
				'firstName' => 'Ada',
				'lastName'  => 'Lovelace <b>',
				'name'      => 'Ada L.',
				'email'     => 'ada-' . $id . '@example.org',
				'roles'     => array( 'editor', 'contributor' ),
				'notes'     => "First line\n<script>x</script>Second line",
			)
		);
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$body = $this->body( $response );
		$this->assertSame( 'Ada', $body['firstName'] );
		$this->assertSame( 'Lovelace', $body['lastName'] );
		$this->assertSame( 'Ada L.', $body['name'] );
		$this->assertSame( 'ada-' . $id . '@example.org', $body['email'] );
		$this->assertSame( array( 'editor', 'contributor' ), $body['roles'] );
		$this->assertSame( "First line\nSecond line", $body['notes'] );

		clean_user_cache( $id );
		$user = get_userdata( $id );
		$this->assertInstanceOf( WP_User::class, $user );
		$this->assertSame( 'ada-' . $id . '@example.org', $user->user_email );
		$this->assertEqualsCanonicalizing( array( 'editor', 'contributor' ), $user->roles );

		$this->dispatch( 'POST', self::route( $id ), array( 'notes' => '' ) );
		$this->assertSame( '', get_user_meta( $id, UserRows::NOTES_META, true ), 'Empty notes are deleted.' );
		$untouched = $this->body( $this->dispatch( 'POST', self::route( $id ), array() ) );
		$this->assertSame( 'Ada L.', $untouched['name'], 'Absent fields stay.' );
	}

	public function test_email_checks(): void {
		$this->act_as( 'administrator' );
		$id    = $this->create_user( 'author' );
		$other = get_userdata( $this->create_user( 'author' ) );
		$this->assertInstanceOf( WP_User::class, $other );

		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'POST', self::route( $id ), array( 'email' => 'not-an-address' ) ) );
		$this->assertError( 'uipress_user_email_exists', 400, $this->dispatch( 'POST', self::route( $id ), array( 'email' => $other->user_email ) ) );
		$this->assertError( 'uipress_user_name_empty', 400, $this->dispatch( 'POST', self::route( $id ), array( 'name' => '   ' ) ) );

		$old = get_userdata( $id );
		$this->assertInstanceOf( WP_User::class, $old );
		$this->mails = array();
		$this->dispatch( 'POST', self::route( $id ), array( 'email' => 'moved-' . $id . '@example.org' ) );
		$this->assertCount( 1, $this->mails, 'Core tells the old address.' );
		$this->assertSame( $old->user_email, $this->mail_field( 0, 'to' ) );
	}

	public function test_a_refused_role_change_writes_nothing(): void {
		$this->act_as_editor_manager();
		$id = $this->named_user( 'author', 'Stays Put' );

		$response = $this->dispatch(
			'POST',
			self::route( $id ),
			array(
				'name'  => 'Renamed',
				'roles' => array( 'administrator' ),
			)
		);
		$this->assertSame( 403, $response->get_status(), $this->json( $response ) );
		clean_user_cache( $id );
		$user = get_userdata( $id );
		$this->assertInstanceOf( WP_User::class, $user );
		$this->assertSame( array( 'author' ), array_values( $user->roles ) );
		$this->assertSame( 'Stays Put', $user->display_name );
	}

	public function test_a_manager_who_is_no_administrator_cannot_edit_an_administrator(): void {
		$admin = $this->named_user( 'administrator', 'The Admin' );
		$this->act_as_editor_manager();

		$this->assertSame( 200, $this->dispatch( 'GET', self::route( $admin ) )->get_status(), 'Listing is allowed.' );
		$this->assertError( 'uipress_user_above_actor', 403, $this->dispatch( 'POST', self::route( $admin ), array( 'email' => 'mine@example.org' ) ) );
		$this->assertError( 'uipress_user_above_actor', 403, $this->dispatch( 'POST', '/uipress/v1/users/' . $admin . '/password-reset' ) );
		$this->assertError( 'uipress_user_above_actor', 403, $this->dispatch( 'DELETE', '/uipress/v1/users/' . $admin . '/sessions' ) );
		$row = $this->body( $this->dispatch( 'GET', self::route( $admin ) ) );
		$this->assertFalse( $row['canEdit'] );
		$this->assertFalse( $row['canDelete'] );
		$this->assertFalse( $row['canPromote'] );
		$this->assertSame( '', $row['editUrl'] );

		$author = $this->create_user( 'author' );
		$this->assertSame( 200, $this->dispatch( 'POST', self::route( $author ), array( 'name' => 'Fine' ) )->get_status(), 'A user below the manager is theirs to edit.' );
	}

	public function test_nobody_removes_their_own_way_back_in_or_the_last_administrator(): void {
		$me = $this->act_as( 'administrator' );
		self::demote_administrators_but( array( $me ) );
		$this->assertError( 'uipress_way_back_in', 403, $this->dispatch( 'POST', self::route( $me ), array( 'roles' => array( 'editor' ) ) ) );
		$this->assertContains( 'administrator', ( new WP_User( $me ) )->roles );
	}
}
