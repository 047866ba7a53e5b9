<?php
/**
 * Colour values the theme accepts.
 *
 * @package UiPress
 */

namespace UiPress\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Hex, rgb(a) and hsl(a) colours: checking them, their red, green and
 * blue channels (WordPress's admin styles need the theme colour as
 * `r,g,b` for their translucent tints), their hue, saturation and
 * lightness, and WCAG's contrast between two of them.
 */
final class Colour {

	private const NUMBER = '[+-]?(?:\d+(?:\.\d*)?|\.\d+)';

	/**
	 * The colour trimmed (hex in lower case) when it is one, else null.
	 *
	 * @param string $value A value.
	 */
	public static function normalise( string $value ): ?string {
		$value = strtolower( trim( $value ) );
		if ( 1 === preg_match( '/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/', $value ) ) {
			return $value;
		}
		return null === self::channels( $value ) ? null : $value;
	}

	/**
	 * `r,g,b` (0–255) of a colour, or null when it is not one.
	 *
	 * @param string $colour A colour.
	 */
	public static function rgb( string $colour ): ?string {
		$colour = strtolower( trim( $colour ) );
		if ( 1 === preg_match( '/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/', $colour, $match ) ) {
			$hex = $match[1];
			if ( strlen( $hex ) < 6 ) {
				$hex = $hex[0] . $hex[0] . $hex[1] . $hex[1] . $hex[2] . $hex[2];
			}
			return implode( ',', array_map( 'hexdec', str_split( substr( $hex, 0, 6 ), 2 ) ) );
		}
		$channels = self::channels( $colour );
		return null === $channels ? null : implode( ',', $channels );
	}

	/**
	 * Red, green and blue (0–255) of a colour, or null when it is not one.
	 *
	 * @param string $colour A colour.
	 * @return list<int>|null
	 */
	public static function channels_of( string $colour ): ?array {
		$rgb = self::rgb( $colour );
		return null === $rgb ? null : array_map( 'intval', explode( ',', $rgb ) );
	}

	/**
	 * Hue (degrees), saturation and lightness (0–1) of a colour (black's
	 * for anything that is not one).
	 *
	 * @param string $colour A colour.
	 * @return array{0: float, 1: float, 2: float}
	 */
	public static function hsl( string $colour ): array {
		list( $red, $green, $blue ) = array_map( static fn( int $channel ): float => $channel / 255, self::channels_of( $colour ) ?? array( 0, 0, 0 ) );
		$max                        = max( $red, $green, $blue );
		$min                        = min( $red, $green, $blue );
		$lightness                  = ( $max + $min ) / 2;
		$delta                      = $max - $min;
		if ( $delta <= 0.0 ) {
			return array( 0.0, 0.0, $lightness );
		}
		if ( $max === $red ) {
			$hue = fmod( ( $green - $blue ) / $delta, 6 );
		} elseif ( $max === $green ) {
			$hue = ( $blue - $red ) / $delta + 2;
		} else {
			$hue = ( $red - $green ) / $delta + 4;
		}
		$hue *= 60;
		return array( $hue < 0 ? $hue + 360 : $hue, min( 1.0, $delta / ( 1 - abs( 2 * $lightness - 1 ) ) ), $lightness );
	}

	/**
	 * `#rrggbb` of a hue (degrees), saturation and lightness (0–1).
	 *
	 * @param float $hue        Degrees.
	 * @param float $saturation 0–1.
	 * @param float $lightness  0–1.
	 */
	public static function hex_from_hsl( float $hue, float $saturation, float $lightness ): string {
		return vsprintf( '#%02x%02x%02x', self::bytes( self::hsl_to_rgb( $hue, $saturation, $lightness ) ) );
	}

	/**
	 * WCAG's contrast ratio of two colours (1–21; black for anything that
	 * is not a colour).
	 *
	 * @param string $first  A colour.
	 * @param string $second A colour.
	 */
	public static function contrast( string $first, string $second ): float {
		$one = self::luminance( $first );
		$two = self::luminance( $second );
		return ( max( $one, $two ) + 0.05 ) / ( min( $one, $two ) + 0.05 );
	}

	/**
	 * WCAG's relative luminance of a colour.
	 *
	 * @param string $colour A colour.
	 */
	private static function luminance( string $colour ): float {
		$weights   = array( 0.2126, 0.7152, 0.0722 );
		$luminance = 0.0;
		foreach ( self::channels_of( $colour ) ?? array( 0, 0, 0 ) as $index => $channel ) {
			$value      = $channel / 255;
			$linear     = $value <= 0.04045 ? $value / 12.92 : ( ( $value + 0.055 ) / 1.055 ) ** 2.4;
			$luminance += $weights[ $index ] * $linear;
		}
		return $luminance;
	}

	/**
	 * The channels of an rgb(a) or hsl(a) colour (legacy comma syntax or
	 * the space syntax with `/ alpha`), or null.
	 *
	 * @param string $colour Lower-case colour.
	 * @return list<int>|null
	 */
	private static function channels( string $colour ): ?array {
		$n       = self::NUMBER;
		$value   = '(' . $n . ')(%|deg)?';
		$commas  = '/^(rgba?|hsla?)\(\s*' . $value . '\s*,\s*' . $value . '\s*,\s*' . $value . '(?:\s*,\s*' . $n . '%?)?\s*\)$/';
		$spaces  = '/^(rgba?|hsla?)\(\s*' . $value . '\s+' . $value . '\s+' . $value . '(?:\s*\/\s*' . $n . '%?)?\s*\)$/';
		$matched = preg_match( $commas, $colour, $m ) === 1 || preg_match( $spaces, $colour, $m ) === 1;
		if ( ! $matched ) {
			return null;
		}
		$parts = array( array( (float) $m[2], $m[3] ?? '' ), array( (float) $m[4], $m[5] ?? '' ), array( (float) $m[6], $m[7] ?? '' ) );
		if ( str_starts_with( $m[1], 'rgb' ) ) {
			$rgb = array();
			foreach ( $parts as $part ) {
				if ( 'deg' === $part[1] ) {
					return null;
				}
				$rgb[] = '%' === $part[1] ? $part[0] * 2.55 : $part[0];
			}
			return self::bytes( $rgb );
		}
		if ( '%' === $parts[0][1] || 'deg' === $parts[1][1] || 'deg' === $parts[2][1] ) {
			return null;
		}
		return self::bytes( self::hsl_to_rgb( $parts[0][0], $parts[1][0] / 100, $parts[2][0] / 100 ) );
	}

	/**
	 * HSL to RGB (0–255 floats).
	 *
	 * @param float $hue        Degrees.
	 * @param float $saturation 0–1.
	 * @param float $lightness  0–1.
	 * @return list<float>
	 */
	private static function hsl_to_rgb( float $hue, float $saturation, float $lightness ): array {
		$saturation = max( 0.0, min( 1.0, $saturation ) );
		$lightness  = max( 0.0, min( 1.0, $lightness ) );
		$hue        = fmod( fmod( $hue, 360.0 ) + 360.0, 360.0 );
		$chroma     = ( 1 - abs( 2 * $lightness - 1 ) ) * $saturation;
		$x          = $chroma * ( 1 - abs( fmod( $hue / 60, 2 ) - 1 ) );
		$m          = $lightness - $chroma / 2;
		$sector     = (int) floor( $hue / 60 );
		$table      = array(
			array( $chroma, $x, 0.0 ),
			array( $x, $chroma, 0.0 ),
			array( 0.0, $chroma, $x ),
			array( 0.0, $x, $chroma ),
			array( $x, 0.0, $chroma ),
			array( $chroma, 0.0, $x ),
		);
		$rgb        = $table[ min( 5, $sector ) ];
		return array( ( $rgb[0] + $m ) * 255, ( $rgb[1] + $m ) * 255, ( $rgb[2] + $m ) * 255 );
	}

	/**
	 * Channels rounded and clamped to 0–255.
	 *
	 * @param array<float> $channels Channels.
	 * @return list<int>
	 */
	private static function bytes( array $channels ): array {
		$bytes = array();
		foreach ( $channels as $channel ) {
			$bytes[] = (int) max( 0, min( 255, round( $channel ) ) );
		}
		return $bytes;
	}
}
