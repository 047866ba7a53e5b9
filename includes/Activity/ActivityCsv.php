<?php
/**
 * The activity log as a CSV file.
 *
 * @package UiPress
 */

namespace UiPress\Activity;

use UiPress\Rest\CsvDocument;

defined( 'ABSPATH' ) || exit;

/**
 * Writes every row matching the filters, newest first, 500 at a time (one
 * keyset query each, memory flat whatever the log's size): date (ISO UTC),
 * user, user id, action, action label, object type, object id, object,
 * changes ("field: before → after; …"), IP address. The header row is
 * translated; a cell starting with = + - @ (or a tab or carriage return)
 * gets a leading ' so spreadsheets show it instead of running it; a UTF-8
 * byte order mark starts the file, which Excel needs for accents.
 */
final class ActivityCsv implements CsvDocument {

	/**
	 * Rows a batch.
	 */
	public const BATCH = 500;

	/**
	 * The filters.
	 *
	 * @var ActivityFilters
	 */
	private ActivityFilters $filters;

	/**
	 * Constructor.
	 *
	 * @param ActivityFilters $filters The filters.
	 */
	public function __construct( ActivityFilters $filters ) {
		$this->filters = $filters;
	}

	/**
	 * The download's file name.
	 */
	public function filename(): string {
		return 'activity-' . gmdate( 'Y-m-d' ) . '.csv';
	}

	/**
	 * Writes the file.
	 *
	 * @param resource $out Where to write (php://output when served).
	 */
	public function write( $out ): void {
		fwrite( $out, "\xEF\xBB\xBF" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a stream, not a file on disk.
		self::put(
			$out,
			array(
				__( 'Date (UTC)', 'uipress' ),
				__( 'User', 'uipress' ),
				__( 'User ID', 'uipress' ),
				__( 'Action', 'uipress' ),
				__( 'Action label', 'uipress' ),
				__( 'Object type', 'uipress' ),
				__( 'Object ID', 'uipress' ),
				__( 'Object', 'uipress' ),
				__( 'Changes', 'uipress' ),
				__( 'IP address', 'uipress' ),
			)
		);
		$query = new ActivityQuery( $this->filters );
		$last  = 0;
		do {
			$rows = $query->batch( $last, self::BATCH );
			foreach ( ActivityRows::format( $rows ) as $row ) {
				self::put(
					$out,
					array(
						$row['date'],
						$row['user']['name'],
						(string) $row['user']['id'],
						$row['action'],
						$row['actionLabel'],
						$row['objectType'],
						$row['objectId'],
						$row['objectName'],
						self::changes( $row['changes'] ),
						$row['ip'],
					)
				);
				$last = $row['id'];
			}
			if ( 0 === ob_get_level() ) {
				flush();
			}
			$got = count( $rows );
		} while ( self::BATCH === $got );
	}

	/**
	 * Changes as one cell.
	 *
	 * @param list<array{field: string, label: string, before: mixed, after: mixed}> $changes The changes.
	 */
	private static function changes( array $changes ): string {
		$parts = array();
		foreach ( $changes as $change ) {
			$parts[] = $change['label'] . ': ' . self::value( $change['before'] ) . ' → ' . self::value( $change['after'] );
		}
		return implode( '; ', $parts );
	}

	/**
	 * A change's value as text.
	 *
	 * @param mixed $value The value.
	 */
	private static function value( $value ): string {
		if ( null === $value ) {
			return '—';
		}
		if ( is_bool( $value ) ) {
			return $value ? 'true' : 'false';
		}
		if ( is_scalar( $value ) ) {
			return (string) $value;
		}
		if ( is_array( $value ) && array_is_list( $value ) ) {
			return implode( ', ', array_map( array( self::class, 'value' ), $value ) );
		}
		return (string) wp_json_encode( $value );
	}

	/**
	 * Writes a line, cells that a spreadsheet would run as formulas quoted.
	 *
	 * @param resource $out   The stream.
	 * @param string[] $cells The cells.
	 */
	private static function put( $out, array $cells ): void {
		$safe = array_map( static fn( string $cell ): string => 1 === preg_match( '/^[=+\-@\t\r]/', $cell ) ? "'" . $cell : $cell, $cells );
		fputcsv( $out, $safe, ',', '"', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fputcsv -- a stream, not a file on disk.
	}
}
