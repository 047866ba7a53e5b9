<?php
/**
 * The stored site settings: read, checked, written.
 *
 * @package UiPress
 */

namespace UiPress\Settings;

use UiPress\Lifecycle\StoredData;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Site settings live in one option (`uipress_settings`), keyed flat by
 * setting; secrets (API keys) in another (`uipress_secrets`, not
 * autoloaded), so nothing that reads or exports the settings can hand a key
 * out. A change is checked whole before anything is written.
 *
 * @phpstan-import-type Setting from SettingsSchema
 */
final class SiteSettings {

	/**
	 * The option holding the secrets.
	 */
	public const SECRETS_OPTION = StoredData::SECRETS_OPTION;

	/**
	 * Every setting but the secrets: stored values over the defaults.
	 *
	 * @return array<string, mixed>
	 */
	public static function all(): array {
		$stored   = self::stored();
		$settings = SettingsSchema::defaults();
		foreach ( $settings as $key => $default ) {
			if ( array_key_exists( $key, $stored ) ) {
				$settings[ $key ] = $stored[ $key ];
			}
		}
		return $settings;
	}

	/**
	 * One setting's value (a secret's too; for the server's own use).
	 *
	 * @param string $key The setting.
	 * @return mixed
	 */
	public static function get( string $key ) {
		$schema = SettingsSchema::settings()[ $key ] ?? null;
		if ( null === $schema ) {
			return null;
		}
		if ( 'secret' === $schema['kind'] ) {
			$secrets = get_option( self::SECRETS_OPTION, array() );
			$value   = is_array( $secrets ) ? ( $secrets[ $key ] ?? '' ) : '';
			return is_string( $value ) ? $value : '';
		}
		return self::all()[ $key ] ?? $schema['default'];
	}

	/**
	 * Whether each secret is set (what responses may say of them).
	 *
	 * @return array<string, bool>
	 */
	public static function secrets_set(): array {
		$set = array();
		foreach ( SettingsSchema::settings() as $key => $setting ) {
			if ( 'secret' === $setting['kind'] ) {
				$value       = self::get( $key );
				$set[ $key ] = is_string( $value ) && '' !== $value;
			}
		}
		return $set;
	}

	/**
	 * Checks a change without writing it (the login preview uses it too).
	 *
	 * @param array<mixed> $changes Setting → new value.
	 * @param WP_User      $user    Who changes them.
	 * @return array<string, mixed>|WP_Error The values as they would be stored, or why the change is refused.
	 */
	public static function check( array $changes, WP_User $user ) {
		$schema  = SettingsSchema::settings();
		$checked = array();
		foreach ( $changes as $key => $value ) {
			$key     = (string) $key;
			$setting = $schema[ $key ] ?? null;
			if ( null === $setting ) {
				return new WP_Error(
					'uipress_unknown_setting',
					/* translators: %s: the setting's name. */
					sprintf( __( '%s is not a UiPress setting.', 'uipress' ), $key ),
					array( 'status' => 400 )
				);
			}
			if ( SettingsSchema::needs_unfiltered_html( $setting['kind'] ) && ! user_can( $user, 'unfiltered_html' ) ) {
				return new WP_Error(
					'uipress_setting_needs_unfiltered_html',
					/* translators: %s: the setting's label. */
					sprintf( __( 'Only users who may post unfiltered HTML can change “%s”.', 'uipress' ), $setting['label'] ),
					array(
						'status'  => 403,
						'setting' => $key,
					)
				);
			}
			$clean = self::clean( $setting, $value );
			if ( $clean instanceof WP_Error ) {
				return $clean;
			}
			$checked[ $key ] = $clean;
		}
		return $checked;
	}

	/**
	 * Checks and writes a change; nothing is written when any part is
	 * refused.
	 *
	 * @param array<mixed> $changes Setting → new value (a secret: a new key, or '' to clear it).
	 * @param WP_User      $user    Who changes them.
	 * @return true|WP_Error
	 */
	public static function update( array $changes, WP_User $user ) {
		$checked = self::check( $changes, $user );
		if ( $checked instanceof WP_Error ) {
			return $checked;
		}
		$schema   = SettingsSchema::settings();
		$settings = self::stored();
		$secrets  = get_option( self::SECRETS_OPTION, array() );
		$secrets  = is_array( $secrets ) ? $secrets : array();
		foreach ( $checked as $key => $clean ) {
			if ( 'secret' === $schema[ $key ]['kind'] ) {
				$secrets[ $key ] = $clean;
			} else {
				$settings[ $key ] = $clean;
			}
		}
		update_option( StoredData::SETTINGS_OPTION, $settings );
		update_option( self::SECRETS_OPTION, array_filter( $secrets, static fn( $secret ) => '' !== $secret ), false );
		return true;
	}

	/**
	 * Puts a group's settings back to their defaults (its secrets cleared).
	 *
	 * @param string $group The group.
	 * @return true|WP_Error
	 */
	public static function reset( string $group ) {
		if ( ! array_key_exists( $group, SettingsSchema::groups() ) ) {
			return new WP_Error(
				'uipress_unknown_setting_group',
				/* translators: %s: the group's name. */
				sprintf( __( '%s is not a group of UiPress settings.', 'uipress' ), $group ),
				array( 'status' => 400 )
			);
		}
		$settings = self::stored();
		$secrets  = get_option( self::SECRETS_OPTION, array() );
		$secrets  = is_array( $secrets ) ? $secrets : array();
		foreach ( SettingsSchema::settings() as $key => $setting ) {
			if ( $setting['group'] === $group ) {
				unset( $settings[ $key ], $secrets[ $key ] );
			}
		}
		update_option( StoredData::SETTINGS_OPTION, $settings );
		update_option( self::SECRETS_OPTION, $secrets, false );
		return true;
	}

	/**
	 * A value of a setting's kind, or why it is refused.
	 *
	 * @param array<string, mixed> $setting The setting.
	 * @phpstan-param Setting $setting
	 * @param mixed                $value   The value sent.
	 * @return mixed|WP_Error
	 */
	private static function clean( array $setting, $value ) {
		$refuse = static fn( string $what ): WP_Error => new WP_Error(
			'uipress_invalid_setting',
			/* translators: 1: the setting's label, 2: what it must be. */
			sprintf( __( '“%1$s” must be %2$s.', 'uipress' ), $setting['label'], $what ),
			array(
				'status'  => 400,
				'setting' => $setting['key'],
			)
		);
		switch ( $setting['kind'] ) {
			case 'boolean':
				return is_bool( $value ) ? $value : $refuse( __( 'true or false', 'uipress' ) );
			case 'choice':
				$choices = array_keys( $setting['choices'] ?? array() );
				return is_string( $value ) && in_array( $value, $choices, true ) ? $value : $refuse( implode( ', ', $choices ) );
			case 'text':
			case 'secret':
				return is_string( $value ) ? sanitize_text_field( $value ) : $refuse( __( 'text', 'uipress' ) );
			case 'code':
				return is_string( $value ) ? $value : $refuse( __( 'text', 'uipress' ) );
			case 'media':
			case 'url':
				if ( ! is_string( $value ) ) {
					return $refuse( __( 'an address', 'uipress' ) );
				}
				$value = trim( $value );
				$url   = esc_url_raw( $value, array( 'http', 'https' ) );
				return '' === $value || ( '' !== $url && $url === $value ) ? $value : $refuse( __( 'an http(s) address', 'uipress' ) );
			case 'list':
			case 'scripts':
				$lines = is_string( $value ) ? preg_split( '/[\r\n]+/', $value ) : $value;
				if ( ! is_array( $lines ) ) {
					return $refuse( __( 'a list', 'uipress' ) );
				}
				$clean = array();
				foreach ( $lines as $line ) {
					if ( ! is_string( $line ) ) {
						return $refuse( __( 'a list of text lines', 'uipress' ) );
					}
					$line = trim( $line );
					if ( '' === $line ) {
						continue;
					}
					if ( 'scripts' === $setting['kind'] && esc_url_raw( $line, array( 'http', 'https' ) ) !== $line ) {
						return $refuse( __( 'a list of http(s) addresses', 'uipress' ) );
					}
					$clean[] = 'scripts' === $setting['kind'] ? $line : sanitize_text_field( $line );
				}
				return array_values( array_unique( $clean ) );
			case 'theme':
				return ThemeValue::clean( $value );
		}
		return $refuse( __( 'a known kind of value', 'uipress' ) );
	}

	/**
	 * The stored option as an array.
	 *
	 * @return array<string, mixed>
	 */
	private static function stored(): array {
		$stored = get_option( StoredData::SETTINGS_OPTION, array() );
		if ( ! is_array( $stored ) ) {
			return array();
		}
		$flat = array();
		foreach ( $stored as $key => $value ) {
			$flat[ (string) $key ] = $value;
		}
		return $flat;
	}
}
