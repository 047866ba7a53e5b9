<?php
/**
 * What the analytics report tests share.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Analytics;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Reports\ReportCache;
use UiPress\Lifecycle\StoredData;
use UiPress\Tests\Rest\RestTestCase;
use UiPress\Tests\Support\AsksBlockReports;
use WP_REST_Response;

/**
 * Runs the fake Google and fake Matomo for a test class, connects the site
 * to them (Google by service account, test-only key), stores templates with
 * analytics blocks, asks the report route, and computes the numbers to
 * expect with the fakes' own data module (data.mjs, through node).
 */
abstract class ReportTestCase extends RestTestCase {

	use AsksBlockReports;
	use RunsAnalyticsFakes;

	/**
	 * Connects the site to both fakes; clean logs and controls.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->reach_fakes();
		$this->connect();
	}

	/**
	 * Stores the connection: Google by service account on properties/1001, Matomo site 1.
	 *
	 * @param array<string, mixed> $settings Settings over those.
	 */
	protected function connect( array $settings = array() ): void {
		update_option(
			StoredData::SETTINGS_OPTION,
			array_merge(
				array(
					AnalyticsSettings::ROLES              => array( 'administrator', 'editor' ),
					AnalyticsSettings::GOOGLE_AUTH_MODE   => 'serviceAccount',
					AnalyticsSettings::GOOGLE_API_BASE    => $this->google()->base(),
					AnalyticsSettings::GOOGLE_PROPERTY_ID => FakeAnalytics::PROPERTY,
					AnalyticsSettings::MATOMO_URL         => $this->matomo()->base(),
					AnalyticsSettings::MATOMO_SITE_ID     => FakeAnalytics::MATOMO_SITE_ID,
				),
				$settings
			)
		);
		update_option(
			StoredData::SECRETS_OPTION,
			array(
				AnalyticsSettings::GOOGLE_SERVICE_ACCOUNT_KEY => FakeAnalytics::service_account_key(),
				AnalyticsSettings::MATOMO_TOKEN => FakeAnalytics::MATOMO_TOKEN,
			),
			false
		);
	}

	/**
	 * A published template for editors with analytics blocks.
	 *
	 * @param array<string, array<string, mixed>> $blocks Module → the block's options.
	 * @param string[]                            $roles  Roles it applies to.
	 * @phpstan-param list<string> $roles
	 * @return array{0: int, 1: array<string, string>} Template id and each module's block uid.
	 */
	protected function dashboard( array $blocks, array $roles = array( 'editor', 'administrator' ) ): array {
		return $this->report_template( 'Analytics', $blocks, static fn ( string $module ): string => $module, $roles );
	}

	/**
	 * The answer's report.
	 *
	 * @param WP_REST_Response $response The response.
	 * @return array<mixed>
	 */
	protected function report_of( WP_REST_Response $response ): array {
		$report = $this->answer( $response )['report'] ?? null;
		$this->assertIsArray( $report );
		return $report;
	}

	/**
	 * Asserts that each actual row has the field of the expected row with the same key.
	 *
	 * @param mixed  $expected The expected rows.
	 * @param mixed  $actual   The answer's rows.
	 * @param string $key      The field naming a row (`name`, `countryId`).
	 * @param string $field    The field compared (`value`).
	 */
	protected function assertRowsAmong( $expected, $actual, string $key, string $field ): void {
		$candidates = $this->records( $expected, '' );
		foreach ( $this->records( $actual, '' ) as $row ) {
			$match = array_values( array_filter( $candidates, static fn ( array $candidate ): bool => ( $candidate[ $key ] ?? null ) === ( $row[ $key ] ?? null ) ) );
			$this->assertCount( 1, $match, (string) wp_json_encode( $row ) );
			$this->assertSame( $match[0][ $field ] ?? null, $row[ $field ] ?? null, (string) wp_json_encode( $row ) );
		}
	}

	/**
	 * Forgets the fresh copies (as when their hour is over); the last good ones stay.
	 */
	protected function expire_fresh_copies(): void {
		// From the cache's own list: a persistent object cache holds them outside the table.
		$names = array_values( array_filter( ReportCache::names(), static fn ( string $name ): bool => str_starts_with( $name, ReportCache::PREFIX . 'r_' ) ) );
		foreach ( $names as $name ) {
			delete_transient( $name );
		}
		$this->assertNotEmpty( $names, 'There was a fresh copy to expire.' );
	}

	/**
	 * The data API requests the fake Google received (not the token requests).
	 *
	 * @return list<array{method: string, path: string, url: string, query: array<string, string>, headers: array<string, string>, body: string}>
	 */
	protected function data_requests(): array {
		return array_values( array_filter( $this->google()->requests(), static fn ( array $request ): bool => str_starts_with( $request['path'], '/v1beta/' ) ) );
	}

	/**
	 * Evaluates JavaScript with the fake's data module imported as `data`
	 * (tests/fixtures/fake-google-analytics/data.mjs): the numbers to expect.
	 *
	 * @param string $expression A JavaScript expression.
	 * @return mixed Its value, through JSON.
	 */
	protected function expected( string $expression ) {
		$module = dirname( __DIR__, 2 ) . '/fixtures/fake-google-analytics/data.mjs';
		$script = 'import * as data from ' . wp_json_encode( 'file://' . $module ) . '; process.stdout.write( JSON.stringify( ' . $expression . ' ) );';
		$pipes  = array();
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the test computes expected numbers with the fake's own module.
		$process = proc_open(
			array( 'node', '--input-type=module', '-e', $script ),
			array(
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		$output = (string) stream_get_contents( $pipes[1] );
		$errors = (string) stream_get_contents( $pipes[2] );
		proc_close( $process );
		$this->assertNotSame( '', $output, $errors );
		return json_decode( $output, true );
	}

	/**
	 * Asserts that none of the credentials appears in a text (an answer, the settings…).
	 *
	 * @param string $text The text.
	 */
	protected function assertNoSecret( string $text ): void {
		$key = json_decode( FakeAnalytics::service_account_key(), true );
		$this->assertIsArray( $key );
		$private = is_string( $key['private_key'] ?? null ) ? $key['private_key'] : '';
		// A line of the PEM body, as JSON would escape none of it.
		$this->assertStringNotContainsString( substr( (string) preg_replace( '/-----[^-]+-----|\s/', '', $private ), 40, 40 ), $text );
		$this->assertStringNotContainsString( FakeAnalytics::MATOMO_TOKEN, $text );
		$this->assertStringNotContainsString( FakeAnalytics::GOOGLE_CLIENT_SECRET, $text );
		$this->assertStringNotContainsString( 'ya29.', $text, 'No access token.' );
	}
}
