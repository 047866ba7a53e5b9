<?php
/**
 * Tests for the shared rate limiter.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Security;

use UiPress\Lifecycle\Uninstaller;
use UiPress\Security\RateLimiter;
use UiPress\Tests\TestCase;

/**
 * Hits claim numbered slots with an INSERT only one request can win, so two
 * requests racing for the last slot cannot both pass. The races are staged
 * by running the other request's query just before ours reaches the
 * database (the `query` filter).
 */
final class RateLimiterTest extends TestCase {

	public function test_the_limit_is_counted_per_bucket_with_the_wait_until_a_slot_frees(): void {
		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertSame( 0, RateLimiter::hit( 'test_a', 3, 60 ) );
		}
		$wait = RateLimiter::hit( 'test_a', 3, 60 );

		$this->assertGreaterThanOrEqual( 59, $wait );
		$this->assertLessThanOrEqual( 60, $wait );
		$this->assertSame( array( 0, 1, 2 ), array_keys( $this->slots( 'test_a' ) ), 'A refused hit is not counted.' );
		$this->assertSame( 0, RateLimiter::hit( 'test_b', 3, 60 ), 'Each bucket has a budget of its own.' );
	}

	public function test_a_slot_another_request_claims_first_is_not_claimed_twice(): void {
		$now = time();
		// Another request inserts slot 0 after this one read the bucket, just before its own insert.
		$this->before_query(
			'INSERT IGNORE',
			function () use ( $now ): void {
				$this->insert_slot( 'test_race', 0, $now + 60 );
			}
		);

		$this->assertSame( 0, RateLimiter::hit( 'test_race', 2, 60 ), 'The next free slot is taken.' );
		$this->assertCount( 2, $this->slots( 'test_race' ) );
	}

	public function test_the_last_slot_goes_to_one_request_only(): void {
		$now = time();
		$this->insert_slot( 'test_last', 0, $now + 30 );
		// Two requests both read one free slot; the other one inserts it first.
		$this->before_query(
			'INSERT IGNORE',
			function () use ( $now ): void {
				$this->insert_slot( 'test_last', 1, $now + 60 );
			}
		);

		$wait = RateLimiter::hit( 'test_last', 2, 60 );

		$this->assertGreaterThanOrEqual( 29, $wait, 'Refused, until the older slot frees.' );
		$this->assertLessThanOrEqual( 30, $wait );
		$this->assertSame( array( RateLimiter::stamp( $now + 30 ), RateLimiter::stamp( $now + 60 ) ), array_values( $this->slots( 'test_last' ) ) );
	}

	public function test_an_expired_slot_is_freed_and_claimed_again(): void {
		$now = time();
		$this->insert_slot( 'test_expired', 0, $now - 1 );
		$this->insert_slot( 'test_expired', 1, $now );

		$this->assertSame( 0, RateLimiter::hit( 'test_expired', 1, 60 ) );

		$this->assertSame( array( 0 => RateLimiter::stamp( $now + 60 ) ), $this->slots( 'test_expired' ), 'Expired slots are deleted, one is claimed.' );
	}

	public function test_an_expired_slot_claimed_again_meanwhile_is_not_freed(): void {
		$now = time();
		$this->insert_slot( 'test_reclaimed', 0, $now - 5 );
		// Another request frees and claims the slot between our read and our delete.
		$this->before_query(
			'DELETE',
			function () use ( $now ): void {
				$this->delete_slot( 'test_reclaimed', 0 );
				$this->insert_slot( 'test_reclaimed', 0, $now + 60 );
			}
		);

		$wait = RateLimiter::hit( 'test_reclaimed', 1, 60 );

		$this->assertGreaterThan( 0, $wait, 'The slot is theirs: the limit of 1 is reached.' );
		$this->assertSame( array( 0 => RateLimiter::stamp( $now + 60 ) ), $this->slots( 'test_reclaimed' ) );
	}

	public function test_slots_left_over_from_a_higher_limit_still_count(): void {
		$now = time();
		$this->insert_slot( 'test_lowered', 4, $now + 60 );
		$this->insert_slot( 'test_lowered', 7, $now + 60 );

		$this->assertGreaterThan( 0, RateLimiter::hit( 'test_lowered', 2, 60 ) );
	}

	public function test_a_limit_of_zero_and_a_bad_bucket_refuse(): void {
		$this->assertSame( 60, RateLimiter::hit( 'test_zero', 0, 60 ) );
		$this->assertSame( 60, RateLimiter::hit( 'Bad bucket%', 5, 60 ) );
		$this->assertSame( array(), $this->slots( 'test_zero' ) );
	}

	public function test_slots_are_not_autoloaded(): void {
		RateLimiter::hit( 'test_autoload', 1, 60 );
		$name = RateLimiter::option_name( 'test_autoload', 0 );

		$db = self::db();
		$this->assertSame( 'off', $db->get_var( $db->prepare( 'SELECT autoload FROM %i WHERE option_name = %s', $db->options, $name ) ) );
		wp_cache_delete( 'alloptions', 'options' );
		$this->assertArrayNotHasKey( $name, wp_load_alloptions() );
	}

	public function test_the_daily_cleanup_deletes_expired_slots_of_every_bucket(): void {
		$now = time();
		$this->insert_slot( 'test_gone', 0, $now - 100 );
		$this->insert_slot( 'test_gone', 1, $now );
		$this->insert_slot( 'test_kept', 0, $now + 100 );
		add_option( 'uipress_ratelimit_unrelated', '0000000001', '', false );

		$this->assertNotFalse( has_action( 'delete_expired_transients', array( RateLimiter::class, 'delete_expired' ) ) );
		do_action( 'delete_expired_transients' );

		$this->assertSame( array(), $this->slots( 'test_gone' ) );
		$this->assertSame( array( 0 => RateLimiter::stamp( $now + 100 ) ), $this->slots( 'test_kept' ) );
		wp_cache_delete( 'uipress_ratelimit_unrelated', 'options' );
		$this->assertSame( '0000000001', get_option( 'uipress_ratelimit_unrelated' ), 'Only the rate limit prefix is swept.' );
	}

	public function test_uninstall_deletes_every_slot(): void {
		RateLimiter::hit( 'test_uninstall', 2, 60 );

		Uninstaller::uninstall();

		$this->assertSame( array(), $this->slots( 'test_uninstall' ) );
	}

	/**
	 * Runs another request's work once, just before this request's first
	 * query starting with a verb reaches the database.
	 *
	 * @param string   $verb  E.g. `INSERT IGNORE`, `DELETE`.
	 * @param callable $other The other request's work.
	 * @phpstan-param callable(): void $other
	 */
	private function before_query( string $verb, callable $other ): void {
		$done   = false;
		$filter = static function ( $query ) use ( $verb, $other, &$done, &$filter ) {
			if ( ! $done && is_string( $query ) && str_starts_with( $query, $verb ) && str_contains( $query, RateLimiter::OPTION_PREFIX ) ) {
				$done = true;
				remove_filter( 'query', $filter );
				$other();
			}
			return $query;
		};
		add_filter( 'query', $filter );
	}

	/**
	 * Stores a slot as another request would.
	 *
	 * @param string $bucket The bucket.
	 * @param int    $slot   The slot.
	 * @param int    $frees  When it frees.
	 */
	private function insert_slot( string $bucket, int $slot, int $frees ): void {
		$db = self::db();
		$db->insert(
			$db->options,
			array(
				'option_name'  => RateLimiter::option_name( $bucket, $slot ),
				'option_value' => RateLimiter::stamp( $frees ),
				'autoload'     => 'off',
			)
		);
	}

	/**
	 * Deletes a slot as another request would.
	 *
	 * @param string $bucket The bucket.
	 * @param int    $slot   The slot.
	 */
	private function delete_slot( string $bucket, int $slot ): void {
		$db = self::db();
		$db->delete( $db->options, array( 'option_name' => RateLimiter::option_name( $bucket, $slot ) ) );
	}

	/**
	 * The stored slots of a bucket: slot => value.
	 *
	 * @param string $bucket The bucket.
	 * @return array<int, string>
	 */
	private function slots( string $bucket ): array {
		$db     = self::db();
		$prefix = RateLimiter::OPTION_PREFIX . $bucket . '_';
		$rows   = $db->get_results(
			$db->prepare( 'SELECT option_name, option_value FROM %i WHERE option_name LIKE %s', $db->options, $db->esc_like( $prefix ) . '%' ),
			'ARRAY_A'
		);
		$slots  = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			if ( is_array( $row ) && is_string( $row['option_name'] ) && is_string( $row['option_value'] ) ) {
				$slots[ (int) substr( $row['option_name'], strlen( $prefix ) ) ] = $row['option_value'];
			}
		}
		ksort( $slots );
		return $slots;
	}
}
