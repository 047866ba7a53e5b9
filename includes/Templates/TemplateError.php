<?php
/**
 * Errors a template write is refused with.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the WP_Error responses of a refused template write. Each names the
 * offending path of the `uipress` field in its message and in `data.path`.
 */
final class TemplateError {

	/**
	 * The field or its block tree is malformed (HTTP 400).
	 */
	public const INVALID = 'uipress_invalid_template';

	/**
	 * Custom CSS or JavaScript changed by a user without unfiltered_html (HTTP 403).
	 */
	public const UNFILTERED_HTML_REQUIRED = 'uipress_unfiltered_html_required';

	/**
	 * A malformed field or tree.
	 *
	 * @param string $message Translated message that names the path.
	 * @param string $path    Path inside the field, e.g. 'content[0].content[2]'.
	 */
	public static function invalid( string $message, string $path ): WP_Error {
		return new WP_Error(
			self::INVALID,
			$message,
			array(
				'status' => 400,
				'path'   => $path,
			)
		);
	}

	/**
	 * Custom code changed without the unfiltered_html capability.
	 *
	 * @param string $path Path of the code, e.g. 'content[1].settings.advanced.options.js'.
	 */
	public static function unfiltered_html_required( string $path ): WP_Error {
		return new WP_Error(
			self::UNFILTERED_HTML_REQUIRED,
			sprintf(
				/* translators: %s: path of the custom CSS or JavaScript in the template, e.g. content[0].settings.advanced.options.css */
				__( '%s can only be changed by users who may post unfiltered HTML', 'uipress' ),
				$path
			),
			array(
				'status' => 403,
				'path'   => $path,
			)
		);
	}
}
