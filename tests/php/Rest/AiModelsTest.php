<?php
/**
 * Tests for GET uipress/v1/ai/models.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Lifecycle\StoredData;
use UiPress\Tests\Ai\FakeAiProvider;
use UiPress\Tests\Ai\RunsFakeAiProvider;

/**
 * The builder's model list: presets, the provider's models (from the fake
 * provider over HTTP), the default and whether a key is set; managers only.
 */
final class AiModelsTest extends RestTestCase {

	use RunsFakeAiProvider;

	private const ROUTE = '/uipress/v1/ai/models';

	private const PRESETS = array( 'gpt-3.5-turbo', 'gpt-3.5-turbo-16k', 'gpt-4', 'gpt-4-32k' );

	private const SITE_KEY = 'sk-models-key-555';

	/**
	 * Lets UiPress reach local fakes.
	 */
	protected function set_up(): void {
		parent::set_up();
		FakeAiProvider::allow_localhost();
	}

	/**
	 * Stores site settings and the site key.
	 *
	 * @param array<string, string> $settings Settings.
	 * @param string                $key      Site key ('' for none).
	 */
	private function settings( array $settings, string $key ): void {
		update_option( StoredData::SETTINGS_OPTION, $settings );
		update_option( StoredData::SECRETS_OPTION, '' === $key ? array() : array( 'aiKey' => $key ), false );
	}

	public function test_a_manager_gets_presets_and_the_providers_models(): void {
		$this->settings( array( 'aiBaseUrl' => $this->provider()->base() . '/' ), self::SITE_KEY );
		$this->act_as( 'administrator' );
		$before = count( $this->provider()->requests() );

		$response = $this->dispatch( 'GET', self::ROUTE );

		$this->assertSame( 200, $response->get_status() );
		$body = $this->body( $response );
		// No provider connected in Settings → Connectors (WordPressAiTest covers one).
		$this->assertSame(
			array(
				'supported' => function_exists( 'wp_ai_client_prompt' ),
				'available' => false,
				'models'    => array(),
			) + ( function_exists( 'wp_ai_client_prompt' ) ? array( 'connectorsUrl' => admin_url( 'options-connectors.php' ) ) : array() ),
			$body['wordpress'] ?? null
		);
		unset( $body['wordpress'] );
		$this->assertSame(
			array(
				'presets' => self::PRESETS,
				'models'  => array( 'fake-model-1', 'gpt-4o-mini' ),
				'default' => 'gpt-3.5-turbo',
				'keySet'  => true,
			),
			$body
		);
		$received = array_slice( $this->provider()->requests(), $before );
		$this->assertCount( 1, $received );
		$this->assertSame( 'GET', $received[0]['method'] );
		$this->assertSame( '/v1/models', $received[0]['path'], 'The trailing slash of the setting is dropped.' );
		$this->assertSame( 'Bearer ' . self::SITE_KEY, $received[0]['authorization'] );
		$this->assertStringNotContainsString( self::SITE_KEY, $this->json( $response ) . wp_json_encode( $response->get_headers() ) );
	}

	public function test_the_default_is_the_sites_model(): void {
		$this->settings(
			array(
				'aiBaseUrl' => $this->provider()->base(),
				'aiModel'   => 'gpt-4o-mini',
			),
			self::SITE_KEY
		);
		$this->act_as( 'administrator' );

		$this->assertSame( 'gpt-4o-mini', $this->body( $this->dispatch( 'GET', self::ROUTE ) )['default'] ?? null );
	}

	public function test_without_a_site_key_the_provider_is_not_asked(): void {
		$this->settings( array( 'aiBaseUrl' => $this->provider()->base() ), '' );
		$this->act_as( 'administrator' );
		$before = count( $this->provider()->requests() );

		$body = $this->body( $this->dispatch( 'GET', self::ROUTE ) );

		$this->assertSame( array(), $body['models'] ?? null );
		$this->assertFalse( $body['keySet'] ?? null );
		$this->assertSame( self::PRESETS, $body['presets'] ?? null );
		$this->assertCount( $before, $this->provider()->requests() );
	}

	public function test_a_provider_error_gives_presets_and_the_masked_message(): void {
		$this->settings( array( 'aiBaseUrl' => $this->provider()->base() . '/nowhere' ), self::SITE_KEY );
		$this->act_as( 'administrator' );

		$response = $this->dispatch( 'GET', self::ROUTE );

		$this->assertSame( 200, $response->get_status() );
		$body = $this->body( $response );
		$this->assertSame( array(), $body['models'] ?? null );
		$this->assertSame( self::PRESETS, $body['presets'] ?? null );
		$this->assertSame( 'No route GET /v1/nowhere/models.', $body['error'] ?? null );
	}

	public function test_a_key_in_a_provider_error_is_masked(): void {
		$this->settings( array( 'aiBaseUrl' => 'http://localhost:9/v1' ), self::SITE_KEY );
		add_filter(
			'pre_http_request',
			static fn() => array(
				'headers'  => array(),
				'body'     => '{"error":{"message":"Incorrect API key provided: ' . self::SITE_KEY . '.","code":"invalid_api_key"}}',
				'response' => array(
					'code'    => 401,
					'message' => 'Unauthorized',
				),
				'cookies'  => array(),
				'filename' => null,
			)
		);
		$this->act_as( 'administrator' );

		$response = $this->dispatch( 'GET', self::ROUTE );

		$this->assertSame( 'Incorrect API key provided: ***.', $this->body( $response )['error'] ?? null );
		$this->assertStringNotContainsString( self::SITE_KEY, $this->json( $response ) );
	}

	public function test_an_unreachable_provider_gives_the_transport_message(): void {
		$this->settings( array( 'aiBaseUrl' => FakeAiProvider::closed_base() ), self::SITE_KEY );
		$this->act_as( 'administrator' );

		$body = $this->body( $this->dispatch( 'GET', self::ROUTE ) );

		$this->assertSame( array(), $body['models'] ?? null );
		$this->assertIsString( $body['error'] ?? null );
		$this->assertStringContainsString( 'cURL error', $body['error'] );
	}

	public function test_a_local_provider_not_on_the_allowed_list_is_never_reached(): void {
		remove_all_filters( 'uipress/remote/allowed_hosts' );
		$this->settings( array( 'aiBaseUrl' => $this->provider()->base() ), self::SITE_KEY );
		$this->act_as( 'administrator' );
		$before = count( $this->provider()->requests() );

		$body = $this->body( $this->dispatch( 'GET', self::ROUTE ) );

		$this->assertSame( 'A valid URL was not provided.', $body['error'] ?? null );
		$this->assertSame( array(), $body['models'] ?? null );
		$this->assertCount( $before, $this->provider()->requests() );
	}

	public function test_editors_and_visitors_are_refused(): void {
		$this->settings( array( 'aiBaseUrl' => $this->provider()->base() ), self::SITE_KEY );

		$this->assertError( 'rest_forbidden', 401, $this->dispatch( 'GET', self::ROUTE ) );
		$this->act_as( 'editor' );
		$response = $this->dispatch( 'GET', self::ROUTE );
		$this->assertError( 'rest_forbidden', 403, $response );
		$this->assertStringNotContainsString( self::SITE_KEY, $this->json( $response ) );
	}
}
