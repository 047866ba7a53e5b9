<?php
/**
 * The metrics and dimensions a source offers the builder's pickers.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * GA4's getMetadata of the chosen property (its custom metrics and
 * dimensions included), or the fixed subset Matomo maps; kept a day per
 * connection fingerprint.
 */
final class Metadata {

	/**
	 * Seconds the metadata is kept.
	 */
	public const TTL = 86400;

	/**
	 * The metadata of a source.
	 *
	 * @param string $source `google` or `matomo`.
	 * @return array{metrics: list<array<string, string>>, dimensions: list<array<string, string>>}|WP_Error
	 */
	public static function of( string $source ) {
		if ( 'matomo' === $source ) {
			return self::matomo();
		}
		$cached = self::cached_google();
		if ( null !== $cached ) {
			return self::with_derived( $cached );
		}
		$property = Connection::google_property();
		if ( 1 !== preg_match( '/^properties\/[0-9]+$/', $property ) ) {
			return new WP_Error( ReportErrors::NOT_CONNECTED, __( 'Choose a Google Analytics property in the settings first.', 'uipress' ), array( 'status' => 409 ) );
		}
		$answer = GoogleData::get( $property . '/metadata' );
		if ( $answer instanceof WP_Error ) {
			return $answer;
		}
		$metadata = array(
			'metrics'    => self::google_items( $answer['metrics'] ?? null, true ),
			'dimensions' => self::google_items( $answer['dimensions'] ?? null, false ),
		);
		ReportCache::set( self::google_cache_name(), $metadata, self::TTL );
		return self::with_derived( $metadata );
	}

	/**
	 * GA4's metadata with the metrics UiPress derives (DerivedMetrics),
	 * which getMetadata does not list.
	 *
	 * @param array{metrics: list<array<string, string>>, dimensions: list<array<string, string>>} $metadata GA4's.
	 * @return array{metrics: list<array<string, string>>, dimensions: list<array<string, string>>}
	 */
	private static function with_derived( array $metadata ): array {
		foreach ( array_keys( DerivedMetrics::GA4 ) as $id ) {
			$metric                = MetricCatalog::metric( $id );
			$metadata['metrics'][] = array(
				'id'       => $id,
				'label'    => $metric['label'],
				'category' => 'UiPress',
				'type'     => $metric['type'],
			);
		}
		return $metadata;
	}

	/**
	 * GA4's own names of the property's metrics and dimensions, by API name,
	 * from the cached metadata only (a report never waits for getMetadata).
	 * A metric outside MetricCatalog is named "Engaged sessions" with it,
	 * not `engagedSessions`.
	 *
	 * @return array{metrics: array<array-key, array<string, string>>, dimensions: array<array-key, array<string, string>>}
	 */
	public static function google_names(): array {
		$cached = self::cached_google() ?? array(
			'metrics'    => array(),
			'dimensions' => array(),
		);
		return array(
			'metrics'    => array_column( $cached['metrics'], null, 'id' ),
			'dimensions' => array_column( $cached['dimensions'], null, 'id' ),
		);
	}

	/**
	 * The cached GA4 metadata of the current connection, if any.
	 *
	 * @return array{metrics: list<array<string, string>>, dimensions: list<array<string, string>>}|null
	 */
	private static function cached_google(): ?array {
		$cached = get_transient( self::google_cache_name() );
		if ( ! is_array( $cached ) || ! is_array( $cached['metrics'] ?? null ) || ! is_array( $cached['dimensions'] ?? null ) ) {
			return null;
		}
		return array(
			'metrics'    => self::string_rows( $cached['metrics'] ),
			'dimensions' => self::string_rows( $cached['dimensions'] ),
		);
	}

	/**
	 * The transient of the GA4 metadata: per connection fingerprint, so
	 * another property never shows this one's custom metrics.
	 */
	private static function google_cache_name(): string {
		return ReportCache::PREFIX . 'meta_' . Connection::fingerprint( 'google' );
	}

	/**
	 * GA4's metrics or dimensions in the route's shape.
	 *
	 * @param mixed $items   getMetadata's list.
	 * @param bool  $metrics Whether these are metrics (they have a type).
	 * @return list<array<string, string>>
	 */
	private static function google_items( $items, bool $metrics ): array {
		$out = array();
		foreach ( is_array( $items ) ? $items : array() as $item ) {
			if ( ! is_array( $item ) || ! is_string( $item['apiName'] ?? null ) || 1 !== preg_match( ReportQuery::NAME_PATTERN, $item['apiName'] ) ) {
				continue;
			}
			$row = array(
				'id'       => $item['apiName'],
				'label'    => is_string( $item['uiName'] ?? null ) ? sanitize_text_field( $item['uiName'] ) : $item['apiName'],
				'category' => is_string( $item['category'] ?? null ) ? sanitize_text_field( $item['category'] ) : '',
			);
			if ( $metrics ) {
				$known       = MetricCatalog::metrics()[ $item['apiName'] ]['type'] ?? null;
				$row['type'] = $known ?? MetricCatalog::type( is_string( $item['type'] ?? null ) ? $item['type'] : '' );
			}
			$out[] = $row;
		}
		return $out;
	}

	/**
	 * The metrics and dimensions Matomo maps.
	 *
	 * @return array{metrics: list<array<string, string>>, dimensions: list<array<string, string>>}
	 */
	private static function matomo(): array {
		$metrics = array();
		foreach ( MatomoReports::metric_ids() as $id ) {
			$metric    = MetricCatalog::metric( $id );
			$metrics[] = array(
				'id'       => $id,
				'label'    => $metric['label'],
				'type'     => $metric['type'],
				'category' => 'Matomo',
			);
		}
		$dimensions = array();
		foreach ( array_values( ReportQuery::TABLE_DIMENSIONS ) as $id ) {
			$dimensions[] = MetricCatalog::dimension( $id ) + array( 'category' => 'Matomo' );
		}
		return array(
			'metrics'    => $metrics,
			'dimensions' => $dimensions,
		);
	}

	/**
	 * Cached rows, each a map of strings.
	 *
	 * @param array<array-key, mixed> $rows Rows.
	 * @return list<array<string, string>>
	 */
	private static function string_rows( array $rows ): array {
		$out = array();
		foreach ( $rows as $row ) {
			if ( is_array( $row ) ) {
				$out[] = array_map( static fn ( $value ): string => is_scalar( $value ) ? (string) $value : '', array_filter( $row, 'is_string', ARRAY_FILTER_USE_KEY ) );
			}
		}
		return $out;
	}
}
