<?php
/**
 * The theme variables' names and default values, and the site's values.
 *
 * @package UiPress
 */

namespace UiPress\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The colour variables of the theme (spec: Theme variable) as PHP knows
 * them: the one copy of src/engine/theme/variables.ts on the server (a test
 * keeps the two equal). The site setting `theme` changes some of their
 * values; effective() merges those changes over the defaults.
 *
 * @phpstan-type Override array{value?: string, darkValue?: string}
 */
final class ThemeVariables {

	/**
	 * Light values, by variable name.
	 */
	public const LIGHT_DEFAULTS = array(
		'--uip-color-primary'         => '#1f6aa8',
		'--uip-color-primary-darker'  => '#0b4f80',
		'--uip-color-primary-lighter' => '#72aee6',
		'--uip-color-accent'          => '#7036d6',
		'--uip-color-accent-darker'   => '#5020a8',
		'--uip-color-accent-lighter'  => '#a782ec',
		'--uip-color-success'         => '#0a7a2a',
		'--uip-color-success-darker'  => '#005c1c',
		'--uip-color-success-lighter' => '#5fbf77',
		'--uip-color-warning'         => '#8f5f00',
		'--uip-color-warning-darker'  => '#6b4700',
		'--uip-color-warning-lighter' => '#d9a227',
		'--uip-color-danger'          => '#cc1818',
		'--uip-color-danger-darker'   => '#9e1010',
		'--uip-color-danger-lighter'  => '#ef6a6a',
		'--uip-color-base-0'          => '#ffffff',
		'--uip-color-base-1'          => '#f6f7f7',
		'--uip-color-base-2'          => '#e9ebee',
		'--uip-color-text-base'       => '#2c3338',
		'--uip-color-text-emphasis'   => '#101517',
		'--uip-color-text-muted'      => '#5b636b',
		'--uip-color-text-inverse'    => '#ffffff',
		'--uip-color-border'          => '#dcdcde',
	);

	/**
	 * Dark values, by variable name.
	 */
	public const DARK_DEFAULTS = array(
		'--uip-color-primary'         => '#5aa2e8',
		'--uip-color-primary-darker'  => '#3b87d4',
		'--uip-color-primary-lighter' => '#a6cdf2',
		'--uip-color-accent'          => '#b18cff',
		'--uip-color-accent-darker'   => '#9466f0',
		'--uip-color-accent-lighter'  => '#d2bdff',
		'--uip-color-success'         => '#4cc46a',
		'--uip-color-success-darker'  => '#2fa84f',
		'--uip-color-success-lighter' => '#8ee0a2',
		'--uip-color-warning'         => '#e8b33c',
		'--uip-color-warning-darker'  => '#c9951c',
		'--uip-color-warning-lighter' => '#f5d37e',
		'--uip-color-danger'          => '#ff7070',
		'--uip-color-danger-darker'   => '#e84c4c',
		'--uip-color-danger-lighter'  => '#ffa3a3',
		'--uip-color-base-0'          => '#16181d',
		'--uip-color-base-1'          => '#1d2026',
		'--uip-color-base-2'          => '#282c34',
		'--uip-color-text-base'       => '#d8dce2',
		'--uip-color-text-emphasis'   => '#ffffff',
		'--uip-color-text-muted'      => '#a4acb7',
		'--uip-color-text-inverse'    => '#16181d',
		'--uip-color-border'          => '#3a3f4a',
	);

	/**
	 * Whether a name is one of the variables.
	 *
	 * @param string $name Variable name.
	 */
	public static function is_known( string $name ): bool {
		return array_key_exists( $name, self::LIGHT_DEFAULTS );
	}

	/**
	 * The site's changes (setting `theme`), checked again on the way out so
	 * an option edited by hand cannot put anything but colours in a page.
	 *
	 * @return array<string, Override>
	 */
	public static function overrides(): array {
		$stored = SiteSettings::get( 'theme' );
		$clean  = is_array( $stored ) ? ThemeValue::clean( $stored ) : array();
		return is_array( $clean ) ? $clean : array();
	}

	/**
	 * Every variable's value in light or dark mode: the site's value when
	 * it has one, else, for a user, their admin colour scheme's primary
	 * colours, else the default.
	 *
	 * @param bool $dark    Dark mode's values.
	 * @param int  $user_id The user whose scheme applies (0: none).
	 * @return array<string, string>
	 */
	public static function effective( bool $dark, int $user_id = 0 ): array {
		$values    = $dark ? self::DARK_DEFAULTS : self::LIGHT_DEFAULTS;
		$field     = $dark ? 'darkValue' : 'value';
		$overrides = $user_id > 0 ? self::for_user( $user_id ) : self::overrides();
		foreach ( $values as $name => $default ) {
			$values[ $name ] = $overrides[ $name ][ $field ] ?? $default;
		}
		return $values;
	}

	/**
	 * The changes a user's interface wears (docs/WP7-NATIVE.md): the
	 * primary colours of their admin colour scheme (SchemeColours, readable
	 * on the backgrounds in effect), under the site's own changes: a site
	 * that set any primary colour of a mode keeps its own for that mode.
	 *
	 * @param int $user_id The user.
	 * @return array<string, Override>
	 */
	public static function for_user( int $user_id ): array {
		$site   = self::overrides();
		$scheme = SchemeColours::scheme_of( $user_id );
		$trio   = array( '--uip-color-primary', '--uip-color-primary-darker', '--uip-color-primary-lighter' );
		$layer  = array();
		foreach ( array(
			'value'     => false,
			'darkValue' => true,
		) as $field => $dark ) {
			foreach ( $trio as $name ) {
				if ( isset( $site[ $name ][ $field ] ) ) {
					continue 2;
				}
			}
			$values      = self::effective( $dark );
			$backgrounds = array( $values['--uip-color-base-0'], $values['--uip-color-base-1'], $values['--uip-color-base-2'] );
			foreach ( SchemeColours::primary( $scheme, $dark, $backgrounds ) as $name => $value ) {
				$layer[ $name ][ $field ] = $value;
			}
		}
		foreach ( $layer as $name => $fields ) {
			$site[ $name ] = ( $site[ $name ] ?? array() ) + $fields;
		}
		return $site;
	}
}
