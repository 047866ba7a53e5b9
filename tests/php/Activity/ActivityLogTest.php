<?php
/**
 * Tests for the activity log's writer.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Activity;

use UiPress\Activity\ActivityLog;
use UiPress\Activity\ActivityTable;
use UiPress\Activity\Secrets;

/**
 * The writer: record() queues, flush() writes one INSERT, secrets are masked.
 */
final class ActivityLogTest extends ActivityTestCase {

	public function test_record_queues_and_flush_writes_every_row_in_one_query(): void {
		ActivityLog::record(
			'user.updated',
			'user',
			'5',
			'Ann',
			array(
				'email' => array(
					'before' => 'a@example.com',
					'after'  => 'b@example.com',
				),
			)
		);
		ActivityLog::record( 'role.created', 'role', 'shop_helper', 'Shop helper', array(), array( 'subtype' => 'custom' ) );
		$this->assertSame( 2, ActivityLog::pending() );
		$this->assertSame( 1, has_action( 'shutdown', array( ActivityLog::class, 'flush' ) ) );

		$before = self::db()->num_queries;
		$this->assertSame( 2, ActivityLog::flush() );
		$this->assertSame( 1, self::db()->num_queries - $before );

		$rows = $this->rows();
		$this->assertCount( 2, $rows );
		$this->assertSame( 'user.updated', $rows[0]['action'] );
		$this->assertSame( 'user', $rows[0]['object_type'] );
		$this->assertSame( '5', $rows[0]['object_id'] );
		$this->assertSame( 'Ann', $rows[0]['object_name'] );
		$this->assertSame( $this->admin_id, $rows[0]['user_id'] );
		$this->assertSame( ( new \WP_User( $this->admin_id ) )->display_name, $rows[0]['user_label'] );
		$this->assertSame(
			array(
				'email' => array(
					'before' => 'a@example.com',
					'after'  => 'b@example.com',
				),
			),
			$rows[0]['changes']
		);
		$this->assertSame( array(), $rows[1]['changes'] );
		$this->assertSame( 'custom', $rows[1]['object_subtype'] );
		$this->assertEqualsWithDelta( time(), strtotime( $rows[0]['created_at'] . ' UTC' ), 5 );
		$this->assertSame( 0, ActivityLog::pending() );
	}

	public function test_the_actor_can_be_given(): void {
		ActivityLog::record(
			'user.sign_in_failed',
			'user',
			'0',
			'nobody',
			array(),
			array(
				'user_id'    => 0,
				'user_label' => 'nobody',
			)
		);

		$row = $this->only_row( 'user.sign_in_failed' );
		$this->assertSame( 0, $row['user_id'] );
		$this->assertSame( 'nobody', $row['user_label'] );
	}

	public function test_secrets_are_recorded_as_changed_only(): void {
		ActivityLog::record(
			'user.updated',
			'user',
			'5',
			'Ann',
			array(
				'user_pass'   => array(
					'before' => '$P$old',
					'after'  => '$P$new',
				),
				'post_author' => array(
					'before' => 1,
					'after'  => 2,
				),
			)
		);
		ActivityLog::record(
			'setting.updated',
			'setting',
			'mailer_api_key',
			'mailer_api_key',
			array(
				'mailer_api_key' => array(
					'before' => 'sk-old',
					'after'  => 'sk-new',
				),
			)
		);

		$rows = $this->rows();
		$this->assertSame( Secrets::masked(), $rows[0]['changes']['user_pass'] );
		$this->assertSame( 2, $rows[0]['changes']['post_author']['after'] ?? null );
		$this->assertSame( Secrets::masked(), $rows[1]['changes']['mailer_api_key'] );
		$this->assertStringNotContainsString( 'sk-new', (string) wp_json_encode( $rows ) );
		$this->assertStringNotContainsString( '$P$', (string) wp_json_encode( $rows ) );
	}

	public function test_long_values_are_cut(): void {
		ActivityLog::record(
			'post.updated',
			'post',
			'1',
			'Hello',
			array(
				'excerpt' => array(
					'before' => '',
					'after'  => str_repeat(
						'a',
						2000
					),
				),
			)
		);

		$row = $this->only_row( 'post.updated' );
		$this->assertSame( str_repeat( 'a', 500 ) . '…', $row['changes']['excerpt']['after'] ?? null );
	}

	public function test_a_missing_table_is_made_on_the_first_event(): void {
		delete_option( ActivityTable::VERSION_OPTION );
		$this->assertFalse( ActivityTable::is_current() );

		ActivityLog::record( 'user.signed_out', 'user', '1', 'Admin' );

		$this->assertCount( 1, $this->rows() );
		$this->assertTrue( ActivityTable::is_current() );
	}

	public function test_a_scheduled_task_is_named_as_the_actor(): void {
		wp_set_current_user( 0 );
		add_filter( 'wp_doing_cron', '__return_true' );

		ActivityLog::record( 'post.published', 'post', '7', 'Scheduled post' );

		$row = $this->only_row( 'post.published' );
		$this->assertSame( 0, $row['user_id'] );
		$this->assertSame( 'Scheduled task', $row['user_label'] );
	}
}
