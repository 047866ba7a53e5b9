<?php
/**
 * Tests for WordPress's command palette in framed pages.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Runtime;

use UiPress\Runtime\FramedPalette;
use UiPress\Tests\Rest\RestTestCase;
use UiPress\Tests\Support\CapturesAdminHead;

/**
 * A framed page prints the palette's scripts inert, after everything else,
 * with the loader that runs them once the page has loaded; what another
 * script on the page needs still loads with it; stock pages keep the
 * palette as WordPress loads it.
 */
final class FramedPaletteTest extends RestTestCase {

	use CapturesAdminHead;

	public function set_up(): void {
		parent::set_up();
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a fresh queue per test.
		$GLOBALS['wp_styles']  = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	public function tear_down(): void {
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['wp_styles']  = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * Runs admin_enqueue_scripts and the footer of a page of `$uri`, as an
	 * administrator a template applies to; returns the footer's output.
	 *
	 * @param string        $uri   The page.
	 * @param callable|null $queue Queues more (after the takeover decided).
	 * @phpstan-param (callable(): void)|null $queue
	 */
	private function footer_of( string $uri, ?callable $queue = null ): string {
		$this->create_template( array( 'forRoles' => array( 'administrator' ) ) );
		$this->act_as( 'administrator' );
		$this->admin_head_of( $uri );
		if ( null !== $queue ) {
			$queue();
		}
		do_action( 'admin_enqueue_scripts', 'edit.php' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook.
		ob_start();
		do_action( 'admin_print_footer_scripts' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook.
		return (string) ob_get_clean();
	}

	/**
	 * The footer split at the template: what runs with the page, what waits.
	 *
	 * @param string $footer The footer's output.
	 * @return array{0: string, 1: string, 2: string} Before, inside, after.
	 */
	private static function split( string $footer ): array {
		$start = strpos( $footer, '<template id="uip-later-palette">' );
		$end   = strpos( $footer, '</template>' );
		if ( false === $start || false === $end ) {
			return array( $footer, '', '' );
		}
		return array( substr( $footer, 0, $start ), substr( $footer, $start, $end - $start ), substr( $footer, $end ) );
	}

	/**
	 * Whether markup loads a script: its own tag, or in a concatenation.
	 *
	 * @param string $html   Markup.
	 * @param string $handle Script handle.
	 */
	private static function loads_script( string $html, string $handle ): bool {
		$own    = str_contains( $html, 'id="' . $handle . '-js"' );
		$concat = 1 === preg_match( '#load-scripts\.php\?[^"]*load%5Bchunk_\d+%5D=([^"&]*,)?' . preg_quote( $handle, '#' ) . '(,|&)#', $html );
		return $own || $concat;
	}

	public function test_a_framed_page_prints_the_palette_inert_with_its_loader(): void {
		list( $page, $held, $after ) = self::split( $this->footer_of( '/wp-admin/edit.php?uip-framed-page=1' ) );

		$this->assertNotContains( 'wp-core-commands', wp_scripts()->queue );
		$this->assertTrue( self::loads_script( $held, 'wp-core-commands' ) );
		$this->assertStringContainsString( 'wp.coreCommands.initializeCommandPalette(', $held );
		$this->assertTrue( self::loads_script( $held, 'wp-commands' ) );
		$this->assertTrue( self::loads_script( $held, 'react-dom' ) );
		$this->assertTrue( self::loads_script( $held, 'uipress-commands' ) );
		$this->assertStringContainsString( 'window.uipressCommands = ', $held );
		// One file each: the interface page around the frame has most of them.
		$this->assertStringNotContainsString( 'load-scripts.php', $held );
		// Its stylesheet loads with the page's others.
		$this->assertTrue( wp_style_is( 'wp-commands', 'enqueued' ) );
		$this->assertStringNotContainsString( '<link', $held );
		$this->assertFalse( self::loads_script( $page, 'wp-core-commands' ) );
		$this->assertFalse( self::loads_script( $page, 'wp-commands' ) );
		$this->assertStringNotContainsString( 'uipressCommands', $page );
		$this->assertStringContainsString( 'w.uipressLaterPalette=function(f){waiting.push(f);load();}', $after );
		$this->assertStringContainsString( 'd.getElementById("uip-later-palette")', $after );
		// Printed once.
		$this->assertSame( 1, substr_count( $page . $held . $after, 'wp.coreCommands.initializeCommandPalette(' ) );
		$this->assertSame( array(), FramedPalette::held() );
	}

	public function test_what_another_script_needs_still_loads_with_the_page(): void {
		$footer              = $this->footer_of(
			'/wp-admin/edit.php?uip-framed-page=1',
			static function (): void {
				wp_enqueue_script( 'a-plugin-commands', 'https://example.org/commands.js', array( 'wp-commands' ), '1', true );
			}
		);
		list( $page, $held ) = self::split( $footer );

		$this->assertTrue( self::loads_script( $page, 'wp-commands' ) );
		$this->assertTrue( self::loads_script( $page, 'a-plugin-commands' ) );
		$this->assertFalse( self::loads_script( $held, 'wp-commands' ) );
		$this->assertTrue( self::loads_script( $held, 'wp-core-commands' ) );
	}

	public function test_a_stock_page_keeps_the_palette_as_wordpress_loads_it(): void {
		$footer = $this->footer_of( '/wp-admin/edit.php?uipress-disable=1' );

		$this->assertStringNotContainsString( 'uip-later-palette', $footer );
		$this->assertStringNotContainsString( 'uipressLaterPalette', $footer );
		$this->assertContains( 'wp-core-commands', wp_scripts()->done );
	}

	public function test_nothing_is_printed_where_the_palette_is_not_queued(): void {
		remove_action( 'admin_enqueue_scripts', 'wp_enqueue_command_palette_assets' );
		$footer = $this->footer_of( '/wp-admin/edit.php?uip-framed-page=1' );

		$this->assertStringNotContainsString( 'uip-later-palette', $footer );
		$this->assertStringNotContainsString( 'wp-core-commands', $footer );
		$this->assertSame( array(), FramedPalette::held() );
	}
}
