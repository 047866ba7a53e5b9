<?php
/**
 * Tests for GET uipress/v1/analytics/report against the fake Matomo.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Analytics;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Reports\DateRanges;

/**
 * The same report shapes from Matomo's Reporting API, with the fake's
 * numbers (the fake Google's data mapped to Matomo's fields); metrics
 * Matomo lacks read null with a notice; the token travels in the POST body
 * only; a failure falls back on the last good copy like Google's.
 */
final class ReportMatomoTest extends ReportTestCase {

	/**
	 * Every analytics block reads Matomo.
	 *
	 * @param array<string, mixed> $options Options over `source: matomo`.
	 * @return array<string, mixed>
	 */
	private static function matomo_block( array $options = array() ): array {
		return array_merge( array( 'source' => 'matomo' ), $options );
	}

	/**
	 * The chart: day by day with the previous period and totals; engagement from the bounce rate; a missing metric null.
	 */
	public function test_chart_matches_the_data_and_names_what_matomo_lacks(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_CHART => self::matomo_block( array( 'metrics' => array( 'activeUsers', 'userEngagementDuration' ) ) ) ) );
		$range                   = DateRanges::resolve( 'last7' );

		$answer = $this->answer( $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ], array( 'range' => 'last7' ) ) );
		$this->assertSame( 'matomo', $answer['source'] );
		$this->assertIsString( $answer['notice'] );
		$this->assertStringContainsString( 'userEngagementDuration', $answer['notice'] );
		$report   = $answer['report'];
		$expected = $this->expected(
			sprintf(
				'(() => { const series = ( start, end ) => data.days( start, end ).map( ( date ) => ( { date, values: [ data.dailyValue( "activeUsers", date ), null ] } ) ); return { points: series( %1$s, %2$s ), previous: series( %3$s, %4$s ), totals: [ data.rangeValue( "activeUsers", %1$s, %2$s ), null ], previousTotals: [ data.rangeValue( "activeUsers", %3$s, %4$s ), null ] }; })()',
				wp_json_encode( $range['start'] ),
				wp_json_encode( $range['end'] ),
				wp_json_encode( $range['previousStart'] ),
				wp_json_encode( $range['previousEnd'] )
			)
		);
		$this->assertIsArray( $report );
		$this->assertIsArray( $expected );
		$this->assertSame( 'timeseries', $report['kind'] );
		foreach ( array( 'points', 'previous', 'totals', 'previousTotals' ) as $field ) {
			$this->assertSame( $expected[ $field ], $report[ $field ], $field );
		}

		// The token in the POST body, never in the URL.
		foreach ( $this->matomo()->requests() as $sent ) {
			$this->assertSame( 'POST', $sent['method'] );
			$this->assertArrayNotHasKey( 'token_auth', $sent['query'] );
			$this->assertStringNotContainsString( FakeAnalytics::MATOMO_TOKEN, $sent['url'] );
			$this->assertStringContainsString( 'token_auth=' . FakeAnalytics::MATOMO_TOKEN, $sent['body'] );
		}
		$this->assertNoSecret( $this->json( $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ], array( 'range' => 'last7' ) ) ) );
	}

	/**
	 * Engagement rate is the complement of Matomo's bounce rate.
	 */
	public function test_engagement_rate_is_one_minus_the_bounce_rate(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard(
			array(
				AnalyticsSettings::MODULE_CHART => self::matomo_block(
					array(
						'metrics' => array( 'engagementRate' ),
						'compare' => false,
					)
				),
			)
		);
		$range                   = DateRanges::resolve( 'last7' );
		$report                  = $this->report_of( $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ], array( 'range' => 'last7' ) ) );
		$expected                = $this->expected(
			sprintf(
				'( ( rows ) => Math.round( ( 1 - ( rows[0].values[1] - rows[0].values[0] ) / rows[0].values[1] ) * 1000 ) / 1000 )( data.report( { metrics: [ "engagedSessions", "sessions" ], start: %s, end: %s } ) )',
				wp_json_encode( $range['start'] ),
				wp_json_encode( $range['end'] )
			)
		);
		$this->assertIsNumeric( $expected );
		$this->assertEqualsWithDelta( $expected, $this->value_at( $report, 'totals.0' ), 0.001 );
		$this->assertSame( 'percent', $this->value_at( $report, 'metrics.0.type' ) );
	}

	/**
	 * The map and the top pages.
	 */
	public function test_map_and_table_match_the_data(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard(
			array(
				AnalyticsSettings::MODULE_MAP    => self::matomo_block(),
				AnalyticsSettings::MODULE_TABLES => self::matomo_block( array( 'rowLimit' => 4 ) ),
			)
		);
		$range                   = DateRanges::resolve( 'last28' );
		$dates                   = wp_json_encode( $range['start'] ) . ', end: ' . wp_json_encode( $range['end'] );

		$map      = $this->report_of( $this->report( $template, $uids[ AnalyticsSettings::MODULE_MAP ] ) );
		$expected = $this->expected( 'data.report( { dimensions: [ "countryId", "country" ], metrics: [ "activeUsers" ], start: ' . $dates . ' } ).map( ( row ) => ( { countryId: row.dimensions[0], country: row.dimensions[1], value: row.values[0] } ) )' );
		$this->assertSame( 'countries', $map['kind'] );
		$this->assertIsArray( $expected );
		$this->assertEqualsCanonicalizing( $expected, $map['rows'] );

		$table    = $this->report_of( $this->report( $template, $uids[ AnalyticsSettings::MODULE_TABLES ] ) );
		$expected = $this->expected( 'data.report( { dimensions: [ "pagePath" ], metrics: [ "screenPageViews", "activeUsers" ], start: ' . $dates . ' } ).sort( ( a, b ) => b.values[0] - a.values[0] || ( a.dimensions[0] < b.dimensions[0] ? -1 : 1 ) ).slice( 0, 4 ).map( ( row ) => ( { dimensions: row.dimensions, values: row.values } ) )' );
		$this->assertSame( 'table', $table['kind'] );
		$this->assertSame( $expected, $table['rows'] );
	}

	/**
	 * A custom table has no Matomo report: no rows, and a notice.
	 */
	public function test_custom_tables_are_not_served_by_matomo(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard(
			array(
				AnalyticsSettings::MODULE_TABLES => self::matomo_block(
					array(
						'report'     => 'custom',
						'dimensions' => array( 'city', 'deviceCategory' ),
					)
				),
			)
		);
		$answer                  = $this->answer( $this->report( $template, $uids[ AnalyticsSettings::MODULE_TABLES ] ) );
		$this->assertSame( array(), $this->value_at( $answer, 'report.rows' ) );
		$this->assertIsString( $answer['notice'] );
		$this->assertSame( array(), $this->matomo()->requests() );
	}

	/**
	 * Realtime: the last 30 minutes' visitors, pages and countries.
	 */
	public function test_realtime_matches_the_data(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_REALTIME => self::matomo_block() ) );
		$report                  = $this->report_of( $this->report( $template, $uids[ AnalyticsSettings::MODULE_REALTIME ] ) );
		$expected                = $this->expected( 'data.realtime()' );
		$this->assertIsArray( $expected );
		$this->assertSame( 'realtime', $report['kind'] );
		$this->assertSame( $expected['activeUsers'], $report['activeUsers'] );
		$this->assertCount( min( 5, count( $this->records( $expected, 'countries' ) ) ), $this->records( $report, 'countries' ) );
		$this->assertRowsAmong( $expected['countries'], $report['countries'], 'countryId', 'value' );
		$this->assertNotEmpty( $this->records( $report, 'pages' ) );
		$this->assertRowsAmong( $expected['pages'], $report['pages'], 'name', 'value' );
	}

	/**
	 * Matomo's error: the provider's message, or the last good copy, stale.
	 */
	public function test_matomo_failures(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_MAP => self::matomo_block() ) );
		$uid                     = $uids[ AnalyticsSettings::MODULE_MAP ];

		$this->connect( array( AnalyticsSettings::MATOMO_SITE_ID => '7' ) );
		$response = $this->report( $template, $uid );
		$this->assertError( 'uipress_analytics_provider', 502, $response );
		$this->assertNoSecret( $this->json( $response ) );

		$this->connect();
		$good = $this->answer( $this->report( $template, $uid ) );
		$this->expire_fresh_copies();
		$this->matomo()->control( array( 'fail' => '503' ) );
		$stale = $this->answer( $this->report( $template, $uid ) );
		$this->assertTrue( $stale['stale'] );
		$this->assertSame( $good['updatedAt'], $stale['updatedAt'] );
	}
}
