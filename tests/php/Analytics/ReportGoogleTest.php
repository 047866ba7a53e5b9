<?php
/**
 * Tests for GET uipress/v1/analytics/report against the fake Google.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Analytics;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Reports\DateRanges;
use UiPress\Analytics\Reports\Metadata;
use UiPress\Analytics\Reports\MetricCatalog;

/**
 * Each block kind's report shape with the fake's numbers, the previous
 * period, caching, the stale copy on 500 and 429, a new token after a 401,
 * and Google's refusal of a property not shared.
 */
final class ReportGoogleTest extends ReportTestCase {

	/**
	 * The chart: every day of the range and of the previous period, totals, labelled metrics.
	 */
	public function test_chart_days_previous_period_and_totals_match_the_data(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_CHART => array( 'metrics' => array( 'activeUsers', 'purchaseRevenue' ) ) ) );
		$range                   = DateRanges::resolve( 'last7' );

		$answer = $this->answer( $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ], array( 'range' => 'last7' ) ) );
		$this->assertSame( 'google', $answer['source'] );
		$this->assertSame( $range, $answer['range'] );
		$this->assertFalse( $answer['stale'] );
		$this->assertIsString( $answer['updatedAt'] );
		$this->assertNotFalse( \DateTimeImmutable::createFromFormat( \DateTimeInterface::ATOM, $answer['updatedAt'] ) );

		$report = $answer['report'];
		$this->assertIsArray( $report );
		$this->assertSame( 'timeseries', $report['kind'] );
		$this->assertSame(
			array(
				array(
					'id'    => 'activeUsers',
					'label' => 'Users',
					'type'  => 'integer',
				),
				array(
					'id'       => 'purchaseRevenue',
					'label'    => 'Purchase revenue',
					'type'     => 'currency',
					'currency' => 'USD',
				),
			),
			$report['metrics']
		);
		$expected = $this->expected(
			sprintf(
				'(() => { const series = ( start, end ) => data.days( start, end ).map( ( date ) => ( { date, values: [ data.dailyValue( "activeUsers", date ), data.dailyValue( "purchaseRevenue", date ) ] } ) ); return { points: series( %1$s, %2$s ), previous: series( %3$s, %4$s ), totals: [ data.rangeValue( "activeUsers", %1$s, %2$s ), data.rangeValue( "purchaseRevenue", %1$s, %2$s ) ], previousTotals: [ data.rangeValue( "activeUsers", %3$s, %4$s ), data.rangeValue( "purchaseRevenue", %3$s, %4$s ) ] }; })()',
				wp_json_encode( $range['start'] ),
				wp_json_encode( $range['end'] ),
				wp_json_encode( $range['previousStart'] ),
				wp_json_encode( $range['previousEnd'] )
			)
		);
		$this->assertIsArray( $expected );
		$this->assertCount( 7, $this->records( $report, 'points' ) );
		$this->assertEqualsWithDelta( $expected['points'], $report['points'], 0.001 );
		$this->assertEqualsWithDelta( $expected['previous'], $report['previous'], 0.001 );
		$this->assertEqualsWithDelta( $expected['totals'], $report['totals'], 0.001 );
		$this->assertEqualsWithDelta( $expected['previousTotals'], $report['previousTotals'], 0.001 );

		// One runReport: both periods as two date ranges, totals by aggregation.
		$sent = $this->data_requests();
		$this->assertCount( 1, $sent );
		$this->assertSame( '/v1beta/' . FakeAnalytics::PROPERTY . ':runReport', $sent[0]['path'] );
		$body = json_decode( $sent[0]['body'], true );
		$this->assertIsArray( $body );
		$this->assertSame(
			array(
				array(
					'startDate' => $range['start'],
					'endDate'   => $range['end'],
				),
				array(
					'startDate' => $range['previousStart'],
					'endDate'   => $range['previousEnd'],
				),
			),
			$body['dateRanges']
		);
		$this->assertSame( array( 'TOTAL' ), $body['metricAggregations'] );
	}

	/**
	 * Without comparison: one range, no previous points, previousTotals null; days without data are 0.
	 */
	public function test_chart_without_comparison_fills_empty_days_with_zero(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_CHART => array( 'compare' => false ) ) );
		$this->google()->control( array( 'empty' => true ) );

		$report = $this->report_of( $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ], array( 'range' => 'last28' ) ) );
		$this->assertCount( 28, $this->records( $report, 'points' ) );
		$this->assertSame( array( 0 ), $this->value_at( $report, 'points.0.values' ) );
		$this->assertSame( array(), $report['previous'] );
		$this->assertNull( $report['previousTotals'] );
		$body = json_decode( $this->data_requests()[0]['body'], true );
		$this->assertIsArray( $body );
		$this->assertCount( 1, $this->records( $body, 'dateRanges' ) );
	}

	/**
	 * The map: every country's value for the metric, largest first.
	 */
	public function test_map_rows_are_the_data_by_country(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_MAP => array( 'metric' => 'sessions' ) ) );
		$range                   = DateRanges::resolve( 'last28' );

		$report = $this->report_of( $this->report( $template, $uids[ AnalyticsSettings::MODULE_MAP ] ) );
		$this->assertSame( 'countries', $report['kind'] );
		$this->assertSame(
			array(
				'id'    => 'sessions',
				'label' => 'Sessions',
				'type'  => 'integer',
			),
			$report['metric']
		);
		$expected = $this->expected(
			sprintf(
				'data.report( { dimensions: [ "countryId", "country" ], metrics: [ "sessions" ], start: %s, end: %s } ).map( ( row ) => ( { countryId: row.dimensions[0], country: row.dimensions[1], value: row.values[0] } ) ).sort( ( a, b ) => b.value - a.value )',
				wp_json_encode( $range['start'] ),
				wp_json_encode( $range['end'] )
			)
		);
		$this->assertIsArray( $expected );
		$this->assertNotEmpty( $expected );
		$this->assertEqualsCanonicalizing( $expected, $report['rows'] );
		$values = $this->column( $report, 'rows', 'value' );
		$sorted = $values;
		rsort( $sorted );
		$this->assertSame( $sorted, $values, 'Largest first.' );
	}

	/**
	 * The tables: the preset's dimension and metrics, the top rows of the data.
	 */
	public function test_table_is_the_top_pages_of_the_data(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_TABLES => array( 'rowLimit' => 3 ) ) );
		$range                   = DateRanges::resolve( 'last28' );

		$report = $this->report_of( $this->report( $template, $uids[ AnalyticsSettings::MODULE_TABLES ] ) );
		$this->assertSame( 'table', $report['kind'] );
		$this->assertSame(
			array(
				array(
					'id'    => 'pagePath',
					'label' => 'Page',
				),
			),
			$report['dimensions']
		);
		$this->assertSame( array( 'screenPageViews', 'activeUsers' ), $this->column( $report, 'metrics', 'id' ) );
		$expected = $this->expected(
			sprintf(
				'data.report( { dimensions: [ "pagePath" ], metrics: [ "screenPageViews", "activeUsers" ], start: %s, end: %s } ).sort( ( a, b ) => b.values[0] - a.values[0] || ( a.dimensions[0] < b.dimensions[0] ? -1 : 1 ) ).slice( 0, 3 ).map( ( row ) => ( { dimensions: row.dimensions, values: row.values } ) )',
				wp_json_encode( $range['start'] ),
				wp_json_encode( $range['end'] )
			)
		);
		$this->assertSame( $expected, $report['rows'] );
	}

	/**
	 * Realtime: active users, by page and by country, as the data's last 30 minutes.
	 */
	public function test_realtime_is_the_data_s_last_30_minutes(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_REALTIME => array( 'rowLimit' => 3 ) ) );

		$answer = $this->answer( $this->report( $template, $uids[ AnalyticsSettings::MODULE_REALTIME ], array( 'range' => 'last90' ) ) );
		$this->assertSame( 'realtime', $this->value_at( $answer, 'range.id' ) );
		$report   = $answer['report'];
		$expected = $this->expected( 'data.realtime()' );
		$this->assertIsArray( $report );
		$this->assertIsArray( $expected );
		$this->assertSame( 'realtime', $report['kind'] );
		$this->assertSame( $expected['activeUsers'], $report['activeUsers'] );
		$this->assertCount( 3, $this->records( $report, 'pages' ) );
		$this->assertRowsAmong( $expected['pages'], $report['pages'], 'name', 'value' );
		$this->assertSame( array_slice( $this->column( $expected, 'pages', 'value' ), 0, 3 ), $this->column( $report, 'pages', 'value' ) );
		$this->assertCount( 3, $this->records( $report, 'countries' ) );
		$this->assertRowsAmong( $expected['countries'], $report['countries'], 'countryId', 'value' );
		$this->assertRowsAmong( $expected['countries'], $report['countries'], 'countryId', 'country' );
		foreach ( $this->data_requests() as $sent ) {
			$this->assertSame( '/v1beta/' . FakeAnalytics::PROPERTY . ':runRealtimeReport', $sent['path'] );
		}
	}

	/**
	 * A second ask within the hour is answered from the cache: nothing reaches Google.
	 */
	public function test_the_second_answer_comes_from_the_cache(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_CHART => array() ) );
		$first                   = $this->answer( $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ] ) );
		$this->google()->reset();

		$second = $this->answer( $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ] ) );
		$this->assertSame( array(), $this->google()->requests() );
		$this->assertSame( $first, $second );

		// Another range is another report.
		$this->answer( $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ], array( 'range' => 'last7' ) ) );
		$this->assertCount( 1, $this->data_requests() );

		// Another property is another connection: its own copy.
		$this->google()->reset();
		$this->connect( array( AnalyticsSettings::GOOGLE_PROPERTY_ID => FakeAnalytics::PROPERTY_BLOG ) );
		$this->answer( $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ] ) );
		$this->assertSame( '/v1beta/' . FakeAnalytics::PROPERTY_BLOG . ':runReport', $this->data_requests()[0]['path'] );
	}

	/**
	 * When Google fails (5xx) or its quota is spent (429), the last good copy answers, stale.
	 */
	public function test_the_last_good_copy_answers_stale_when_google_fails(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_TABLES => array() ) );
		$uid                     = $uids[ AnalyticsSettings::MODULE_TABLES ];
		$good                    = $this->answer( $this->report( $template, $uid ) );

		foreach ( array( '500', '429' ) as $failure ) {
			$this->expire_fresh_copies();
			$this->google()->control( array( 'fail' => $failure ) );
			$stale = $this->answer( $this->report( $template, $uid ) );
			$this->assertTrue( $stale['stale'], $failure );
			$this->assertSame( $good['updatedAt'], $stale['updatedAt'], $failure );
			$this->assertSame( $good['report'], $stale['report'], $failure );
			$this->assertIsString( $stale['notice'] );
			$this->assertNotSame( '', $stale['notice'] );

			// For a while, the stale copy answers without asking the failing provider again.
			$this->google()->reset();
			$this->assertSame( $stale, $this->answer( $this->report( $template, $uid ) ) );
			$this->assertSame( array(), $this->google()->requests(), $failure );
		}
	}

	/**
	 * Without an earlier copy, the provider's error: 502, or 429 for the quota.
	 */
	public function test_without_a_copy_google_s_failure_is_the_answer(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard(
			array(
				AnalyticsSettings::MODULE_CHART => array(),
				AnalyticsSettings::MODULE_MAP   => array(),
			)
		);
		$this->google()->control( array( 'fail' => '500' ) );
		$this->assertError( 'uipress_analytics_provider', 502, $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ] ) );
		$this->google()->control( array( 'fail' => '429' ) );
		$this->assertError( 'uipress_analytics_quota', 429, $this->report( $template, $uids[ AnalyticsSettings::MODULE_MAP ] ) );
	}

	/**
	 * A property the account may not read: Google's 403 comes through as the provider's error.
	 */
	public function test_a_property_not_shared_is_google_s_error(): void {
		$this->act_as( 'editor' );
		$this->connect( array( AnalyticsSettings::GOOGLE_PROPERTY_ID => FakeAnalytics::PROPERTY_NOT_SHARED ) );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_CHART => array() ) );
		$response                = $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ] );
		$this->assertError( 'uipress_analytics_provider', 502, $response );
		$message = $this->body( $response )['message'] ?? '';
		$this->assertIsString( $message );
		$this->assertStringContainsStringIgnoringCase( 'permission', $message );
		$this->assertNoSecret( $this->json( $response ) );
	}

	/**
	 * An access token Google stops taking (401) is replaced once, and the report answers.
	 */
	public function test_a_refused_token_is_renewed_and_the_request_sent_again(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_CHART => array() ) );
		$uid                     = $uids[ AnalyticsSettings::MODULE_CHART ];
		$this->answer( $this->report( $template, $uid, array( 'range' => 'last7' ) ) );
		$this->google()->control( array( 'expireTokens' => true ) );
		$this->google()->reset();
		$this->google()->control( array( 'expireTokens' => true ) );

		$report = $this->report_of( $this->report( $template, $uid, array( 'range' => 'last90' ) ) );
		$this->assertCount( 90, $this->records( $report, 'points' ) );
		$paths = array_column( $this->google()->requests(), 'path' );
		$this->assertSame( array( '/v1beta/' . FakeAnalytics::PROPERTY . ':runReport', '/token', '/v1beta/' . FakeAnalytics::PROPERTY . ':runReport' ), $paths );
		$sent = $this->data_requests();
		$this->assertNotSame( $sent[0]['headers']['authorization'] ?? '', $sent[1]['headers']['authorization'] ?? '' );
	}

	/**
	 * A metric outside the built-in catalogue is named by its API name until
	 * the property's metadata is cached (the builder's pickers ask for it),
	 * then by GA4's own name and type; the catalogue's names still come first.
	 */
	public function test_a_metric_outside_the_catalogue_takes_its_name_from_the_cached_metadata(): void {
		$this->act_as( 'administrator' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_MAP => array( 'metric' => 'engagedSessions' ) ) );
		$block                   = $uids[ AnalyticsSettings::MODULE_MAP ];
		$before                  = $this->report_of( $this->report( $template, $block ) );
		$this->assertSame( 'engagedSessions', $this->value_at( $before, 'metric.label' ) );

		$metadata = $this->answer( $this->dispatch( 'GET', '/uipress/v1/analytics/metadata' ) );
		$this->assertContains( 'Engaged sessions', $this->column( $metadata, 'metrics', 'label' ) );
		$this->expire_fresh_copies();

		$after = $this->report_of( $this->report( $template, $block ) );
		$this->assertSame(
			array(
				'id'    => 'engagedSessions',
				'label' => 'Engaged sessions',
				'type'  => 'integer',
			),
			$after['metric']
		);
		$this->assertSame( 'Users', MetricCatalog::metric( 'activeUsers', 'TYPE_INTEGER', 'USD', Metadata::google_names()['metrics']['activeUsers'] ?? array() )['label'], "The catalogue's translated name wins over GA4's \"Active users\"." );
		$this->assertSame( 'Plan', MetricCatalog::dimension( 'customUser:plan', 'Plan' )['label'] );
	}
}
