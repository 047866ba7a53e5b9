<?php
/**
 * Tests for the analytics fakes' PHP runner.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Analytics;

use UiPress\Remote\RemoteRequest;
use UiPress\Tests\TestCase;

/**
 * The fakes start from PHP, answer UiPress's own requests (RemoteRequest,
 * once allowed), take controls and report what they received: the runner
 * the connection and report tests build on.
 */
final class FakeAnalyticsTest extends TestCase {

	use RunsAnalyticsFakes;

	/**
	 * Lets UiPress reach the fakes; clean logs and controls.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->reach_fakes();
	}

	/**
	 * Signs in with the fixture service account (a JWT built here the way
	 * Google documents it) and returns the access token.
	 */
	private function service_account_token(): string {
		$key         = json_decode( FakeAnalytics::service_account_key(), true );
		$now         = time();
		$encode      = static fn ( string $text ): string => rtrim( strtr( base64_encode( $text ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- base64url for a JWT.
		$header      = array(
			'alg' => 'RS256',
			'typ' => 'JWT',
		);
		$input       = $encode( (string) wp_json_encode( $header ) ) . '.' . $encode(
			(string) wp_json_encode(
				array(
					'iss'   => FakeAnalytics::SERVICE_ACCOUNT_EMAIL,
					'scope' => 'https://www.googleapis.com/auth/analytics.readonly',
					'aud'   => $this->google()->base() . '/token',
					'iat'   => $now,
					'exp'   => $now + 3600,
				)
			)
		);
		$private_key = self::dig( $key, 'private_key' );
		$this->assertIsString( $private_key );
		$signature = '';
		$this->assertTrue( openssl_sign( $input, $signature, $private_key, OPENSSL_ALGO_SHA256 ) );
		$this->assertIsString( $signature );
		$response = RemoteRequest::send(
			$this->google()->base() . '/token',
			array(
				'method'  => 'POST',
				'timeout' => 5,
				'body'    => array(
					'grant_type' => 'urn:ietf:params:oauth:grant-type:jwt-bearer',
					'assertion'  => $input . '.' . $encode( $signature ),
				),
			)
		);
		$this->assertIsArray( $response );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$token = self::dig( json_decode( wp_remote_retrieve_body( $response ), true ), 'access_token' );
		$this->assertIsString( $token );
		return $token;
	}

	/**
	 * Runs a GA4 report through UiPress's request helper.
	 *
	 * @param string $token The access token.
	 * @return array{int, mixed}
	 */
	private function run_report( string $token ): array {
		$response = RemoteRequest::send(
			$this->google()->base() . '/v1beta/' . FakeAnalytics::PROPERTY . ':runReport',
			array(
				'method'  => 'POST',
				'timeout' => 5,
				'headers' => array(
					'Authorization' => 'Bearer ' . $token,
					'Content-Type'  => 'application/json',
				),
				'body'    => (string) wp_json_encode(
					array(
						'dateRanges' => array(
							array(
								'startDate' => '7daysAgo',
								'endDate'   => 'yesterday',
							),
						),
						'metrics'    => array( array( 'name' => 'activeUsers' ) ),
					)
				),
			)
		);
		$this->assertIsArray( $response );
		return array( (int) wp_remote_retrieve_response_code( $response ), json_decode( wp_remote_retrieve_body( $response ), true ) );
	}

	/**
	 * A signed JWT buys a token that runs a report; the request is recorded.
	 */
	public function test_google_service_account_token_runs_a_report(): void {
		$token                 = $this->service_account_token();
		list( $status, $body ) = $this->run_report( $token );
		$this->assertSame( 200, $status );
		$this->assertSame( 'analyticsData#runReport', self::dig( $body, 'kind' ) );
		$this->assertSame( 'TYPE_INTEGER', self::dig( $body, 'metricHeaders', 0, 'type' ) );
		$users = self::dig( $body, 'rows', 0, 'metricValues', 0, 'value' );
		$this->assertIsString( $users, 'GA4 sends metric values as strings' );
		$this->assertMatchesRegularExpression( '/^[1-9]\d*$/', $users );

		$paths = array_column( $this->google()->requests(), 'path' );
		$this->assertSame( array( '/token', '/v1beta/properties/1001:runReport' ), $paths );
	}

	/**
	 * Controls: one 429, then normal answers; expired tokens answer 401.
	 */
	public function test_google_controls(): void {
		$token = $this->service_account_token();

		$this->google()->control(
			array(
				'fail'  => '429',
				'times' => 1,
			)
		);
		list( $status, $body ) = $this->run_report( $token );
		$this->assertSame( 429, $status );
		$this->assertSame( 'RESOURCE_EXHAUSTED', self::dig( $body, 'error', 'status' ) );
		$this->assertSame( 200, $this->run_report( $token )[0] );

		$this->google()->control( array( 'expireTokens' => true ) );
		list( $status, $body ) = $this->run_report( $token );
		$this->assertSame( 401, $status );
		$this->assertSame( 'UNAUTHENTICATED', self::dig( $body, 'error', 'status' ) );
	}

	/**
	 * The fake Matomo answers a POSTed token and records the body, not the URL, holding it.
	 */
	public function test_matomo_answers_with_the_token_in_the_body(): void {
		$response = RemoteRequest::send(
			$this->matomo()->base() . '/index.php',
			array(
				'method'  => 'POST',
				'timeout' => 5,
				'body'    => array(
					'module'     => 'API',
					'format'     => 'JSON',
					'method'     => 'VisitsSummary.get',
					'idSite'     => FakeAnalytics::MATOMO_SITE_ID,
					'period'     => 'range',
					'date'       => gmdate( 'Y-m-d', strtotime( '-7 days' ) ) . ',' . gmdate( 'Y-m-d', strtotime( '-1 day' ) ),
					'token_auth' => FakeAnalytics::MATOMO_TOKEN,
				),
			)
		);
		$this->assertIsArray( $response );
		$visits = self::dig( json_decode( wp_remote_retrieve_body( $response ), true ), 'nb_visits' );
		$this->assertIsInt( $visits );
		$this->assertGreaterThan( 0, $visits );

		$requests = $this->matomo()->requests();
		$this->assertCount( 1, $requests );
		$this->assertStringNotContainsString( FakeAnalytics::MATOMO_TOKEN, $requests[0]['url'] );
		$this->assertStringContainsString( 'token_auth=' . FakeAnalytics::MATOMO_TOKEN, $requests[0]['body'] );
	}

	/**
	 * A value inside decoded JSON (null when a key is missing).
	 *
	 * @param mixed      $value The decoded JSON.
	 * @param string|int ...$keys Keys, outermost first.
	 * @return mixed
	 */
	private static function dig( $value, ...$keys ) {
		foreach ( $keys as $key ) {
			if ( ! is_array( $value ) || ! array_key_exists( $key, $value ) ) {
				return null;
			}
			$value = $value[ $key ];
		}
		return $value;
	}
}
