<?php
/**
 * Tests for the CSS url() builder.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Login;

use UiPress\Settings\Login\CssUrl;
use UiPress\Tests\TestCase;

/**
 * Only http(s) addresses, and none that can leave the url() or the style.
 */
final class CssUrlTest extends TestCase {

	public function test_an_http_address_is_kept(): void {
		$this->assertSame( 'url(https://example.com/a/logo.png?v=2&x=1)', CssUrl::of( ' https://example.com/a/logo.png?v=2&x=1 ' ) );
	}

	public function test_characters_that_end_the_url_are_encoded(): void {
		$this->assertSame( 'url(https://example.com/a%27b%28c%29%3B.png)', CssUrl::of( "https://example.com/a'b(c);.png" ) );
		$css = CssUrl::of( 'https://example.com/x.png");}</style><script>alert(1)</script>' );
		$this->assertStringNotContainsString( '<', $css );
		$this->assertStringNotContainsString( '"', $css );
		$this->assertStringNotContainsString( ')', substr( $css, 0, -1 ) );
	}

	public function test_other_schemes_give_nothing(): void {
		$this->assertSame( '', CssUrl::of( 'javascript:alert(1)' ) );
		$this->assertSame( '', CssUrl::of( 'data:image/svg+xml,<svg/>' ) );
		$this->assertSame( '', CssUrl::of( '' ) );
	}
}
