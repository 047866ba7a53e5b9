<?php
/**
 * Export files as the builder writes them, and reading files to import.
 *
 * @package UiPress
 */

namespace UiPress\Cli;

use UiPress\Templates\JsonTree;
use WP_CLI;

defined( 'ABSPATH' ) || exit;

/**
 * The builder, the menu creator and the settings screen download
 * `JSON.stringify( data, null, 2 )`; the commands write the same text
 * (two-space indent, slashes and non-ASCII characters as they are), so a
 * file made by either is the same file.
 */
final class ExportJson {

	/**
	 * The JSON text of an export, ending with a newline.
	 *
	 * @param mixed $data What to write (stdClass for an empty object).
	 */
	public static function encode( $data ): string {
		$json = wp_json_encode( $data, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS );
		if ( false === $json ) {
			CliSupport::fail( __( 'The export cannot be encoded as JSON.', 'uipress' ) );
		}
		// PHP indents by four spaces; strings hold no raw line breaks, so every leading run is indentation.
		$json = (string) preg_replace_callback( '/^(?: {4})+/m', static fn( array $match ): string => str_repeat( '  ', intdiv( strlen( $match[0] ), 4 ) ), (string) $json );
		return $json . "\n";
	}

	/**
	 * Writes an export to a file, or to standard output.
	 *
	 * @param string      $json The text.
	 * @param string|null $file A path, or null for standard output.
	 */
	public static function write( string $json, ?string $file ): void {
		if ( null === $file || '' === $file || '-' === $file ) {
			fwrite( STDOUT, $json ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- the command's output.
			return;
		}
		if ( false === file_put_contents( $file, $json ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a local file named on the command line.
			/* translators: %s: a file path. */
			CliSupport::fail( sprintf( __( 'Cannot write %s.', 'uipress' ), $file ) );
		}
	}

	/**
	 * The text of a file to import (`-` reads standard input).
	 *
	 * @param string $file The path.
	 */
	public static function read( string $file ): string {
		if ( '-' !== $file && ( ! is_file( $file ) || ! is_readable( $file ) ) ) {
			/* translators: %s: a file path. */
			CliSupport::fail( sprintf( __( 'Cannot read %s: no such file.', 'uipress' ), $file ) );
		}
		$text = '-' === $file ? stream_get_contents( STDIN ) : file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file named on the command line.
		if ( ! is_string( $text ) ) {
			/* translators: %s: a file path. */
			CliSupport::fail( sprintf( __( 'Cannot read %s.', 'uipress' ), $file ) );
		}
		return $text;
	}

	/**
	 * The decoded text of a file to import, empty objects kept as objects.
	 *
	 * @param string $text The file's text.
	 * @param string $file Its name, for the message.
	 * @return mixed
	 */
	public static function decode( string $text, string $file ) {
		$empty = '' === trim( $text );
		json_decode( $text );
		if ( $empty || JSON_ERROR_NONE !== json_last_error() ) {
			CliSupport::fail(
				sprintf(
					/* translators: 1: a file path; 2: why, e.g. "Syntax error". */
					__( '%1$s is not valid JSON (%2$s).', 'uipress' ),
					$file,
					$empty ? __( 'the file is empty', 'uipress' ) : json_last_error_msg()
				)
			);
		}
		return JsonTree::decode( $text );
	}
}
