<?php
/**
 * The stored site settings: read, checked, written.
 *
 * @package UiPress
 */

namespace UiPress\Settings;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Google\ServiceAccount;
use UiPress\Lifecycle\StoredData;
use UiPress\Remote\Endpoint;
use UiPress\Remote\EndpointKeys;
use UiPress\Security\Writer;
use UiPress\SignIn\LoginSlug;
use UiPress\SignIn\RedirectRules;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Site settings live in one option (`uipress_settings`), keyed flat by
 * setting; secrets (API keys) in another (`uipress_secrets`, not
 * autoloaded), so nothing that reads or exports the settings can hand a key
 * out. A change is checked whole before anything is written.
 *
 * Settings that need `unfiltered_html` (code, script URLs, endpoints) are
 * guarded on every write of the option, not only here: whoever writes it
 * (options.php, another plugin's update_option(), a web request without a
 * user) and may not post code keeps their stored values. When an
 * endpoint's host changes, the keys sent to it are forgotten
 * (Remote\EndpointKeys), whoever wrote it.
 *
 * @phpstan-import-type Setting from SettingsSchema
 */
final class SiteSettings {

	/**
	 * The option holding the secrets.
	 */
	public const SECRETS_OPTION = StoredData::SECRETS_OPTION;

	/**
	 * Adds the guard of the settings option.
	 */
	public static function register_hooks(): void {
		// sanitize_option runs for add_option() and update_option() alike.
		add_filter( 'sanitize_option_' . StoredData::SETTINGS_OPTION, array( self::class, 'guard_write' ) );
		add_action( 'add_option_' . StoredData::SETTINGS_OPTION, array( self::class, 'after_add' ), 10, 2 );
		add_action( 'update_option_' . StoredData::SETTINGS_OPTION, array( self::class, 'after_update' ), 10, 2 );
	}

	/**
	 * Filter callback for `sanitize_option_uipress_settings`: a writer who
	 * may not post code keeps the stored value of every setting that needs
	 * `unfiltered_html` (see may_change()); copies of an endpoint's keys kept
	 * in this option (before keys had their own) go when its host changes,
	 * unless the same write sets them.
	 *
	 * @param mixed $value The value about to be stored.
	 * @return array<string, mixed>
	 */
	public static function guard_write( $value ): array {
		$stored        = self::stored();
		$value         = self::flat( $value );
		$can_post_code = Writer::current()->can_post_code();
		foreach ( SettingsSchema::settings() as $key => $setting ) {
			if ( self::may_change( $setting, $stored[ $key ] ?? null, $value[ $key ] ?? null, $can_post_code ) ) {
				continue;
			}
			if ( array_key_exists( $key, $stored ) ) {
				$value[ $key ] = $stored[ $key ];
			} else {
				unset( $value[ $key ] );
			}
		}
		foreach ( Endpoint::moved( $stored, $value ) as $endpoint ) {
			foreach ( $endpoint->secrets() as $key ) {
				// A key written along with the new host was entered for it.
				if ( array_key_exists( $key, $stored ) && ( $value[ $key ] ?? null ) === $stored[ $key ] ) {
					unset( $value[ $key ] );
				}
			}
		}
		return $value;
	}

	/**
	 * Action callback for `add_option_uipress_settings`.
	 *
	 * @param mixed $option The option's name.
	 * @param mixed $value  Its value.
	 */
	public static function after_add( $option, $value ): void {
		self::after_update( array(), $value );
	}

	/**
	 * Action callback for `update_option_uipress_settings`: forgets the keys
	 * of every endpoint whose host changed.
	 *
	 * @param mixed $old_value The value before.
	 * @param mixed $value     The value now.
	 */
	public static function after_update( $old_value, $value ): void {
		EndpointKeys::forget( Endpoint::moved( self::flat( $old_value ), self::flat( $value ) ) );
	}

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
		$schema        = SettingsSchema::settings();
		$stored        = self::all();
		$can_post_code = user_can( $user, 'unfiltered_html' );
		$checked       = array();
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
			$clean = self::clean( $setting, $value );
			if ( $clean instanceof WP_Error ) {
				return $clean;
			}
			if ( ! self::may_change( $setting, $stored[ $key ] ?? null, $clean, $can_post_code ) ) {
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
		$changed  = array();
		foreach ( $checked as $key => $clean ) {
			if ( 'secret' === $schema[ $key ]['kind'] ) {
				$changed[ $key ] = $clean;
			} else {
				$settings[ $key ] = $clean;
			}
		}
		// The settings first: a new endpoint host forgets the stored keys, not those sent with it.
		update_option( StoredData::SETTINGS_OPTION, $settings );
		$secrets = get_option( self::SECRETS_OPTION, array() );
		$secrets = array_merge( is_array( $secrets ) ? $secrets : array(), $changed );
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
		$schema   = SettingsSchema::settings();
		foreach ( $schema as $key => $setting ) {
			if ( $setting['group'] === $group ) {
				unset( $settings[ $key ], $secrets[ $key ] );
			}
		}
		// Keys kept for an endpoint of the group but not settings (a refresh token) go too.
		foreach ( Endpoint::all() as $endpoint ) {
			if ( ( $schema[ $endpoint->setting() ]['group'] ?? '' ) === $group ) {
				$secrets = array_diff_key( $secrets, array_flip( $endpoint->secrets() ) );
			}
		}
		update_option( StoredData::SETTINGS_OPTION, $settings );
		update_option( self::SECRETS_OPTION, $secrets, false );
		return true;
	}

	/**
	 * Whether a writer may change a setting from one value to another. Those
	 * that need `unfiltered_html` may be sent unchanged by anyone (so the
	 * rest of the settings can be saved), and an endpoint may be put back
	 * to its default (empty) by anyone: that host is fixed in code, and the
	 * keys entered for the old one are forgotten.
	 *
	 * @param array<string, mixed> $setting       The setting.
	 * @phpstan-param Setting $setting
	 * @param mixed                $before        Its stored value (null when none).
	 * @param mixed                $after         The new value (null when none).
	 * @param bool                 $can_post_code Whether the writer may post unfiltered HTML.
	 */
	private static function may_change( array $setting, $before, $after, bool $can_post_code ): bool {
		if ( $can_post_code || ! SettingsSchema::needs_unfiltered_html( $setting['kind'] ) ) {
			return true;
		}
		$before = $before ?? $setting['default'];
		$after  = $after ?? $setting['default'];
		if ( $before === $after ) {
			return true;
		}
		return 'endpoint' === $setting['kind'] && is_string( $after ) && '' === trim( $after );
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
				// Keys such as '30' are integers in a PHP array: compared as the text they were written as.
				$choices = array_map( 'strval', array_keys( $setting['choices'] ?? array() ) );
				return is_string( $value ) && in_array( $value, $choices, true ) ? $value : $refuse( implode( ', ', $choices ) );
			case 'text':
			case 'secret':
				if ( AnalyticsSettings::GOOGLE_SERVICE_ACCOUNT_KEY === $setting['key'] && is_string( $value ) ) {
					// A JSON file with a multi-line private key: checked whole, not flattened.
					return ServiceAccount::clean( $value );
				}
				return is_string( $value ) ? sanitize_text_field( $value ) : $refuse( __( 'text', 'uipress' ) );
			case 'code':
				return is_string( $value ) ? $value : $refuse( __( 'text', 'uipress' ) );
			case 'media':
			case 'url':
			case 'endpoint':
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
			case 'roles':
			case 'postTypes':
				$roles    = array_keys( $setting['choices'] ?? array() );
				$expected = 'roles' === $setting['kind'] ? __( 'roles of this site', 'uipress' ) : __( 'kinds of content of this site', 'uipress' );
				if ( ! is_array( $value ) ) {
					return $refuse( $expected );
				}
				foreach ( $value as $role ) {
					if ( ! in_array( $role, $roles, true ) ) {
						return $refuse( $expected );
					}
				}
				// In the site's order, each once.
				return array_values( array_filter( $roles, static fn( $role ): bool => in_array( $role, $value, true ) ) );
			case 'theme':
				return ThemeValue::clean( $value );
			case 'redirects':
				return RedirectRules::clean( $value, $setting['key'], $setting['label'] );
			case 'slug':
				return LoginSlug::clean( $value, $setting['key'] );
		}
		return $refuse( __( 'a known kind of value', 'uipress' ) );
	}

	/**
	 * The stored option as an array.
	 *
	 * @return array<string, mixed>
	 */
	private static function stored(): array {
		return self::flat( get_option( StoredData::SETTINGS_OPTION, array() ) );
	}

	/**
	 * A value of the settings option as an array keyed by setting (an object
	 * or a JSON object, as older versions stored it, is read the same way).
	 *
	 * @param mixed $option The option's value.
	 * @return array<string, mixed>
	 */
	public static function flat( $option ): array {
		if ( is_string( $option ) ) {
			$option = json_decode( $option, true );
		}
		if ( is_object( $option ) ) {
			$option = get_object_vars( $option );
		}
		$flat = array();
		foreach ( is_array( $option ) ? $option : array() as $key => $value ) {
			$flat[ (string) $key ] = $value;
		}
		return $flat;
	}
}
