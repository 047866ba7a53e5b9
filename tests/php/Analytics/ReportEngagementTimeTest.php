<?php
/**
 * Tests for the derived metric averageEngagementTime (GA4's "Average engagement time").
 *
 * @package UiPress
 */

namespace UiPress\Tests\Analytics;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Reports\DateRanges;
use UiPress\Analytics\Reports\DerivedMetrics;
use UiPress\Analytics\Reports\Metadata;
use UiPress\Analytics\Reports\MetricCatalog;

/**
 * GA4 divides userEngagementDuration by activeUsers; UiPress asks for both
 * and divides per day, row and total (Matomo: sum_visit_length by
 * nb_uniq_visitors). Expected numbers come from the fakes' data module.
 */
final class ReportEngagementTimeTest extends ReportTestCase {

	/**
	 * The JavaScript of the chart's expected numbers: `value( start, end )` per day and per period.
	 *
	 * @param string $value  A JavaScript function `( start, end ) => number` (the derived metric).
	 * @param string $second The second metric's GA4 name.
	 * @param bool   $round  Whether `value` and the second metric are compared as Matomo rounds.
	 * @return array<array-key, mixed>
	 */
	private function expected_chart( string $value, string $second, bool $round = false ): array {
		$range    = DateRanges::resolve( 'last7' );
		$other    = $round ? 'Math.round( data.rangeValue( "' . $second . '", s, e ) )' : 'data.rangeValue( "' . $second . '", s, e )';
		$script   = sprintf(
			'(() => { const value = %1$s; const other = ( s, e ) => %2$s; const series = ( start, end ) => data.days( start, end ).map( ( date ) => ( { date, values: [ value( date, date ), other( date, date ) ] } ) ); return { points: series( %3$s, %4$s ), previous: series( %5$s, %6$s ), totals: [ value( %3$s, %4$s ), other( %3$s, %4$s ) ], previousTotals: [ value( %5$s, %6$s ), other( %5$s, %6$s ) ] }; })()',
			$value,
			$other,
			wp_json_encode( $range['start'] ),
			wp_json_encode( $range['end'] ),
			wp_json_encode( $range['previousStart'] ),
			wp_json_encode( $range['previousEnd'] )
		);
		$expected = $this->expected( $script );
		$this->assertIsArray( $expected );
		return $expected;
	}

	/**
	 * GA4 chart: engagement time per active user each day and in total, both periods; activeUsers asked once.
	 */
	public function test_google_chart_divides_engagement_by_active_users(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_CHART => array( 'metrics' => array( 'averageEngagementTime', 'activeUsers' ) ) ) );

		$report = $this->report_of( $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ], array( 'range' => 'last7' ) ) );
		$this->assertSame(
			array(
				array(
					'id'    => 'averageEngagementTime',
					'label' => 'Average engagement time',
					'type'  => 'seconds',
				),
				array(
					'id'    => 'activeUsers',
					'label' => 'Users',
					'type'  => 'integer',
				),
			),
			$report['metrics']
		);
		$expected = $this->expected_chart( '( s, e ) => { const users = data.rangeValue( "activeUsers", s, e ); return users ? data.rangeValue( "userEngagementDuration", s, e ) / users : 0; }', 'activeUsers' );
		$this->assertCount( 7, $this->records( $report, 'points' ) );
		foreach ( array( 'points', 'previous', 'totals', 'previousTotals' ) as $field ) {
			$this->assertEqualsWithDelta( $expected[ $field ], $report[ $field ], 0.001, $field );
		}
		$this->assertGreaterThan( 0, $this->value_at( $report, 'totals.0' ) );

		$body = json_decode( $this->data_requests()[0]['body'], true );
		$this->assertIsArray( $body );
		$this->assertSame( array( 'userEngagementDuration', 'activeUsers' ), $this->column( $body, 'metrics', 'name' ) );
	}

	/**
	 * GA4 chart without data: 0 users read 0, not a division by zero.
	 */
	public function test_google_days_without_users_read_zero(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard(
			array(
				AnalyticsSettings::MODULE_CHART => array(
					'metrics' => array( 'averageEngagementTime' ),
					'compare' => false,
				),
			)
		);
		$this->google()->control( array( 'empty' => true ) );

		$report = $this->report_of( $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ], array( 'range' => 'last7' ) ) );
		$this->assertSame( array( 0 ), $this->value_at( $report, 'points.0.values' ) );
		$this->assertSame( array( 0 ), $report['totals'] );
	}

	/**
	 * GA4 table: each page's engagement per user, the rows GA4 ranks by engagement, largest ratio first.
	 */
	public function test_google_table_rows_are_engagement_per_user(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard(
			array(
				AnalyticsSettings::MODULE_TABLES => array(
					'metrics'  => array( 'averageEngagementTime', 'screenPageViews' ),
					'rowLimit' => 4,
				),
			)
		);
		$range                   = DateRanges::resolve( 'last28' );

		$report = $this->report_of( $this->report( $template, $uids[ AnalyticsSettings::MODULE_TABLES ] ) );
		$this->assertSame( array( 'averageEngagementTime', 'screenPageViews' ), $this->column( $report, 'metrics', 'id' ) );
		$expected = $this->expected(
			sprintf(
				'data.report( { dimensions: [ "pagePath" ], metrics: [ "userEngagementDuration", "screenPageViews", "activeUsers" ], start: %s, end: %s } ).sort( ( a, b ) => b.values[0] - a.values[0] || ( a.dimensions[0] < b.dimensions[0] ? -1 : 1 ) ).slice( 0, 4 ).map( ( row ) => ( { dimensions: row.dimensions, values: [ row.values[2] ? row.values[0] / row.values[2] : 0, row.values[1] ] } ) ).sort( ( a, b ) => b.values[0] - a.values[0] )',
				wp_json_encode( $range['start'] ),
				wp_json_encode( $range['end'] )
			)
		);
		$this->assertIsArray( $expected );
		$this->assertCount( 4, $this->records( $report, 'rows' ) );
		$this->assertEqualsWithDelta( $expected, $report['rows'], 0.001 );

		$body = json_decode( $this->data_requests()[0]['body'], true );
		$this->assertIsArray( $body );
		$this->assertSame( 'userEngagementDuration', $this->value_at( $body, 'orderBys.0.metric.metricName' ) );
	}

	/**
	 * GA4 map: each country's engagement per user, largest first.
	 */
	public function test_google_map_is_engagement_per_user_by_country(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_MAP => array( 'metric' => 'averageEngagementTime' ) ) );
		$range                   = DateRanges::resolve( 'last28' );

		$report   = $this->report_of( $this->report( $template, $uids[ AnalyticsSettings::MODULE_MAP ] ) );
		$expected = $this->expected(
			sprintf(
				'data.report( { dimensions: [ "countryId", "country" ], metrics: [ "userEngagementDuration", "activeUsers" ], start: %s, end: %s } ).map( ( row ) => ( { countryId: row.dimensions[0], country: row.dimensions[1], value: row.values[1] ? row.values[0] / row.values[1] : 0 } ) ).sort( ( a, b ) => b.value - a.value )',
				wp_json_encode( $range['start'] ),
				wp_json_encode( $range['end'] )
			)
		);
		$this->assertSame( 'Average engagement time', $this->value_at( $report, 'metric.label' ) );
		$this->assertIsArray( $expected );
		$this->assertNotEmpty( $expected );
		$this->assertEqualsWithDelta( $expected, $report['rows'], 0.001 );
	}

	/**
	 * Matomo chart: sum_visit_length per unique visitor, days and totals; the session average beside it.
	 */
	public function test_matomo_chart_divides_visit_length_by_unique_visitors(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard(
			array(
				AnalyticsSettings::MODULE_CHART => array(
					'source'  => 'matomo',
					'metrics' => array( 'averageEngagementTime', 'averageSessionDuration' ),
				),
			)
		);

		$answer = $this->answer( $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ], array( 'range' => 'last7' ) ) );
		$this->assertArrayNotHasKey( 'notice', $answer );
		$report = $answer['report'];
		$this->assertIsArray( $report );
		$this->assertSame( array( 'Average engagement time', 'Average session duration' ), $this->column( $report, 'metrics', 'label' ) );
		// The fake's sum_visit_length: the rounded session average × visits.
		$expected = $this->expected_chart( '( s, e ) => { const users = data.rangeValue( "activeUsers", s, e ); return users ? Math.round( Math.round( data.rangeValue( "averageSessionDuration", s, e ) ) * data.rangeValue( "sessions", s, e ) ) / users : 0; }', 'averageSessionDuration', true );
		foreach ( array( 'points', 'previous', 'totals', 'previousTotals' ) as $field ) {
			$this->assertEqualsWithDelta( $expected[ $field ], $report[ $field ], 0.001, $field );
		}
		$this->assertGreaterThan( $this->value_at( $report, 'totals.1' ), $this->value_at( $report, 'totals.0' ), 'several sessions per user' );
	}

	/**
	 * Matomo's page rows lack the parts: null, and the notice names the metric.
	 */
	public function test_matomo_table_lacks_the_metric(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard(
			array(
				AnalyticsSettings::MODULE_TABLES => array(
					'source'   => 'matomo',
					'metrics'  => array( 'screenPageViews', 'averageEngagementTime' ),
					'rowLimit' => 3,
				),
			)
		);

		$answer = $this->answer( $this->report( $template, $uids[ AnalyticsSettings::MODULE_TABLES ] ) );
		$this->assertIsString( $answer['notice'] );
		$this->assertStringContainsString( 'averageEngagementTime', $answer['notice'] );
		$this->assertCount( 3, $this->records( $answer, 'report.rows' ) );
		$this->assertNull( $this->value_at( $answer, 'report.rows.0.values.1' ) );
	}

	/**
	 * Labels: the session average is not called engagement time; the pickers list the derived metric.
	 */
	public function test_labels_and_metadata(): void {
		$this->assertSame( 'Average session duration', MetricCatalog::metric( 'averageSessionDuration' )['label'] );
		$this->assertSame( 'Average engagement time', MetricCatalog::metric( 'averageEngagementTime' )['label'] );
		$this->assertSame( array(), DerivedMetrics::ga4_values( array(), array(), array() ) );
		$this->assertNull( DerivedMetrics::ratio( null, 3 ) );

		foreach ( array(
			'google' => 'UiPress',
			'matomo' => 'Matomo',
		) as $source => $category ) {
			$metadata = Metadata::of( $source );
			$this->assertIsArray( $metadata, $source );
			$derived = array_values( array_filter( $metadata['metrics'], static fn ( array $metric ): bool => 'averageEngagementTime' === $metric['id'] ) );
			$this->assertSame(
				array(
					array(
						'id'       => 'averageEngagementTime',
						'label'    => 'Average engagement time',
						'type'     => 'seconds',
						'category' => $category,
					),
				),
				array_map(
					static fn ( array $metric ): array => array(
						'id'       => $metric['id'] ?? '',
						'label'    => $metric['label'] ?? '',
						'type'     => $metric['type'] ?? '',
						'category' => $metric['category'] ?? '',
					),
					$derived
				),
				$source
			);
		}
	}
}
