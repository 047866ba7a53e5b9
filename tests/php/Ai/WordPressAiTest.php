<?php
/**
 * Tests for the AI chat through WordPress's AI client.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Ai;

use UiPress\Ai\BufferSink;
use UiPress\Ai\ChatStream;
use UiPress\Ai\WordPressAi;
use UiPress\Ai\WordPressAiAnswer;
use UiPress\Lifecycle\StoredData;
use UiPress\Tests\Rest\RestTestCase;
use WordPress\AiClient\AiClient;
use WordPress\AiClient\Providers\Http\DTO\ApiKeyRequestAuthentication;
use WP_REST_Response;

/**
 * A provider registered with WordPress's AI client as provider plugins do
 * (tests/fixtures/wp-ai-provider), talking to the local fake AI server over
 * real HTTP: the AI chat block answers through it when it has no key of its
 * own or chooses `wordpress`, with the key the client holds and never shows;
 * a refused key comes back as the error, hidden. Without the client
 * (WordPress 6.9) or with AI off, the block's own key path stays.
 */
final class WordPressAiTest extends RestTestCase {

	use RunsFakeAiProvider;

	/**
	 * Milliseconds between two of the fake's streamed words.
	 */
	private static function word_delay_ms(): int {
		return 1;
	}

	private const ROUTE = '/uipress/v1/ai/chat';

	private const CONNECTED_KEY = 'sk-connectors-key-24680';

	protected function set_up(): void {
		parent::set_up();
		FakeAiProvider::allow_localhost();
		// The own key path's site settings, for the fallback.
		update_option( StoredData::SETTINGS_OPTION, array( 'aiBaseUrl' => $this->provider()->base() ) );
		update_option( StoredData::SECRETS_OPTION, array( 'aiKey' => 'sk-site-key-13579' ), false );
		if ( ! self::has_client() ) {
			return;
		}
		require_once dirname( __DIR__, 2 ) . '/fixtures/wp-ai-provider/uipress-fake-provider.php';
		update_option( \UiPress\Tests\Fixtures\WpAiProvider\BASE_OPTION, $this->provider()->base() );
		\UiPress\Tests\Fixtures\WpAiProvider\register();
		\UiPress\Tests\Fixtures\WpAiProvider\allow_the_fake();
		$this->connect( self::CONNECTED_KEY );
	}

	protected function tear_down(): void {
		if ( self::has_client() ) {
			// Not connected for the tests after these (the registry lives on).
			$this->connect( 'bad-key' );
		}
		parent::tear_down();
	}

	/**
	 * Whether this WordPress has the AI client (7.0+).
	 */
	private static function has_client(): bool {
		return function_exists( 'wp_ai_client_prompt' ) && class_exists( AiClient::class );
	}

	/**
	 * Gives the client the provider's key, as Connectors does from its
	 * setting, and forgets the models it listed (cached for a day).
	 *
	 * @param string $key The key.
	 */
	private function connect( string $key ): void {
		AiClient::defaultRegistry()->setProviderRequestAuthentication( 'uipress-fake', new ApiKeyRequestAuthentication( $key ) );
		wp_cache_flush_group( 'wp_ai_client' );
	}

	/**
	 * A template for editors with one AI chat block; its id and the block's uid.
	 *
	 * @param array<string, mixed> $options The block's options.
	 * @return array{0: int, 1: string}
	 */
	private function template( array $options = array() ): array {
		$block = self::block(
			'AI chat',
			array(
				'moduleName' => 'uip-ai-chat',
				'settings'   => array( 'block' => array( 'options' => (object) $options ) ),
			)
		);
		$this->assertIsString( $block['uid'] );
		return array(
			$this->create_template(
				array(
					'forRoles' => array( 'editor' ),
					'content'  => array( $block ),
				)
			),
			$block['uid'],
		);
	}

	/**
	 * Asks the route as an editor; the lines of its answer.
	 *
	 * @param array{0: int, 1: string} $template Template id and block uid.
	 * @param string                   $said     The user's message.
	 * @return array{0: WP_REST_Response, 1: BufferSink}
	 */
	private function ask( array $template, string $said = 'Hi there' ): array {
		$this->act_as( 'editor' );
		$response = $this->dispatch(
			'POST',
			self::ROUTE,
			array(
				'template' => $template[0],
				'block'    => $template[1],
				'messages' => array(
					array(
						'role'    => 'assistant',
						'content' => 'How can I help?',
					),
					array(
						'role'    => 'user',
						'content' => 'Earlier question',
					),
					array(
						'role'    => 'assistant',
						'content' => 'Earlier answer',
					),
					array(
						'role'    => 'user',
						'content' => $said,
					),
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$answer = $response->get_data();
		$this->assertInstanceOf( \UiPress\Ai\ChatAnswer::class, $answer );
		$sink = new BufferSink();
		$answer->send( $sink );
		return array( $response, $sink );
	}

	public function test_a_block_without_its_own_key_answers_through_the_connected_provider(): void {
		if ( ! self::has_client() ) {
			$this->assertFalse( WordPressAi::available(), 'WordPress 6.9 has no AI client: the own key path only.' );
			list( $response ) = $this->ask( $this->template() );
			$this->assertInstanceOf( ChatStream::class, $response->get_data() );
			return;
		}
		$this->assertTrue( WordPressAi::available() );
		$this->assertContains(
			array(
				'provider' => 'uipress-fake',
				'id'       => 'fake-model-1',
				'name'     => 'fake-model-1',
			),
			WordPressAi::models()
		);
		$seen = count( $this->provider()->requests() );

		list( $response, $sink ) = $this->ask( $this->template( array( 'systemMessage' => 'Be brief.' ) ) );
		$this->assertInstanceOf( WordPressAiAnswer::class, $response->get_data() );
		$this->assertSame(
			array(
				array( 'delta' => 'Hello from the fake provider. You said: Hi there' ),
				array( 'done' => true ),
			),
			$sink->objects()
		);
		$chats = array_values( array_filter( array_slice( $this->provider()->requests(), $seen ), static fn( array $sent ): bool => '/v1/chat/completions' === $sent['path'] ) );
		$this->assertCount( 1, $chats );
		$this->assertSame( 'Bearer ' . self::CONNECTED_KEY, $chats[0]['authorization'] );
		$body = $chats[0]['body'];
		$this->assertIsArray( $body );
		$this->assertIsArray( $body['messages'] );
		// The system instruction, then the conversation from the user's first message on.
		$this->assertSame( array( 'system', 'user', 'assistant', 'user' ), array_column( $body['messages'], 'role' ) );
		$this->assertStringNotContainsString( self::CONNECTED_KEY, $this->json( $response ) . $sink->body() );
	}

	public function test_a_block_with_its_own_key_or_choosing_own_keeps_its_provider(): void {
		$this->act_as( 'administrator' );
		list( $id, $uid ) = $this->template( array( 'provider' => 'own' ) );
		list( $response ) = $this->ask( array( $id, $uid ) );
		$this->assertInstanceOf( ChatStream::class, $response->get_data() );
		if ( self::has_client() ) {
			list( $response ) = $this->ask( $this->template( array( 'provider' => 'wordpress' ) ) );
			$this->assertInstanceOf( WordPressAiAnswer::class, $response->get_data() );
		}
	}

	public function test_a_refused_key_comes_back_as_an_error_without_the_key(): void {
		if ( ! self::has_client() ) {
			$this->assertSame( 'secret bad-key', WordPressAi::hide_keys( 'secret bad-key' ) );
			return;
		}
		$template = $this->template();
		// Connected once (the models are listed), then the key is refused.
		$this->assertTrue( WordPressAi::available() );
		AiClient::defaultRegistry()->setProviderRequestAuthentication( 'uipress-fake', new ApiKeyRequestAuthentication( 'bad-key' ) );
		list( , $sink ) = $this->ask( $template );
		$lines          = $sink->objects();
		$this->assertCount( 1, $lines );
		$this->assertIsArray( $lines[0] );
		$this->assertIsArray( $lines[0]['error'] ?? null );
		$this->assertSame( 'uipress_ai_provider_error', $lines[0]['error']['code'] );
		$this->assertStringNotContainsString( 'bad-key', $sink->body() );
	}

	public function test_the_builder_s_model_list_offers_the_connected_provider_s_models_and_where_to_connect(): void {
		$this->act_as( 'administrator' );
		$response = $this->dispatch( 'GET', '/uipress/v1/ai/models' );
		$this->assertSame( 200, $response->get_status() );
		$body = $this->body( $response );
		$this->assertIsArray( $body['wordpress'] ?? null );
		$wordpress = $body['wordpress'];
		if ( ! self::has_client() ) {
			$this->assertSame(
				array(
					'supported' => false,
					'available' => false,
					'models'    => array(),
				),
				$wordpress
			);
			return;
		}
		$this->assertTrue( $wordpress['supported'] );
		$this->assertTrue( $wordpress['available'] );
		$this->assertIsArray( $wordpress['models'] );
		$this->assertContains(
			array(
				'provider' => 'uipress-fake',
				'id'       => 'gpt-4o-mini',
				'name'     => 'gpt-4o-mini',
			),
			$wordpress['models']
		);
		$this->assertIsString( $wordpress['connectorsUrl'] ?? null );
		$this->assertStringEndsWith( '/wp-admin/options-connectors.php', $wordpress['connectorsUrl'] );
		$this->assertStringNotContainsString( self::CONNECTED_KEY, $this->json( $response ) );
	}

	public function test_with_neither_a_connected_provider_nor_a_key_managers_are_told_where_to_connect_one(): void {
		delete_option( StoredData::SECRETS_OPTION );
		if ( self::has_client() ) {
			$this->connect( 'bad-key' );
		}
		$block = self::block(
			'AI chat',
			array(
				'moduleName' => 'uip-ai-chat',
				'settings'   => array( 'block' => array( 'options' => (object) array() ) ),
			)
		);
		$id    = $this->create_template(
			array(
				'forRoles' => array( 'editor', 'administrator' ),
				'content'  => array( $block ),
			)
		);
		$ask   = function ( string $role ) use ( $id, $block ): WP_REST_Response {
			$this->act_as( $role );
			return $this->dispatch(
				'POST',
				self::ROUTE,
				array(
					'template' => $id,
					'block'    => $block['uid'],
					'messages' => array(
						array(
							'role'    => 'user',
							'content' => 'Hello?',
						),
					),
				)
			);
		};
		$this->assertError( 'uipress_ai_no_key', 400, $ask( 'editor' ) );
		$data = $ask( 'editor' )->get_data();
		$this->assertIsArray( $data );
		$this->assertSame( 'Please add an openAI api key to use this block', $data['message'] ?? null );
		$this->assertArrayNotHasKey( 'connectorsUrl', (array) ( $data['data'] ?? array() ) );

		$data = $ask( 'administrator' )->get_data();
		$this->assertIsArray( $data );
		$this->assertIsArray( $data['data'] ?? null );
		if ( self::has_client() ) {
			$this->assertSame( admin_url( 'options-connectors.php' ), $data['data']['connectorsUrl'] ?? null );
		} else {
			$this->assertArrayNotHasKey( 'connectorsUrl', $data['data'], 'WordPress 6.9 has no Connectors.' );
		}
	}

	public function test_with_ai_turned_off_the_own_key_path_stays(): void {
		add_filter( 'wp_supports_ai', '__return_false' );
		$this->assertFalse( WordPressAi::available() );
		$this->assertSame( array(), WordPressAi::models() );
		list( $response ) = $this->ask( $this->template() );
		$this->assertInstanceOf( ChatStream::class, $response->get_data() );
	}
}
