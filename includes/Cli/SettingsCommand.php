<?php
/**
 * `wp uipress settings …`.
 *
 * @package UiPress
 */

namespace UiPress\Cli;

use UiPress\Settings\SettingsImport;
use UiPress\Settings\SettingsSchema;
use UiPress\Settings\SiteSettings;
use WP_CLI;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and changes UiPress site settings, and moves them between sites.
 *
 * Values are checked as the settings screen's are (SiteSettings). Settings
 * that hold code or send the site's keys somewhere (CSS, HTML, scripts,
 * provider addresses, redirects, the login address) need a user who may
 * post unfiltered HTML: pass --user=<an administrator>. Secrets (keys) are
 * never printed nor exported.
 *
 * ## EXAMPLES
 *
 *     wp uipress settings get privatePosts
 *     wp uipress settings set privatePosts true
 *     wp uipress settings export > settings.json
 *     wp --user=admin uipress settings import settings.json
 */
final class SettingsCommand {

	/**
	 * Shows one setting, or every setting.
	 *
	 * Secrets show only whether they are set.
	 *
	 * ## OPTIONS
	 *
	 * [<key>]
	 * : The setting, e.g. privatePosts. Without it, every setting.
	 *
	 * [--format=<format>]
	 * : Output format.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 *   - yaml
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress settings get
	 *     wp uipress settings get uipDisabledFor --format=json
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function get( array $args, array $assoc_args ): void {
		$schema = SettingsSchema::settings();
		$format = is_string( $assoc_args['format'] ?? null ) ? $assoc_args['format'] : 'table';
		if ( isset( $args[0] ) ) {
			$key = $args[0];
			if ( ! isset( $schema[ $key ] ) ) {
				/* translators: %s: the setting's name. */
				CliSupport::fail( sprintf( __( '%s is not a UiPress setting.', 'uipress' ), $key ) );
			}
			$value = self::shown( $key, $schema[ $key ]['kind'] );
			WP_CLI::line( 'json' === $format ? (string) wp_json_encode( $value ) : self::text( $value ) );
			return;
		}
		$rows = array();
		foreach ( $schema as $key => $setting ) {
			$value  = self::shown( $key, $setting['kind'] );
			$rows[] = array(
				'key'   => $key,
				'group' => $setting['group'],
				'value' => 'table' === $format || 'csv' === $format ? self::text( $value ) : $value,
			);
		}
		( new \WP_CLI\Formatter( $assoc_args, array( 'key', 'group', 'value' ) ) )->display_items( $rows );
	}

	/**
	 * Changes one setting.
	 *
	 * The value is read as an import file's: true/false for switches, lists
	 * separated by commas; --format=json reads it as JSON (the theme, the
	 * redirect rules).
	 *
	 * ## OPTIONS
	 *
	 * <key>
	 * : The setting.
	 *
	 * <value>
	 * : Its new value.
	 *
	 * [--format=<format>]
	 * : How to read the value.
	 * ---
	 * default: plaintext
	 * options:
	 *   - plaintext
	 *   - json
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress settings set privatePosts true
	 *     wp uipress settings set uipDisabledFor tools.php,options-general.php
	 *     wp --user=admin uipress settings set loginCSS 'body { background: #123; }'
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function set( array $args, array $assoc_args ): void {
		list( $key, $value ) = $args;
		$setting             = SettingsSchema::settings()[ $key ] ?? null;
		if ( null === $setting ) {
			/* translators: %s: the setting's name. */
			CliSupport::fail( sprintf( __( '%s is not a UiPress setting.', 'uipress' ), $key ) );
		}
		$read = $value;
		if ( 'json' === ( $assoc_args['format'] ?? '' ) ) {
			$read = json_decode( $value, true );
			if ( JSON_ERROR_NONE !== json_last_error() ) {
				/* translators: %s: why, e.g. "Syntax error". */
				CliSupport::fail( sprintf( __( 'The value is not valid JSON (%s).', 'uipress' ), json_last_error_msg() ) );
			}
		}
		if ( 'secret' !== $setting['kind'] ) {
			$read = SettingsImport::read( array( $key => $read ) )['settings'][ $key ] ?? $read;
		}
		$saved = SiteSettings::update( array( $key => $read ), wp_get_current_user() );
		if ( $saved instanceof WP_Error ) {
			CliSupport::fail( CliSupport::message( $saved ) );
		}
		/* translators: %s: the setting's name. */
		WP_CLI::success( sprintf( __( 'Saved %s.', 'uipress' ), $key ) );
	}

	/**
	 * Exports the settings as the settings screen's export file.
	 *
	 * Secrets are left out.
	 *
	 * ## OPTIONS
	 *
	 * [--file=<file>]
	 * : Write to this file instead of the standard output.
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress settings export > settings.json
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function export( array $args, array $assoc_args ): void {
		$settings = SiteSettings::all();
		$file     = isset( $assoc_args['file'] ) && is_string( $assoc_args['file'] ) ? $assoc_args['file'] : null;
		ExportJson::write( ExportJson::encode( array() === $settings ? new \stdClass() : $settings ), $file );
		if ( null !== $file ) {
			/* translators: %s: a file path. */
			WP_CLI::success( sprintf( __( 'Exported the settings to %s.', 'uipress' ), $file ) );
		}
	}

	/**
	 * Imports a settings file (this export, or the spec's grouped shape).
	 *
	 * Each setting is checked on its own, as the settings screen's import
	 * does: valid ones are saved, unknown ones reported; any refused one
	 * makes the command fail after the others are saved.
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : The file; `-` reads the standard input.
	 *
	 * [--dry-run]
	 * : Check every setting and say what would be saved; save nothing.
	 *
	 * ## EXAMPLES
	 *
	 *     wp --user=admin uipress settings import settings.json --dry-run
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function import( array $args, array $assoc_args ): void {
		$file = $args[0];
		$text = ExportJson::read( $file );
		ExportJson::decode( $text, $file );
		$data = json_decode( $text, true );
		if ( ! is_array( $data ) || ( array() !== $data && array_is_list( $data ) ) ) {
			CliSupport::fail( __( 'This is not a UiPress settings file: it must be an object of settings.', 'uipress' ) );
		}
		$user = wp_get_current_user();
		if ( isset( $assoc_args['dry-run'] ) ) {
			$read    = SettingsImport::read( $data );
			$valid   = array();
			$refused = array();
			foreach ( $read['settings'] as $key => $value ) {
				$checked = SiteSettings::check( array( $key => $value ), $user );
				if ( $checked instanceof WP_Error ) {
					$refused[ $key ] = CliSupport::message( $checked );
				} else {
					$valid[] = $key;
				}
			}
			self::report( $valid, $read['unknown'], $refused, true );
			return;
		}
		$result = SettingsImport::import( $data, $user );
		if ( $result instanceof WP_Error ) {
			CliSupport::fail( CliSupport::message( $result ) );
		}
		$refused = array();
		foreach ( $result['refused'] as $key => $why ) {
			$refused[ $key ] = CliSupport::message( new WP_Error( str_contains( $why, 'unfiltered HTML' ) ? 'uipress_setting_needs_unfiltered_html' : 'uipress_invalid_setting', $why ) );
		}
		self::report( $result['imported'], $result['unknown'], $refused, false );
	}

	/**
	 * Says what an import saved (or would), what it did not know and what it refused.
	 *
	 * @param string[]              $saved   Settings saved.
	 * @param string[]              $unknown Names that are no setting.
	 * @param array<string, string> $refused Setting → why.
	 * @param bool                  $dry_run Whether nothing was saved.
	 */
	private static function report( array $saved, array $unknown, array $refused, bool $dry_run ): void {
		if ( array() !== $unknown ) {
			/* translators: %s: names in the file, separated by commas. */
			WP_CLI::warning( sprintf( __( 'Not UiPress settings, skipped: %s.', 'uipress' ), implode( ', ', $unknown ) ) );
		}
		$summary = $dry_run
			/* translators: 1: how many settings; 2: their names. */
			? sprintf( _n( 'Dry run: %1$d setting would be saved: %2$s. Nothing was saved.', 'Dry run: %1$d settings would be saved: %2$s. Nothing was saved.', count( $saved ), 'uipress' ), count( $saved ), implode( ', ', $saved ) )
			/* translators: 1: how many settings; 2: their names. */
			: sprintf( _n( 'Imported %1$d setting: %2$s.', 'Imported %1$d settings: %2$s.', count( $saved ), 'uipress' ), count( $saved ), implode( ', ', $saved ) );
		if ( array() === $refused ) {
			WP_CLI::success( $summary );
			return;
		}
		WP_CLI::log( $summary );
		$reasons = array();
		foreach ( $refused as $key => $why ) {
			$reasons[] = $key . ': ' . $why;
		}
		/* translators: %s: each refused setting and why. */
		CliSupport::fail( sprintf( __( 'Refused: %s', 'uipress' ), implode( ' ', $reasons ) ) );
	}

	/**
	 * A setting's value as the command may show it.
	 *
	 * @param string $key  The setting.
	 * @param string $kind Its kind.
	 * @return mixed
	 */
	private static function shown( string $key, string $kind ) {
		if ( 'secret' === $kind ) {
			return ( SiteSettings::secrets_set()[ $key ] ?? false ) ? __( '(set)', 'uipress' ) : __( '(not set)', 'uipress' );
		}
		return SiteSettings::all()[ $key ] ?? null;
	}

	/**
	 * A value as one line of text.
	 *
	 * @param mixed $value The value.
	 */
	private static function text( $value ): string {
		if ( is_bool( $value ) ) {
			return $value ? 'true' : 'false';
		}
		return is_scalar( $value ) ? (string) $value : (string) wp_json_encode( $value, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	}
}
