<?php
/**
 * Refusals around analytics that the connection and report tests leave out.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Analytics;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Google\GoogleTokens;
use UiPress\Analytics\Google\OAuth;
use UiPress\Analytics\Google\OAuthCallback;
use UiPress\Lifecycle\StoredData;
use UiPress\Settings\SiteSettings;
use UiPress\Tests\Rest\RestTestCase;

/**
 * Subscribers and editors change no analytics setting; a manager without
 * unfiltered_html may send Google back to its own hosts (which forgets the
 * keys sent to the old one) but not elsewhere; the metadata route and the
 * OAuth callback are for managers only; malformed report requests are
 * refused by the route's schema before anything is read.
 */
final class AnalyticsRefusalsTest extends RestTestCase {

	private const SETTINGS = '/uipress/v1/settings';

	private const PROXY = 'https://proxy.example.com/google';

	/**
	 * Google through a proxy with a client secret and refresh token, and Matomo with its token.
	 */
	protected function set_up(): void {
		parent::set_up();
		update_option(
			StoredData::SETTINGS_OPTION,
			array(
				AnalyticsSettings::ROLES            => array( 'administrator' ),
				AnalyticsSettings::GOOGLE_API_BASE  => self::PROXY,
				AnalyticsSettings::GOOGLE_CLIENT_ID => 'client-id',
				AnalyticsSettings::MATOMO_URL       => 'https://matomo.example.com',
				AnalyticsSettings::MATOMO_SITE_ID   => '1',
			)
		);
		update_option(
			StoredData::SECRETS_OPTION,
			array(
				AnalyticsSettings::GOOGLE_CLIENT_SECRET => 'client-secret',
				AnalyticsSettings::MATOMO_TOKEN         => 'matomo-token',
				AnalyticsSettings::GOOGLE_REFRESH_TOKEN => 'refresh-token',
			),
			false
		);
	}

	public function test_subscribers_and_editors_change_no_analytics_setting(): void {
		$changes = array(
			AnalyticsSettings::ROLES                => array( 'subscriber' ),
			AnalyticsSettings::GOOGLE_API_BASE      => '',
			AnalyticsSettings::MATOMO_URL           => 'https://evil.example',
			AnalyticsSettings::GOOGLE_CLIENT_SECRET => 'planted',
			AnalyticsSettings::MATOMO_TOKEN         => 'planted',
			AnalyticsSettings::GOOGLE_PROPERTY_ID   => 'properties/9',
		);
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			foreach ( $changes as $key => $value ) {
				$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'POST', self::SETTINGS, array( 'settings' => array( $key => $value ) ) ) );
			}
			$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'POST', self::SETTINGS, array( 'reset' => 'analytics' ) ) );
		}
		$this->assertSame( array( 'administrator' ), SiteSettings::get( AnalyticsSettings::ROLES ) );
		$this->assertSame( self::PROXY, SiteSettings::get( AnalyticsSettings::GOOGLE_API_BASE ) );
		$this->assertSame( 'client-secret', SiteSettings::get( AnalyticsSettings::GOOGLE_CLIENT_SECRET ) );
		$this->assertSame( 'matomo-token', SiteSettings::get( AnalyticsSettings::MATOMO_TOKEN ) );
		$this->assertTrue( OAuth::has_refresh_token() );
	}

	public function test_a_manager_without_unfiltered_html_may_send_google_back_to_its_own_hosts_only(): void {
		$this->act_as_manager_without_unfiltered_html();
		$this->assertError( 'uipress_setting_needs_unfiltered_html', 403, $this->dispatch( 'POST', self::SETTINGS, array( 'settings' => array( AnalyticsSettings::GOOGLE_API_BASE => 'https://other.example.com' ) ) ) );
		$this->assertSame( 'client-secret', SiteSettings::get( AnalyticsSettings::GOOGLE_CLIENT_SECRET ) );

		$response = $this->dispatch( 'POST', self::SETTINGS, array( 'settings' => array( AnalyticsSettings::GOOGLE_API_BASE => '' ) ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $this->body( $response ) ) );
		$this->assertSame( '', SiteSettings::get( AnalyticsSettings::GOOGLE_API_BASE ) );
		// The proxy had the secret and the refresh token: Google's own hosts get neither.
		$this->assertNotSame( 'client-secret', SiteSettings::get( AnalyticsSettings::GOOGLE_CLIENT_SECRET ) );
		$this->assertFalse( OAuth::has_refresh_token() );
		$this->assertNull( GoogleTokens::secret( GoogleTokens::CACHE_KEY ) );
		$this->assertSame( 'matomo-token', SiteSettings::get( AnalyticsSettings::MATOMO_TOKEN ), 'Matomo did not move.' );
	}

	public function test_the_metadata_is_for_managers_only(): void {
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			foreach ( array( 'google', 'matomo' ) as $source ) {
				$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'GET', '/uipress/v1/analytics/metadata', null, array( 'source' => $source ) ) );
			}
		}
		wp_set_current_user( 0 );
		$this->assertError( 'rest_forbidden', 401, $this->dispatch( 'GET', '/uipress/v1/analytics/metadata', null, array( 'source' => 'matomo' ) ) );

		$this->act_as( 'administrator' );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'GET', '/uipress/v1/analytics/metadata', null, array( 'source' => 'piwik' ) ) );
	}

	public function test_a_malformed_report_request_is_refused_by_the_schema(): void {
		$this->act_as( 'administrator' );
		$valid = array(
			'template' => '1',
			'block'    => 'chart-1',
		);
		foreach (
			array(
				array( 'template' => '0' ),
				array( 'block' => '../chart' ),
				array( 'range' => 'last28; DROP' ),
				array( 'module' => 'uip-heading' ),
				array( 'draft' => str_repeat( 'x', 20001 ) ),
			) as $bad
		) {
			$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'GET', '/uipress/v1/analytics/report', null, array_merge( $valid, $bad ) ) );
		}
		$this->assertError( 'rest_missing_callback_param', 400, $this->dispatch( 'GET', '/uipress/v1/analytics/report', null, array( 'template' => '1' ) ) );
	}

	public function test_the_oauth_callback_refuses_subscribers_before_reading_the_state(): void {
		$admin = $this->act_as( 'administrator' );
		$url   = OAuth::consent_url( $admin );
		$this->assertIsString( $url );
		$this->act_as( 'subscriber' );
		add_filter(
			'wp_die_handler',
			static fn () => static function ( $message, $title, $args ) {
				throw new \RuntimeException( 'wp_die ' . ( is_array( $args ) && is_int( $args['response'] ?? null ) ? $args['response'] : '' ) );
			}
		);
		try {
			OAuthCallback::handle();
			$this->fail( 'The callback went on.' );
		} catch ( \RuntimeException $refused ) {
			$this->assertSame( 'wp_die 403', $refused->getMessage() );
		}
		$this->assertNotFalse( get_transient( OAuth::STATE_PREFIX . $admin ), "The administrator's state is untouched." );
	}

	/**
	 * An administrator who may not post unfiltered HTML.
	 */
	private function act_as_manager_without_unfiltered_html(): void {
		$this->act_as( 'administrator' );
		add_filter( 'map_meta_cap', static fn ( $caps, $cap ) => 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps, 10, 2 );
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
	}
}
