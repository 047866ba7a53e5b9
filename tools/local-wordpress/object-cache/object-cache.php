<?php
/**
 * A persistent object cache over php-redis, for UiPress's TEST TOOLING only
 * (tools/local-wordpress/object-cache.mjs copies it to wp-content/ when
 * `UIPRESS_OBJECT_CACHE=redis`). A real site uses its own drop-in (Redis
 * Object Cache, Object Cache Pro, Memcached…): this one exists so the test
 * suite runs behind a persistent cache with nothing downloaded.
 *
 * The whole WP_Object_Cache API of WordPress 6.9 and 7.1: get/set/add/
 * replace/delete/incr/decr, their *_multiple forms, flush, flush_group,
 * flush_runtime, global and non-persistent groups, switch_to_blog (keys of
 * other groups carry the site id) and wp_cache_supports. Values are stored
 * serialised (integers as plain digits, so incr/decr stay readable) and a
 * runtime array answers repeated reads within a request.
 *
 * Configuration (constants, from wp-config.php or wp-content/object-cache-site.php
 * which the tooling writes): UIPRESS_REDIS_HOST (127.0.0.1), UIPRESS_REDIS_PORT
 * (6380) and UIPRESS_REDIS_PREFIX, the site's own key prefix so sites sharing
 * one Redis never share keys. Without php-redis this file defines nothing and
 * WordPress uses its own non-persistent cache.
 *
 * @package UiPress
 */

// phpcs:disable Squiz.Commenting.FunctionComment.Missing, Squiz.Commenting.FunctionComment.MissingParamTag, Generic.Commenting.DocComment.MissingShort, WordPress.NamingConventions.PrefixAllGlobals, WordPress.Files.FileName, WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress's drop-in shape: core's global functions and class, documented in wp-includes/cache.php.

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'Redis' ) ) {
	return;
}

if ( is_file( __DIR__ . '/object-cache-site.php' ) ) {
	require_once __DIR__ . '/object-cache-site.php';
}
function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache();
}
function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add( $key, $data, $group, (int) $expire );
}
function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add_multiple( $data, $group, (int) $expire );
}
function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->replace( $key, $data, $group, (int) $expire );
}
function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, $group, (int) $expire );
}
function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set_multiple( $data, $group, (int) $expire );
}
function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return $GLOBALS['wp_object_cache']->get( $key, $group, $force, $found );
}
function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return $GLOBALS['wp_object_cache']->get_multiple( $keys, $group, $force );
}
function wp_cache_delete( $key, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete( $key, $group );
}
function wp_cache_delete_multiple( array $keys, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete_multiple( $keys, $group );
}
function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, $offset, $group );
}
function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->decr( $key, $offset, $group );
}
function wp_cache_flush() {
	return $GLOBALS['wp_object_cache']->flush();
}
function wp_cache_flush_runtime() {
	return $GLOBALS['wp_object_cache']->flush_runtime();
}
function wp_cache_flush_group( $group ) {
	return $GLOBALS['wp_object_cache']->flush_group( $group );
}
function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}
function wp_cache_close() {
	return true;
}
function wp_cache_add_global_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_global_groups( $groups );
}
function wp_cache_add_non_persistent_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
}
function wp_cache_switch_to_blog( $blog_id ) {
	$GLOBALS['wp_object_cache']->switch_to_blog( (int) $blog_id );
}
function wp_cache_reset() {
	_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
	$GLOBALS['wp_object_cache']->flush_runtime();
}

/**
 * Redis behind a runtime array. Keys in Redis: `{prefix}:{group}:{site}:{key}`
 * with the group URL-encoded (so flush_group can match it exactly) and `g`
 * as the site of global groups.
 */
class WP_Object_Cache {

	/** @var array<string, mixed> Values read or written in this request, by full key. */
	private $cache = array();
	/** @var array<string, true> */
	private $global_groups = array();
	/** @var array<string, true> */
	private $non_persistent_groups = array();
	/** @var string Site part of keys of other groups. */
	private $blog_prefix = '1';
	/** @var string */
	private $prefix;
	/** @var Redis */
	private $redis;
	/** @var int */
	public $cache_hits = 0;
	/** @var int */
	public $cache_misses = 0;

	public function __construct() {
		$host         = defined( 'UIPRESS_REDIS_HOST' ) ? UIPRESS_REDIS_HOST : '127.0.0.1';
		$port         = defined( 'UIPRESS_REDIS_PORT' ) ? (int) UIPRESS_REDIS_PORT : 6380;
		$this->prefix = defined( 'UIPRESS_REDIS_PREFIX' ) ? UIPRESS_REDIS_PREFIX : 'wp-' . md5( ABSPATH );
		$this->redis  = new Redis();
		try {
			$this->redis->connect( $host, $port, 2.0 );
		} catch ( RedisException $error ) {
			// Test tooling: a run meant to be behind Redis must not quietly run without it.
			throw new RuntimeException( "Redis object cache: nothing answers at {$host}:{$port} (the tooling starts it: ensureRedis() in tools/local-wordpress/object-cache.mjs; or remove wp-content/object-cache.php). " . $error->getMessage() );
		}
		$this->blog_prefix = (string) ( is_multisite() ? get_current_blog_id() : 1 );
	}

	public function add( $key, $data, $group = 'default', $expire = 0 ) {
		if ( wp_suspend_cache_addition() || ! $this->is_valid_key( $key ) ) {
			return false;
		}
		$id = $this->id( $key, $group );
		if ( array_key_exists( $id, $this->cache ) ) {
			return false;
		}
		if ( ! $this->is_persistent( $group ) ) {
			return $this->remember( $id, $data );
		}
		return $this->store_if( 'nx', $id, $data, $expire );
	}

	public function add_multiple( array $data, $group = '', $expire = 0 ) {
		$added = array();
		foreach ( $data as $key => $value ) {
			$added[ $key ] = $this->add( $key, $value, $group, $expire );
		}
		return $added;
	}

	public function replace( $key, $data, $group = 'default', $expire = 0 ) {
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		$id = $this->id( $key, $group );
		if ( ! $this->is_persistent( $group ) ) {
			return array_key_exists( $id, $this->cache ) && $this->remember( $id, $data );
		}
		return $this->store_if( 'xx', $id, $data, $expire );
	}

	public function set( $key, $data, $group = 'default', $expire = 0 ) {
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		$id = $this->id( $key, $group );
		if ( $this->is_persistent( $group ) ) {
			$stored = $expire > 0
				? $this->redis->setex( $id, $expire, $this->encode( $data ) )
				: $this->redis->set( $id, $this->encode( $data ) );
			if ( ! $stored ) {
				return false;
			}
		}
		return $this->remember( $id, $data );
	}

	public function set_multiple( array $data, $group = '', $expire = 0 ) {
		$stored = array();
		foreach ( $data as $key => $value ) {
			$stored[ $key ] = $this->set( $key, $value, $group, $expire );
		}
		return $stored;
	}

	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$found = false;
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		$id = $this->id( $key, $group );
		if ( array_key_exists( $id, $this->cache ) && ( ! $force || ! $this->is_persistent( $group ) ) ) {
			$found = true;
			++$this->cache_hits;
			return $this->copy( $this->cache[ $id ] );
		}
		if ( ! $this->is_persistent( $group ) ) {
			++$this->cache_misses;
			return false;
		}
		$raw = $this->redis->get( $id );
		if ( false === $raw ) {
			unset( $this->cache[ $id ] );
			++$this->cache_misses;
			return false;
		}
		$found = true;
		++$this->cache_hits;
		$this->cache[ $id ] = $this->decode( $raw );
		return $this->copy( $this->cache[ $id ] );
	}

	public function get_multiple( $keys, $group = 'default', $force = false ) {
		$values = array();
		$fetch  = array();
		foreach ( $keys as $key ) {
			if ( ! $this->is_valid_key( $key ) ) {
				$values[ $key ] = false;
				continue;
			}
			$id = $this->id( $key, $group );
			if ( array_key_exists( $id, $this->cache ) && ( ! $force || ! $this->is_persistent( $group ) ) ) {
				++$this->cache_hits;
				$values[ $key ] = $this->copy( $this->cache[ $id ] );
			} elseif ( $this->is_persistent( $group ) ) {
				$values[ $key ] = false;
				$fetch[ $id ]   = $key;
			} else {
				++$this->cache_misses;
				$values[ $key ] = false;
			}
		}
		if ( $fetch ) {
			$ids  = array_keys( $fetch );
			$raws = $this->redis->mget( $ids );
			foreach ( $ids as $index => $id ) {
				$key = $fetch[ $id ];
				if ( ! is_array( $raws ) || false === $raws[ $index ] ) {
					++$this->cache_misses;
					continue;
				}
				++$this->cache_hits;
				$this->cache[ $id ] = $this->decode( $raws[ $index ] );
				$values[ $key ]     = $this->copy( $this->cache[ $id ] );
			}
		}
		return $values;
	}

	public function delete( $key, $group = 'default', $deprecated = false ) {
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		$id      = $this->id( $key, $group );
		$existed = array_key_exists( $id, $this->cache );
		unset( $this->cache[ $id ] );
		if ( $this->is_persistent( $group ) ) {
			$existed = $this->redis->del( $id ) > 0 || $existed;
		}
		return $existed;
	}

	public function delete_multiple( array $keys, $group = '' ) {
		$deleted = array();
		foreach ( $keys as $key ) {
			$deleted[ $key ] = $this->delete( $key, $group );
		}
		return $deleted;
	}

	public function incr( $key, $offset = 1, $group = 'default' ) {
		return $this->add_to( $key, (int) $offset, $group );
	}

	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->add_to( $key, - (int) $offset, $group );
	}

	/** Everything of this site's prefix, every site of a network (as core's flush). */
	public function flush() {
		$this->cache = array();
		$this->delete_matching( $this->prefix . ':*' );
		return true;
	}

	public function flush_runtime() {
		$this->cache = array();
		return true;
	}

	/** A group on every site of the network. */
	public function flush_group( $group ) {
		$group  = $this->group( $group );
		$marker = $this->prefix . ':' . rawurlencode( $group ) . ':';
		foreach ( array_keys( $this->cache ) as $id ) {
			if ( str_starts_with( $id, $marker ) ) {
				unset( $this->cache[ $id ] );
			}
		}
		if ( $this->is_persistent( $group ) ) {
			$this->delete_matching( addcslashes( $marker, '*?[]\\' ) . '*' );
		}
		return true;
	}

	public function add_global_groups( $groups ) {
		$this->global_groups += array_fill_keys( (array) $groups, true );
	}

	public function add_non_persistent_groups( $groups ) {
		$this->non_persistent_groups += array_fill_keys( (array) $groups, true );
	}

	public function switch_to_blog( $blog_id ) {
		$this->blog_prefix = (string) ( is_multisite() ? (int) $blog_id : 1 );
	}

	public function close() {
		$this->redis->close();
		return true;
	}

	public function stats() {
		printf( '<p><strong>Cache hits:</strong> %d<br /><strong>Cache misses:</strong> %d</p>', (int) $this->cache_hits, (int) $this->cache_misses );
	}

	/** Core's incr/decr: false when missing, a non-number counts as 0, never below 0. */
	private function add_to( $key, $offset, $group ) {
		$value = $this->get( $key, $group, true, $found );
		if ( ! $found ) {
			return false;
		}
		$value = max( 0, ( is_numeric( $value ) ? (int) $value : 0 ) + $offset );
		$id    = $this->id( $key, $group );
		if ( $this->is_persistent( $group ) ) {
			$this->redis->set( $id, $this->encode( $value ), array( 'keepttl' ) );
		}
		$this->cache[ $id ] = $value;
		return $value;
	}

	private function delete_matching( $pattern ) {
		$this->redis->setOption( Redis::OPT_SCAN, Redis::SCAN_RETRY );
		$cursor = null;
		do {
			$keys = $this->redis->scan( $cursor, $pattern, 1000 );
			if ( $keys ) {
				$this->redis->del( $keys );
			}
		} while ( $cursor > 0 );
	}

	/** Writes to Redis only if the key is absent ('nx', add) or there ('xx', replace); remembers what it wrote. */
	private function store_if( $condition, $id, $data, $expire ) {
		$options = $expire > 0 ? array(
			$condition,
			'ex' => $expire,
		) : array( $condition );
		return $this->redis->set( $id, $this->encode( $data ), $options ) && $this->remember( $id, $data );
	}

	private function remember( $id, $data ) {
		$this->cache[ $id ] = $this->copy( $data );
		return true;
	}

	/** Objects are cloned going in and out, so a caller's later change never reaches the cache (as core's). */
	private function copy( $data ) {
		return is_object( $data ) ? clone $data : $data;
	}

	private function encode( $data ) {
		return is_int( $data ) ? (string) $data : serialize( $data ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- Any PHP value, as core's cache keeps them.
	}

	/** Plain digits are an integer; anything else is serialised (it starts with a type letter). */
	private function decode( $raw ) {
		if ( preg_match( '/^-?\d+$/', $raw ) ) {
			return (int) $raw;
		}
		return unserialize( $raw ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- Only this cache writes these values.
	}

	private function group( $group ) {
		return '' === (string) $group ? 'default' : (string) $group;
	}

	private function id( $key, $group ) {
		$group = $this->group( $group );
		$site  = isset( $this->global_groups[ $group ] ) ? 'g' : $this->blog_prefix;
		return $this->prefix . ':' . rawurlencode( $group ) . ':' . $site . ':' . $key;
	}

	private function is_persistent( $group ) {
		return ! isset( $this->non_persistent_groups[ $this->group( $group ) ] );
	}

	/** Core's rule: an integer, or a string that is not empty once trimmed. */
	private function is_valid_key( $key ) {
		if ( is_int( $key ) || ( is_string( $key ) && '' !== trim( $key ) ) ) {
			return true;
		}
		if ( function_exists( '_doing_it_wrong' ) && function_exists( 'esc_html' ) ) {
			_doing_it_wrong( 'WP_Object_Cache', esc_html( 'Cache key must be an integer or a non-empty string, ' . gettype( $key ) . ' given.' ), '6.1.0' );
		}
		return false;
	}
}
