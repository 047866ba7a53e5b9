<?php
/**
 * Tests for who may read analytics reports, and what a viewer may choose.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Analytics;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Lifecycle\StoredData;

/**
 * The viewer names the template, the block and a range, nothing else: the
 * query comes from the stored block (a draft counts for template managers
 * only). The role must be in `analyticsRoles` (managers always), the
 * template must apply to the viewer, and no answer carries a credential.
 */
final class ReportAccessTest extends ReportTestCase {

	/**
	 * The stored block decides the query: extra parameters change nothing.
	 */
	public function test_extra_parameters_are_ignored(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_TABLES => array( 'report' => 'devices' ) ) );

		$report = $this->report_of(
			$this->report(
				$template,
				$uids[ AnalyticsSettings::MODULE_TABLES ],
				array(
					'metrics'    => array( 'purchaseRevenue' ),
					'dimensions' => array( 'city' ),
					'report'     => 'pages',
					'rowLimit'   => '100',
					'source'     => 'matomo',
					'draft'      => (string) wp_json_encode( array( 'report' => 'pages' ) ),
				)
			)
		);
		$this->assertSame( array( 'deviceCategory' ), $this->column( $report, 'dimensions', 'id' ) );
		$this->assertSame( array( 'activeUsers', 'sessions' ), $this->column( $report, 'metrics', 'id' ) );
		$body = json_decode( $this->data_requests()[0]['body'], true );
		$this->assertIsArray( $body );
		$this->assertSame( array( array( 'name' => 'deviceCategory' ) ), $body['dimensions'] );
		$this->assertSame( 10, $body['limit'] );
		$this->assertSame( array(), $this->matomo()->requests(), 'The stored source is Google.' );
	}

	/**
	 * A range the block does not offer reads as its default.
	 */
	public function test_a_range_the_block_does_not_offer_is_its_default(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard(
			array(
				AnalyticsSettings::MODULE_MAP => array(
					'dateRanges'   => array( 'last7', 'lastMonth' ),
					'defaultRange' => 'lastMonth',
				),
			)
		);
		$answer                  = $this->answer( $this->report( $template, $uids[ AnalyticsSettings::MODULE_MAP ], array( 'range' => 'last90' ) ) );
		$this->assertSame( 'lastMonth', $this->value_at( $answer, 'range.id' ) );
		$this->assertError( 'rest_invalid_param', 400, $this->report( $template, $uids[ AnalyticsSettings::MODULE_MAP ], array( 'range' => 'last 90; drop' ) ) );
	}

	/**
	 * A template manager previews the builder's unsaved options; the block not saved yet too.
	 */
	public function test_managers_drafts_count(): void {
		$this->act_as( 'administrator' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_TABLES => array( 'report' => 'devices' ) ) );
		$draft                   = (string) wp_json_encode(
			array(
				'report'   => 'events',
				'rowLimit' => 2,
			)
		);

		$report = $this->report_of( $this->report( $template, $uids[ AnalyticsSettings::MODULE_TABLES ], array( 'draft' => $draft ) ) );
		$this->assertSame( array( 'eventName' ), $this->column( $report, 'dimensions', 'id' ) );
		$this->assertCount( 2, $this->records( $report, 'rows' ) );

		$unsaved = $this->report_of(
			$this->report(
				$template,
				'not-saved-yet',
				array(
					'draft'  => (string) wp_json_encode( array( 'metric' => 'newUsers' ) ),
					'module' => AnalyticsSettings::MODULE_MAP,
				)
			)
		);
		$this->assertSame( 'newUsers', $this->value_at( $unsaved, 'metric.id' ) );
		$this->assertError( 'uipress_analytics_block_not_found', 404, $this->report( $template, 'not-saved-yet' ) );
	}

	/**
	 * Everyone else's draft is ignored, and their unsaved block is not found.
	 */
	public function test_other_users_drafts_are_ignored(): void {
		$this->act_as( 'editor' );
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_MAP => array( 'metric' => 'sessions' ) ) );
		$report                  = $this->report_of(
			$this->report(
				$template,
				$uids[ AnalyticsSettings::MODULE_MAP ],
				array( 'draft' => (string) wp_json_encode( array( 'metric' => 'purchaseRevenue' ) ) )
			)
		);
		$this->assertSame( 'sessions', $this->value_at( $report, 'metric.id' ) );
		$this->assertError(
			'uipress_analytics_block_not_found',
			404,
			$this->report(
				$template,
				'not-saved-yet',
				array(
					'draft'  => '{"metric":"sessions"}',
					'module' => AnalyticsSettings::MODULE_MAP,
				)
			)
		);
	}

	/**
	 * Roles not in analyticsRoles are refused; managers are not.
	 */
	public function test_roles_not_allowed_are_refused(): void {
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_CHART => array() ), array( 'editor', 'subscriber', 'administrator' ) );
		$uid                     = $uids[ AnalyticsSettings::MODULE_CHART ];
		$this->connect( array( AnalyticsSettings::ROLES => array( 'administrator' ) ) );

		$this->act_as( 'editor' );
		$this->assertError( 'uipress_analytics_forbidden', 403, $this->report( $template, $uid ) );
		$this->act_as( 'subscriber' );
		$this->assertError( 'uipress_analytics_forbidden', 403, $this->report( $template, $uid ) );
		$this->assertSame( array(), $this->google()->requests() );

		$this->connect( array( AnalyticsSettings::ROLES => array( 'subscriber' ) ) );
		$this->answer( $this->report( $template, $uid ) );
		$this->act_as( 'administrator' );
		$this->answer( $this->report( $template, $uid ) );

		wp_set_current_user( 0 );
		$this->assertError( 'rest_forbidden', 401, $this->report( $template, $uid ) );
	}

	/**
	 * A template that does not apply to the viewer is refused; a block of another module is not found.
	 */
	public function test_the_template_must_apply_to_the_viewer(): void {
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_CHART => array() ), array( 'author' ) );
		$this->act_as( 'editor' );
		$this->assertError( 'rest_forbidden', 403, $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ] ) );

		$this->act_as( 'administrator' );
		$other = self::block( 'Heading' );
		$this->assertIsString( $other['uid'] );
		$id = $this->create_template(
			array(
				'forRoles' => array( 'editor' ),
				'content'  => array( $other ),
			)
		);
		$this->assertError( 'uipress_analytics_block_not_found', 404, $this->report( $id, $other['uid'] ) );
		$this->assertSame( array(), $this->google()->requests() );
	}

	/**
	 * Not connected: managers are told where to connect; others only that analytics are not available.
	 */
	public function test_not_connected_tells_managers_where_to_connect(): void {
		list( $template, $uids ) = $this->dashboard( array( AnalyticsSettings::MODULE_CHART => array( 'source' => 'matomo' ) ) );
		update_option( StoredData::SECRETS_OPTION, array(), false );

		$this->act_as( 'administrator' );
		$response = $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ] );
		$this->assertError( 'uipress_analytics_not_connected', 409, $response );
		$data = $this->body( $response )['data'] ?? null;
		$this->assertIsArray( $data );
		$this->assertTrue( $data['canConnect'] );
		$this->assertSame( admin_url( 'admin.php?page=uip-settings&group=analytics' ), $data['settingsUrl'] );

		$this->act_as( 'editor' );
		$response = $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ] );
		$this->assertError( 'uipress_analytics_not_connected', 409, $response );
		$data = $this->body( $response )['data'] ?? null;
		$this->assertIsArray( $data );
		$this->assertFalse( $data['canConnect'] );
		$this->assertSame( '', $data['settingsUrl'] );
	}

	/**
	 * No answer of either route carries a key, token or secret.
	 */
	public function test_no_secret_in_any_answer(): void {
		$this->act_as( 'administrator' );
		$blocks = array();
		foreach ( AnalyticsSettings::modules() as $module ) {
			$blocks[ $module ] = array();
		}
		list( $template, $uids ) = $this->dashboard( $blocks );
		$texts                   = array();
		foreach ( $uids as $uid ) {
			$texts[] = $this->json( $this->report( $template, $uid ) );
		}
		$this->google()->control( array( 'fail' => '403' ) );
		$texts[] = $this->json( $this->report( $template, $uids[ AnalyticsSettings::MODULE_CHART ], array( 'range' => 'last7' ) ) );
		$texts[] = $this->json( $this->dispatch( 'GET', '/uipress/v1/analytics/metadata', null, array( 'source' => 'matomo' ) ) );
		$this->google()->control( array( 'fail' => null ) );
		$texts[] = $this->json( $this->dispatch( 'GET', '/uipress/v1/analytics/metadata' ) );
		foreach ( $texts as $text ) {
			$this->assertNoSecret( $text );
		}
		// The requests did carry them (the check looks for the right strings).
		$authorization = $this->data_requests()[0]['headers']['authorization'] ?? '';
		$this->assertStringStartsWith( 'Bearer ya29.', $authorization );
	}

	/**
	 * Metadata: GA4's getMetadata for managers (kept a day), Matomo's fixed subset; others refused.
	 */
	public function test_metadata_for_managers(): void {
		$this->act_as( 'editor' );
		$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'GET', '/uipress/v1/analytics/metadata' ) );

		$this->act_as( 'administrator' );
		$google = $this->body( $this->dispatch( 'GET', '/uipress/v1/analytics/metadata' ) );
		// Each of these is among the answer's metrics, with this type.
		$this->assertRowsAmong(
			$google['metrics'],
			array(
				array(
					'id'   => 'activeUsers',
					'type' => 'integer',
				),
				array(
					'id'   => 'purchaseRevenue',
					'type' => 'currency',
				),
				array(
					'id'   => 'engagementRate',
					'type' => 'percent',
				),
			),
			'id',
			'type'
		);
		$this->assertContainsOnly( 'string', $this->column( $google, 'metrics', 'label' ) );
		$this->assertContainsOnly( 'string', $this->column( $google, 'metrics', 'category' ) );
		$this->assertContains( 'pagePath', $this->column( $google, 'dimensions', 'id' ) );
		$this->assertCount( 1, $this->data_requests() );
		$this->assertSame( '/v1beta/' . FakeAnalytics::PROPERTY . '/metadata', $this->data_requests()[0]['path'] );

		$this->google()->reset();
		$this->assertSame( $google, $this->body( $this->dispatch( 'GET', '/uipress/v1/analytics/metadata' ) ) );
		$this->assertSame( array(), $this->google()->requests(), 'Kept a day.' );

		$matomo = $this->body( $this->dispatch( 'GET', '/uipress/v1/analytics/metadata', null, array( 'source' => 'matomo' ) ) );
		$this->assertIsArray( $matomo['metrics'] );
		$ids = array_column( $matomo['metrics'], 'id' );
		$this->assertContains( 'screenPageViews', $ids );
		$this->assertNotContains( 'userEngagementDuration', $ids );
		$this->assertSame( array(), $this->matomo()->requests() );
	}
}
