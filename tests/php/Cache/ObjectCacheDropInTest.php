<?php
/**
 * Tests for the test-tooling Redis drop-in (tools/local-wordpress/object-cache/).
 *
 * @package UiPress
 */

namespace UiPress\Tests\Cache;

use UiPress\Tests\TestCase;

/**
 * The drop-in keeps WP_Object_Cache's contract behind a persistent store:
 * what one request writes, the next reads (flush_runtime() stands for the
 * end of a request). Runs in the object cache run only (`@group
 * object-cache`, excluded from the ordinary runs).
 *
 * @group object-cache
 */
final class ObjectCacheDropInTest extends TestCase {

	private const GROUP = 'uipress-drop-in-test';

	protected function set_up(): void {
		parent::set_up();
		// The group is left out of every run without the cache (phpunit.xml.dist):
		// asked for anyway, it fails rather than passing on WordPress's own cache.
		if ( ! wp_using_ext_object_cache() ) {
			$this->fail( 'The object-cache group runs behind a persistent object cache only: UIPRESS_OBJECT_CACHE=redis.' );
		}
	}

	public function test_values_outlive_the_request_whatever_their_type(): void {
		$object        = new \stdClass();
		$object->title = 'kept';
		$values        = array(
			'int'    => 42,
			'neg'    => -7,
			'float'  => 1.5,
			'string' => '42',
			'empty'  => '',
			'array'  => array( 'a' => array( 1, 2 ) ),
			'false'  => false,
			'null'   => null,
			'object' => $object,
		);
		foreach ( $values as $key => $value ) {
			$this->assertTrue( wp_cache_set( $key, $value, self::GROUP ) );
		}
		wp_cache_flush_runtime();

		foreach ( $values as $key => $value ) {
			$found = null;
			$this->assertEquals( $value, wp_cache_get( $key, self::GROUP, false, $found ), $key );
			$this->assertTrue( $found, $key );
		}
		$this->assertSame( '42', wp_cache_get( 'string', self::GROUP ) );
		$this->assertSame( 42, wp_cache_get( 'int', self::GROUP ) );

		$found = null;
		$this->assertFalse( wp_cache_get( 'missing', self::GROUP, false, $found ) );
		$this->assertFalse( $found );
	}

	public function test_objects_are_copies(): void {
		$object        = new \stdClass();
		$object->title = 'before';
		wp_cache_set( 'object', $object, self::GROUP );
		$object->title = 'changed after set';

		$read = wp_cache_get( 'object', self::GROUP );
		$this->assertInstanceOf( \stdClass::class, $read );
		$this->assertSame( 'before', $read->title );
		$read->title = 'changed after get';
		$again       = wp_cache_get( 'object', self::GROUP );
		$this->assertInstanceOf( \stdClass::class, $again );
		$this->assertSame( 'before', $again->title );
	}

	public function test_add_replace_and_delete_see_what_another_request_stored(): void {
		wp_cache_set( 'stored', 'first', self::GROUP );
		wp_cache_flush_runtime();

		$this->assertFalse( wp_cache_add( 'stored', 'second', self::GROUP ) );
		$this->assertTrue( wp_cache_replace( 'stored', 'replaced', self::GROUP ) );
		$this->assertFalse( wp_cache_replace( 'absent', 'x', self::GROUP ) );
		$this->assertTrue( wp_cache_add( 'absent', 'added', self::GROUP ) );
		wp_cache_flush_runtime();

		$this->assertSame( 'replaced', wp_cache_get( 'stored', self::GROUP ) );
		$this->assertSame( 'added', wp_cache_get( 'absent', self::GROUP ) );
		$this->assertTrue( wp_cache_delete( 'stored', self::GROUP ) );
		$this->assertFalse( wp_cache_delete( 'stored', self::GROUP ) );
		wp_cache_flush_runtime();
		$this->assertFalse( wp_cache_get( 'stored', self::GROUP ) );
		$this->assertTrue( wp_cache_add( 'stored', 'again', self::GROUP ) );
	}

	public function test_force_reads_what_another_request_wrote(): void {
		wp_cache_set( 'shared', 'mine', self::GROUP );
		$other = new \WP_Object_Cache(); // Another request's cache: the same store, its own runtime array.
		$this->assertSame( 'mine', $other->get( 'shared', self::GROUP ) );
		$this->assertTrue( $other->set( 'shared', 'theirs', self::GROUP ) );
		$this->assertTrue( $other->add( 'theirs-only', 'first', self::GROUP ) );

		$this->assertSame( 'mine', wp_cache_get( 'shared', self::GROUP ), 'This request keeps what it read.' );
		$this->assertSame( 'theirs', wp_cache_get( 'shared', self::GROUP, true ), 'Forced, it reads the store.' );
		$this->assertFalse( wp_cache_add( 'theirs-only', 'second', self::GROUP ), 'Added elsewhere first.' );
		$this->assertSame( 'first', wp_cache_get( 'theirs-only', self::GROUP ) );
	}

	public function test_incr_and_decr_follow_core(): void {
		$this->assertFalse( wp_cache_incr( 'counter', 1, self::GROUP ) );
		wp_cache_set( 'counter', 5, self::GROUP );
		$this->assertSame( 8, wp_cache_incr( 'counter', 3, self::GROUP ) );
		wp_cache_flush_runtime();
		$this->assertSame( 8, wp_cache_get( 'counter', self::GROUP ) );
		$this->assertSame( 0, wp_cache_decr( 'counter', 10, self::GROUP ) );
		wp_cache_set( 'text', 'abc', self::GROUP );
		$this->assertSame( 2, wp_cache_incr( 'text', 2, self::GROUP ) );
		wp_cache_flush_runtime();
		$this->assertSame( 2, wp_cache_get( 'text', self::GROUP ) );
	}

	public function test_multiple_forms(): void {
		$this->assertSame(
			array(
				'a' => true,
				'b' => true,
			),
			wp_cache_set_multiple(
				array(
					'a' => 1,
					'b' => array( 2 ),
				),
				self::GROUP
			)
		);
		$this->assertSame(
			array(
				'a' => false,
				'c' => true,
			),
			wp_cache_add_multiple(
				array(
					'a' => 9,
					'c' => 'three',
				),
				self::GROUP
			)
		);
		wp_cache_flush_runtime();
		$this->assertSame(
			array(
				'a' => 1,
				'b' => array( 2 ),
				'c' => 'three',
				'd' => false,
			),
			wp_cache_get_multiple( array( 'a', 'b', 'c', 'd' ), self::GROUP )
		);
		$this->assertSame(
			array(
				'a' => true,
				'd' => false,
			),
			wp_cache_delete_multiple( array( 'a', 'd' ), self::GROUP )
		);
		wp_cache_flush_runtime();
		$this->assertSame( array( 'a' => false ), wp_cache_get_multiple( array( 'a' ), self::GROUP ) );
	}

	public function test_flush_group_flushes_that_group_only(): void {
		wp_cache_set( 'key', 'one', self::GROUP );
		wp_cache_set( 'key', 'colon', self::GROUP . ':sub' );
		wp_cache_set( 'key', 'other', self::GROUP . '-other' );

		$this->assertTrue( wp_cache_flush_group( self::GROUP ) );

		$this->assertFalse( wp_cache_get( 'key', self::GROUP ) );
		wp_cache_flush_runtime();
		$this->assertFalse( wp_cache_get( 'key', self::GROUP ) );
		$this->assertSame( 'colon', wp_cache_get( 'key', self::GROUP . ':sub' ) );
		$this->assertSame( 'other', wp_cache_get( 'key', self::GROUP . '-other' ) );
	}

	public function test_flush_empties_the_site_cache(): void {
		wp_cache_set( 'key', 'value', self::GROUP );
		$this->assertTrue( wp_cache_flush() );
		$this->assertFalse( wp_cache_get( 'key', self::GROUP ) );
		wp_cache_flush_runtime();
		$this->assertFalse( wp_cache_get( 'key', self::GROUP ) );
	}

	public function test_non_persistent_groups_last_one_request(): void {
		wp_cache_add_non_persistent_groups( array( self::GROUP . '-runtime' ) );
		wp_cache_set( 'key', 'value', self::GROUP . '-runtime' );
		$this->assertSame( 'value', wp_cache_get( 'key', self::GROUP . '-runtime', true ) );
		wp_cache_flush_runtime();
		$this->assertFalse( wp_cache_get( 'key', self::GROUP . '-runtime' ) );
	}

	public function test_expiry_is_kept_by_the_store(): void {
		wp_cache_set( 'short', 'value', self::GROUP, 1 );
		wp_cache_set( 'long', 'value', self::GROUP );
		$deadline = microtime( true ) + 10;
		do {
			usleep( 200000 );
			$found = null;
			wp_cache_get( 'short', self::GROUP, true, $found );
		} while ( $found && microtime( true ) < $deadline );

		$this->assertFalse( $found, 'An entry set for one second was still there after ten.' );
		$this->assertSame( 'value', wp_cache_get( 'long', self::GROUP, true ) );
	}

	public function test_sites_have_their_own_keys_but_share_global_groups(): void {
		wp_cache_add_global_groups( array( self::GROUP . '-global' ) );
		wp_cache_set( 'key', 'site', self::GROUP );
		wp_cache_set( 'key', 'network', self::GROUP . '-global' );

		wp_cache_switch_to_blog( 2 );
		wp_cache_flush_runtime();
		// WordPress's rule: the site id is part of keys only on a network.
		$this->assertSame( is_multisite() ? false : 'site', wp_cache_get( 'key', self::GROUP ) );
		$this->assertSame( 'network', wp_cache_get( 'key', self::GROUP . '-global' ) );
		wp_cache_switch_to_blog( get_current_blog_id() );
		$this->assertSame( 'site', wp_cache_get( 'key', self::GROUP ) );
	}

	public function test_supports_what_it_implements(): void {
		foreach ( array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ) as $feature ) {
			$this->assertTrue( wp_cache_supports( $feature ), $feature );
		}
		$this->assertFalse( wp_cache_supports( 'something_else' ) );
	}

	public function test_core_query_cache_answers_the_next_request(): void {
		$id    = wp_insert_post(
			array(
				'post_title'  => 'Cached query',
				'post_status' => 'publish',
			)
		);
		$args  = array(
			'post_type' => 'post',
			'title'     => 'Cached query',
			'fields'    => 'ids',
		);
		$first = new \WP_Query( $args );
		wp_cache_flush_runtime();

		$queries = self::db()->num_queries;
		$second  = new \WP_Query( $args );
		$this->assertSame( array( $id ), $second->posts );
		$this->assertSame( $first->posts, $second->posts );
		$this->assertSame( $queries, self::db()->num_queries, 'The second query went to the database.' );
	}
}
