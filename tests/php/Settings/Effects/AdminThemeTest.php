<?php
/**
 * Tests for the themeEnabled setting.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Effects;

use UiPress\Lifecycle\StoredData;
use UiPress\Settings\Effects\AdminTheme;
use UiPress\Tests\Rest\RestTestCase;
use UiPress\Tests\Support\CapturesAdminHead;

/**
 * With themeEnabled on, stock admin screens (framed or not) get the theme's
 * colours; off, they do not; never the block editor or UiPress's screens.
 */
final class AdminThemeTest extends RestTestCase {

	use CapturesAdminHead;

	protected function tear_down(): void {
		delete_option( StoredData::SETTINGS_OPTION );
		parent::tear_down();
	}

	/**
	 * Sets the settings.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	private function settings( array $settings ): void {
		update_option( StoredData::SETTINGS_OPTION, $settings );
	}

	/**
	 * What admin_head prints for an admin URL with the theme's hooks.
	 *
	 * @param string $uri    Request URI.
	 * @param string $screen The screen.
	 */
	private function themed_head( string $uri, string $screen = 'edit' ): string {
		return $this->admin_head_of( $uri, $screen, array( AdminTheme::class, 'register_hooks' ) );
	}

	public function test_off_by_default_and_when_off(): void {
		$this->act_as( 'administrator' );
		$this->assertStringNotContainsString( AdminTheme::STYLE_ID, $this->themed_head( '/wp-admin/edit.php' ) );
		$this->settings( array( 'themeEnabled' => false ) );
		$this->assertStringNotContainsString( AdminTheme::STYLE_ID, $this->themed_head( '/wp-admin/edit.php?uip-framed-page=1' ) );
	}

	public function test_on_the_stock_admin_and_framed_pages_in_the_sites_colours(): void {
		$this->settings(
			array(
				'themeEnabled' => true,
				'theme'        => array(
					'--uip-color-primary' => array(
						'value'     => '#123456',
						'darkValue' => '#abcdef',
					),
				),
			)
		);
		// No template: the stock admin.
		$this->act_as( 'administrator' );
		$head = $this->themed_head( '/wp-admin/edit.php' );
		$this->assertStringContainsString( '<style id="uip-admin-theme-css">', $head );
		$this->assertStringContainsString( '--wp-admin-theme-color:#123456;--wp-admin-theme-color--rgb:18,52,86;', $head );
		$this->assertStringContainsString( 'html[data-theme=dark]{', $head );
		$this->assertStringContainsString( '--wp-admin-theme-color:#abcdef;', $head );
		$this->assertStringContainsString( '.wp-core-ui .button-primary{background:var(--uip-color-primary)', $head );

		// A framed page of a user a template applies to.
		$this->create_template( array( 'forRoles' => array( 'editor' ) ) );
		$this->act_as( 'editor' );
		$framed = $this->themed_head( '/wp-admin/edit.php?uip-framed-page=1' );
		$this->assertStringContainsString( AdminTheme::STYLE_ID, $framed );
		// Before the dark stylesheet, which completes it.
		$this->assertLessThan( (int) strpos( $framed, 'uip-framed-dark-css' ), (int) strpos( $framed, AdminTheme::STYLE_ID ) );
	}

	public function test_not_on_the_block_editor_or_uipress_screens(): void {
		$this->settings( array( 'themeEnabled' => true ) );
		$this->act_as( 'administrator' );
		$this->assertStringNotContainsString( AdminTheme::STYLE_ID, $this->themed_head( '/wp-admin/admin.php?page=uip-ui-builder', 'toplevel_page_uip-ui-builder' ) );
		$this->assertStringNotContainsString( AdminTheme::STYLE_ID, $this->themed_head( '/wp-admin/admin.php?page=uip-settings', 'uipress_page_uip-settings' ) );

		$screen = \WP_Screen::get( 'post' );
		$screen->is_block_editor( true );
		$GLOBALS['current_screen'] = $screen; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		ob_start();
		AdminTheme::print();
		$this->assertSame( '', (string) ob_get_clean() );
	}

	public function test_goes_through_esc_html_unchanged(): void {
		$this->settings( array( 'theme' => array( '--uip-color-base-0' => array( 'value' => 'rgb(250, 250, 250)' ) ) ) );
		$css = AdminTheme::css();
		$this->assertStringContainsString( '--uip-color-base-0:rgb(250, 250, 250);', $css );
		$this->assertSame( $css, esc_html( $css ) );
	}
}
