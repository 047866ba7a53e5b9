<?php
/**
 * Tests for the analytics connection routes and settings.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Analytics;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Google\GoogleTokens;
use UiPress\Analytics\Google\OAuth;
use UiPress\Analytics\Google\OAuthCallback;
use UiPress\Settings\SettingsImport;
use UiPress\Settings\SiteSettings;

/**
 * `uipress/v1/analytics/connection`, `…/google/connect`,
 * `…/google/connection` and `…/google/properties`, the settings route's
 * Analytics group and the export: managers only, endpoints only with
 * unfiltered_html, and never a key, a token or a code in any answer.
 */
final class ConnectionRoutesTest extends ConnectionTestCase {

	private const CONNECTION = '/uipress/v1/analytics/connection';

	private const CONNECT = '/uipress/v1/analytics/google/connect';

	private const DISCONNECT = '/uipress/v1/analytics/google/connection';

	private const PROPERTIES = '/uipress/v1/analytics/google/properties';

	/**
	 * Every route, as method and path.
	 *
	 * @return list<array{0: string, 1: string}>
	 */
	private static function routes(): array {
		return array(
			array( 'GET', self::CONNECTION ),
			array( 'POST', self::CONNECT ),
			array( 'DELETE', self::DISCONNECT ),
			array( 'GET', self::PROPERTIES ),
		);
	}

	/**
	 * Connected by OAuth, with a service account key and a Matomo token stored too.
	 */
	private function connect_everything(): void {
		$this->configure_oauth();
		$this->connect_oauth();
		$this->configure(
			array(
				AnalyticsSettings::GOOGLE_SERVICE_ACCOUNT_KEY => FakeAnalytics::service_account_key(),
				AnalyticsSettings::MATOMO_URL     => 'https://matomo.example.com',
				AnalyticsSettings::MATOMO_SITE_ID => '1',
				AnalyticsSettings::MATOMO_TOKEN   => FakeAnalytics::MATOMO_TOKEN,
			)
		);
		$this->assertIsString( GoogleTokens::access_token() );
	}

	public function test_subscribers_editors_and_visitors_are_refused_everywhere(): void {
		$this->connect_everything();
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			foreach ( self::routes() as list( $method, $route ) ) {
				$this->assertError( 'rest_forbidden', 403, $this->dispatch( $method, $route ) );
			}
		}
		wp_set_current_user( 0 );
		foreach ( self::routes() as list( $method, $route ) ) {
			$this->assertError( 'rest_forbidden', 401, $this->dispatch( $method, $route ) );
		}
		$this->assertTrue( OAuth::has_refresh_token(), 'No refused DELETE disconnected.' );
	}

	public function test_the_callback_refuses_users_who_may_not_manage(): void {
		$this->act_as( 'editor' );
		add_filter(
			'wp_die_handler',
			static fn () => static function ( $message, $title, $args ) {
			throw new \RuntimeException( 'wp_die ' . ( is_array( $args ) && is_int( $args['response'] ?? null ) ? $args['response'] : '' ) );
			}
		);
		$this->expectExceptionMessage( 'wp_die 403' );
		OAuthCallback::handle();
	}

	public function test_a_manager_without_unfiltered_html_cannot_point_google_or_matomo_elsewhere(): void {
		$this->act_as( 'administrator' );
		add_filter( 'map_meta_cap', static fn ( $caps, $cap ) => 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps, 10, 2 );
		foreach ( array( AnalyticsSettings::GOOGLE_API_BASE, AnalyticsSettings::MATOMO_URL ) as $key ) {
			$response = $this->dispatch( 'POST', '/uipress/v1/settings', array( 'settings' => array( $key => 'https://evil.example' ) ) );
			$this->assertError( 'uipress_setting_needs_unfiltered_html', 403, $response );
		}
		// The rest of the group is theirs.
		$response = $this->dispatch(
			'POST',
			'/uipress/v1/settings',
			array(
				'settings' => array(
					AnalyticsSettings::GOOGLE_CLIENT_ID => 'client-id',
					AnalyticsSettings::ROLES            => array( 'administrator', 'editor' ),
				),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'administrator', 'editor' ), SiteSettings::get( AnalyticsSettings::ROLES ) );
	}

	public function test_the_connection_state_says_what_is_set_and_never_a_key(): void {
		$this->act_as( 'administrator' );
		$state = $this->body( $this->dispatch( 'GET', self::CONNECTION ) );
		$this->assertFalse( $this->value_at( $state, 'google.connected' ) );
		$this->assertSame( 'oauth', $this->value_at( $state, 'google.mode' ) );
		$this->assertSame( OAuth::redirect_uri(), $this->value_at( $state, 'google.redirectUri' ) );
		$this->assertFalse( $this->value_at( $state, 'matomo.configured' ) );

		$this->connect_everything();
		$response = $this->dispatch( 'GET', self::CONNECTION );
		$state    = $this->body( $response );
		$this->assertTrue( $this->value_at( $state, 'google.connected' ) );
		$this->assertTrue( $this->value_at( $state, 'google.clientIdSet' ) );
		$this->assertTrue( $this->value_at( $state, 'google.secretSet' ) );
		$this->assertTrue( $this->value_at( $state, 'google.keySet' ) );
		$this->assertSame( FakeAnalytics::SERVICE_ACCOUNT_EMAIL, $this->value_at( $state, 'google.serviceAccountEmail' ) );
		$this->assertTrue( $this->value_at( $state, 'matomo.configured' ) );
		$this->assertSame( 'https://matomo.example.com', $this->value_at( $state, 'matomo.url' ) );
		$this->assertSame( '1', $this->value_at( $state, 'matomo.siteId' ) );
		$this->assertNoSecret( $this->json( $response ) );
	}

	public function test_no_secret_in_the_settings_route_the_export_or_an_import(): void {
		$this->connect_everything();
		$response = $this->dispatch( 'GET', '/uipress/v1/settings' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertNoSecret( $this->json( $response ) );
		$this->assertTrue( $this->value_at( $this->body( $response ), 'secrets.googleClientSecret' ) );
		$secrets = $this->value_at( $this->body( $response ), 'secrets' );
		$this->assertIsArray( $secrets );
		$this->assertArrayNotHasKey( AnalyticsSettings::GOOGLE_REFRESH_TOKEN, $secrets, 'The refresh token is no setting.' );
		$this->assertArrayNotHasKey( GoogleTokens::CACHE_KEY, $secrets );
		// The settings export (screen and `wp uipress settings export`) is SiteSettings::all().
		$this->assertNoSecret( (string) wp_json_encode( SiteSettings::all() ) );

		// An import cannot write the refresh token.
		$read = SettingsImport::read( array( AnalyticsSettings::GOOGLE_REFRESH_TOKEN => 'planted' ) );
		$this->assertSame( array( AnalyticsSettings::GOOGLE_REFRESH_TOKEN ), $read['unknown'] );
		$this->assertError( 'uipress_unknown_setting', 400, $this->dispatch( 'POST', '/uipress/v1/settings', array( 'settings' => array( AnalyticsSettings::GOOGLE_REFRESH_TOKEN => 'planted' ) ) ) );
		$this->assertNotSame( 'planted', GoogleTokens::secret( AnalyticsSettings::GOOGLE_REFRESH_TOKEN ) );
	}

	public function test_connect_answers_the_consent_url_once_the_client_is_saved(): void {
		$this->act_as( 'administrator' );
		$this->assertError( 'uipress_analytics_not_configured', 409, $this->dispatch( 'POST', self::CONNECT ) );

		$this->configure_oauth();
		$response = $this->dispatch( 'POST', self::CONNECT );
		$this->assertSame( 200, $response->get_status() );
		$url = $this->value_at( $this->body( $response ), 'url' );
		$this->assertIsString( $url );
		$this->assertNoSecret( $url );
		$query = self::query_of( $url );
		$this->assertSame( FakeAnalytics::GOOGLE_CLIENT_ID, $query['client_id'] );
		$this->assertSame( OAuth::redirect_uri(), $query['redirect_uri'] );
		$this->assertSame( 'code', $query['response_type'] );
		$this->assertSame( GoogleTokens::SCOPE, $query['scope'] );
		$this->assertSame( 'offline', $query['access_type'] );
		$this->assertSame( 'consent', $query['prompt'] );
		$this->assertSame( 40, strlen( $query['state'] ) );

		// The fake's consent gives a code the callback trades.
		$this->assertSame( OAuthCallback::settings_url( null ), OAuthCallback::result( $this->consent( $url ) ) );
		$this->assertTrue( $this->value_at( $this->body( $this->dispatch( 'GET', self::CONNECTION ) ), 'google.connected' ) );

		// Not in service-account mode.
		$this->configure( array( AnalyticsSettings::GOOGLE_AUTH_MODE => 'serviceAccount' ) );
		$this->assertError( 'uipress_analytics_not_configured', 409, $this->dispatch( 'POST', self::CONNECT ) );
	}

	public function test_disconnect_forgets_the_tokens(): void {
		$this->connect_everything();
		$response = $this->dispatch( 'DELETE', self::DISCONNECT );
		$this->assertSame( 200, $response->get_status() );
		$this->assertFalse( $this->value_at( $this->body( $response ), 'google.connected' ) );
		$this->assertFalse( OAuth::has_refresh_token() );
		$this->assertNull( GoogleTokens::secret( GoogleTokens::CACHE_KEY ) );
		$this->assertSame( FakeAnalytics::GOOGLE_CLIENT_SECRET, SiteSettings::get( AnalyticsSettings::GOOGLE_CLIENT_SECRET ), 'The client stays for the next sign-in.' );
	}

	public function test_properties_come_from_the_account_summaries(): void {
		$this->act_as( 'administrator' );
		$this->assertError( 'uipress_analytics_not_connected', 409, $this->dispatch( 'GET', self::PROPERTIES ) );

		$this->configure_service_account();
		$response = $this->dispatch( 'GET', self::PROPERTIES );
		$this->assertSame( 200, $response->get_status() );
		$properties = $this->value_at( $this->body( $response ), 'properties' );
		$this->assertIsArray( $properties );
		$this->assertContains(
			array(
				'id'          => FakeAnalytics::PROPERTY,
				'name'        => 'Demo shop',
				'accountId'   => 'accounts/100',
				'accountName' => 'UiPress demo',
			),
			$properties
		);
		$this->assertContains( FakeAnalytics::PROPERTY_BLOG, array_column( $properties, 'id' ) );
		$this->assertNoSecret( $this->json( $response ) );
		$request = array_values( array_filter( $this->google()->requests(), static fn ( array $r ): bool => '/v1beta/accountSummaries' === $r['path'] ) );
		$this->assertNotEmpty( $request );
		$this->assertStringStartsWith( 'Bearer ya29.', $request[0]['headers']['authorization'] ?? '' );

		// Google failing: its text, a 502, no token.
		$this->google()->control( array( 'fail' => '503' ) );
		$response = $this->dispatch( 'GET', self::PROPERTIES );
		$this->assertError( 'uipress_analytics_provider', 502, $response );
		$message = $this->value_at( $this->body( $response ), 'message' );
		$this->assertIsString( $message );
		$this->assertStringContainsString( 'The service is currently unavailable.', $message );
		$this->assertNoSecret( $this->json( $response ) );
	}

	/**
	 * Asserts a text holds none of the site's secrets.
	 *
	 * @param string $text The text (a JSON answer).
	 */
	private function assertNoSecret( string $text ): void {
		$secrets = get_option( 'uipress_secrets' );
		foreach ( is_array( $secrets ) ? $secrets : array() as $secret ) {
			if ( is_string( $secret ) && '' !== $secret ) {
				$this->assertStringNotContainsString( $secret, $text );
			}
		}
		foreach ( array( FakeAnalytics::GOOGLE_CLIENT_SECRET, FakeAnalytics::MATOMO_TOKEN, '1//fake-', 'ya29.', 'PRIVATE KEY' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $text );
		}
	}
}
