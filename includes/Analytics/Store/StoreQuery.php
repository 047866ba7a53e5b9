<?php
/**
 * The normalised request of one store analytics block.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

use DateTimeImmutable;
use UiPress\Analytics\Reports\DateRanges;

defined( 'ABSPATH' ) || exit;

/**
 * Built from the stored block's options and what its viewer may pick (the
 * range, the chart's interval, the top list's sort and page), each checked
 * against its list and falling back to the block's choice, so the same
 * block and picks always normalise to the same query and cache key.
 */
final class StoreQuery {

	/** Most pages of a top list a viewer may ask for. */
	public const MAX_PAGE = 1000;

	/**
	 * The block's module (StoreSettings::MODULE_*).
	 *
	 * @var string
	 */
	public string $module;

	/**
	 * The dates (DateRanges::resolve(); `today` for the KPI strip and recent orders).
	 *
	 * @var array{id: string, start: string, end: string, previousStart: string, previousEnd: string}
	 */
	public array $range;

	/**
	 * Metric ids: the chart's or the KPI strip's; the map's one; a top list's sort metric.
	 *
	 * @var list<string>
	 */
	public array $metrics;

	/**
	 * The chart's interval.
	 *
	 * @var string
	 */
	public string $interval = 'day';

	/**
	 * Whether the chart compares with the previous period.
	 *
	 * @var bool
	 */
	public bool $compare = false;

	/**
	 * A top list's report: `products` or `categories`.
	 *
	 * @var string
	 */
	public string $report = '';

	/**
	 * A top list's sort direction.
	 *
	 * @var string
	 */
	public string $order = 'desc';

	/**
	 * A top list's page (1-based).
	 *
	 * @var int
	 */
	public int $page = 1;

	/**
	 * Rows of a top list page or of recent orders.
	 *
	 * @var int
	 */
	public int $row_limit = 10;

	/**
	 * The KPI strip's periods.
	 *
	 * @var list<string>
	 */
	public array $periods = array();

	/**
	 * Constructor.
	 *
	 * @param string                                                                                    $module  Module.
	 * @param array{id: string, start: string, end: string, previousStart: string, previousEnd: string} $range   Dates.
	 * @param string[]                                                                                  $metrics Metrics.
	 * @phpstan-param list<string> $metrics
	 */
	private function __construct( string $module, array $range, array $metrics ) {
		$this->module  = $module;
		$this->range   = $range;
		$this->metrics = $metrics;
	}

	/**
	 * The query of a block.
	 *
	 * @param string                  $module  The block's module (one of StoreSettings::modules()).
	 * @param array<array-key, mixed> $options Its stored options.
	 * @param array<string, mixed>    $picks   The viewer's `range`, `interval`, `orderby`, `order`, `page`.
	 * @param DateTimeImmutable|null  $today   Today (tests).
	 */
	public static function from_block( string $module, array $options, array $picks, ?DateTimeImmutable $today = null ): self {
		switch ( $module ) {
			case StoreSettings::MODULE_KPIS:
				$query          = new self( $module, self::today( $today ), self::ids( $options['metrics'] ?? null, StoreSettings::REVENUE_METRICS, 4, array( 'net_revenue', 'orders_count', 'avg_order_value' ) ) );
				$query->periods = array_values( array_intersect( StoreSettings::KPI_PERIODS, self::ids( $options['periods'] ?? null, StoreSettings::KPI_PERIODS, 3, StoreSettings::KPI_PERIODS ) ) );
				return $query;
			case StoreSettings::MODULE_RECENT_ORDERS:
				$query            = new self( $module, self::today( $today ), array() );
				$query->row_limit = self::bounded( $options['rowLimit'] ?? null, 1, 50, 10 );
				return $query;
			case StoreSettings::MODULE_TOP_ITEMS:
				$orderby          = self::choice( $picks['orderby'] ?? null, StoreSettings::ITEM_METRICS, self::choice( $options['orderby'] ?? null, StoreSettings::ITEM_METRICS, 'net_revenue' ) );
				$query            = new self( $module, self::range( $options, $picks, $today ), array( $orderby ) );
				$query->report    = self::choice( $options['report'] ?? null, array( 'products', 'categories' ), 'products' );
				$query->order     = self::choice( $picks['order'] ?? null, array( 'asc', 'desc' ), 'desc' );
				$query->page      = self::bounded( $picks['page'] ?? null, 1, self::MAX_PAGE, 1 );
				$query->row_limit = self::bounded( $options['perPage'] ?? null, 1, 50, 10 );
				return $query;
			case StoreSettings::MODULE_ORDERS_MAP:
				return new self( $module, self::range( $options, $picks, $today ), array( self::choice( $options['metric'] ?? null, StoreSettings::MAP_METRICS, 'orders_count' ) ) );
			default:
				$query           = new self( StoreSettings::MODULE_REVENUE, self::range( $options, $picks, $today ), self::ids( $options['metrics'] ?? null, StoreSettings::REVENUE_METRICS, 2, array( 'net_revenue' ) ) );
				$query->interval = self::choice( $picks['interval'] ?? null, StoreSettings::INTERVALS, self::choice( $options['interval'] ?? null, StoreSettings::INTERVALS, 'day' ) );
				$query->compare  = false !== ( $options['compare'] ?? true );
				return $query;
		}
	}

	/**
	 * Whether this is the recent orders list (kept a minute, not an hour).
	 */
	public function is_recent_orders(): bool {
		return StoreSettings::MODULE_RECENT_ORDERS === $this->module;
	}

	/**
	 * Whether WooCommerce's report data store keeps this answer's only
	 * query already (the top lists: one query, cached under WooCommerce's
	 * analytics version), so a copy of UiPress's would only add its writes
	 * to the first request.
	 */
	public function is_kept_by_woocommerce(): bool {
		return StoreSettings::MODULE_TOP_ITEMS === $this->module;
	}

	/**
	 * Everything that makes the answer, for the cache key.
	 *
	 * @return array<string, mixed>
	 */
	public function normalised(): array {
		return array(
			'module'   => $this->module,
			'range'    => $this->range,
			'metrics'  => $this->metrics,
			'interval' => $this->interval,
			'compare'  => $this->compare,
			'report'   => $this->report,
			'order'    => $this->order,
			'page'     => $this->page,
			'rowLimit' => $this->row_limit,
			'periods'  => $this->periods,
		);
	}

	/**
	 * The range the viewer picked among those the block offers, else the block's default.
	 *
	 * @param array<array-key, mixed> $options The block's options.
	 * @param array<string, mixed>    $picks   The viewer's picks.
	 * @param DateTimeImmutable|null  $today   Today (tests).
	 * @return array{id: string, start: string, end: string, previousStart: string, previousEnd: string}
	 */
	private static function range( array $options, array $picks, ?DateTimeImmutable $today ): array {
		$offered = self::ids( $options['dateRanges'] ?? null, DateRanges::PRESETS, count( DateRanges::PRESETS ), DateRanges::DEFAULT_OFFERED );
		$default = self::choice( $options['defaultRange'] ?? null, $offered, in_array( DateRanges::DEFAULT_RANGE, $offered, true ) ? DateRanges::DEFAULT_RANGE : $offered[0] );
		return DateRanges::resolve( self::choice( $picks['range'] ?? null, $offered, $default ), $today );
	}

	/**
	 * Today against yesterday, in the site's time zone.
	 *
	 * @param DateTimeImmutable|null $today Today (tests).
	 * @return array{id: string, start: string, end: string, previousStart: string, previousEnd: string}
	 */
	private static function today( ?DateTimeImmutable $today ): array {
		$day       = ( $today ?? new DateTimeImmutable( 'now', wp_timezone() ) )->setTime( 0, 0 );
		$yesterday = $day->modify( '-1 day' )->format( 'Y-m-d' );
		return array(
			'id'            => 'today',
			'start'         => $day->format( 'Y-m-d' ),
			'end'           => $day->format( 'Y-m-d' ),
			'previousStart' => $yesterday,
			'previousEnd'   => $yesterday,
		);
	}

	/**
	 * The distinct ids of a list that are allowed, at most $max; $fallback when none is.
	 *
	 * @param mixed    $value    The option's value.
	 * @param string[] $allowed  Allowed ids.
	 * @phpstan-param list<string> $allowed
	 * @param int      $max      Most ids kept.
	 * @param string[] $fallback When none is valid.
	 * @phpstan-param non-empty-list<string> $fallback
	 * @return non-empty-list<string>
	 */
	private static function ids( $value, array $allowed, int $max, array $fallback ): array {
		$ids = array();
		foreach ( is_array( $value ) ? $value : array() as $id ) {
			if ( is_string( $id ) && in_array( $id, $allowed, true ) && ! in_array( $id, $ids, true ) ) {
				$ids[] = $id;
			}
		}
		$ids = array_slice( $ids, 0, $max );
		return array() === $ids ? $fallback : $ids;
	}

	/**
	 * A value among allowed ones, else the fallback.
	 *
	 * @param mixed    $value    The value.
	 * @param string[] $allowed  Allowed values.
	 * @param string   $fallback Otherwise.
	 */
	private static function choice( $value, array $allowed, string $fallback ): string {
		return is_string( $value ) && in_array( $value, $allowed, true ) ? $value : $fallback;
	}

	/**
	 * A whole number between $min and $max, else the fallback.
	 *
	 * @param mixed $value    The value.
	 * @param int   $min      Least.
	 * @param int   $max      Most.
	 * @param int   $fallback When it is not a number.
	 */
	private static function bounded( $value, int $min, int $max, int $fallback ): int {
		return is_numeric( $value ) ? max( $min, min( $max, (int) $value ) ) : $fallback;
	}
}
