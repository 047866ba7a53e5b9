<?php
/**
 * Tests for the analytics reports' date ranges and normalised queries.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Analytics;

use DateTimeImmutable;
use DateTimeZone;
use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Reports\DateRanges;
use UiPress\Analytics\Reports\DerivedMetrics;
use UiPress\Analytics\Reports\ReportQuery;
use UiPress\Tests\TestCase;

/**
 * The presets end yesterday (thisMonth today) with an equal previous
 * period; a query is built from the stored options only, with every name
 * checked and every list capped, so junk falls back to the defaults.
 */
final class ReportQueryTest extends TestCase {

	/**
	 * A fixed today.
	 */
	private static function today(): DateTimeImmutable {
		return new DateTimeImmutable( '2026-03-15 10:00', new DateTimeZone( 'UTC' ) );
	}

	/**
	 * Every preset's dates and previous period.
	 */
	public function test_presets_end_yesterday_with_an_equal_previous_period(): void {
		$expected = array(
			'last7'     => array( '2026-03-08', '2026-03-14', '2026-03-01', '2026-03-07' ),
			'last28'    => array( '2026-02-15', '2026-03-14', '2026-01-18', '2026-02-14' ),
			'last90'    => array( '2025-12-15', '2026-03-14', '2025-09-16', '2025-12-14' ),
			'thisMonth' => array( '2026-03-01', '2026-03-15', '2026-02-14', '2026-02-28' ),
			'lastMonth' => array( '2026-02-01', '2026-02-28', '2026-01-04', '2026-01-31' ),
		);
		foreach ( $expected as $id => $dates ) {
			$range = DateRanges::resolve( $id, self::today() );
			$this->assertSame( array( $id, ...$dates ), array_values( $range ), $id );
			$this->assertCount(
				count( DateRanges::days( $range['start'], $range['end'] ) ),
				DateRanges::days( $range['previousStart'], $range['previousEnd'] ),
				$id
			);
		}
		$this->assertSame( 'last28', DateRanges::resolve( 'yesterday-ish', self::today() )['id'] );
	}

	/**
	 * Today is the site's (Kiritimati, UTC+14, is a day ahead of UTC for most of the day).
	 */
	public function test_today_is_the_site_s(): void {
		update_option( 'timezone_string', 'Pacific/Kiritimati' );
		$site_today = ( new DateTimeImmutable( 'now', new DateTimeZone( 'Pacific/Kiritimati' ) ) )->format( 'Y-m-d' );
		$this->assertSame( $site_today, DateRanges::resolve( 'thisMonth' )['end'] );
		update_option( 'timezone_string', '' );
	}

	/**
	 * The viewer's range counts only when the block offers it.
	 */
	public function test_the_viewer_picks_only_among_the_block_s_ranges(): void {
		$options = array(
			'dateRanges'   => array( 'last7', 'thisMonth' ),
			'defaultRange' => 'thisMonth',
		);
		$this->assertSame( 'last7', ReportQuery::from_block( AnalyticsSettings::MODULE_CHART, $options, 'last7', self::today() )->range['id'] );
		$this->assertSame( 'thisMonth', ReportQuery::from_block( AnalyticsSettings::MODULE_CHART, $options, 'last90', self::today() )->range['id'] );
		$this->assertSame( 'thisMonth', ReportQuery::from_block( AnalyticsSettings::MODULE_CHART, $options, '', self::today() )->range['id'] );
		$this->assertSame( 'last28', ReportQuery::from_block( AnalyticsSettings::MODULE_CHART, array(), 'lastMonth', self::today() )->range['id'] );
	}

	/**
	 * Names must look like API names; lists are capped; limits clamped.
	 */
	public function test_names_are_checked_and_lists_capped(): void {
		$chart = ReportQuery::from_block(
			AnalyticsSettings::MODULE_CHART,
			array(
				'metrics' => array( 'sessions', 'bad name', 'x;drop', 'sessions', 'newUsers', 'keyEvents' ),
				'compare' => false,
			),
			'',
			self::today()
		);
		$this->assertSame( array( 'sessions', 'newUsers' ), $chart->metrics );
		$this->assertFalse( $chart->compare );

		$table = ReportQuery::from_block(
			AnalyticsSettings::MODULE_TABLES,
			array(
				'report'     => 'custom',
				'dimensions' => array( 'city', 'country', 'deviceCategory' ),
				'metrics'    => array_map( static fn ( int $n ): string => 'metric' . $n, range( 1, 12 ) ),
				'rowLimit'   => 500,
			),
			'',
			self::today()
		);
		$this->assertSame( array( 'city', 'country' ), $table->dimensions );
		$this->assertCount( ReportQuery::MAX_METRICS, $table->metrics );
		$this->assertSame( 100, $table->row_limit );
		$this->assertSame( 1, ReportQuery::from_block( AnalyticsSettings::MODULE_TABLES, array( 'rowLimit' => -3 ), '', self::today() )->row_limit );

		// A derived metric's two parts count against GA4's ten.
		$derived = ReportQuery::from_block(
			AnalyticsSettings::MODULE_TABLES,
			array( 'metrics' => array_merge( array( 'averageEngagementTime' ), array_map( static fn ( int $n ): string => 'metric' . $n, range( 1, 9 ) ) ) ),
			'',
			self::today()
		);
		$this->assertCount( 9, $derived->metrics );
		$this->assertSame( 'averageEngagementTime', $derived->metrics[0] );
		$this->assertCount( ReportQuery::MAX_METRICS, DerivedMetrics::ga4_request( $derived->metrics ) );
	}

	/**
	 * Each block kind's defaults.
	 */
	public function test_defaults_of_each_block(): void {
		$chart = ReportQuery::from_block( AnalyticsSettings::MODULE_CHART, array(), '', self::today() );
		$this->assertSame( array( 'activeUsers' ), $chart->metrics );
		$this->assertTrue( $chart->compare );
		$this->assertSame( 'google', $chart->source );

		$map = ReportQuery::from_block( AnalyticsSettings::MODULE_MAP, array( 'metric' => 'sessions' ), '', self::today() );
		$this->assertSame( array( 'sessions' ), $map->metrics );

		$pages = ReportQuery::from_block( AnalyticsSettings::MODULE_TABLES, array( 'source' => 'matomo' ), '', self::today() );
		$this->assertSame( array( 'pagePath' ), $pages->dimensions );
		$this->assertSame( array( 'screenPageViews', 'activeUsers' ), $pages->metrics );
		$this->assertSame( 10, $pages->row_limit );
		$this->assertSame( 'matomo', $pages->source );

		$events = ReportQuery::from_block( AnalyticsSettings::MODULE_TABLES, array( 'report' => 'events' ), '', self::today() );
		$this->assertSame( array( 'eventCount', 'totalUsers' ), $events->metrics );
		$custom = ReportQuery::from_block( AnalyticsSettings::MODULE_TABLES, array( 'report' => 'custom' ), '', self::today() );
		$this->assertSame( 'pages', $custom->report, 'A custom table without dimensions is the pages table.' );

		$realtime = ReportQuery::from_block( AnalyticsSettings::MODULE_REALTIME, array(), 'last90', self::today() );
		$this->assertSame( 'realtime', $realtime->range['id'] );
		$this->assertSame( 5, $realtime->row_limit );
		$this->assertTrue( $realtime->is_realtime() );
	}

	/**
	 * The same block and range make the same query.
	 */
	public function test_equal_requests_normalise_alike(): void {
		$a = ReportQuery::from_block( AnalyticsSettings::MODULE_CHART, array( 'metrics' => array( 'sessions' ) ), 'last7', self::today() );
		$b = ReportQuery::from_block(
			AnalyticsSettings::MODULE_CHART,
			array(
				'metrics'    => array( 'sessions', 'not valid' ),
				'unknownKey' => 'ignored',
			),
			'last7',
			self::today()
		);
		$this->assertSame( $a->normalised(), $b->normalised() );
	}
}
