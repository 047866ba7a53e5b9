<?php
/**
 * Tests that the builder's placeholder list follows the server's.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest\BlockQuery;

use UiPress\Rest\BlockQuery\PostValues;
use UiPress\Rest\BlockQuery\UserValues;
use UiPress\Tests\TestCase;

/**
 * The query editor lists the `{{key}}` placeholders a query fills in
 * (src/builder/settings/advanced/query/placeholders.ts); the server decides
 * which keys exist (PostValues::KEYS, UserValues::KEYS). The two lists must
 * name the same keys in the same order.
 */
final class PlaceholderListTest extends TestCase {

	/**
	 * The keys the builder lists for a query type.
	 *
	 * @param string $type 'posts' or 'users'.
	 * @return list<string>
	 */
	private static function builder_keys( string $type ): array {
		$source = (string) file_get_contents( dirname( __DIR__, 4 ) . '/src/builder/settings/advanced/query/placeholders.ts' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local source file.
		if ( 1 !== preg_match( '/\b' . $type . ':\s*\[(.*?)\]/s', $source, $list ) ) {
			return array();
		}
		preg_match_all( "/'([a-z_]+)'/", $list[1], $keys );
		return $keys[1];
	}

	public function test_the_builder_lists_the_post_keys_the_server_fills(): void {
		$this->assertSame( PostValues::KEYS, self::builder_keys( 'posts' ) );
	}

	public function test_the_builder_lists_the_user_keys_the_server_fills(): void {
		$this->assertSame( UserValues::KEYS, self::builder_keys( 'users' ) );
	}
}
