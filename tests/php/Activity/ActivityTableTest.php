<?php
/**
 * Tests for the activity table's lifecycle on one site.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Activity;

use UiPress\Activity\ActivityTable;
use UiPress\Lifecycle\Activator;
use UiPress\Lifecycle\Uninstaller;
use UiPress\Tests\TestCase;

/**
 * Activation makes the table, uninstall drops it. Dropping and creating a
 * table end a MySQL transaction, so both run once before the tests' own
 * transactions (and leave the table as they found it, empty).
 */
final class ActivityTableTest extends TestCase {

	/**
	 * What was seen: after the drop and after activation.
	 *
	 * @var array<string, mixed>
	 */
	private static array $seen = array();

	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		Uninstaller::drop_tables();
		self::$seen['dropped']         = ActivityTable::exists();
		self::$seen['dropped_version'] = get_option( ActivityTable::VERSION_OPTION );
		Activator::set_up_site();
		self::$seen['made']         = ActivityTable::exists();
		self::$seen['made_version'] = get_option( ActivityTable::VERSION_OPTION );
		self::$seen['made_key']     = self::has_user_action_key();
		// A site at schema 1 (before the key (user_id,action,id)) is upgraded in place.
		ActivityTable::query( 'ALTER TABLE %i DROP INDEX user_action' );
		update_option( ActivityTable::VERSION_OPTION, '1', true );
		self::$seen['v1_key'] = self::has_user_action_key();
		ActivityTable::create_or_upgrade();
		self::$seen['upgraded_key']     = self::has_user_action_key();
		self::$seen['upgraded_version'] = get_option( ActivityTable::VERSION_OPTION );
	}

	/**
	 * Whether the table has the key (user_id,action,id), in that order.
	 */
	private static function has_user_action_key(): bool {
		$columns = array();
		foreach ( ActivityTable::select( 'SHOW INDEX FROM %i' ) as $row ) {
			if ( 'user_action' === ( $row['Key_name'] ?? null ) && is_scalar( $row['Column_name'] ?? null ) && is_numeric( $row['Seq_in_index'] ?? null ) ) {
				$columns[ (int) $row['Seq_in_index'] ] = (string) $row['Column_name'];
			}
		}
		ksort( $columns );
		return array( 'user_id', 'action', 'id' ) === array_values( $columns );
	}

	public function test_a_table_of_schema_1_gets_the_user_and_action_key(): void {
		$this->assertTrue( self::$seen['made_key'], 'A new table has the key.' );
		$this->assertFalse( self::$seen['v1_key'] );
		$this->assertTrue( self::$seen['upgraded_key'], 'create_or_upgrade() adds it to a table of schema 1.' );
		$this->assertSame( '2', self::$seen['upgraded_version'] );
	}

	public function test_uninstall_drops_the_table_and_its_version(): void {
		$this->assertFalse( self::$seen['dropped'] );
		$this->assertFalse( self::$seen['dropped_version'] );
	}

	public function test_activation_makes_the_table(): void {
		$this->assertTrue( self::$seen['made'] );
		$this->assertSame( ActivityTable::VERSION, self::$seen['made_version'] );
		$this->assertSame( self::db()->prefix . 'uip_activity', ActivityTable::name() );
	}

	public function test_activation_again_changes_no_schema(): void {
		$statements = array();
		add_filter(
			'query',
			static function ( $sql ) use ( &$statements ) {
				$statements[] = $sql;
				return $sql;
			}
		);

		Activator::set_up_site();

		foreach ( $statements as $sql ) {
			$this->assertDoesNotMatchRegularExpression( '/^\s*(CREATE|ALTER|DROP)\b/i', (string) ( is_string( $sql ) ? $sql : '' ) );
		}
	}

	public function test_a_lost_version_with_the_table_in_place_is_written_again_without_schema_changes(): void {
		delete_option( ActivityTable::VERSION_OPTION );
		$statements = array();
		add_filter(
			'query',
			static function ( $sql ) use ( &$statements ) {
				$statements[] = $sql;
				return $sql;
			}
		);

		ActivityTable::create_or_upgrade();

		$this->assertSame( ActivityTable::VERSION, get_option( ActivityTable::VERSION_OPTION ) );
		foreach ( $statements as $sql ) {
			$this->assertDoesNotMatchRegularExpression( '/^\s*(CREATE|ALTER|DROP)\b/i', is_string( $sql ) ? $sql : '' );
		}
	}

	public function test_uninstall_of_the_data_leaves_the_table_to_drop_tables(): void {
		Uninstaller::uninstall();

		$this->assertTrue( ActivityTable::exists() );
	}
}
