<?php
/**
 * The interface's primary colours from a user's admin colour scheme.
 *
 * @package UiPress
 */

namespace UiPress\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's nine admin colour schemes each have a theme colour (set on
 * `body.admin-color-{scheme}` by core's admin-schemes.css; "fresh" has no
 * rule there, its link blue stands in). The interface takes the user's
 * scheme as its primary colour (docs/WP7-NATIVE.md): the scheme's colour,
 * its lightness moved just enough to read at 4.5:1 on the interface's
 * backgrounds (darker on light ones, lighter on dark ones), with a darker
 * and a lighter companion as the defaults have (the maths is Colour's).
 * Where the values go is for the callers.
 */
final class SchemeColours {

	/**
	 * Each scheme's theme colour, by slug.
	 */
	public const THEME_COLOURS = array(
		'modern'    => '#3858e9',
		'fresh'     => '#2271b1',
		'light'     => '#007cba',
		'blue'      => '#437aa8',
		'midnight'  => '#cf4339',
		'sunrise'   => '#ad631e',
		'ectoplasm' => '#646c3e',
		'ocean'     => '#567958',
		'coffee'    => '#916745',
	);

	/**
	 * The scheme WordPress 7.0 and later give a user who has none (or an
	 * unknown one); earlier versions give FORMER_DEFAULT_SCHEME.
	 */
	public const DEFAULT_SCHEME = 'modern';

	/** The default before WordPress 7.0. */
	public const FORMER_DEFAULT_SCHEME = 'fresh';

	/**
	 * The contrast the primary colour keeps with every background.
	 */
	public const MIN_CONTRAST = 4.5;

	/**
	 * How far (in HSL lightness, 0–1) the darker and lighter companions
	 * sit from the primary.
	 */
	private const COMPANION_STEP = 0.12;

	/**
	 * A user's scheme: theirs when WordPress knows it, else the default.
	 *
	 * @param int $user_id The user.
	 */
	public static function scheme_of( int $user_id ): string {
		$scheme = $user_id > 0 ? get_user_option( 'admin_color', $user_id ) : false;
		return is_string( $scheme ) && isset( self::THEME_COLOURS[ $scheme ] ) ? $scheme : self::default_scheme();
	}

	/**
	 * The scheme this WordPress shows a user who has none, as its admin
	 * header falls back (admin-header.php's `admin-color-…` class).
	 */
	public static function default_scheme(): string {
		return version_compare( (string) get_bloginfo( 'version' ), '7.0-alpha', '>=' ) ? self::DEFAULT_SCHEME : self::FORMER_DEFAULT_SCHEME;
	}

	/**
	 * The primary colour and its companions for a scheme, readable on the
	 * given backgrounds.
	 *
	 * @param string   $scheme      A scheme's slug (unknown: the default).
	 * @param bool     $dark        Dark mode (the backgrounds are dark: the colour goes lighter).
	 * @param string[] $backgrounds Hex colours the primary is read on (`#rrggbb`).
	 * @return array<string, string> `--uip-color-primary`, `-darker` and `-lighter`.
	 */
	public static function primary( string $scheme, bool $dark, array $backgrounds ): array {
		$base                                 = self::THEME_COLOURS[ $scheme ] ?? self::THEME_COLOURS[ self::default_scheme() ];
		$primary                              = self::readable( $base, $backgrounds, $dark );
		list( $hue, $saturation, $lightness ) = Colour::hsl( $primary );
		return array(
			'--uip-color-primary'         => $primary,
			'--uip-color-primary-darker'  => Colour::hex_from_hsl( $hue, $saturation, max( 0.0, $lightness - self::COMPANION_STEP ) ),
			'--uip-color-primary-lighter' => Colour::hex_from_hsl( $hue, $saturation, min( 1.0, $lightness + self::COMPANION_STEP * 2 ) ),
		);
	}

	/**
	 * A colour moved in lightness (darker, or lighter on dark backgrounds)
	 * by the least that reads at MIN_CONTRAST on every background; the
	 * colour itself when it already does.
	 *
	 * @param string   $colour      `#rrggbb`.
	 * @param string[] $backgrounds `#rrggbb` each.
	 * @param bool     $lighten     Whether to go lighter (dark backgrounds) instead of darker.
	 */
	public static function readable( string $colour, array $backgrounds, bool $lighten ): string {
		list( $hue, $saturation, $lightness ) = Colour::hsl( $colour );
		$candidate                            = Colour::normalise( $colour ) ?? '#000000';
		// Steps of half a percent: at most 200, each a few multiplications.
		while ( self::lowest_contrast( $candidate, $backgrounds ) < self::MIN_CONTRAST ) {
			$lightness = $lighten ? $lightness + 0.005 : $lightness - 0.005;
			if ( $lightness <= 0.0 || $lightness >= 1.0 ) {
				return $lighten ? '#ffffff' : '#000000';
			}
			$candidate = Colour::hex_from_hsl( $hue, $saturation, $lightness );
		}
		return $candidate;
	}

	/**
	 * The lowest contrast of a colour with any of the backgrounds.
	 *
	 * @param string   $colour      `#rrggbb`.
	 * @param string[] $backgrounds `#rrggbb` each.
	 */
	private static function lowest_contrast( string $colour, array $backgrounds ): float {
		$lowest = 21.0;
		foreach ( $backgrounds as $background ) {
			$lowest = min( $lowest, Colour::contrast( $colour, $background ) );
		}
		return $lowest;
	}
}
