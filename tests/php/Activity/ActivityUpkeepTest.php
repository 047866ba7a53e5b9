<?php
/**
 * Tests for the client address, pruning and the personal data tools.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Activity;

use UiPress\Activity\ActivityLog;
use UiPress\Activity\ActivityPrivacy;
use UiPress\Activity\ActivityPruner;
use UiPress\Activity\ClientIp;
use UiPress\Lifecycle\Deactivator;
use UiPress\Settings\SiteSettings;
use WP_User;

/**
 * Addresses per activityIpAddresses, REMOTE_ADDR only unless filtered;
 * rows older than activityRetention deleted daily; export and erasure.
 */
final class ActivityUpkeepTest extends ActivityTestCase {

	/**
	 * Seconds a day.
	 */
	private const DAY = 86400;

	/**
	 * REMOTE_ADDR before the test.
	 *
	 * @var mixed
	 */
	private $remote_addr;

	protected function set_up(): void {
		parent::set_up();
		$this->remote_addr = $_SERVER['REMOTE_ADDR'] ?? null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- kept as it was, put back after.
	}

	protected function tear_down(): void {
		$_SERVER['REMOTE_ADDR'] = $this->remote_addr;
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
		parent::tear_down();
	}

	/**
	 * Addresses as each setting stores them.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public function addresses(): array {
		return array(
			'IPv4 anonymised' => array( 'anonymised', '203.0.113.77', '203.0.113.0' ),
			'IPv6 anonymised' => array( 'anonymised', '2001:db8:85a3:1234:5678:8a2e:370:7334', '2001:db8:85a3::' ),
			'IPv4 full'       => array( 'full', '203.0.113.77', '203.0.113.77' ),
			'IPv4 none'       => array( 'none', '203.0.113.77', '' ),
			'not an address'  => array( 'full', 'not-an-ip', '' ),
		);
	}

	/**
	 * The address is stored as the setting says.
	 *
	 * @dataProvider addresses
	 *
	 * @param string $mode     activityIpAddresses.
	 * @param string $remote   REMOTE_ADDR.
	 * @param string $expected What is stored.
	 */
	public function test_the_address_is_stored_as_the_setting_says( string $mode, string $remote, string $expected ): void {
		$this->assertNotInstanceOf( \WP_Error::class, SiteSettings::update( array( ClientIp::SETTING => $mode ), new WP_User( $this->admin_id ) ) );
		$this->flush_rows();
		$_SERVER['REMOTE_ADDR'] = $remote;

		ActivityLog::record( 'user.signed_out', 'user', '1', 'Admin' );

		$this->assertSame( $expected, $this->only_row( 'user.signed_out' )['ip'] );
	}

	public function test_forwarded_addresses_are_used_only_when_a_filter_says_so(): void {
		$_SERVER['REMOTE_ADDR']          = '10.0.0.1';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.9';

		$this->assertSame( '10.0.0.1', ClientIp::client() );

		add_filter( 'uipress/activity/client_ip', static fn(): string => '198.51.100.9' );
		$this->assertSame( '198.51.100.9', ClientIp::client() );
	}

	public function test_pruning_deletes_rows_older_than_the_retention(): void {
		$this->assertNotInstanceOf( \WP_Error::class, SiteSettings::update( array( ActivityPruner::SETTING => '30' ), new WP_User( $this->admin_id ) ) );
		$this->flush_rows();
		$old    = $this->insert_row( array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 31 * self::DAY ) ) );
		$recent = $this->insert_row( array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 29 * self::DAY ) ) );

		$this->assertSame( 1, ActivityPruner::prune() );

		$this->assertSame( array( $recent ), array_column( $this->rows(), 'id' ) );
		$this->assertNotSame( $old, $recent );
	}

	public function test_pruning_deletes_in_batches_until_done(): void {
		$this->flush_rows();
		$old = gmdate( 'Y-m-d H:i:s', time() - 400 * self::DAY );
		for ( $i = 0; $i < 7; $i++ ) {
			$this->insert_row( array( 'created_at' => $old ) );
		}
		$statements = 0;
		add_filter(
			'query',
			static function ( $sql ) use ( &$statements ) {
				if ( is_string( $sql ) && str_starts_with( $sql, 'DELETE' ) ) {
					++$statements;
				}
				return $sql;
			}
		);

		$this->assertSame( 7, ActivityPruner::prune() );
		$this->assertSame( array(), $this->rows() );
		$this->assertSame( 1, $statements, 'Fewer rows than a batch: one statement.' );
	}

	public function test_the_daily_event_is_scheduled_while_on_and_cleared_when_off_or_deactivated(): void {
		$this->assertIsInt( wp_next_scheduled( ActivityPruner::EVENT ) );
		$this->assertSame( 'daily', wp_get_schedule( ActivityPruner::EVENT ) );

		SiteSettings::update( array( 'userManagementEnabled' => false ), new WP_User( $this->admin_id ) );
		$this->assertFalse( wp_next_scheduled( ActivityPruner::EVENT ) );

		ActivityPruner::schedule();
		Deactivator::deactivate();
		$this->assertFalse( wp_next_scheduled( ActivityPruner::EVENT ) );
	}

	public function test_the_exporter_and_eraser_are_registered(): void {
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$erasers   = apply_filters( 'wp_privacy_personal_data_erasers', array() );

		$this->assertIsArray( $exporters );
		$this->assertIsArray( $erasers );
		$this->assertSame( 'Activity log', $this->value_at( $exporters, ActivityPrivacy::ID . '.exporter_friendly_name' ) );
		$this->assertSame( 'Activity log', $this->value_at( $erasers, ActivityPrivacy::ID . '.eraser_friendly_name' ) );
	}

	public function test_the_export_pages_a_persons_own_activity(): void {
		$person = $this->create_user( 'author' );
		$email  = ( new WP_User( $person ) )->user_email;
		$this->flush_rows();
		for ( $i = 0; $i < ActivityPrivacy::PER_PAGE + 5; $i++ ) {
			$this->insert_row( array( 'user_id' => $person ) );
		}
		$this->insert_row();

		$first  = ActivityPrivacy::export( $email, 1 );
		$second = ActivityPrivacy::export( $email, 2 );

		$this->assertCount( ActivityPrivacy::PER_PAGE, $first['data'] );
		$this->assertFalse( $first['done'] );
		$this->assertCount( 5, $second['data'] );
		$this->assertTrue( $second['done'] );
		$this->assertSame( 'Activity log', $first['data'][0]['group_label'] );
		$this->assertContains( 'Hello', array_column( $first['data'][0]['data'], 'value' ) );
	}

	public function test_erasure_anonymises_a_persons_rows_and_their_account_rows(): void {
		$person = $this->create_user( 'author' );
		$email  = ( new WP_User( $person ) )->user_email;
		$this->flush_rows();
		$acted = $this->insert_row(
			array(
				'user_id'    => $person,
				'user_label' => 'Person',
				'ip'         => '203.0.113.0',
			)
		);
		$about = $this->insert_row(
			array(
				'action'      => 'user.updated',
				'object_type' => 'user',
				'object_id'   => (string) $person,
				'object_name' => 'Person',
				'changes'     => (string) wp_json_encode(
					array(
						'email' => array(
							'before' => 'a@example.com',
							'after'  => $email,
						),
					)
				),
			)
		);
		$other = $this->insert_row();

		$result = ActivityPrivacy::erase( $email, 1 );

		$this->assertTrue( $result['items_removed'] );
		$this->assertTrue( $result['done'] );
		$rows = array();
		foreach ( $this->rows() as $row ) {
			$rows[ $row['id'] ] = $row;
		}
		$this->assertSame( 0, $rows[ $acted ]['user_id'] );
		$this->assertSame( 'Deleted user', $rows[ $acted ]['user_label'] );
		$this->assertSame( '', $rows[ $acted ]['ip'] );
		$this->assertSame( 'Deleted user', $rows[ $about ]['object_name'] );
		$this->assertSame( array(), $rows[ $about ]['changes'] );
		$this->assertSame( $this->admin_id, $rows[ $other ]['user_id'] );
		$this->assertStringNotContainsString( $email, (string) wp_json_encode( $rows ) );
	}
}
