<?php
/**
 * Tests for the guard of chrome snapshots.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Runtime;

use UiPress\Runtime\ChromeSnapshotMarkup;
use UiPress\Tests\TestCase;

/**
 * The markup of the interface's chrome survives as the browser sent it;
 * scripts, frames, forms, handlers and style rules that leave their element
 * or load from other hosts do not.
 */
final class ChromeSnapshotMarkupTest extends TestCase {

	/**
	 * Chrome as the runtime captures it (src/runtime/chrome-snapshot/capture.ts).
	 */
	private const CHROME = '<nav class="uip-admin-menu" aria-label="Main menu">'
		. '<ul role="menu"><li class="uip-menu-item uip-active" data-uip-uid="menu1">'
		. '<a href="http://localhost/wp-admin/edit.php" aria-current="page" tabindex="0">'
		. '<span class="uip-icon" data-uip-icon="dashicons-admin-post" aria-hidden="true"></span>Posts</a></li>'
		. '<li><a href="/wp-admin/upload.php" title="Media">Media</a></li></ul></nav>'
		. '<button type="button" class="uip-toggle" aria-expanded="false" aria-label="Collapse menu">Collapse</button>'
		. '<input type="search" class="uip-search" aria-controls="uip-search-results" placeholder="Search">'
		. '<img src="/wp-content/uploads/avatar.png" alt="Avatar" hidden>'
		. '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M12 2L2 22h20z" fill="currentColor"></path></svg>'
		. '<div class="uip-toolbar" style="--x: 3px">Toolbar</div>';

	/**
	 * Sanitises, asserting the result is idempotent (the page sanitises
	 * again what the route kept).
	 *
	 * @param string $html The markup sent.
	 */
	private function kept( string $html ): string {
		$kept = ChromeSnapshotMarkup::sanitize( $html );
		$this->assertIsString( $kept, 'Kept.' );
		$this->assertSame( $kept, ChromeSnapshotMarkup::sanitize( $kept ), 'Printing what was kept changes nothing.' );
		return $kept;
	}

	/**
	 * Asserts a snapshot is refused whole.
	 *
	 * @param string $html The markup sent.
	 */
	private function assertRefused( string $html ): void {
		$this->assertNull( ChromeSnapshotMarkup::sanitize( $html ), $html );
	}

	public function test_the_chromes_markup_is_kept_as_sent(): void {
		$kept = $this->kept( self::CHROME );
		// Attribute names are case-insensitive in HTML (WordPress 7.1 lowercases them): the parser gives `viewbox` its case back in SVG.
		$this->assertSame( self::CHROME, str_replace( ' viewbox="', ' viewBox="', $kept ) );
		foreach ( array( 'href="/wp-admin/upload.php"', 'type="button"', 'data-uip-icon="dashicons-admin-post"', 'aria-hidden="true"', 'type="search"', 'aria-controls="uip-search-results"', 'placeholder="Search"', 'alt="Avatar" hidden', 'd="M12 2L2 22h20z"', 'style="--x: 3px"' ) as $part ) {
			$this->assertStringContainsString( $part, $kept );
		}
		$this->assertStringContainsStringIgnoringCase( 'viewBox="0 0 24 24"', $kept );
	}

	public function test_scripts_handlers_frames_and_forms_are_stripped(): void {
		$attacks = array(
			'<script>alert(1)</script><p>text</p>'         => '<script',
			'<p onclick="alert(1)">text</p>'               => 'onclick',
			'<img src="/x.png" alt="" onerror="alert(1)">' => 'onerror',
			'<iframe src="http://localhost/wp-admin/"></iframe>' => '<iframe',
			'<form action="/wp-login.php"><input name="pwd"></form>' => '<form',
			'<object data="/x.swf"></object><embed src="/x.swf">' => '<object',
			'<svg><use href="#icon"></use></svg>'          => '<use',
			'<svg><foreignObject><p>out</p></foreignObject></svg>' => 'foreignobject',
			'<a href="javascript:alert(1)">go</a>'         => 'javascript:',
			'<a href="JaVaScRiPt&colon;alert(1)">go</a>'   => 'script&colon;',
			'<meta http-equiv="refresh" content="0;url=/x">' => '<meta',
			'<link rel="preload" href="https://evil.example/x.png">' => '<link',
			'<base href="https://evil.example/">'          => '<base',
			'<template><script>alert(1)</script></template>' => '<template',
			'<button formaction="https://evil.example/">b</button>' => 'formaction',
		);
		foreach ( $attacks as $html => $gone ) {
			$kept = $this->kept( $html );
			$this->assertStringNotContainsStringIgnoringCase( $gone, $kept, $html );
			$this->assertStringNotContainsStringIgnoringCase( '<script', $kept, $html );
		}
		$this->assertSame( '<p>text</p>', $this->kept( '<p onclick="alert(1)">text</p>' ) );
		$this->assertSame( '<a>go</a>', str_replace( ' href="alert(1)"', '', $this->kept( '<a href="javascript:alert(1)">go</a>' ) ) );
		$this->assertSame( '<svg></svg>', $this->kept( '<svg><use href="#icon"></use></svg>' ) );
	}

	public function test_a_style_that_could_leave_its_element_refuses_the_snapshot(): void {
		// `</style >` closes the element in a browser; the guard's pattern reads on to the last `</style>`.
		$this->assertRefused( '<style data-uip-theme="">a{color:red}</style ><script>alert(1)</script></style><p>after</p>' );

		foreach ( array( 'a{color:red}<img src=x onerror=alert(1)>', 'a{width:expression(alert(1))}', 'a{background:url(javascript:alert(1))}', 'a{behavior:url(/x.htc)}', 'a{-moz-binding:url(/x.xml)}' ) as $css ) {
			$this->assertRefused( '<style data-uip-template-css="">' . $css . '</style><p>k</p>' );
		}
	}

	public function test_a_style_that_imports_refuses_the_snapshot(): void {
		$this->assertRefused( '<style data-uip-theme="">@import url(/wp-content/x.css);a{color:red}</style>' );
		$this->assertRefused( '<style data-uip-theme="">@IMPORT "https://evil.example/y.css";a{color:red}</style>' );
	}

	public function test_style_rules_load_only_from_this_site_or_data_addresses(): void {
		$host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$kept = array(
			'.e{background:url(/wp-content/x.png)}',
			".f{background:url(http://{$host}/x.png)}",
			".g{background:url('https://{$host}/x.png')}",
			'.h{background:url(data:image/png;base64,AAA)}',
			'.i{background:url(images/x.png)}',
			'@font-face{font-family:x;src:url(data:font/woff2;base64,AAA)}',
			".j{background:url(\"data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'></svg>\")}",
			// Icon fonts escape private-use characters.
			'.k::before{content:"\\f101"}',
		);
		foreach ( $kept as $css ) {
			if ( str_contains( $css, '<' ) ) {
				continue;
			}
			$this->assertSame( '<style>' . $css . '</style>', $this->kept( '<style data-uip-template-styles="">' . $css . '</style>' ), $css );
		}

		foreach ( array(
			'.a{background:url(https://evil.example/x.png)}',
			'.b{background:url("//evil.example/x.png")}',
			'.c{background-image:image-set("https://evil.example/x.png" 1x)}',
			// Another scheme without slashes is read as that scheme's host.
			'.d{background:url(https:evil.example/x.png)}',
			// An escaped letter only hides a word.
			'.e{background:u\\72 l(https://evil.example/x.png)}',
			'.f{background:url(https://evil.example/x.png',
		) as $css ) {
			$this->assertRefused( '<style data-uip-template-styles="">' . $css . '</style>' );
		}
	}

	public function test_a_form_with_a_text_area_is_kept_whole(): void {
		// The to-do list's form: the form element goes, its fields stay.
		$this->assertSame(
			'<div class="uip-todo"><textarea placeholder="Add a task" rows="1"></textarea><button type="submit">Add</button></div>',
			$this->kept( '<div class="uip-todo"><form><textarea placeholder="Add a task" rows="1"></textarea><button type="submit">Add</button></form></div>' )
		);
	}

	public function test_markup_that_is_not_whole_refuses_the_snapshot(): void {
		// A stray end tag would close the element the snapshot is printed in.
		$this->assertRefused( '</div><div id="loose">outside</div>' );
		$this->assertRefused( '<div><span></div></span>' );
		$this->assertRefused( '<nav><ul><li>open' );
		$this->assertSame( '<p><br><img src="/x.png" alt=""></p><svg><path d="M0 0" /></svg>', $this->kept( '<p><br><img src="/x.png" alt=""></p><svg><path d="M0 0"/></svg>' ) );
	}

	public function test_styles_come_first_bare_and_the_markup_after(): void {
		$kept = $this->kept(
			'<div class="uip-template"><style data-uip-theme="">:root{--uip-color-base-1:#fff}</style>'
			. '<header>Head</header><style data-uip-template-css="">.uip-template{display:grid}</style></div>'
		);
		$this->assertSame(
			'<style>:root{--uip-color-base-1:#fff}</style><style>.uip-template{display:grid}</style>'
			. '<div class="uip-template"><header>Head</header></div>',
			$kept
		);
	}

	public function test_a_style_element_with_other_attributes_is_not_kept_as_a_style(): void {
		$kept = $this->kept( '<style media="print" onload="alert(1)">a{color:red}</style><p>k</p>' );
		$this->assertStringNotContainsString( '<style', $kept );
		$this->assertStringNotContainsString( 'onload', $kept );
		$this->assertStringEndsWith( '<p>k</p>', $kept );
	}

	public function test_the_allowed_list_has_no_element_that_runs_or_reaches_out(): void {
		$allowed = ChromeSnapshotMarkup::allowed_html();
		foreach ( array( 'script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'link', 'meta', 'base', 'use', 'foreignobject', 'image', 'animate', 'set', 'template' ) as $element ) {
			$this->assertArrayNotHasKey( $element, $allowed, $element );
		}
		foreach ( $allowed as $element => $attributes ) {
			foreach ( array_keys( $attributes ) as $attribute ) {
				$this->assertDoesNotMatchRegularExpression( '/^(on|formaction|xlink|srcdoc)/', $attribute, "{$element} {$attribute}" );
			}
		}
	}
}
