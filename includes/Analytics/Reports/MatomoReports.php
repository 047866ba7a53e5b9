<?php
/**
 * The analytics blocks' reports from Matomo.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

use UiPress\Analytics\AnalyticsSettings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The same report shapes as Ga4Reports, from Matomo's Reporting API. The
 * blocks name GA4 metrics; Matomo serves the subset of SERIES (charts) and
 * ROW_FIELDS (lists). A metric Matomo lacks reads null, with a notice.
 */
final class MatomoReports {

	/**
	 * Chart metrics: the API method and the fields read (the first present).
	 */
	private const SERIES = array(
		'activeUsers'            => array( 'VisitsSummary.get', array( 'nb_uniq_visitors', 'nb_visits' ) ),
		'totalUsers'             => array( 'VisitsSummary.get', array( 'nb_uniq_visitors', 'nb_visits' ) ),
		'sessions'               => array( 'VisitsSummary.get', array( 'nb_visits' ) ),
		'engagementRate'         => array( 'VisitsSummary.get', array( 'bounce_rate' ) ),
		'averageSessionDuration' => array( 'VisitsSummary.get', array( 'avg_time_on_site' ) ),
		'averageEngagementTime'  => array( 'VisitsSummary.get', DerivedMetrics::MATOMO['averageEngagementTime'] ),
		'screenPageViews'        => array( 'Actions.get', array( 'nb_pageviews' ) ),
		'newUsers'               => array( 'VisitFrequency.get', array( 'nb_visits_new' ) ),
		'keyEvents'              => array( 'Goals.get', array( 'nb_conversions' ) ),
		'purchaseRevenue'        => array( 'Goals.get', array( 'revenue' ) ),
	);

	/**
	 * List metrics: the row fields read (the first present).
	 */
	private const ROW_FIELDS = array(
		'activeUsers'     => array( 'nb_uniq_visitors', 'sum_daily_nb_uniq_visitors', 'nb_visits' ),
		'totalUsers'      => array( 'nb_uniq_visitors', 'sum_daily_nb_uniq_visitors', 'nb_visits' ),
		'sessions'        => array( 'nb_visits' ),
		'screenPageViews' => array( 'nb_hits', 'nb_pageviews', 'nb_actions' ),
		'eventCount'      => array( 'nb_events' ),
		'keyEvents'       => array( 'nb_conversions' ),
	);

	/**
	 * The list method of each table preset.
	 */
	private const TABLE_METHODS = array(
		'pages'     => array( 'Actions.getPageUrls', array( 'flat' => '1' ) ),
		'sources'   => array( 'Referrers.getAll', array() ),
		'countries' => array( 'UserCountry.getCountry', array() ),
		'cities'    => array( 'UserCountry.getCity', array() ),
		'devices'   => array( 'DevicesDetection.getType', array() ),
		'events'    => array( 'Events.getName', array() ),
	);

	/**
	 * The GA4 metrics Matomo serves (for the builder's pickers).
	 *
	 * @return list<string>
	 */
	public static function metric_ids(): array {
		return array_values( array_unique( array_merge( array_keys( self::SERIES ), array_keys( self::ROW_FIELDS ) ) ) );
	}

	/**
	 * The report of a query.
	 *
	 * @param ReportQuery $query The query.
	 * @return array{report: array<string, mixed>, notice?: string}|WP_Error
	 */
	public static function run( ReportQuery $query ) {
		switch ( $query->module ) {
			case AnalyticsSettings::MODULE_CHART:
				$report = self::timeseries( $query );
				break;
			case AnalyticsSettings::MODULE_MAP:
				$report = self::countries( $query );
				break;
			case AnalyticsSettings::MODULE_REALTIME:
				$report = MatomoRealtime::report( $query->row_limit );
				break;
			default:
				$report = self::table( $query );
		}
		if ( $report instanceof WP_Error ) {
			return $report;
		}
		$lacking = is_array( $report['lacking'] ) ? array_filter( $report['lacking'], 'is_string' ) : array();
		unset( $report['lacking'] );
		$answer = array( 'report' => $report );
		if ( array() !== $lacking ) {
			/* translators: %s: metric or report names, comma separated. */
			$answer['notice'] = sprintf( __( 'Matomo has no data for: %s.', 'uipress' ), implode( ', ', $lacking ) );
		}
		return $answer;
	}

	/**
	 * A chart's metrics day by day, with the previous period.
	 *
	 * @param ReportQuery $query The query.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function timeseries( ReportQuery $query ) {
		$range   = $query->range;
		$periods = array( array( $range['start'], $range['end'] ) );
		if ( $query->compare ) {
			$periods[] = array( $range['previousStart'], $range['previousEnd'] );
		}
		$lacking = array_values( array_diff( $query->metrics, array_keys( self::SERIES ) ) );
		$methods = array_values( array_unique( array_map( static fn ( string $metric ): string => self::SERIES[ $metric ][0], array_diff( $query->metrics, $lacking ) ) ) );
		$series  = array();
		$totals  = array();
		foreach ( $periods as $position => $period ) {
			$date  = $period[0] . ',' . $period[1];
			$days  = array();
			$total = array();
			foreach ( $methods as $method ) {
				$daily = MatomoApi::call(
					$method,
					array(
						'period' => 'day',
						'date'   => $date,
					)
				);
				$whole = $daily instanceof WP_Error ? $daily : MatomoApi::call(
					$method,
					array(
						'period' => 'range',
						'date'   => $date,
					)
				);
				if ( $whole instanceof WP_Error ) {
					return $whole;
				}
				foreach ( is_array( $daily ) ? $daily : array() as $day => $values ) {
					$days[ $method ][ (string) $day ] = is_array( $values ) ? $values : array();
				}
				$total[ $method ] = $whole;
			}
			$points = array();
			foreach ( DateRanges::days( $period[0], $period[1] ) as $day ) {
				$points[] = array(
					'date'   => $day,
					'values' => array_map( static fn ( string $metric ) => self::series_value( $metric, $days, $day ), $query->metrics ),
				);
			}
			$series[ $position ] = $points;
			$totals[ $position ] = array_map( static fn ( string $metric ) => self::series_value( $metric, array_map( static fn ( $row ) => array( 'range' => $row ), $total ), 'range' ), $query->metrics );
		}
		return array(
			'kind'           => 'timeseries',
			'metrics'        => self::metrics( $query->metrics ),
			'points'         => $series[0],
			'previous'       => $series[1] ?? array(),
			'totals'         => $totals[0],
			'previousTotals' => $totals[1] ?? null,
			'lacking'        => $lacking,
		);
	}

	/**
	 * A metric by country.
	 *
	 * @param ReportQuery $query The query.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function countries( ReportQuery $query ) {
		$metric  = $query->metrics[0];
		$lacking = isset( self::ROW_FIELDS[ $metric ] ) ? array() : array( $metric );
		$rows    = array();
		if ( array() === $lacking ) {
			$answer = MatomoApi::call( 'UserCountry.getCountry', self::range_params( $query, $query->row_limit ) );
			if ( $answer instanceof WP_Error ) {
				return $answer;
			}
			foreach ( self::sorted_rows( $answer, $metric ) as $row ) {
				$code = strtoupper( is_string( $row['code'] ?? null ) ? $row['code'] : '' );
				if ( 1 === preg_match( '/^[A-Z]{2}$/', $code ) ) {
					$rows[] = array(
						'countryId' => $code,
						'country'   => self::label( $row ),
						'value'     => self::row_value( $metric, $row ) ?? 0,
					);
				}
			}
		}
		return array(
			'kind'    => 'countries',
			'metric'  => MetricCatalog::metric( $metric ),
			'rows'    => $rows,
			'lacking' => $lacking,
		);
	}

	/**
	 * A top list (presets only: Matomo has no custom dimension pairs).
	 *
	 * @param ReportQuery $query The query.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function table( ReportQuery $query ) {
		$rows    = array();
		$lacking = array_values( array_diff( $query->metrics, array_keys( self::ROW_FIELDS ) ) );
		$method  = self::TABLE_METHODS[ $query->report ] ?? null;
		if ( null === $method ) {
			$lacking[] = implode( ' + ', $query->dimensions );
		} else {
			$answer = MatomoApi::call( $method[0], $method[1] + self::range_params( $query, 0 ) );
			if ( $answer instanceof WP_Error ) {
				return $answer;
			}
			foreach ( array_slice( self::sorted_rows( $answer, $query->metrics[0] ), 0, $query->row_limit ) as $row ) {
				$rows[] = array(
					'dimensions' => array( self::label( $row ) ),
					'values'     => array_map( static fn ( string $metric ) => self::row_value( $metric, $row ), $query->metrics ),
				);
			}
		}
		return array(
			'kind'       => 'table',
			'dimensions' => array_map( array( MetricCatalog::class, 'dimension' ), $query->dimensions ),
			'metrics'    => self::metrics( $query->metrics ),
			'rows'       => $rows,
			'lacking'    => $lacking,
		);
	}

	/**
	 * The range of a list: `period=range&date=start,end`.
	 *
	 * @param ReportQuery $query The query.
	 * @param int         $limit Rows (0: Matomo's default).
	 * @return array<string, string>
	 */
	private static function range_params( ReportQuery $query, int $limit ): array {
		$params = array(
			'period' => 'range',
			'date'   => $query->range['start'] . ',' . $query->range['end'],
		);
		if ( $limit > 0 ) {
			$params['filter_limit'] = (string) $limit;
		}
		return $params;
	}

	/**
	 * A list's rows, largest first by a metric.
	 *
	 * @param array<array-key, mixed> $answer Matomo's list.
	 * @param string                  $metric The metric.
	 * @return list<array<array-key, mixed>>
	 */
	private static function sorted_rows( array $answer, string $metric ): array {
		$rows = array_values( array_filter( $answer, 'is_array' ) );
		usort( $rows, static fn ( array $a, array $b ): int => ( self::row_value( $metric, $b ) ?? 0 ) <=> ( self::row_value( $metric, $a ) ?? 0 ) );
		return $rows;
	}

	/**
	 * A row's label.
	 *
	 * @param array<array-key, mixed> $row The row.
	 */
	private static function label( array $row ): string {
		return is_scalar( $row['label'] ?? null ) ? (string) $row['label'] : '';
	}

	/**
	 * A list metric's value in a row (null: Matomo lacks it).
	 *
	 * @param string                  $metric The metric.
	 * @param array<array-key, mixed> $row    The row.
	 * @return int|float|null
	 */
	private static function row_value( string $metric, array $row ) {
		foreach ( self::ROW_FIELDS[ $metric ] ?? array() as $field ) {
			if ( is_numeric( $row[ $field ] ?? null ) ) {
				return 0 + $row[ $field ];
			}
		}
		return isset( self::ROW_FIELDS[ $metric ] ) ? 0 : null;
	}

	/**
	 * A chart metric's value on a day (null: Matomo lacks it).
	 *
	 * @param string                                                $metric The metric.
	 * @param array<string, array<string, array<array-key, mixed>>> $days   Method → day → values.
	 * @param string                                                $day    The day.
	 * @return int|float|null
	 */
	private static function series_value( string $metric, array $days, string $day ) {
		$source = self::SERIES[ $metric ] ?? null;
		if ( null === $source ) {
			return null;
		}
		$values = $days[ $source[0] ][ $day ] ?? array();
		if ( isset( DerivedMetrics::MATOMO[ $metric ] ) ) {
			return DerivedMetrics::matomo_value( $metric, $values );
		}
		foreach ( $source[1] as $field ) {
			$value = $values[ $field ] ?? null;
			if ( 'bounce_rate' === $field && is_scalar( $value ) ) {
				// Matomo writes "45%"; engagement is its complement.
				return round( 1 - (float) rtrim( (string) $value, '%' ) / 100, 4 );
			}
			if ( is_numeric( $value ) ) {
				return 0 + $value;
			}
		}
		return 'bounce_rate' === $source[1][0] ? 0.0 : 0;
	}

	/**
	 * The answer's metrics, labelled.
	 *
	 * @param string[] $metrics Names.
	 * @phpstan-param list<string> $metrics
	 * @return list<array{id: string, label: string, type: string, currency?: string}>
	 */
	private static function metrics( array $metrics ): array {
		return array_map( static fn ( string $metric ): array => MetricCatalog::metric( $metric ), $metrics );
	}
}
