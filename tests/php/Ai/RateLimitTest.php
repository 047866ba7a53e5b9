<?php
/**
 * Tests for the AI chat rate limit.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Ai;

use UiPress\Ai\RateLimit;
use UiPress\Security\RateLimiter;
use UiPress\Tests\TestCase;

/**
 * A sliding window per user, filterable, with the wait until the next
 * request fits.
 */
final class RateLimitTest extends TestCase {

	public function test_the_default_is_20_requests_a_minute(): void {
		$this->assertSame(
			array(
				'requests' => 20,
				'seconds'  => 60,
			),
			RateLimit::limit( 1 )
		);
		$user = $this->create_user( 'subscriber' );
		for ( $i = 0; $i < 20; $i++ ) {
			$this->assertSame( 0, RateLimit::hit( $user ) );
		}
		$this->assertGreaterThan( 0, RateLimit::hit( $user ) );
	}

	public function test_bad_filter_values_fall_back_to_the_default(): void {
		$values = array(
			'not an array' => 'lots',
			'zero'         => array(
				'requests' => 0,
				'seconds'  => 0,
			),
			'negative'     => array(
				'requests' => -3,
				'seconds'  => -1,
			),
			'strings'      => array(
				'requests' => '5',
				'seconds'  => '10',
			),
		);
		foreach ( $values as $what => $value ) {
			$filter = static fn() => $value;
			add_filter( 'uipress/ai/rate_limit', $filter );
			$this->assertSame(
				array(
					'requests' => 20,
					'seconds'  => 60,
				),
				RateLimit::limit( 1 ),
				$what
			);
			remove_filter( 'uipress/ai/rate_limit', $filter );
		}
	}

	public function test_the_filter_gets_the_user_and_sets_the_limit(): void {
		$seen = null;
		add_filter(
			'uipress/ai/rate_limit',
			static function ( $limit, $user_id ) use ( &$seen ) {
				$seen = $user_id;
				return array(
					'requests' => 3,
					'seconds'  => 10,
				);
			},
			10,
			2
		);
		$user = $this->create_user( 'subscriber' );

		$this->assertSame( 0, RateLimit::hit( $user ) );
		$this->assertSame( 0, RateLimit::hit( $user ) );
		$this->assertSame( 0, RateLimit::hit( $user ) );
		$wait = RateLimit::hit( $user );

		$this->assertSame( $user, $seen );
		$this->assertGreaterThanOrEqual( 9, $wait );
		$this->assertLessThanOrEqual( 10, $wait );
		$this->assertSame( 0, RateLimit::hit( $this->create_user( 'subscriber' ) ), 'Each user has a budget of their own.' );
	}

	public function test_requests_older_than_the_window_no_longer_count(): void {
		$user = $this->create_user( 'subscriber' );
		$then = time() - 61;
		for ( $slot = 0; $slot < 20; $slot++ ) {
			$this->take_slot( $user, $slot, $then + 60 );
		}

		$this->assertSame( 0, RateLimit::hit( $user ) );
		$this->assertSame( 1, $this->slots( $user ), 'Only the new request is kept.' );
	}

	public function test_the_wait_is_until_the_oldest_request_leaves_the_window(): void {
		$user = $this->create_user( 'subscriber' );
		$now  = time();
		$this->take_slot( $user, 0, $now - 50 + 60 );
		for ( $slot = 1; $slot < 20; $slot++ ) {
			$this->take_slot( $user, $slot, $now - 5 + 60 );
		}

		$wait = RateLimit::hit( $user );
		$this->assertGreaterThanOrEqual( 9, $wait );
		$this->assertLessThanOrEqual( 10, $wait );
	}

	public function test_the_chat_counts_in_the_shared_atomic_limiter(): void {
		$user = $this->create_user( 'subscriber' );

		$this->assertSame( 0, RateLimit::hit( $user ) );

		$this->assertSame( 1, $this->slots( $user ) );
		$this->assertFalse( get_transient( 'uipress_ai_rate_' . $user ), 'No transient is read or written.' );
	}

	public function test_the_documented_example_gives_editors_100_an_hour(): void {
		// docs/HOOKS.md, `uipress/ai/rate_limit`.
		add_filter(
			'uipress/ai/rate_limit',
			static function ( array $limit, int $user_id ): array {
				return user_can( $user_id, 'edit_others_posts' )
					? array(
						'requests' => 100,
						'seconds'  => 3600,
					)
					: $limit;
			},
			10,
			2
		);

		$this->assertSame(
			array(
				'requests' => 100,
				'seconds'  => 3600,
			),
			RateLimit::limit( $this->create_user( 'editor' ) )
		);
		$this->assertSame(
			array(
				'requests' => 20,
				'seconds'  => 60,
			),
			RateLimit::limit( $this->create_user( 'subscriber' ) )
		);
	}

	/**
	 * A request another process counted: a user's slot that frees at a time.
	 *
	 * @param int $user  The user.
	 * @param int $slot  The slot.
	 * @param int $frees When it frees.
	 */
	private function take_slot( int $user, int $slot, int $frees ): void {
		add_option( RateLimiter::option_name( RateLimit::BUCKET . $user, $slot ), RateLimiter::stamp( $frees ), '', false );
	}

	/**
	 * How many slots of a user's bucket are stored.
	 *
	 * @param int $user The user.
	 */
	private function slots( int $user ): int {
		$db = self::db();
		return (int) $db->get_var(
			$db->prepare(
				'SELECT COUNT(*) FROM %i WHERE option_name LIKE %s',
				$db->options,
				$db->esc_like( RateLimiter::OPTION_PREFIX . RateLimit::BUCKET . $user . '_' ) . '%'
			)
		);
	}
}
