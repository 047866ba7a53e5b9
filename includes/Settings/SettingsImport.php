<?php
/**
 * Reads a settings file: this plugin's export, or the spec's grouped shape.
 *
 * @package UiPress
 */

namespace UiPress\Settings;

use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A settings file becomes the settings it names, each checked on its own:
 * what is valid is saved, what is unknown or refused is reported, so one
 * stray key never costs the rest of a file (docs/SETTINGS.md, "Import").
 *
 * Accepted shapes:
 * - flat, as exported: `{ "globalLogo": "…", "privatePosts": true }`;
 * - grouped by the spec's groups (advanced, whiteLabel, theme, login,
 *   postsPages, media, plugins, general, extensions) or by this plugin's
 *   groups: `{ "postsPages": { "privatePosts": true } }`;
 * - values in the spec's shapes: `uipDisabledFor` and the other lists as
 *   comma-separated text, images as `{ url }`, the theme as a list of
 *   variables (`{ name, value, darkValue }`), booleans as "true"/"false".
 *
 * @phpstan-import-type Setting from SettingsSchema
 * @phpstan-type ImportResult array{imported: list<string>, unknown: list<string>, refused: array<string, string>}
 */
final class SettingsImport {

	/**
	 * The spec's groups of site settings; any group of ours is accepted too.
	 */
	public const SPEC_GROUPS = array( 'advanced', 'whiteLabel', 'theme', 'login', 'postsPages', 'media', 'plugins', 'general', 'extensions' );

	/**
	 * Imports a file's settings for a user.
	 *
	 * @param array<mixed> $file The decoded file.
	 * @param WP_User      $user Who imports it (code settings need unfiltered_html).
	 * @return ImportResult|WP_Error What was saved, unknown and refused; an error when nothing could be read.
	 */
	public static function import( array $file, WP_User $user ) {
		$read    = self::read( $file );
		$valid   = array();
		$refused = array();
		foreach ( $read['settings'] as $key => $value ) {
			$checked = SiteSettings::check( array( $key => $value ), $user );
			if ( $checked instanceof WP_Error ) {
				$refused[ $key ] = $checked->get_error_message();
			} else {
				$valid[ $key ] = $value;
			}
		}
		if ( array() === $valid && array() === $refused ) {
			return new WP_Error(
				'uipress_settings_import_empty',
				__( 'This file holds no UiPress settings.', 'uipress' ),
				array(
					'status'  => 400,
					'unknown' => $read['unknown'],
				)
			);
		}
		if ( array() !== $valid ) {
			$saved = SiteSettings::update( $valid, $user );
			if ( $saved instanceof WP_Error ) {
				return $saved;
			}
		}
		return array(
			'imported' => array_keys( $valid ),
			'unknown'  => $read['unknown'],
			'refused'  => $refused,
		);
	}

	/**
	 * The settings a file names, in this plugin's keys and shapes, and the
	 * names it holds that are no setting (as `group.key` when grouped).
	 * Keys are never imported: an export has none, and a file is no way to
	 * hand one over.
	 *
	 * @param array<mixed> $file The decoded file.
	 * @return array{settings: array<string, mixed>, unknown: list<string>}
	 */
	public static function read( array $file ): array {
		$schema   = SettingsSchema::settings();
		$groups   = array_merge( self::SPEC_GROUPS, array_keys( SettingsSchema::groups() ) );
		$settings = array();
		$unknown  = array();
		foreach ( $file as $name => $value ) {
			$name = (string) $name;
			if ( self::is_group( $name, $value, $schema, $groups ) ) {
				foreach ( (array) $value as $key => $inner ) {
					self::take( $name . '.', (string) $key, $inner, $schema, $settings, $unknown );
				}
				continue;
			}
			self::take( '', $name, $value, $schema, $settings, $unknown );
		}
		return array(
			'settings' => $settings,
			'unknown'  => $unknown,
		);
	}

	/**
	 * Whether a top-level entry is a group of settings. `theme` is both a
	 * group and a setting: it is the setting when it holds colours
	 * (`--uip-…` keys, or the spec's list of variables).
	 *
	 * @param string                 $name   The entry's name.
	 * @param mixed                  $value  Its value.
	 * @param array<string, Setting> $schema The settings.
	 * @param string[]               $groups The group names.
	 */
	private static function is_group( string $name, $value, array $schema, array $groups ): bool {
		if ( ! is_array( $value ) || ! in_array( $name, $groups, true ) || array_is_list( $value ) ) {
			return false;
		}
		if ( ! isset( $schema[ $name ] ) ) {
			return true;
		}
		foreach ( array_keys( $value ) as $key ) {
			if ( isset( $schema[ (string) $key ] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Adds one entry: a setting in our shape, or an unknown name.
	 *
	 * @param string                 $prefix   `group.` when grouped.
	 * @param string                 $key      The entry's key.
	 * @param mixed                  $value    Its value.
	 * @param array<string, Setting> $schema   The settings.
	 * @param array<string, mixed>   $settings The settings read so far.
	 * @param string[]               $unknown  The unknown names so far.
	 * @phpstan-param list<string>     $unknown
	 */
	private static function take( string $prefix, string $key, $value, array $schema, array &$settings, array &$unknown ): void {
		$setting = $schema[ $key ] ?? null;
		if ( null === $setting || 'secret' === $setting['kind'] ) {
			$unknown[] = $prefix . $key;
			return;
		}
		$settings[ $key ] = self::value( $setting, $value );
	}

	/**
	 * A value in the shape this plugin stores; SiteSettings::check() judges it.
	 *
	 * @param array<string, mixed> $setting The setting.
	 * @param mixed                $value   The file's value.
	 * @phpstan-param Setting      $setting
	 * @return mixed
	 */
	private static function value( array $setting, $value ) {
		switch ( $setting['kind'] ) {
			case 'boolean':
				if ( 'true' === $value || 'false' === $value ) {
					return 'true' === $value;
				}
				return $value;
			case 'list':
			case 'scripts':
				if ( is_string( $value ) ) {
					$lines = preg_split( '/[,\n]/', $value );
					return array_values( array_filter( array_map( 'trim', false === $lines ? array() : $lines ), static fn( string $line ): bool => '' !== $line ) );
				}
				return $value;
			case 'media':
				return is_array( $value ) && isset( $value['url'] ) ? $value['url'] : $value;
			case 'theme':
				return is_array( $value ) && array_is_list( $value ) ? self::theme_from_variables( $value ) : $value;
			default:
				return $value;
		}
	}

	/**
	 * The spec's list of theme variables as our map of changes.
	 *
	 * @param array<mixed> $variables `{ name, value, darkValue }` items.
	 * @return array<string, array<string, mixed>>
	 */
	private static function theme_from_variables( array $variables ): array {
		$theme = array();
		foreach ( $variables as $variable ) {
			if ( ! is_array( $variable ) || ! isset( $variable['name'] ) || ! is_string( $variable['name'] ) ) {
				continue;
			}
			$change = array();
			foreach ( array( 'value', 'darkValue' ) as $field ) {
				if ( isset( $variable[ $field ] ) && is_string( $variable[ $field ] ) && '' !== $variable[ $field ] ) {
					$change[ $field ] = $variable[ $field ];
				}
			}
			if ( array() !== $change ) {
				$theme[ $variable['name'] ] = $change;
			}
		}
		return $theme;
	}
}
