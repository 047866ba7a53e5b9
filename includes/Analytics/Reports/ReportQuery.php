<?php
/**
 * The normalised request of one analytics block.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

use UiPress\Analytics\AnalyticsSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Built only from the stored block's options and the viewer's range id:
 * nothing else a browser sends reaches a provider. Every name is checked
 * against the API name pattern, lists are capped, and anything invalid
 * falls back to the block's default, so two requests for the same block
 * and range always normalise to the same query (and the same cache key).
 */
final class ReportQuery {

	/**
	 * What a metric or dimension API name looks like.
	 */
	public const NAME_PATTERN = '/^[A-Za-z][A-Za-z0-9_:]{0,99}$/';

	/**
	 * Most metrics one report asks for.
	 */
	public const MAX_METRICS = 10;

	/**
	 * Most dimensions of a custom table.
	 */
	public const MAX_DIMENSIONS = 2;

	/**
	 * The table presets and their dimension.
	 */
	public const TABLE_DIMENSIONS = array(
		'pages'     => 'pagePath',
		'sources'   => 'sessionSource',
		'countries' => 'country',
		'cities'    => 'city',
		'devices'   => 'deviceCategory',
		'events'    => 'eventName',
	);

	/**
	 * The block's module (AnalyticsSettings::MODULE_*).
	 *
	 * @var string
	 */
	public string $module;

	/**
	 * `google` or `matomo`.
	 *
	 * @var string
	 */
	public string $source;

	/**
	 * The dates (DateRanges::resolve()).
	 *
	 * @var array{id: string, start: string, end: string, previousStart: string, previousEnd: string}
	 */
	public array $range;

	/**
	 * Metric API names.
	 *
	 * @var list<string>
	 */
	public array $metrics;

	/**
	 * Dimension API names (tables).
	 *
	 * @var list<string>
	 */
	public array $dimensions;

	/**
	 * The table preset (`pages` … `custom`), '' for other blocks.
	 *
	 * @var string
	 */
	public string $report;

	/**
	 * Whether the chart compares with the previous period.
	 *
	 * @var bool
	 */
	public bool $compare;

	/**
	 * Rows of a table or realtime list.
	 *
	 * @var int
	 */
	public int $row_limit;

	/**
	 * Constructor.
	 *
	 * @param string                                                                                    $module     Module.
	 * @param string                                                                                    $source     Source.
	 * @param array{id: string, start: string, end: string, previousStart: string, previousEnd: string} $range      Dates.
	 * @param string[]                                                                                  $metrics    Metrics.
	 * @phpstan-param list<string> $metrics
	 * @param string[]                                                                                  $dimensions Dimensions.
	 * @phpstan-param list<string> $dimensions
	 * @param string                                                                                    $report     Table preset.
	 * @param bool                                                                                      $compare    Compare.
	 * @param int                                                                                       $row_limit  Rows.
	 */
	private function __construct( string $module, string $source, array $range, array $metrics, array $dimensions, string $report, bool $compare, int $row_limit ) {
		$this->module     = $module;
		$this->source     = $source;
		$this->range      = $range;
		$this->metrics    = $metrics;
		$this->dimensions = $dimensions;
		$this->report     = $report;
		$this->compare    = $compare;
		$this->row_limit  = $row_limit;
	}

	/**
	 * The query of a block.
	 *
	 * @param string                  $module   The block's module.
	 * @param array<array-key, mixed> $options  Its stored options.
	 * @param string                  $range_id The viewer's range (one the block offers; else its default).
	 * @param \DateTimeImmutable|null $today    Today (tests).
	 */
	public static function from_block( string $module, array $options, string $range_id, ?\DateTimeImmutable $today = null ): self {
		$source = 'matomo' === ( $options['source'] ?? null ) ? 'matomo' : 'google';
		if ( AnalyticsSettings::MODULE_REALTIME === $module ) {
			return new self( $module, $source, DateRanges::realtime(), array( 'activeUsers' ), array(), '', false, self::row_limit( $options['rowLimit'] ?? null, 5 ) );
		}

		$offered = array_values( array_intersect( self::names( $options['dateRanges'] ?? null, 10 ), DateRanges::PRESETS ) );
		$offered = array() === $offered ? DateRanges::DEFAULT_OFFERED : $offered;
		$default = is_string( $options['defaultRange'] ?? null ) && in_array( $options['defaultRange'], $offered, true ) ? $options['defaultRange'] : ( in_array( DateRanges::DEFAULT_RANGE, $offered, true ) ? DateRanges::DEFAULT_RANGE : $offered[0] );
		$range   = DateRanges::resolve( in_array( $range_id, $offered, true ) ? $range_id : $default, $today );

		if ( AnalyticsSettings::MODULE_MAP === $module ) {
			$metric = self::names( array( $options['metric'] ?? null ), 1 );
			return new self( $module, $source, $range, array() === $metric ? array( 'activeUsers' ) : $metric, array( 'countryId', 'country' ), '', false, 250 );
		}
		if ( AnalyticsSettings::MODULE_TABLES === $module ) {
			$report     = is_string( $options['report'] ?? null ) && ( isset( self::TABLE_DIMENSIONS[ $options['report'] ] ) || 'custom' === $options['report'] ) ? $options['report'] : 'pages';
			$dimensions = 'custom' === $report ? self::names( $options['dimensions'] ?? null, self::MAX_DIMENSIONS ) : array( self::TABLE_DIMENSIONS[ $report ] );
			if ( array() === $dimensions ) {
				$report     = 'pages';
				$dimensions = array( self::TABLE_DIMENSIONS['pages'] );
			}
			$metrics = self::names( $options['metrics'] ?? null, self::MAX_METRICS );
			// A derived metric asks GA4 for its parts: keep the request within GA4's limit.
			$over = count( DerivedMetrics::ga4_request( $metrics ) ) - self::MAX_METRICS;
			while ( $over > 0 ) {
				array_pop( $metrics );
				$over = count( DerivedMetrics::ga4_request( $metrics ) ) - self::MAX_METRICS;
			}
			return new self( $module, $source, $range, array() === $metrics ? self::table_metrics( $report ) : $metrics, $dimensions, $report, false, self::row_limit( $options['rowLimit'] ?? null, 10 ) );
		}
		$metrics = self::names( $options['metrics'] ?? null, 2 );
		return new self( AnalyticsSettings::MODULE_CHART, $source, $range, array() === $metrics ? array( 'activeUsers' ) : $metrics, array( 'date' ), '', false !== ( $options['compare'] ?? true ), 0 );
	}

	/**
	 * The default metrics of a table preset.
	 *
	 * @param string $report The preset.
	 * @return list<string>
	 */
	public static function table_metrics( string $report ): array {
		switch ( $report ) {
			case 'pages':
				return array( 'screenPageViews', 'activeUsers' );
			case 'events':
				return array( 'eventCount', 'totalUsers' );
			default:
				return array( 'activeUsers', 'sessions' );
		}
	}

	/**
	 * Whether this is a realtime report (cached a minute, not an hour).
	 */
	public function is_realtime(): bool {
		return AnalyticsSettings::MODULE_REALTIME === $this->module;
	}

	/**
	 * Everything that makes the answer, for the cache key.
	 *
	 * @return array<string, mixed>
	 */
	public function normalised(): array {
		return array(
			'module'     => $this->module,
			'source'     => $this->source,
			'range'      => $this->range,
			'metrics'    => $this->metrics,
			'dimensions' => $this->dimensions,
			'report'     => $this->report,
			'compare'    => $this->compare,
			'rowLimit'   => $this->row_limit,
		);
	}

	/**
	 * The valid, distinct API names of a list, at most $max.
	 *
	 * @param mixed $value The option's value.
	 * @param int   $max   Most names kept.
	 * @return list<string>
	 */
	private static function names( $value, int $max ): array {
		$names = array();
		foreach ( is_array( $value ) ? $value : array() as $name ) {
			if ( is_string( $name ) && 1 === preg_match( self::NAME_PATTERN, $name ) && ! in_array( $name, $names, true ) ) {
				$names[] = $name;
			}
		}
		return array_slice( $names, 0, $max );
	}

	/**
	 * A row limit between 1 and 100.
	 *
	 * @param mixed $value   The option's value.
	 * @param int   $default When it is not a number.
	 */
	private static function row_limit( $value, int $default ): int {
		return is_numeric( $value ) ? max( 1, min( 100, (int) $value ) ) : $default;
	}
}
