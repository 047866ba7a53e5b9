<?php
/**
 * Tests for the stickyHeaders setting.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Effects;

use UiPress\Lifecycle\StoredData;
use UiPress\Runtime\Takeover;
use UiPress\Settings\Effects\StickyHeaders;
use UiPress\Tests\TestCase;
use UiPress\Tests\Support\CapturesAdminHead;

/**
 * The list-table header stylesheet on admin pages.
 */
final class StickyHeadersTest extends TestCase {

	use CapturesAdminHead;

	protected function set_up(): void {
		parent::set_up();
		set_current_screen( 'edit-post' );
		$this->act_as( 'editor' );
	}

	protected function tear_down(): void {
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	public function test_by_default_there_is_no_sticky_style(): void {
		$this->assertStringNotContainsString( StickyHeaders::STYLE_ID, $this->admin_head() );
	}

	public function test_the_header_cells_stick_below_the_toolbar_with_a_background(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'stickyHeaders' => true ) );
		$head = $this->admin_head();

		$this->assertStringContainsString( '<style id="uip-sticky-headers-css">', $head );
		$this->assertStringContainsString( '.wp-list-table thead th,.wp-list-table thead td{position:sticky;top:0;z-index:2;background:#fff}', $head );
		$this->assertStringContainsString( 'body.admin-bar:not(.uip-framed) .wp-list-table thead th,body.admin-bar:not(.uip-framed) .wp-list-table thead td{top:32px}', $head );
		$this->assertStringContainsString( '@media screen and (max-width:782px){body.admin-bar:not(.uip-framed) .wp-list-table thead th,body.admin-bar:not(.uip-framed) .wp-list-table thead td{top:46px}}', $head );
		$this->assertStringContainsString( 'html[data-theme=dark] .wp-list-table thead th,html[data-theme=dark] .wp-list-table thead td{background:var(--uip-color-base-0,#16181d)}', $head );
	}

	public function test_framed_pages_have_no_toolbar_so_headers_stick_at_the_top(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'stickyHeaders' => true ) );
		show_admin_bar( true );
		$this->assertTrue( is_admin_bar_showing() );

		( new Takeover() )->apply(
			array(
				'mode'     => Takeover::MODE_FRAMED,
				'reason'   => 'template',
				'template' => null,
				'fields'   => null,
			)
		);
		// Framed pages keep the admin-bar classes (the bar is hidden by CSS), so
		// the offset below the toolbar is keyed to the body's framed class.
		$classes = apply_filters( 'admin_body_class', '' );
		$this->assertIsString( $classes );
		$this->assertContains( Takeover::FRAMED_CLASS, explode( ' ', $classes ) );
		$this->assertStringContainsString( ':not(.' . Takeover::FRAMED_CLASS . ') .wp-list-table thead th', $this->admin_head() );
	}
}
