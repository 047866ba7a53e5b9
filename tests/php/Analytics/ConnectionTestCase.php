<?php
/**
 * Shared set-up of the analytics connection tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Analytics;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Google\OAuth;
use UiPress\Analytics\Google\OAuthCallback;
use UiPress\Settings\SiteSettings;
use UiPress\Tests\Rest\RestTestCase;

/**
 * Runs the fake Google for the class, lets UiPress reach it, and sets the
 * site up as an administrator would: the fake's address and OAuth client,
 * or its service account key; signs in through the fake consent page.
 */
abstract class ConnectionTestCase extends RestTestCase {

	/**
	 * The fake Google.
	 *
	 * @var FakeAnalytics|null
	 */
	protected static ?FakeAnalytics $google = null;

	/**
	 * Starts the fake.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		self::$google = FakeAnalytics::google();
	}

	/**
	 * Stops it.
	 */
	public static function tear_down_after_class(): void {
		if ( null !== self::$google ) {
			self::$google->stop();
		}
		self::$google = null;
		parent::tear_down_after_class();
	}

	/**
	 * Lets UiPress reach the fake, with clean logs and controls.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->google()->allow();
		$this->google()->reset();
	}

	/**
	 * The running fake.
	 */
	protected function google(): FakeAnalytics {
		$this->assertNotNull( self::$google );
		return self::$google;
	}

	/**
	 * Signs in an administrator (with unfiltered_html) and saves settings as them.
	 *
	 * @param array<string, mixed> $settings The settings.
	 * @return int The administrator.
	 */
	protected function configure( array $settings ): int {
		$admin = get_current_user_id();
		if ( 0 === $admin || ! current_user_can( 'unfiltered_html' ) ) {
			$admin = $this->act_as( 'administrator' );
		}
		$saved = SiteSettings::update( $settings, wp_get_current_user() );
		$this->assertTrue( $saved, is_wp_error( $saved ) ? $saved->get_error_message() : '' );
		return $admin;
	}

	/**
	 * The fake's address and OAuth client.
	 *
	 * @return int The administrator.
	 */
	protected function configure_oauth(): int {
		return $this->configure(
			array(
				AnalyticsSettings::GOOGLE_API_BASE      => $this->google()->base(),
				AnalyticsSettings::GOOGLE_AUTH_MODE     => 'oauth',
				AnalyticsSettings::GOOGLE_CLIENT_ID     => FakeAnalytics::GOOGLE_CLIENT_ID,
				AnalyticsSettings::GOOGLE_CLIENT_SECRET => FakeAnalytics::GOOGLE_CLIENT_SECRET,
			)
		);
	}

	/**
	 * The fake's address and its service account's key.
	 *
	 * @param string|null $key A key file's text (default: the fixture's).
	 * @return int The administrator.
	 */
	protected function configure_service_account( ?string $key = null ): int {
		return $this->configure(
			array(
				AnalyticsSettings::GOOGLE_API_BASE  => $this->google()->base(),
				AnalyticsSettings::GOOGLE_AUTH_MODE => 'serviceAccount',
				AnalyticsSettings::GOOGLE_SERVICE_ACCOUNT_KEY => $key ?? FakeAnalytics::service_account_key(),
			)
		);
	}

	/**
	 * Follows a consent URL on the fake: the decision posted, the query
	 * Google sends back to the redirect URI.
	 *
	 * @param string $consent_url The consent URL.
	 * @param string $decision    allow or cancel.
	 * @return array<string, string>
	 */
	protected function consent( string $consent_url, string $decision = 'allow' ): array {
		$this->assertStringStartsWith( $this->google()->base() . '/o/oauth2/v2/auth?', $consent_url );
		$response = wp_remote_post(
			$this->google()->base() . '/o/oauth2/v2/auth',
			array(
				'redirection' => 0,
				'body'        => array_merge( self::query_of( $consent_url ), array( 'decision' => $decision ) ),
			)
		);
		$this->assertNotWPError( $response );
		$this->assertIsArray( $response );
		$this->assertSame( 302, wp_remote_retrieve_response_code( $response ) );
		$location = wp_remote_retrieve_header( $response, 'location' );
		$this->assertIsString( $location );
		$this->assertStringStartsWith( OAuth::redirect_uri(), $location );
		return self::query_of( $location );
	}

	/**
	 * A URL's query fields (those that are strings).
	 *
	 * @param string $url The URL.
	 * @return array<string, string>
	 */
	protected static function query_of( string $url ): array {
		$query = wp_parse_url( $url, PHP_URL_QUERY );
		return self::form_of( is_string( $query ) ? $query : '' );
	}

	/**
	 * A form body's fields (those that are strings).
	 *
	 * @param string $body The body.
	 * @return array<string, string>
	 */
	protected static function form_of( string $body ): array {
		$fields = array();
		wp_parse_str( $body, $fields );
		$strings = array();
		foreach ( $fields as $name => $value ) {
			if ( is_string( $value ) ) {
				$strings[ (string) $name ] = $value;
			}
		}
		return $strings;
	}

	/**
	 * Connects through the OAuth consent as the current user.
	 */
	protected function connect_oauth(): void {
		$url = OAuth::consent_url( get_current_user_id() );
		$this->assertIsString( $url );
		$this->assertSame( OAuthCallback::settings_url( null ), OAuthCallback::result( $this->consent( $url ) ) );
	}

	/**
	 * Asserts a WP_Error.
	 *
	 * @param mixed $actual The value.
	 * @phpstan-assert \WP_Error $actual
	 */
	protected function assertWPError( $actual ): void {
		$this->assertInstanceOf( \WP_Error::class, $actual );
	}

	/**
	 * Asserts a value that is no WP_Error.
	 *
	 * @param mixed $actual The value.
	 */
	protected function assertNotWPError( $actual ): void {
		$this->assertFalse( is_wp_error( $actual ), is_wp_error( $actual ) ? $actual->get_error_message() : '' );
	}
}
