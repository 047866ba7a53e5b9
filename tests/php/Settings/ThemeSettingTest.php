<?php
/**
 * Tests for the theme setting: checked, stored normalised, delivered.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings;

use UiPress\Admin\AppConfig;
use UiPress\Lifecycle\StoredData;
use UiPress\Runtime\FramedDarkStyle;
use UiPress\Settings\Colour;
use UiPress\Settings\SchemeColours;
use UiPress\Settings\SiteSettings;
use UiPress\Settings\ThemeVariables;
use UiPress\Tests\Rest\RestTestCase;

/**
 * `theme` through `POST uipress/v1/settings`, in the page configuration and
 * in the framed pages' dark stylesheet.
 */
final class ThemeSettingTest extends RestTestCase {

	private const ROUTE = '/uipress/v1/settings';

	protected function tear_down(): void {
		delete_option( StoredData::SETTINGS_OPTION );
		parent::tear_down();
	}

	/**
	 * Posts a theme.
	 *
	 * @param mixed $theme The value.
	 */
	private function post_theme( $theme ): \WP_REST_Response {
		return $this->dispatch( 'POST', self::ROUTE, array( 'settings' => array( 'theme' => $theme ) ) );
	}

	public function test_stores_only_the_changed_values_normalised(): void {
		$this->act_as( 'administrator' );
		$response = $this->post_theme(
			array(
				'--uip-color-primary' => array(
					'value'     => ' #12345A ',
					'darkValue' => 'rgb(10, 20, 30)',
				),
				'--uip-color-base-1'  => array( 'darkValue' => 'hsl(210 20% 10% / 0.9)' ),
				// The default, and empty values: nothing to keep.
				'--uip-color-accent'  => array(
					'value'     => '#7036D6',
					'darkValue' => '',
				),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$expected = array(
			'--uip-color-primary' => array(
				'value'     => '#12345a',
				'darkValue' => 'rgb(10, 20, 30)',
			),
			'--uip-color-base-1'  => array( 'darkValue' => 'hsl(210 20% 10% / 0.9)' ),
		);
		$this->assertSame( $expected, SiteSettings::get( 'theme' ) );
		$this->assertSame( $expected, $this->value_at( $this->body( $response ), 'settings.theme' ) );
		$this->assertSame( '#12345a', ThemeVariables::effective( false )['--uip-color-primary'] );
		$this->assertSame( '#f6f7f7', ThemeVariables::effective( false )['--uip-color-base-1'] );
		$this->assertSame( 'hsl(210 20% 10% / 0.9)', ThemeVariables::effective( true )['--uip-color-base-1'] );
	}

	public function test_an_empty_theme_is_an_object_in_responses(): void {
		$this->act_as( 'administrator' );
		$this->assertStringContainsString( '"theme":{}', $this->json( $this->dispatch( 'GET', self::ROUTE ) ) );
	}

	public function test_refuses_an_unknown_variable_naming_it(): void {
		$this->act_as( 'administrator' );
		$response = $this->post_theme( array( '--uip-color-nope' => array( 'value' => '#123456' ) ) );
		$this->assertError( 'uipress_invalid_theme', 400, $response );
		$this->assertStringContainsString( '--uip-color-nope', $this->json( $response ) );
		$this->assertFalse( get_option( StoredData::SETTINGS_OPTION ) );
	}

	public function test_refuses_a_bad_colour_naming_the_variable(): void {
		$this->act_as( 'administrator' );
		$bad = array( 'red;}body{display:none', 'url(x)', '#12345', 'rgb(1,2)', 'rgb(1 2 3 4)', 'hsl(10%, 20%, 30%)', 'expression(1)', '12' );
		foreach ( $bad as $colour ) {
			$response = $this->post_theme( array( '--uip-color-text-muted' => array( 'darkValue' => $colour ) ) );
			$this->assertError( 'uipress_invalid_theme', 400, $response );
			$body = $this->body( $response );
			$this->assertStringContainsString( '--uip-color-text-muted', $this->json( $response ), $colour );
			$this->assertSame( 'theme', $this->value_at( $body, 'data.setting' ) );
		}
		$this->assertError( 'uipress_invalid_theme', 400, $this->post_theme( array( '--uip-color-primary' => array( 'value' => 12 ) ) ) );
		$this->assertError( 'uipress_invalid_theme', 400, $this->post_theme( array( '--uip-color-primary' => '#123456' ) ) );
		$this->assertError( 'uipress_invalid_theme', 400, $this->post_theme( array( '--uip-color-primary' => array( 'colour' => '#123456' ) ) ) );
		$this->assertError( 'uipress_invalid_theme', 400, $this->post_theme( 'red' ) );
		$this->assertFalse( get_option( StoredData::SETTINGS_OPTION ) );
	}

	public function test_only_managers_change_the_theme(): void {
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->post_theme( array( '--uip-color-primary' => array( 'value' => '#123456' ) ) )->get_status() );
		$this->assertFalse( get_option( StoredData::SETTINGS_OPTION ) );
	}

	public function test_colours_and_their_channels(): void {
		$this->assertSame( '18,52,86', Colour::rgb( '#123456' ) );
		$this->assertSame( '255,255,255', Colour::rgb( '#FFF' ) );
		$this->assertSame( '10,20,30', Colour::rgb( 'rgba(10, 20, 30, .5)' ) );
		$this->assertSame( '255,0,0', Colour::rgb( 'rgb(100% 0% 0% / 50%)' ) );
		$this->assertSame( '0,0,255', Colour::rgb( 'hsl(240deg, 100%, 50%)' ) );
		$this->assertNull( Colour::rgb( 'blue' ) );
		$this->assertNull( Colour::normalise( 'rgb(1, 2 3)' ) );
	}

	public function test_the_page_configuration_carries_the_theme(): void {
		// The user's admin colour scheme (WordPress's default: modern since 7.0, fresh before) gives the primary colours.
		$user   = $this->act_as( 'administrator' );
		$scheme = SchemeColours::scheme_of( $user );
		$theme  = ThemeVariables::for_user( $user );
		$this->assertEquals( (object) $theme, AppConfig::build()['theme'] );
		$this->assertSame( array( '--uip-color-primary', '--uip-color-primary-darker', '--uip-color-primary-lighter' ), array_keys( $theme ) );
		$this->assertSame( SchemeColours::primary( $scheme, false, array( '#ffffff', '#f6f7f7', '#e9ebee' ) )['--uip-color-primary'], $theme['--uip-color-primary']['value'] ?? null );
		if ( 'modern' === $scheme ) {
			$this->assertSame( '#3858e9', $theme['--uip-color-primary']['value'] ?? null, 'Modern’s blue reads as it is.' );
		}
		$dark = $theme['--uip-color-primary']['darkValue'] ?? null;
		$this->assertIsString( $dark );

		// The site's own primary colour wins for its mode; the scheme keeps the other.
		$this->assertSame( 200, $this->post_theme( array( '--uip-color-primary' => array( 'value' => '#123456' ) ) )->get_status() );
		$config = AppConfig::build();
		$theme  = ThemeVariables::for_user( get_current_user_id() );
		$this->assertEquals( (object) $theme, $config['theme'] );
		$this->assertSame(
			array(
				'value'     => '#123456',
				'darkValue' => $dark,
			),
			$theme['--uip-color-primary']
		);
		$this->assertArrayNotHasKey( 'value', $theme['--uip-color-primary-darker'] ?? array() );
		$this->assertStringContainsString( '"--uip-color-primary":{"value":"#123456","darkValue":"' . $dark . '"}', (string) wp_json_encode( $config ) );
	}

	public function test_each_user_wears_their_admin_colour_scheme(): void {
		$editor = $this->act_as( 'editor' );
		update_user_option( $editor, 'admin_color', 'ocean', true );
		$light = ThemeVariables::effective( false, $editor );
		$dark  = ThemeVariables::effective( true, $editor );
		$this->assertSame( SchemeColours::primary( 'ocean', false, array( '#ffffff', '#f6f7f7', '#e9ebee' ) )['--uip-color-primary'], $light['--uip-color-primary'] );
		$this->assertNotSame( '#1f6aa8', $light['--uip-color-primary'] );
		$this->assertSame( SchemeColours::primary( 'ocean', true, array( '#16181d', '#1d2026', '#282c34' ) ), array_intersect_key( $dark, array_flip( array( '--uip-color-primary', '--uip-color-primary-darker', '--uip-color-primary-lighter' ) ) ) );
		$this->assertStringContainsString( '--uip-color-primary:' . $dark['--uip-color-primary'] . ';', FramedDarkStyle::css() );
		// Without a user, the defaults (the login screen).
		$this->assertSame( '#1f6aa8', ThemeVariables::effective( false )['--uip-color-primary'] );
	}

	public function test_a_hand_edited_option_puts_no_bad_colour_in_a_page(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'theme' => array( '--uip-color-primary' => array( 'value' => 'red}body{x:y' ) ) ) );
		$this->assertSame( array(), ThemeVariables::overrides() );
		$this->assertSame( '#1f6aa8', ThemeVariables::effective( false )['--uip-color-primary'] );
	}

	public function test_the_framed_dark_stylesheet_uses_the_sites_dark_values(): void {
		$this->assertStringContainsString( '--uip-color-base-1:#1d2026;', FramedDarkStyle::css() );
		update_option( StoredData::SETTINGS_OPTION, array( 'theme' => array( '--uip-color-base-1' => array( 'darkValue' => '#000011' ) ) ) );
		$css = FramedDarkStyle::css();
		$this->assertStringContainsString( '--uip-color-base-1:#000011;', $css );
		$this->assertStringNotContainsString( '#1d2026', $css );
		$this->assertSame( $css, esc_html( $css ) );
	}

	public function test_the_defaults_are_the_theme_variables_of_the_interface(): void {
		$source = (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/engine/theme/variables.ts' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local source file.
		preg_match_all( "/colour\\(\\s*\\{\\s*name:\\s*'([a-z0-9-]+)',.*?value:\\s*'(#[0-9a-f]{6})',\\s*darkValue:\\s*'(#[0-9a-f]{6})',?\\s*\\}\\s*\\)/s", $source, $matches, PREG_SET_ORDER );
		$light = array();
		$dark  = array();
		foreach ( $matches as $match ) {
			$light[ '--uip-color-' . $match[1] ] = $match[2];
			$dark[ '--uip-color-' . $match[1] ]  = $match[3];
		}
		$this->assertCount( 23, $light );
		$this->assertSame( $light, ThemeVariables::LIGHT_DEFAULTS );
		$this->assertSame( $dark, ThemeVariables::DARK_DEFAULTS );
	}
}
