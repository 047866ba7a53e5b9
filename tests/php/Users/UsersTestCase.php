<?php
/**
 * Shared set-up of the users app's route tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Users;

use UiPress\Activity\ActivityLog;
use UiPress\Settings\SiteSettings;
use UiPress\Tests\Rest\RestTestCase;
use WP_User;

/**
 * Turns user management on (its routes exist from the next REST server on),
 * and catches e-mails instead of sending them.
 */
abstract class UsersTestCase extends RestTestCase {

	/**
	 * E-mails sent during the test (wp_mail's arguments).
	 *
	 * @var array<int, array<mixed>>
	 */
	protected array $mails = array();

	/**
	 * User management on, e-mails caught, no REST server yet.
	 */
	protected function set_up(): void {
		parent::set_up();
		ActivityLog::flush();
		self::turn_on();
		$this->mails = array();
		add_filter(
			'pre_wp_mail',
			function ( $result, $atts ) {
				unset( $result );
				$this->mails[] = is_array( $atts ) ? $atts : array();
				return true;
			},
			10,
			2
		);
	}

	/**
	 * Nothing a test queued for the log leaks into the next.
	 */
	protected function tear_down(): void {
		ActivityLog::flush();
		parent::tear_down();
	}

	/**
	 * Turns user management on (as an administrator made for it) and drops
	 * the REST server, so the next request's server has the routes.
	 *
	 * @throws \LogicException When no administrator could be made.
	 */
	protected static function turn_on(): void {
		$current = get_current_user_id();
		$admin   = wp_insert_user(
			array(
				'user_login' => 'uip_switch_' . getmypid() . '_' . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
		if ( ! is_int( $admin ) ) {
			throw new \LogicException( 'No administrator to turn user management on.' );
		}
		SiteSettings::update( array( 'userManagementEnabled' => true ), new WP_User( $admin ) );
		wp_set_current_user( $current );
		$GLOBALS['wp_rest_server'] = null;
	}

	/**
	 * A manager who is no administrator: an editor given the users app
	 * (promote_users and list_users) through the capability filter.
	 *
	 * @return int The manager, signed in.
	 */
	protected function act_as_editor_manager(): int {
		$id = $this->act_as( 'editor' );
		add_filter(
			'user_has_cap',
			static function ( $allcaps, $caps, $args, $user ) use ( $id ) {
				unset( $caps, $args );
				if ( is_array( $allcaps ) && $user instanceof WP_User && $user->ID === $id ) {
					$allcaps['promote_users'] = true;
					$allcaps['list_users']    = true;
					$allcaps['edit_users']    = true;
				}
				return $allcaps;
			},
			10,
			4
		);
		return $id;
	}

	/**
	 * Makes every administrator but these editors.
	 *
	 * @param int[] $keep Administrators who stay.
	 */
	protected static function demote_administrators_but( array $keep ): void {
		foreach ( get_users(
			array(
				'role'    => 'administrator',
				'exclude' => $keep,
				'fields'  => 'ID',
			)
		) as $other ) {
			( new WP_User( is_numeric( $other ) ? (int) $other : 0 ) )->set_role( 'editor' );
		}
	}

	/**
	 * A user with a known display name (and login/e-mail made from it).
	 *
	 * @param string $role Role.
	 * @param string $name Display name.
	 */
	protected function named_user( string $role, string $name ): int {
		$id = $this->create_user( $role );
		wp_update_user(
			array(
				'ID'           => $id,
				'display_name' => $name,
			)
		);
		return $id;
	}

	/**
	 * The ids of a list answer's items.
	 *
	 * @param array<mixed> $body The answer.
	 * @return int[]
	 */
	protected function ids( array $body ): array {
		$this->assertIsArray( $body['items'] ?? null );
		return array_map( static fn( $id ): int => is_numeric( $id ) ? (int) $id : 0, array_column( $body['items'], 'id' ) );
	}

	/**
	 * An item of a list answer.
	 *
	 * @param array<mixed> $body  The answer.
	 * @param int          $index Its place.
	 * @return array<mixed>
	 */
	protected function item( array $body, int $index = 0 ): array {
		$this->assertIsArray( $body['items'] ?? null );
		$item = $body['items'][ $index ] ?? null;
		$this->assertIsArray( $item );
		return $item;
	}

	/**
	 * A cursor of a list answer.
	 *
	 * @param array<mixed> $body  The answer.
	 * @param string       $which 'prev' or 'next'.
	 */
	protected function cursor( array $body, string $which ): ?string {
		$cursors = $body['cursors'] ?? null;
		$this->assertIsArray( $cursors );
		$cursor = $cursors[ $which ] ?? null;
		$this->assertTrue( null === $cursor || is_string( $cursor ) );
		return $cursor;
	}

	/**
	 * A failure of a bulk answer.
	 *
	 * @param array<mixed> $body  The answer.
	 * @param int          $index Its place.
	 * @return array<mixed>
	 */
	protected function failure( array $body, int $index = 0 ): array {
		$this->assertIsArray( $body['failed'] ?? null );
		$failure = $body['failed'][ $index ] ?? null;
		$this->assertIsArray( $failure );
		return $failure;
	}

	/**
	 * A field of a caught e-mail, asserted to be text.
	 *
	 * @param int    $index The e-mail.
	 * @param string $field 'to', 'subject', 'message'.
	 */
	protected function mail_field( int $index, string $field ): string {
		$mail = $this->mails[ $index ] ?? null;
		$this->assertIsArray( $mail );
		$value = $mail[ $field ] ?? null;
		$this->assertIsString( $value );
		return $value;
	}

	/**
	 * GET /users with these arguments, asserted 200.
	 *
	 * @param array<string, mixed> $query Query arguments.
	 * @return array<mixed>
	 */
	protected function list_users( array $query = array() ): array {
		$response = $this->dispatch( 'GET', '/uipress/v1/users', null, $query );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $this->body( $response );
	}
}
