<?php
/**
 * The login settings in effect on this request.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Login;

use UiPress\Settings\SettingsSchema;
use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * The saved settings of the login group, with the manager's preview draft
 * over them when the request previews one.
 */
final class LoginSettings {

	public const GROUP = 'login';

	/**
	 * The keys of the login group.
	 *
	 * @return list<string>
	 */
	public static function keys(): array {
		$keys = array();
		foreach ( SettingsSchema::settings() as $key => $setting ) {
			if ( self::GROUP === $setting['group'] ) {
				$keys[] = $key;
			}
		}
		return $keys;
	}

	/**
	 * Every login setting's value on this request.
	 *
	 * @return array<string, mixed>
	 */
	public static function current(): array {
		$all    = SiteSettings::all();
		$draft  = LoginPreview::for_request();
		$values = array();
		foreach ( self::keys() as $key ) {
			$values[ $key ] = array_key_exists( $key, $draft ) ? $draft[ $key ] : ( $all[ $key ] ?? null );
		}
		return $values;
	}

	/**
	 * A text setting ('' when it is not text).
	 *
	 * @param array<string, mixed> $values Values from current().
	 * @param string               $key    Setting.
	 */
	public static function text( array $values, string $key ): string {
		return is_string( $values[ $key ] ?? null ) ? $values[ $key ] : '';
	}

	/**
	 * Whether a boolean setting is on.
	 *
	 * @param array<string, mixed> $values Values from current().
	 * @param string               $key    Setting.
	 */
	public static function flag( array $values, string $key ): bool {
		return true === ( $values[ $key ] ?? null );
	}

	/**
	 * An alignment setting: left, center or right.
	 *
	 * @param array<string, mixed> $values Values from current().
	 * @param string               $key    Setting.
	 */
	public static function alignment( array $values, string $key ): string {
		$value = self::text( $values, $key );
		return in_array( $value, array( 'left', 'right' ), true ) ? $value : 'center';
	}
}
