<?php
/**
 * The fake Google Analytics and Matomo servers for PHPUnit.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Analytics;

use UiPress\Tests\Support\FakeNodeServer;

/**
 * One running fake (tests/fixtures/fake-google-analytics or fake-matomo):
 * its base URL for the settings (`googleApiBase`, `matomoUrl`), its controls
 * and what it received. Start one per test class, as FakeAnalyticsTest does:
 * FakeAnalytics::google() in set_up_before_class, allow() in set_up (the
 * filters reset per test), stop() in tear_down_after_class.
 * The fixtures' credentials are constants here; the numbers to expect come
 * from tests/fixtures/fake-google-analytics/data.mjs (README.md there).
 */
final class FakeAnalytics {

	/** The OAuth client the fake Google knows. */
	public const GOOGLE_CLIENT_ID = 'fake-client-id.apps.googleusercontent.com';

	/** Its secret. */
	public const GOOGLE_CLIENT_SECRET = 'fake-client-secret';

	/** The fixture service account's e-mail. */
	public const SERVICE_ACCOUNT_EMAIL = 'uipress-reader@uipress-fake.iam.gserviceaccount.com';

	/** Properties the fake reports on; PROPERTY_NOT_SHARED answers 403. */
	public const PROPERTY = 'properties/1001';

	/** The second readable property ("Blog"). */
	public const PROPERTY_BLOG = 'properties/1002';

	/** The property whose reports answer 403 PERMISSION_DENIED. */
	public const PROPERTY_NOT_SHARED = 'properties/403';

	/** The fake Matomo's token and its only site. */
	public const MATOMO_TOKEN = 'fake-matomo-token';

	/** The fake Matomo's only site id. */
	public const MATOMO_SITE_ID = '1';

	/**
	 * The running server.
	 *
	 * @var FakeNodeServer
	 */
	private FakeNodeServer $server;

	/**
	 * Constructor.
	 *
	 * @param FakeNodeServer $server The running server.
	 */
	private function __construct( FakeNodeServer $server ) {
		$this->server = $server;
	}

	/**
	 * Starts the fake Google (token endpoint, consent page, Data and Admin APIs).
	 */
	public static function google(): self {
		return new self( FakeNodeServer::start( self::fixtures() . '/fake-google-analytics/server.mjs' ) );
	}

	/**
	 * Starts the fake Matomo.
	 */
	public static function matomo(): self {
		return new self( FakeNodeServer::start( self::fixtures() . '/fake-matomo/server.mjs' ) );
	}

	/**
	 * The fixture service account's JSON key file text (test-only key).
	 */
	public static function service_account_key(): string {
		return (string) file_get_contents( self::fixtures() . '/analytics-keys/service-account.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
	}

	/**
	 * A key file for the same account signed with another key (the fake
	 * refuses its JWTs: "Invalid JWT Signature.").
	 */
	public static function wrong_service_account_key(): string {
		return (string) file_get_contents( self::fixtures() . '/analytics-keys/other-service-account.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
	}

	/**
	 * Its base URL, `http://localhost:PORT`: the `googleApiBase` or
	 * `matomoUrl` setting.
	 */
	public function base(): string {
		return $this->server->base();
	}

	/**
	 * Lets UiPress reach this fake for the rest of the test.
	 */
	public function allow(): void {
		$this->server->allow();
	}

	/**
	 * Changes how the fake answers (POST /__control): `fail` ('429', '500',
	 * '503', '401', '403' or null), `times` (how many requests fail; all
	 * while unset), `empty` (reports without rows), and for Google
	 * `expireTokens` (current access tokens answer 401) and
	 * `revokeRefreshTokens` (refreshes answer invalid_grant).
	 *
	 * @param array<string, mixed> $control The control.
	 */
	public function control( array $control ): void {
		$this->server->json( 'POST', '/__control', $control );
	}

	/**
	 * Forgets the recorded requests and the controls (POST /__reset); issued
	 * tokens stay valid.
	 */
	public function reset(): void {
		$this->server->json( 'POST', '/__reset', new \stdClass() );
	}

	/**
	 * The requests received since the start or the last reset.
	 *
	 * @return list<array{method: string, path: string, url: string, query: array<string, string>, headers: array<string, string>, body: string}>
	 */
	public function requests(): array {
		$decoded  = $this->server->json( 'GET', '/__requests' );
		$requests = array();
		foreach ( is_array( $decoded ) ? $decoded : array() as $request ) {
			if ( ! is_array( $request ) ) {
				continue;
			}
			$requests[] = array(
				'method'  => is_string( $request['method'] ?? null ) ? $request['method'] : '',
				'path'    => is_string( $request['path'] ?? null ) ? $request['path'] : '',
				'url'     => is_string( $request['url'] ?? null ) ? $request['url'] : '',
				'query'   => self::strings( $request['query'] ?? null ),
				'headers' => self::strings( $request['headers'] ?? null ),
				'body'    => is_string( $request['body'] ?? null ) ? $request['body'] : '',
			);
		}
		return $requests;
	}

	/**
	 * Stops the fake.
	 */
	public function stop(): void {
		$this->server->stop();
	}

	/**
	 * A decoded JSON object's string fields.
	 *
	 * @param mixed $value The decoded object.
	 * @return array<string, string>
	 */
	private static function strings( $value ): array {
		$strings = array();
		foreach ( is_array( $value ) ? $value : array() as $name => $text ) {
			if ( is_string( $text ) ) {
				$strings[ (string) $name ] = $text;
			}
		}
		return $strings;
	}

	/**
	 * The tests/fixtures folder.
	 */
	private static function fixtures(): string {
		return dirname( __DIR__, 2 ) . '/fixtures';
	}
}
