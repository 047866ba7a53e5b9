<?php
/**
 * Reading the GA4 Data API's report answers.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

defined( 'ABSPATH' ) || exit;

/**
 * A RunReportResponse (or RunRealtimeReportResponse) holds its rows as
 * string values under dimensionHeaders and metricHeaders; these read them
 * for Ga4Reports, defensively: an answer missing a part reads as empty.
 */
final class Ga4Answer {

	/**
	 * Durations GA4 may send in other units, to seconds (the answer's `seconds` type).
	 */
	private const TO_SECONDS = array(
		'TYPE_MILLISECONDS' => 0.001,
		'TYPE_MINUTES'      => 60,
		'TYPE_HOURS'        => 3600,
	);

	/**
	 * Country rows (countryId, country, the first metric).
	 *
	 * @param array<array-key, mixed> $answer The answer.
	 * @param string[]                $types  Metric types.
	 * @phpstan-param list<string> $types
	 * @param callable|null           $value  The row's value from its values (default: the first).
	 * @phpstan-param (callable(list<int|float>): (int|float|null))|null $value
	 * @return list<array{countryId: string, country: string, value: int|float|null}>
	 */
	public static function country_rows( array $answer, array $types, ?callable $value = null ): array {
		$id_index   = self::dimension_index( $answer, 'countryId' );
		$name_index = self::dimension_index( $answer, 'country' );
		$rows       = array();
		foreach ( self::rows( $answer ) as $row ) {
			$id = strtoupper( self::dimension_value( $row, $id_index ) );
			if ( 1 === preg_match( '/^[A-Z]{2}$/', $id ) ) {
				$rows[] = array(
					'countryId' => $id,
					'country'   => self::dimension_value( $row, $name_index ),
					'value'     => null === $value ? ( self::values( $row, $types )[0] ?? 0 ) : $value( self::values( $row, $types ) ),
				);
			}
		}
		return $rows;
	}

	/**
	 * The answer's metrics, labelled.
	 *
	 * @param array<array-key, mixed> $answer  The answer.
	 * @param string[]                $metrics Names the block asked for.
	 * @phpstan-param list<string> $metrics
	 * @param string[]|null           $request Names asked of GA4, if not the same (derived metrics).
	 * @phpstan-param list<string>|null $request
	 * @return list<array{id: string, label: string, type: string, currency?: string}>
	 */
	public static function metrics( array $answer, array $metrics, ?array $request = null ): array {
		$request  = $request ?? $metrics;
		$types    = array_combine( $request, self::metric_types( $answer, $request ) );
		$metadata = $answer['metadata'] ?? null;
		$currency = is_array( $metadata ) && is_string( $metadata['currencyCode'] ?? null ) ? $metadata['currencyCode'] : 'USD';
		$named    = Metadata::google_names()['metrics'];
		$labelled = array();
		foreach ( $metrics as $name ) {
			$labelled[] = MetricCatalog::metric( $name, $types[ $name ] ?? '', $currency, $named[ $name ] ?? array() );
		}
		return $labelled;
	}

	/**
	 * GA4's type of each metric asked for (metricHeaders).
	 *
	 * @param array<array-key, mixed> $answer  The answer.
	 * @param string[]                $metrics Names asked for.
	 * @phpstan-param list<string> $metrics
	 * @return list<string>
	 */
	public static function metric_types( array $answer, array $metrics ): array {
		$headers = is_array( $answer['metricHeaders'] ?? null ) ? $answer['metricHeaders'] : array();
		$types   = array();
		foreach ( $metrics as $position => $name ) {
			$header  = $headers[ $position ] ?? null;
			$types[] = is_array( $header ) && is_string( $header['type'] ?? null ) ? $header['type'] : ( 'TYPE_INTEGER' === ( MetricCatalog::metrics()[ $name ]['type'] ?? '' ) ? 'TYPE_INTEGER' : 'TYPE_FLOAT' );
		}
		return $types;
	}

	/**
	 * The answer's rows.
	 *
	 * @param array<array-key, mixed> $answer The answer.
	 * @return list<array<array-key, mixed>>
	 */
	public static function rows( array $answer ): array {
		$rows = is_array( $answer['rows'] ?? null ) ? $answer['rows'] : array();
		return array_values( array_filter( $rows, 'is_array' ) );
	}

	/**
	 * Where a dimension is in the rows.
	 *
	 * @param array<array-key, mixed> $answer The answer.
	 * @param string                  $name   Dimension.
	 */
	public static function dimension_index( array $answer, string $name ): int {
		$headers = is_array( $answer['dimensionHeaders'] ?? null ) ? $answer['dimensionHeaders'] : array();
		foreach ( array_values( $headers ) as $index => $header ) {
			if ( is_array( $header ) && ( $header['name'] ?? null ) === $name ) {
				return $index;
			}
		}
		return -1;
	}

	/**
	 * A row's dimension value.
	 *
	 * @param array<array-key, mixed> $row   The row.
	 * @param int                     $index Position.
	 */
	public static function dimension_value( array $row, int $index ): string {
		$values = is_array( $row['dimensionValues'] ?? null ) ? $row['dimensionValues'] : array();
		$value  = $values[ $index ] ?? null;
		return is_array( $value ) && is_scalar( $value['value'] ?? null ) ? (string) $value['value'] : '';
	}

	/**
	 * Which date range a row belongs to (`date_range_1` → 1).
	 *
	 * @param array<array-key, mixed> $row      The row.
	 * @param int                     $fallback When no dimension names it.
	 */
	public static function range_of( array $row, int $fallback = 0 ): int {
		foreach ( is_array( $row['dimensionValues'] ?? null ) ? $row['dimensionValues'] : array() as $value ) {
			if ( is_array( $value ) && is_string( $value['value'] ?? null ) && 1 === preg_match( '/^date_range_([01])$/', $value['value'], $match ) ) {
				return (int) $match[1];
			}
		}
		return min( 1, max( 0, $fallback ) );
	}

	/**
	 * A row's metric values, as numbers (durations in seconds).
	 *
	 * @param array<array-key, mixed> $row   The row.
	 * @param string[]                $types GA4 types.
	 * @phpstan-param list<string> $types
	 * @return list<int|float>
	 */
	public static function values( array $row, array $types ): array {
		$values = is_array( $row['metricValues'] ?? null ) ? array_values( $row['metricValues'] ) : array();
		$out    = array();
		foreach ( $types as $position => $type ) {
			$value = $values[ $position ] ?? null;
			$raw   = is_array( $value ) && is_numeric( $value['value'] ?? null ) ? $value['value'] : 0;
			$out[] = 'TYPE_INTEGER' === $type ? (int) $raw : (float) $raw * ( self::TO_SECONDS[ $type ] ?? 1 );
		}
		return $out;
	}
}
