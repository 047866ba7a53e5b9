<?php
/**
 * A file a CSV download writes.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * What CsvDownload streams: a file name and the rows, written in batches to
 * the response body.
 */
interface CsvDocument {

	/**
	 * The download's file name.
	 */
	public function filename(): string;

	/**
	 * Writes the file.
	 *
	 * @param resource $out Where to write.
	 */
	public function write( $out ): void;
}
