<?php
/**
 * Tests for the address of a remote service.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Remote;

use UiPress\Remote\Endpoint;
use UiPress\Tests\TestCase;

/**
 * A service's base URL is its setting (or the default) unless the site's
 * code names another through `uipress/remote/endpoint`; only an http(s) URL
 * is taken from the filter.
 */
final class EndpointTest extends TestCase {

	public function test_without_the_filter_the_defaults_are_used(): void {
		$this->assertSame( 'https://api.openai.com/v1', Endpoint::ai()->base_url() );
		$this->assertSame( 'https://api.unsplash.com', Endpoint::stock_photos()->base_url() );
	}

	public function test_the_documented_example_fixes_the_ai_address_in_code(): void {
		// docs/HOOKS.md, uipress/remote/endpoint.
		add_filter(
			'uipress/remote/endpoint',
			static function ( string $url, string $setting ): string {
				return 'aiBaseUrl' === $setting ? 'https://ai.internal.example/v1/' : $url;
			},
			10,
			2
		);

		$this->assertSame( 'https://ai.internal.example/v1', Endpoint::ai()->base_url() );
		$this->assertSame( 'https://api.unsplash.com', Endpoint::stock_photos()->base_url(), 'Other services keep theirs.' );
	}

	public function test_anything_but_an_http_url_keeps_the_stored_address(): void {
		foreach ( array( 'javascript:alert(1)', 'ftp://files.example/v1', '//other.example/v1', '', array( 'x' ), 42 ) as $value ) {
			add_filter( 'uipress/remote/endpoint', static fn () => $value, 10, 0 );
			$this->assertSame( 'https://api.openai.com/v1', Endpoint::ai()->base_url(), (string) wp_json_encode( $value ) );
			remove_all_filters( 'uipress/remote/endpoint' );
		}
	}
}
