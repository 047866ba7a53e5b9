<?php
/**
 * Tests for the primary colours taken from a user's admin colour scheme.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings;

use UiPress\Settings\SchemeColours;
use UiPress\Settings\ThemeVariables;
use UiPress\Settings\Colour;
use UiPress\Tests\TestCase;

/**
 * Every one of WordPress's nine schemes gives a primary colour that reads
 * at 4.5:1 on the interface's backgrounds, light and dark, keeps its hue,
 * and is the scheme's own colour when that already reads.
 */
final class SchemeColoursTest extends TestCase {

	/**
	 * The default backgrounds, light or dark.
	 *
	 * @param bool $dark Dark mode.
	 * @return list<string>
	 */
	private static function backgrounds( bool $dark ): array {
		$values = $dark ? ThemeVariables::DARK_DEFAULTS : ThemeVariables::LIGHT_DEFAULTS;
		return array( $values['--uip-color-base-0'], $values['--uip-color-base-1'] );
	}

	public function test_every_scheme_reads_on_light_and_dark_backgrounds_and_keeps_its_hue(): void {
		foreach ( array_keys( SchemeColours::THEME_COLOURS ) as $scheme ) {
			foreach ( array( false, true ) as $dark ) {
				$colours = SchemeColours::primary( $scheme, $dark, self::backgrounds( $dark ) );
				$primary = $colours['--uip-color-primary'];
				foreach ( self::backgrounds( $dark ) as $background ) {
					$this->assertGreaterThanOrEqual( SchemeColours::MIN_CONTRAST, Colour::contrast( $primary, $background ), "{$scheme} " . ( $dark ? 'dark' : 'light' ) . " on {$background}" );
				}
				$this->assertEqualsWithDelta( Colour::hsl( SchemeColours::THEME_COLOURS[ $scheme ] )[0], Colour::hsl( $primary )[0], 4.0, "{$scheme} keeps its hue" );
				$this->assertMatchesRegularExpression( '/^#[0-9a-f]{6}$/', $colours['--uip-color-primary-darker'] );
				$this->assertMatchesRegularExpression( '/^#[0-9a-f]{6}$/', $colours['--uip-color-primary-lighter'] );
			}
		}
	}

	public function test_a_colour_that_already_reads_is_kept_and_a_pale_one_is_darkened_just_enough(): void {
		// Modern's blue reads on white already.
		$this->assertSame( '#3858e9', SchemeColours::primary( 'modern', false, array( '#ffffff' ) )['--uip-color-primary'] );
		// A pale green does not: darker, but no darker than it needs.
		$pale = SchemeColours::readable( '#9ebaa0', array( '#ffffff' ), false );
		$this->assertNotSame( '#9ebaa0', $pale );
		$this->assertGreaterThanOrEqual( 4.5, Colour::contrast( $pale, '#ffffff' ) );
		$this->assertLessThan( 4.8, Colour::contrast( $pale, '#ffffff' ) );
		// On dark backgrounds, lighter.
		$dark = SchemeColours::readable( '#567958', array( '#16181d' ), true );
		$this->assertGreaterThanOrEqual( 4.5, Colour::contrast( $dark, '#16181d' ) );
		$this->assertLessThan( Colour::contrast( '#567958', '#ffffff' ), Colour::contrast( $dark, '#ffffff' ), 'Lighter than the scheme colour.' );
	}

	/**
	 * A user's own scheme, else the one this WordPress falls back to:
	 * modern from 7.0, fresh before (the suite runs on 7.1 and 6.9).
	 */
	public function test_a_user_s_scheme_is_theirs_when_known_else_wordpress_s_default(): void {
		$default = version_compare( (string) get_bloginfo( 'version' ), '7.0', '>=' ) ? 'modern' : 'fresh';
		$this->assertSame( $default, SchemeColours::default_scheme() );
		$user = wp_create_user( 'scheme-' . wp_rand(), wp_generate_password() );
		$this->assertIsInt( $user );
		$this->assertSame( $default, SchemeColours::scheme_of( 0 ) );
		update_user_option( $user, 'admin_color', 'ocean', true );
		$this->assertSame( 'ocean', SchemeColours::scheme_of( $user ) );
		update_user_option( $user, 'admin_color', 'no-such-scheme', true );
		$this->assertSame( $default, SchemeColours::scheme_of( $user ) );
		// Unknown slugs read as the default's colour.
		$this->assertSame( SchemeColours::primary( $default, false, array( '#ffffff' ) ), SchemeColours::primary( 'no-such-scheme', false, array( '#ffffff' ) ) );
	}
}
