<?php
/**
 * The analytics blocks' reports from the GA4 Data API.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

use UiPress\Analytics\AnalyticsSettings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the runReport / runRealtimeReport bodies of each block kind and
 * maps Google's answers to the report shapes (docs/ANALYTICS.md): days the
 * answer skips count 0, the previous period is a second date range (GA4
 * then adds the `dateRange` dimension), totals come from
 * metricAggregations TOTAL.
 */
final class Ga4Reports {

	/**
	 * Most rows asked of a day-by-day report (two ranges of up to 92 days).
	 */
	private const DAY_ROWS = 1000;

	/**
	 * The report of a query.
	 *
	 * @param ReportQuery $query The query.
	 * @return array{report: array<string, mixed>, notice?: string}|WP_Error
	 */
	public static function run( ReportQuery $query ) {
		$property = Connection::google_property();
		if ( 1 !== preg_match( '/^properties\/[0-9]+$/', $property ) ) {
			return new WP_Error( ReportErrors::NOT_CONNECTED, __( 'Choose a Google Analytics property in the settings first.', 'uipress' ), array( 'status' => 409 ) );
		}
		switch ( $query->module ) {
			case AnalyticsSettings::MODULE_CHART:
				$report = self::timeseries( $property, $query );
				break;
			case AnalyticsSettings::MODULE_MAP:
				$report = self::countries( $property, $query );
				break;
			case AnalyticsSettings::MODULE_REALTIME:
				$report = self::realtime( $property, $query );
				break;
			default:
				$report = self::table( $property, $query );
		}
		return $report instanceof WP_Error ? $report : array( 'report' => $report );
	}

	/**
	 * A chart's metrics day by day, with the previous period.
	 *
	 * @param string      $property The property.
	 * @param ReportQuery $query    The query.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function timeseries( string $property, ReportQuery $query ) {
		$range  = $query->range;
		$ranges = array(
			array(
				'startDate' => $range['start'],
				'endDate'   => $range['end'],
			),
		);
		if ( $query->compare ) {
			$ranges[] = array(
				'startDate' => $range['previousStart'],
				'endDate'   => $range['previousEnd'],
			);
		}
		$request = DerivedMetrics::ga4_request( $query->metrics );
		$answer  = GoogleData::post(
			$property . ':runReport',
			array(
				'dateRanges'         => $ranges,
				'dimensions'         => array( array( 'name' => 'date' ) ),
				'metrics'            => self::metric_list( $request ),
				'metricAggregations' => array( 'TOTAL' ),
				'keepEmptyRows'      => true,
				'limit'              => self::DAY_ROWS,
			)
		);
		if ( $answer instanceof WP_Error ) {
			return $answer;
		}
		$types      = Ga4Answer::metric_types( $answer, $request );
		$date_index = Ga4Answer::dimension_index( $answer, 'date' );
		$by_range   = array( array(), array() );
		foreach ( Ga4Answer::rows( $answer ) as $row ) {
			$date = Ga4Answer::dimension_value( $row, $date_index );
			if ( 1 === preg_match( '/^(\d{4})(\d{2})(\d{2})$/', $date, $parts ) ) {
				$by_range[ Ga4Answer::range_of( $row ) ][ "$parts[1]-$parts[2]-$parts[3]" ] = Ga4Answer::values( $row, $types );
			}
		}
		$totals = array( null, null );
		foreach ( is_array( $answer['totals'] ?? null ) ? $answer['totals'] : array() as $position => $row ) {
			if ( is_array( $row ) ) {
				$totals[ Ga4Answer::range_of( $row, (int) $position ) ] = Ga4Answer::values( $row, $types );
			}
		}
		$points   = self::points( $by_range[0], $range['start'], $range['end'], count( $request ) );
		$previous = $query->compare ? self::points( $by_range[1], $range['previousStart'], $range['previousEnd'], count( $request ) ) : array();
		// Derived metrics are divided after summing their parts, never summed themselves.
		$metrics = $query->metrics;
		return array(
			'kind'           => 'timeseries',
			'metrics'        => Ga4Answer::metrics( $answer, $metrics, $request ),
			'points'         => self::asked_points( $metrics, $request, $points ),
			'previous'       => self::asked_points( $metrics, $request, $previous ),
			'totals'         => DerivedMetrics::ga4_values( $metrics, $request, $totals[0] ?? self::sum( $points, count( $request ) ) ),
			'previousTotals' => $query->compare ? DerivedMetrics::ga4_values( $metrics, $request, $totals[1] ?? self::sum( $previous, count( $request ) ) ) : null,
		);
	}

	/**
	 * A metric by country.
	 *
	 * @param string      $property The property.
	 * @param ReportQuery $query    The query.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function countries( string $property, ReportQuery $query ) {
		$request = DerivedMetrics::ga4_request( $query->metrics );
		$answer  = GoogleData::post( $property . ':runReport', self::top_body( $query, $request, array( 'countryId', 'country' ), $query->row_limit ) );
		if ( $answer instanceof WP_Error ) {
			return $answer;
		}
		$types   = Ga4Answer::metric_types( $answer, $request );
		$metrics = Ga4Answer::metrics( $answer, $query->metrics, $request );
		/**
		 * The map's value of a row (a derived metric divided).
		 *
		 * @param list<int|float> $values Values in the request's order.
		 * @return int|float
		 */
		$value = static fn ( array $values ) => DerivedMetrics::ga4_values( $query->metrics, $request, $values )[0] ?? 0;
		return array(
			'kind'   => 'countries',
			'metric' => $metrics[0],
			'rows'   => self::largest_first( Ga4Answer::country_rows( $answer, $types, $value ), $query, 'value' ),
		);
	}

	/**
	 * A top list.
	 *
	 * @param string      $property The property.
	 * @param ReportQuery $query    The query.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function table( string $property, ReportQuery $query ) {
		$request = DerivedMetrics::ga4_request( $query->metrics );
		$answer  = GoogleData::post( $property . ':runReport', self::top_body( $query, $request, $query->dimensions, $query->row_limit ) );
		if ( $answer instanceof WP_Error ) {
			return $answer;
		}
		$types   = Ga4Answer::metric_types( $answer, $request );
		$indexes = array_map( static fn ( string $name ): int => Ga4Answer::dimension_index( $answer, $name ), $query->dimensions );
		$rows    = array();
		foreach ( Ga4Answer::rows( $answer ) as $row ) {
			$rows[] = array(
				'dimensions' => array_map( static fn ( int $index ): string => Ga4Answer::dimension_value( $row, $index ), $indexes ),
				'values'     => DerivedMetrics::ga4_values( $query->metrics, $request, Ga4Answer::values( $row, $types ) ),
			);
		}
		$rows  = self::largest_first( $rows, $query, 'values' );
		$named = Metadata::google_names()['dimensions'];
		return array(
			'kind'       => 'table',
			'dimensions' => array_map( static fn ( string $id ): array => MetricCatalog::dimension( $id, $named[ $id ]['label'] ?? '' ), $query->dimensions ),
			'metrics'    => Ga4Answer::metrics( $answer, $query->metrics, $request ),
			'rows'       => $rows,
		);
	}

	/**
	 * Active users of the last 30 minutes, by page and by country.
	 *
	 * @param string      $property The property.
	 * @param ReportQuery $query    The query.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function realtime( string $property, ReportQuery $query ) {
		$path    = $property . ':runRealtimeReport';
		$metrics = self::metric_list( array( 'activeUsers' ) );
		$total   = GoogleData::post( $path, array( 'metrics' => $metrics ) );
		if ( $total instanceof WP_Error ) {
			return $total;
		}
		$pages = GoogleData::post( $path, self::realtime_body( array( 'unifiedScreenName' ), $query->row_limit ) );
		if ( $pages instanceof WP_Error ) {
			return $pages;
		}
		$countries = GoogleData::post( $path, self::realtime_body( array( 'countryId', 'country' ), $query->row_limit ) );
		if ( $countries instanceof WP_Error ) {
			return $countries;
		}
		$types = array( 'TYPE_INTEGER' );
		$rows  = Ga4Answer::rows( $total );
		$list  = array();
		foreach ( Ga4Answer::rows( $pages ) as $row ) {
			$list[] = array(
				'name'  => Ga4Answer::dimension_value( $row, 0 ),
				'value' => (int) ( Ga4Answer::values( $row, $types )[0] ?? 0 ),
			);
		}
		return array(
			'kind'        => 'realtime',
			'activeUsers' => array() === $rows ? 0 : (int) ( Ga4Answer::values( $rows[0], $types )[0] ?? 0 ),
			'pages'       => $list,
			'countries'   => Ga4Answer::country_rows( $countries, $types ),
		);
	}

	/**
	 * The body of a top list: the first metric, largest first (a derived
	 * one by its first part; largest_first() sorts by the ratio).
	 *
	 * @param ReportQuery $query      The query.
	 * @param string[]    $request    Metrics asked of GA4 (DerivedMetrics::ga4_request()).
	 * @phpstan-param list<string> $request
	 * @param string[]    $dimensions Dimensions.
	 * @phpstan-param list<string> $dimensions
	 * @param int         $limit      Rows.
	 * @return array<string, mixed>
	 */
	private static function top_body( ReportQuery $query, array $request, array $dimensions, int $limit ): array {
		return array(
			'dateRanges' => array(
				array(
					'startDate' => $query->range['start'],
					'endDate'   => $query->range['end'],
				),
			),
			'dimensions' => array_map( static fn ( string $name ): array => array( 'name' => $name ), $dimensions ),
			'metrics'    => self::metric_list( $request ),
			'orderBys'   => array( self::order_by( DerivedMetrics::GA4[ $query->metrics[0] ][0] ?? $query->metrics[0] ) ),
			'limit'      => $limit,
		);
	}

	/**
	 * Rows largest first by a derived first metric (GA4 sorted them by its
	 * first part); other lists keep GA4's order.
	 *
	 * @template T of array<string, mixed>
	 * @param array[]     $rows  Rows.
	 * @phpstan-param list<T> $rows
	 * @param ReportQuery $query The query.
	 * @param string      $key   Where a row holds its value: `value`, or `values` (the first).
	 * @return list<T>
	 */
	private static function largest_first( array $rows, ReportQuery $query, string $key ): array {
		if ( ! isset( DerivedMetrics::GA4[ $query->metrics[0] ] ) ) {
			return $rows;
		}
		$first = static fn ( array $row ) => is_array( $row[ $key ] ) ? ( $row[ $key ][0] ?? 0 ) : $row[ $key ];
		usort( $rows, static fn ( array $a, array $b ): int => $first( $b ) <=> $first( $a ) );
		return $rows;
	}

	/**
	 * The body of a realtime breakdown.
	 *
	 * @param string[] $dimensions Dimensions.
	 * @phpstan-param list<string> $dimensions
	 * @param int      $limit      Rows.
	 * @return array<string, mixed>
	 */
	private static function realtime_body( array $dimensions, int $limit ): array {
		return array(
			'dimensions' => array_map( static fn ( string $name ): array => array( 'name' => $name ), $dimensions ),
			'metrics'    => self::metric_list( array( 'activeUsers' ) ),
			'orderBys'   => array( self::order_by( 'activeUsers' ) ),
			'limit'      => $limit,
		);
	}

	/**
	 * Largest first by a metric.
	 *
	 * @param string $metric The metric.
	 * @return array<string, mixed>
	 */
	private static function order_by( string $metric ): array {
		return array(
			'metric' => array( 'metricName' => $metric ),
			'desc'   => true,
		);
	}

	/**
	 * The request's metric list.
	 *
	 * @param string[] $metrics Names.
	 * @phpstan-param list<string> $metrics
	 * @return list<array{name: string}>
	 */
	private static function metric_list( array $metrics ): array {
		return array_map( static fn ( string $name ): array => array( 'name' => $name ), $metrics );
	}

	/**
	 * Every day of a range, 0 where the answer has no row.
	 *
	 * @param array<string, list<int|float>> $by_day Values by day.
	 * @param string                         $start  First day.
	 * @param string                         $end    Last day.
	 * @param int                            $count  Metrics.
	 * @return list<array{date: string, values: list<int|float>}>
	 */
	private static function points( array $by_day, string $start, string $end, int $count ): array {
		$points = array();
		foreach ( DateRanges::days( $start, $end ) as $day ) {
			$points[] = array(
				'date'   => $day,
				'values' => $by_day[ $day ] ?? array_fill( 0, $count, 0 ),
			);
		}
		return $points;
	}

	/**
	 * Points with the values of the metrics asked for (derived ones divided).
	 *
	 * @param string[] $metrics Metrics the block asked for.
	 * @phpstan-param list<string> $metrics
	 * @param string[] $request Metrics asked of GA4.
	 * @phpstan-param list<string> $request
	 * @param array[]  $points  Points in the request's order.
	 * @phpstan-param list<array{date: string, values: list<int|float>}> $points
	 * @return list<array{date: string, values: list<int|float|null>}>
	 */
	private static function asked_points( array $metrics, array $request, array $points ): array {
		return array_map(
			static fn ( array $point ): array => array(
				'date'   => $point['date'],
				'values' => DerivedMetrics::ga4_values( $metrics, $request, $point['values'] ),
			),
			$points
		);
	}

	/**
	 * Totals summed from the points (when Google sends none).
	 *
	 * @param array[] $points Points.
	 * @phpstan-param list<array{date: string, values: list<int|float>}> $points
	 * @param int     $count  Metrics.
	 * @return list<int|float>
	 */
	private static function sum( array $points, int $count ): array {
		$totals = array_fill( 0, $count, 0 );
		foreach ( $points as $point ) {
			foreach ( $point['values'] as $position => $value ) {
				$totals[ $position ] += $value;
			}
		}
		return array_values( $totals );
	}
}
