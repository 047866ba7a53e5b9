<?php
/**
 * Tests for Google sign-in: the service account's JWT, the OAuth code and refresh, the token cache.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Analytics;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Google\GoogleApi;
use UiPress\Analytics\Google\GoogleTokens;
use UiPress\Analytics\Google\GoogleUrls;
use UiPress\Analytics\Google\OAuth;
use UiPress\Analytics\Google\OAuthCallback;
use UiPress\Analytics\Google\ServiceAccount;
use UiPress\Analytics\Sources;
use UiPress\Lifecycle\StoredData;
use UiPress\Lifecycle\Uninstaller;
use UiPress\Settings\SiteSettings;

/**
 * Against the fake Google: it checks the JWT's signature and claims, the
 * client, the code and the refresh token as Google does.
 */
final class ConnectionTokensTest extends ConnectionTestCase {

	/**
	 * The token endpoint's requests since the last reset.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function token_requests(): array {
		return array_values( array_filter( $this->google()->requests(), static fn ( array $request ): bool => '/token' === $request['path'] ) );
	}

	public function test_urls_are_googles_own_unless_a_base_is_set(): void {
		$this->assertSame( 'https://oauth2.googleapis.com/token', GoogleUrls::token() );
		$this->assertSame( 'https://accounts.google.com/o/oauth2/v2/auth', GoogleUrls::consent() );
		$this->assertSame( 'https://analyticsdata.googleapis.com/v1beta/properties/1001:runReport', GoogleUrls::data( 'properties/1001:runReport' ) );
		$this->assertSame( 'https://analyticsadmin.googleapis.com/v1beta/accountSummaries', GoogleUrls::admin( 'accountSummaries' ) );

		$this->configure( array( AnalyticsSettings::GOOGLE_API_BASE => 'https://proxy.example.com/google/' ) );
		$this->assertSame( 'https://proxy.example.com/google/token', GoogleUrls::token() );
		$this->assertSame( 'https://proxy.example.com/google/o/oauth2/v2/auth', GoogleUrls::consent() );
		$this->assertSame( 'https://proxy.example.com/google/v1beta/properties/1001/metadata', GoogleUrls::data( 'properties/1001/metadata' ) );
		$this->assertSame( 'https://proxy.example.com/google/v1beta/accountSummaries', GoogleUrls::admin( 'accountSummaries' ) );
	}

	public function test_nothing_set_up_is_not_connected(): void {
		$token = GoogleTokens::access_token();
		$this->assertWPError( $token );
		$this->assertSame( 'uipress_analytics_not_connected', $token->get_error_code() );
		$this->assertFalse( Sources::is_connected( 'google' ) );
		$this->assertFalse( Sources::is_connected( 'matomo' ) );
		$this->assertFalse( Sources::is_connected( 'other' ) );
	}

	public function test_the_service_account_jwt_is_accepted_and_its_token_cached(): void {
		$this->configure_service_account();

		$token = GoogleTokens::access_token();
		$this->assertIsString( $token );
		$this->assertStringStartsWith( 'ya29.fake-', $token );
		$this->assertSame( $token, GoogleTokens::access_token(), 'The cached token is reused.' );
		$requests = $this->token_requests();
		$this->assertCount( 1, $requests );

		$this->assertIsString( $requests[0]['body'] );
		$form = self::form_of( $requests[0]['body'] );
		$this->assertSame( ServiceAccount::GRANT_TYPE, $form['grant_type'] );
		$claims = json_decode( (string) base64_decode( strtr( explode( '.', $form['assertion'] )[1], '-_', '+/' ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- reading the JWT sent.
		$this->assertIsArray( $claims );
		$this->assertSame( FakeAnalytics::SERVICE_ACCOUNT_EMAIL, $claims['iss'] );
		$this->assertSame( GoogleTokens::SCOPE, $claims['scope'] );
		$this->assertSame( $this->google()->base() . '/token', $claims['aud'] );
		$this->assertIsInt( $claims['exp'] );
		$this->assertIsInt( $claims['iat'] );
		$this->assertLessThanOrEqual( 3600, $claims['exp'] - $claims['iat'] );

		// The token works on the Admin API.
		$this->assertIsArray( GoogleApi::request( 'GET', GoogleUrls::admin( 'accountSummaries' ) ) );
		$this->assertSame( FakeAnalytics::SERVICE_ACCOUNT_EMAIL, ServiceAccount::email() );
	}

	public function test_a_key_signed_with_another_key_is_refused_with_googles_text(): void {
		$this->configure_service_account( FakeAnalytics::wrong_service_account_key() );
		$token = GoogleTokens::access_token();
		$this->assertWPError( $token );
		$this->assertSame( 'uipress_analytics_provider', $token->get_error_code() );
		$this->assertStringContainsString( 'Invalid JWT Signature.', $token->get_error_message() );
		$this->assertSame(
			array(
				'status'         => 502,
				'providerStatus' => 400,
			),
			$token->get_error_data()
		);
	}

	public function test_a_malformed_key_is_refused_when_saved(): void {
		$this->act_as( 'administrator' );
		foreach ( array( '{"type":"authorized_user"}', 'not json', '{"type":"service_account","client_email":"a@b.example","private_key":"nope"}' ) as $bad ) {
			$refused = SiteSettings::update( array( AnalyticsSettings::GOOGLE_SERVICE_ACCOUNT_KEY => $bad ), wp_get_current_user() );
			$this->assertWPError( $refused );
			$this->assertSame( 'uipress_invalid_setting', $refused->get_error_code() );
		}
		$this->assertSame( '', SiteSettings::get( AnalyticsSettings::GOOGLE_SERVICE_ACCOUNT_KEY ) );
	}

	public function test_the_oauth_code_gives_a_stored_refresh_token_and_refresh_on_expiry(): void {
		$this->configure_oauth();
		$this->assertFalse( OAuth::has_refresh_token() );
		$this->connect_oauth();

		$refresh = GoogleTokens::secret( AnalyticsSettings::GOOGLE_REFRESH_TOKEN );
		$this->assertIsString( $refresh );
		$this->assertStringStartsWith( '1//fake-', $refresh );
		$first = GoogleTokens::access_token();
		$this->assertIsString( $first );
		$this->assertCount( 1, $this->token_requests(), 'The code exchange cached its access token.' );

		// Expired: the refresh token gets a new one.
		$cached = GoogleTokens::secret( GoogleTokens::CACHE_KEY );
		$this->assertIsArray( $cached );
		$cached['expires'] = time() - 1;
		GoogleTokens::store( GoogleTokens::CACHE_KEY, $cached );
		$second = GoogleTokens::access_token();
		$this->assertIsString( $second );
		$this->assertNotSame( $first, $second );
		$requests = $this->token_requests();
		$this->assertCount( 2, $requests );
		$this->assertIsString( $requests[1]['body'] );
		$form = self::form_of( $requests[1]['body'] );
		$this->assertSame( 'refresh_token', $form['grant_type'] );
		$this->assertSame( $refresh, $form['refresh_token'] );

		// Google refuses the token (401): one new token, the call succeeds.
		$this->google()->control( array( 'expireTokens' => true ) );
		$this->assertIsArray( GoogleApi::request( 'GET', GoogleUrls::admin( 'accountSummaries' ) ) );
		$this->assertCount( 3, $this->token_requests() );
		$this->assertNotSame( $second, GoogleTokens::access_token() );
	}

	public function test_a_revoked_refresh_token_is_a_provider_error_without_secrets(): void {
		$this->configure_oauth();
		$this->connect_oauth();
		$refresh = GoogleTokens::secret( AnalyticsSettings::GOOGLE_REFRESH_TOKEN );
		$this->assertIsString( $refresh );
		GoogleTokens::forget();
		$this->google()->control( array( 'revokeRefreshTokens' => true ) );

		$token = GoogleTokens::access_token();
		$this->assertWPError( $token );
		$this->assertSame( 'uipress_analytics_provider', $token->get_error_code() );
		$this->assertStringContainsString( 'Token has been expired or revoked.', $token->get_error_message() );
		$this->assertStringNotContainsString( $refresh, $token->get_error_message() );
		$this->assertStringNotContainsString( FakeAnalytics::GOOGLE_CLIENT_SECRET, $token->get_error_message() );
	}

	public function test_the_callback_refuses_a_wrong_state_and_reports_a_denial(): void {
		$admin = $this->configure_oauth();
		$url   = OAuth::consent_url( $admin );
		$this->assertIsString( $url );
		$query          = $this->consent( $url );
		$query['state'] = 'forged';
		$this->assertSame( OAuthCallback::settings_url( array( 'reason' => 'state' ) ), OAuthCallback::result( $query ) );
		$this->assertFalse( OAuth::has_refresh_token() );

		// The state is for one user, and used once.
		$url = OAuth::consent_url( $admin );
		$this->assertIsString( $url );
		$query = $this->consent( $url );
		$this->act_as( 'administrator' );
		$this->assertSame( OAuthCallback::settings_url( array( 'reason' => 'state' ) ), OAuthCallback::result( $query ) );
		wp_set_current_user( $admin );
		$this->assertSame( OAuthCallback::settings_url( null ), OAuthCallback::result( $query ) );
		OAuth::disconnect();
		$this->assertSame( OAuthCallback::settings_url( array( 'reason' => 'state' ) ), OAuthCallback::result( $query ), 'A state is used once.' );

		$url = OAuth::consent_url( $admin );
		$this->assertIsString( $url );
		$this->assertSame( OAuthCallback::settings_url( array( 'reason' => 'denied' ) ), OAuthCallback::result( $this->consent( $url, 'cancel' ) ) );
		$this->assertFalse( OAuth::has_refresh_token() );
		$this->assertStringContainsString( 'page=uip-settings&group=analytics&uipress-analytics=error&reason=denied', OAuthCallback::settings_url( array( 'reason' => 'denied' ) ) );
	}

	public function test_moving_the_google_host_clears_keys_and_tokens(): void {
		$this->configure_oauth();
		$this->connect_oauth();
		$this->configure(
			array(
				AnalyticsSettings::GOOGLE_PROPERTY_ID => FakeAnalytics::PROPERTY,
				AnalyticsSettings::GOOGLE_SERVICE_ACCOUNT_KEY => FakeAnalytics::service_account_key(),
				AnalyticsSettings::MATOMO_URL         => 'https://matomo.example.com',
				AnalyticsSettings::MATOMO_SITE_ID     => '1',
				AnalyticsSettings::MATOMO_TOKEN       => FakeAnalytics::MATOMO_TOKEN,
			)
		);
		$this->assertIsString( GoogleTokens::access_token() );
		$this->assertTrue( Sources::is_connected( 'google' ) );
		$this->assertTrue( Sources::is_connected( 'matomo' ) );

		$this->configure( array( AnalyticsSettings::GOOGLE_API_BASE => 'https://other-proxy.example.com' ) );

		$secrets = get_option( StoredData::SECRETS_OPTION );
		$this->assertIsArray( $secrets );
		foreach ( array( AnalyticsSettings::GOOGLE_CLIENT_SECRET, AnalyticsSettings::GOOGLE_SERVICE_ACCOUNT_KEY, AnalyticsSettings::GOOGLE_REFRESH_TOKEN, GoogleTokens::CACHE_KEY ) as $key ) {
			$this->assertArrayNotHasKey( $key, $secrets );
		}
		$this->assertSame( FakeAnalytics::MATOMO_TOKEN, $secrets[ AnalyticsSettings::MATOMO_TOKEN ], 'Matomo keeps its token.' );
		$this->assertFalse( Sources::is_connected( 'google' ) );

		// And Matomo's host: its token goes.
		$this->configure( array( AnalyticsSettings::MATOMO_URL => 'https://stats.example.org' ) );
		$this->assertSame( '', SiteSettings::get( AnalyticsSettings::MATOMO_TOKEN ) );
		$this->assertFalse( Sources::is_connected( 'matomo' ) );
	}

	public function test_resetting_the_group_and_uninstalling_forget_the_tokens(): void {
		$this->configure_oauth();
		$this->connect_oauth();
		$this->assertTrue( SiteSettings::reset( 'analytics' ) );
		$this->assertFalse( OAuth::has_refresh_token() );
		$this->assertNull( GoogleTokens::secret( GoogleTokens::CACHE_KEY ) );

		$this->configure_oauth();
		$this->connect_oauth();
		OAuth::consent_url( get_current_user_id() );
		$this->assertIsString( get_transient( OAuth::STATE_PREFIX . get_current_user_id() ) );
		Uninstaller::uninstall();
		$this->assertFalse( get_option( StoredData::SECRETS_OPTION ) );
		if ( wp_using_ext_object_cache() ) {
			// A persistent cache holds per-user transients outside the table and
			// cannot list them: the state expires in its ten minutes.
			return;
		}
		$this->assertFalse( get_transient( OAuth::STATE_PREFIX . get_current_user_id() ) );
	}
}
