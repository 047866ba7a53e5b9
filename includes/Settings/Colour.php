<?php
/**
 * Colour values the theme accepts.
 *
 * @package UiPress
 */

namespace UiPress\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Hex, rgb(a) and hsl(a) colours: checking them, and their red, green and
 * blue channels (WordPress's admin styles need the theme colour as
 * `r,g,b` for their translucent tints).
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
