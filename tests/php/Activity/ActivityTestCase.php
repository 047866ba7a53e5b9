<?php
/**
 * Shared set-up of the activity log's tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Activity;

use UiPress\Activity\ActivityLog;
use UiPress\Activity\ActivityModule;
use UiPress\Activity\ActivityTable;
use UiPress\Settings\SiteSettings;
use UiPress\Tests\Rest\RestTestCase;
use WP_User;

/**
 * Turns user management on and reads back what the log wrote.
 *
 * @phpstan-type StoredRow array{id: int, created_at: string, user_id: int, user_label: string, action: string, object_type: string, object_subtype: string, object_id: string, object_name: string, changes: array<string, array<string, mixed>>, ip: string}
 */
abstract class ActivityTestCase extends RestTestCase {

	/**
	 * An administrator, the actor of most events.
	 *
	 * @var int
	 */
	protected int $admin_id = 0;

	/**
	 * User management on with the log's hooks; the log's queue and table
	 * empty; an administrator signed in.
	 */
	protected function set_up(): void {
		parent::set_up();
		ActivityLog::flush();
		$this->admin_id = $this->act_as( 'administrator' );
		$updated        = SiteSettings::update( array( 'userManagementEnabled' => true ), new WP_User( $this->admin_id ) );
		$this->assertNotInstanceOf( \WP_Error::class, $updated );
		// Rows the tests' set-up wrote are not the tests' to read.
		self::db()->query( 'DELETE FROM ' . ActivityTable::name() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- the test's own table.
		ActivityModule::register_hooks();
		// The next request's REST server has the routes.
		$GLOBALS['wp_rest_server'] = null;
	}

	/**
	 * Nothing a test queued leaks into the next.
	 */
	protected function tear_down(): void {
		ActivityLog::flush();
		parent::tear_down();
		// Roles a test added or changed: read again from the rolled-back option.
		wp_roles()->for_site();
	}

	/**
	 * The stored rows (after writing the queue), oldest first, changes
	 * decoded ([] when none).
	 *
	 * @param string|null $action Only this action.
	 * @return list<StoredRow>
	 */
	protected function rows( ?string $action = null ): array {
		ActivityLog::flush();
		$db = self::db();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- the test's own table.
		$rows = null === $action
			? $db->get_results( $db->prepare( 'SELECT * FROM %i ORDER BY id', ActivityTable::name() ), 'ARRAY_A' )
			: $db->get_results( $db->prepare( 'SELECT * FROM %i WHERE action = %s ORDER BY id', ActivityTable::name(), $action ), 'ARRAY_A' );
		// phpcs:enable
		$out = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$this->assertIsArray( $row );
			$out[] = self::typed( $row );
		}
		return $out;
	}

	/**
	 * Stores a row directly (a given time and actor).
	 *
	 * @param array<string, int|string> $fields Columns; the rest defaulted.
	 * @return int The row's id.
	 */
	protected function insert_row( array $fields = array() ): int {
		$inserted = self::db()->insert(
			ActivityTable::name(),
			$fields + array(
				'created_at'     => gmdate( 'Y-m-d H:i:s' ),
				'user_id'        => $this->admin_id,
				'user_label'     => 'Admin',
				'action'         => 'post.updated',
				'object_type'    => 'post',
				'object_subtype' => 'post',
				'object_id'      => '1',
				'object_name'    => 'Hello',
				'ip'             => '127.0.0.0',
			)
		);
		$this->assertSame( 1, $inserted );
		return (int) self::db()->insert_id;
	}

	/**
	 * Writes and forgets the rows so far (a test's own set-up events).
	 */
	protected function flush_rows(): void {
		$this->rows();
		self::db()->query( 'DELETE FROM ' . ActivityTable::name() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- the test's own table.
	}

	/**
	 * The one row of an action, asserted to be one.
	 *
	 * @param string $action The action.
	 * @return StoredRow
	 */
	protected function only_row( string $action ): array {
		$rows = $this->rows( $action );
		$this->assertCount( 1, $rows, "Expected one {$action} row." );
		return $rows[0];
	}

	/**
	 * A row as read, typed.
	 *
	 * @param array<mixed> $row A table row.
	 * @return StoredRow
	 */
	private static function typed( array $row ): array {
		$text    = static fn( string $key ): string => is_scalar( $row[ $key ] ?? null ) ? (string) $row[ $key ] : '';
		$changes = is_string( $row['changes'] ?? null ) ? json_decode( $row['changes'], true ) : array();
		$clean   = array();
		foreach ( is_array( $changes ) ? $changes : array() as $field => $change ) {
			$clean[ (string) $field ] = is_array( $change ) ? array_combine( array_map( 'strval', array_keys( $change ) ), array_values( $change ) ) : array();
		}
		return array(
			'id'             => (int) $text( 'id' ),
			'created_at'     => $text( 'created_at' ),
			'user_id'        => (int) $text( 'user_id' ),
			'user_label'     => $text( 'user_label' ),
			'action'         => $text( 'action' ),
			'object_type'    => $text( 'object_type' ),
			'object_subtype' => $text( 'object_subtype' ),
			'object_id'      => $text( 'object_id' ),
			'object_name'    => $text( 'object_name' ),
			'changes'        => $clean,
			'ip'             => $text( 'ip' ),
		);
	}

	/**
	 * A page of the log, asserted to be one.
	 *
	 * @param array<string, mixed> $query Query parameters.
	 * @return array{items: list<array<string, mixed>>, total: int, totalPages: int, page: int, cursors: array{prev: string|null, next: string|null}}
	 */
	protected function page( array $query ): array {
		$response = $this->dispatch( 'GET', '/uipress/v1/activity', null, $query );
		$body     = $this->body( $response );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $body ) );
		/**
		 * The paging shape, as the route's schema says.
		 *
		 * @var array{items: list<array<string, mixed>>, total: int, totalPages: int, page: int, cursors: array{prev: string|null, next: string|null}} $body
		 */
		return $body;
	}

	/**
	 * The ids of a page's items.
	 *
	 * @param array{items: list<array<string, mixed>>} $page A page.
	 * @return list<int>
	 */
	protected function ids( array $page ): array {
		return array_map( static fn( array $item ): int => is_int( $item['id'] ?? null ) ? $item['id'] : 0, $page['items'] );
	}
}
